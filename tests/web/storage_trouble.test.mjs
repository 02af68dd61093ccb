// Storage that fails: a full quota, no storage at all (private mode), and
// the same game open in two tabs. Each time the player gets a message, the
// game goes on, and no save is silently overwritten.
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
