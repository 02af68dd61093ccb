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
import { openSite, unbundled } from './browser.mjs';
import {
  eventually, humanMove, noticeText, openTable, openWithSavedMove, reloadTable, putStoredGame, setCurrentGame, storedGames, tableRecord, tableState,
  waitSaved, writeTemp,
} from './game_helpers.mjs';

test('the page and the table hold to the same limits', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&save=0`);
    const { page: pageLimits, table } = await page.evaluate(async () => {
      const { LIMITS } = await import('./page/limits.js');
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
    // The export's notice stays until the import's replaces it (a loaded
    // machine once read it first): the notice that follows the export's.
    await page.waitForFunction(() => !/^Exported/.test(document.getElementById('notice-text')?.textContent ?? ''), null, { timeout: 60000 });
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
    await unbundled(context);
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

// An import is measured as the table would keep it: an older record without
// seats grows by them once loaded. One that then passes the limit was
// announced as imported and never saved; one that comes near it had its
// warning replaced at once by "Imported…". (The page's limit made small
// again, 1000 bytes, and the records' size set by spaces inside their start
// position, which the table keeps as written.)
test('an import the table could not save is refused before it is announced; one near the limit is announced with the warning', { timeout: 90000 }, async () => {
  const site = await openSite();
  const dir = mkdtempSync(join(tmpdir(), 'canasta-import-limit-'));
  try {
    const { page, origin, context } = site;
    const SMALL = 1000;
    // (A fetch still on its way when the test closes the browser fails:
    // that ends nothing the test waits for.)
    await unbundled(context);
    await context.route('**/limits.js', async (route) => {
      try {
        const response = await route.fetch();
        const body = (await response.text()).replace('recordBytes: 1 << 20,', `recordBytes: ${SMALL},`);
        await route.fulfill({ response, body });
      } catch {
        // the browser closed
      }
    });
    await openTable(page, `${origin}/?fast=1&lang=en&seed=8`);
    const position = 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c hand1=Ac,Ad,Td,Th,7c melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c seed=11';
    const recordOf = (bytes) => {
      const bare = (pad) => `{"format":3,"variant":"classic","options":[],"players":2,"seed":11,"start":"${position}${' '.repeat(pad)}","moves":[]}`;
      return bare(bytes - bare(0).length);
    };
    const importFile = async (name, text) => {
      await page.evaluate(() => { delete document.body.dataset.notice; });
      await page.setInputFiles('#import-file', writeTemp(dir, name, text));
      await page.waitForFunction(() => document.body.dataset.notice, null, { timeout: 30000 });
      return page.evaluate(() => document.body.dataset.notice);
    };

    await waitSaved(page);
    const before = await tableRecord(page);
    const over = recordOf(SMALL - 10);
    assert.equal(Buffer.byteLength(over), SMALL - 10);
    assert.match(await importFile('over.canasta.json', over),
      /^over\.canasta\.json was not imported: As the table would keep it, with who plays each seat, this game's record is \d+ bytes long; a save holds at most 1000\. The current game goes on\.$/);
    assert.equal(await tableRecord(page), before, 'the game goes on');
    assert.ok(!(await storedGames(page)).some((g) => g.record.includes('hand0=9h,9s')), 'nothing of it is saved');

    const near = recordOf(SMALL - 150);
    const notice = await importFile('near.canasta.json', near);
    assert.match(notice, /^Imported near\.canasta\.json: the game goes on from its last move\. This game is nearly too long to save \(9\d% of the limit\)/);
    const kept = await tableRecord(page);
    assert.ok(Buffer.byteLength(kept) > Buffer.byteLength(near) && Buffer.byteLength(kept) <= SMALL, `the table keeps ${Buffer.byteLength(kept)} bytes`);
    await eventually(async () => (await storedGames(page)).some((g) => g.record === kept), 'the import is saved');
  } finally {
    await site.close();
  }
});
