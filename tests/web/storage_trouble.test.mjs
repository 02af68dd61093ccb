// Storage that fails: a full quota, no storage at all (private mode), a
// storage that never answers, damaged statistics, and the same game open in
// two tabs. Each time the player gets a message, the game goes on, and no
// save is silently overwritten.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { humanMove, noticeText, openTable, openWithSavedMove, storedGames, tableState, waitSaved } from './game_helpers.mjs';

test('a full storage quota: the message, and play goes on', { timeout: 180000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openWithSavedMove(page, origin);
    const saved = await storedGames(page);
    // Chromium's quota override (CDP Storage.overrideQuotaForOrigin) does not
    // reach IndexedDB writes in headless mode, so the store refuses them as a
    // full quota does.
    await page.evaluate(() => {
      const put = IDBObjectStore.prototype.put;
      window.restorePut = () => { IDBObjectStore.prototype.put = put; };
      IDBObjectStore.prototype.put = function full() {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await humanMove(page);
    assert.match(await noticeText(page), /storage is full/i);
    await humanMove(page);
    await humanMove(page);
    assert.ok((await tableState(page)).entries >= 4);
    await page.evaluate(() => window.restorePut());
    await humanMove(page);
    assert.match(await noticeText(page), /Saving works again/);
    await waitSaved(page);
    assert.deepEqual((await storedGames(page)).map((g) => g.id), saved.map((g) => g.id));
  } finally {
    await site.close();
  }
});

test('no storage at all (private mode): the message, and play goes on', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await page.addInitScript(() => {
      Object.defineProperty(window, 'indexedDB', { get() { throw new DOMException('denied', 'SecurityError'); } });
    });
    await openTable(page, `${origin}/?fast=1&lang=en`);
    assert.match(await noticeText(page), /no storage|unavailable/i);
    await humanMove(page);
    await humanMove(page);
    assert.ok((await tableState(page)).entries >= 2);
  } finally {
    await site.close();
  }
});

test('two tabs: the second is told the game is open elsewhere and never overwrites it', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin, context } = site;
    const { state: first } = await openWithSavedMove(page, origin);
    const second = await context.newPage();
    await openTable(second, `${origin}/?fast=1&lang=en`);
    // A page in the background draws no frames: each tab plays in front.
    assert.match(await noticeText(second), /open in another tab/);
    assert.notEqual((await tableState(second)).position, first.position);
    await humanMove(second);
    await waitSaved(second);
    // The first tab keeps saving its game; the second saved its own.
    await page.bringToFront();
    await humanMove(page);
    await waitSaved(page);
    const games = await storedGames(page);
    assert.equal(games.length, 2);
    assert.equal(new Set(games.map((g) => g.record)).size, 2);
  } finally {
    await site.close();
  }
});

test('storage that never answers: the page stops waiting, says it is not saving (in its language), and the table plays', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    // A request that never calls back, as a hung storage process leaves it.
    await page.addInitScript(() => {
      IDBFactory.prototype.open = function neverAnswers() { return {}; };
    });
    await openTable(page, `${origin}/?fast=1&lang=de`);
    assert.equal(await noticeText(page), 'Der Browserspeicher antwortet nicht: Spiele werden nicht gespeichert.');
    await page.waitForFunction(() => document.getElementById('storage-status').textContent === 'Speichert nicht', null, { timeout: 30000 });
    await humanMove(page);
    assert.ok((await tableState(page)).entries >= 1);
  } finally {
    await site.close();
  }
});

test('statistics: a damaged row starts again with its next game, a key that cannot be read is left out, the table shows the rest', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en`);
    const stats = await page.evaluate(async () => {
      const { readMeta, writeMeta } = await import('./saves/storage.js');
      const { recordGameOver } = await import('./saves/stats.js');
      await writeMeta('stats', {
        'classic/4/expert': { played: '5', won: 'x', scoreSum: 10, best: null },
        'classic/4/': { played: 2, won: 1, scoreSum: 3000, best: { score: 2000, date: 1 } },
        'classic/2/master': { played: 3, won: 2, scoreSum: 6000, best: { score: 3000, date: 1 } },
      });
      // A game finished under the damaged key, counted as the page counts one.
      await recordGameOver({ variant: 'classic', players: 4, scores: [5100, 2000] }, 'expert');
      return (await readMeta('stats')).value;
    });
    assert.deepEqual({ ...stats['classic/4/expert'], best: stats['classic/4/expert'].best.score },
      { played: 1, won: 1, scoreSum: 5100, undone: 0, best: 5100 });
    await page.click('#games-button');
    await page.waitForFunction(() => document.querySelectorAll('#stats-body tr').length === 2, null, { timeout: 10000 });
    const rows = await page.$$eval('#stats-body tr', (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
    assert.deepEqual(rows.sort(), [
      // Games names the game as the table does and groups the digits (issue 24).
      ['Classic (1950)', '2', 'Master', '3', '2', '2,000', '3,000'],
      ['Classic (1950)', '4', 'Expert', '1', '1', '5,100', '5,100'],
    ]);
  } finally {
    await site.close();
  }
});
