// One record limit everywhere: the page's limits.js agrees with the
// table's, a save at exactly the limit resumes, exports and imports again
// (its export's trailing newline included), and a game nearing the limit is
// told so before anything is lost; past it the save keeps the last record
// that fits, which loads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite } from './browser.mjs';
import {
  humanMove, noticeText, openTable, openWithSavedMove, reloadTable, putStoredGame, setCurrentGame, storedGames, tableRecord, tableState,
} from './game_helpers.mjs';

test('the page and the table hold to the same limits', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&save=0`);
    const { page: pageLimits, table } = await page.evaluate(async () => {
      const { LIMITS } = await import('./limits.js');
      return { page: { ...LIMITS }, table: window.canastaTable.api().limits() };
    });
    for (const [name, value] of Object.entries(table)) assert.equal(pageLimits[name], value, name);
    assert.deepEqual(Object.keys(table).sort(), ['lessonBytes', 'messageBytes', 'positionBytes', 'recordBytes', 'setupBytes']);
  } finally {
    await site.close();
  }
});

test('a save of exactly the record limit exports, imports again and resumes', { timeout: 90000 }, async () => {
  const site = await openSite({ acceptDownloads: true });
  const dir = mkdtempSync(join(tmpdir(), 'canasta-limit-'));
  try {
    const { page, origin } = site;
    const { record } = await openWithSavedMove(page, origin);
    const limit = 1 << 20;  // engine/record.h kMaxRecordBytes (the test above checks the page agrees)
    // JSON may carry whitespace: the same game, exactly at the limit.
    const full = record.replace('"moves":[', `"moves":${' '.repeat(limit - record.length)}[`);
    assert.equal(Buffer.byteLength(full), limit);
    const entry = { schema: 1, version: 1, updated: Date.now() + 1000, variant: 'classic', players: 4, scores: [0, 0], record: full };
    await putStoredGame(page, { ...entry, id: 'full' });
    await putStoredGame(page, { ...entry, id: 'full2' });

    // Its export (the record and a newline) imports again.
    await page.click('#games-button');
    const row = page.locator('#games-list tr[data-id=full]');
    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('button[data-action=export]').click()]);
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    assert.equal(statSync(file).size, limit + 1);
    await page.click('#games-close');
    await page.evaluate(() => window.canastaTable.api().newGame({ seed: '3' }));
    await page.setInputFiles('#import-file', file);
    assert.match(await noticeText(page), /Imported/);
    assert.equal(await tableRecord(page), record);

    // And it resumes.
    await setCurrentGame(page, 'full2');
    await reloadTable(page);
    assert.equal(await tableRecord(page), record, 'the full save resumed');
  } finally {
    await site.close();
  }
});

// The page's record limit made small (limits.js served with 700 bytes) so a
// few moves reach it; the engine's own limit is checked above.
test('a game nearing the record limit is told so, and its save stays loadable past it', { timeout: 240000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin, context } = site;
    const SMALL = 700;
    await context.route('**/limits.js', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('recordBytes: 1 << 20,', `recordBytes: ${SMALL},`);
      await route.fulfill({ response, body });
    });
    await page.addInitScript(() => {
      window.notices = [];
      // Two notices set in one task arrive as one batch: each record's old
      // value is the notice before it, so every notice shown is kept.
      document.addEventListener('DOMContentLoaded', () => new MutationObserver((records) => {
        for (const r of records.slice(1)) window.notices.push(r.oldValue);
        window.notices.push(document.body.dataset.notice);
      }).observe(document.body, { attributes: true, attributeOldValue: true, attributeFilter: ['data-notice'] }));
    });
    await openTable(page, `${origin}/?fast=1&lang=en&seed=8`);
    const over = () => page.evaluate(() => window.notices.some((n) => /now too long to save/.test(n)));
    // Seed 8's first deal passes 700 bytes before it ends (the human draws and discards).
    const dealOver = () => page.evaluate(() => document.body.dataset.phase === 'score');
    for (let i = 0; i < 80 && !(await over()) && !(await dealOver()); i += 1) await humanMove(page);
    assert.ok(await over(), 'the limit was passed');
    const notices = await page.evaluate(() => window.notices);
    const near = notices.findIndex((n) => /nearly too long to save \(\d+% of the limit\)/.test(n));
    const past = notices.findIndex((n) => /now too long to save: its save keeps it as it was at move \d+/.test(n));
    assert.ok(near >= 0 && near < past, `warned before: ${notices.join(' | ')}`);

    const [saved] = await storedGames(page);
    assert.ok(Buffer.byteLength(saved.record) <= SMALL, `the save holds ${Buffer.byteLength(saved.record)} bytes`);
    const moves = Number(/at move (\d+)/.exec(notices[past])[1]);
    assert.equal(JSON.parse(saved.record).moves.length, moves);
    assert.ok(Buffer.byteLength(await tableRecord(page)) > SMALL, 'the game itself went on');

    // The reloaded game is the saved one; when a computer player is to move
    // there, it plays on at once, so the resumed record may already be longer.
    await reloadTable(page);
    const kept = JSON.parse(saved.record);
    const resumed = JSON.parse(await tableRecord(page));
    assert.deepEqual(resumed.moves.slice(0, kept.moves.length), kept.moves, 'the save resumes');
    assert.deepEqual({ ...resumed, moves: [] }, { ...kept, moves: [] });
    assert.ok((await tableState(page)).entries >= moves);
  } finally {
    await site.close();
  }
});
