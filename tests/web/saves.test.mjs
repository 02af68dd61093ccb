// Saved games in the browser: every move is saved at once and a reload
// returns to the same position (mid-turn included); a game exported to a
// .canasta.json file imports again; damaged files and saves give a message
// while the current game goes on and no other save is touched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite } from './browser.mjs';
import {
  humanMove, noticeText, openTable, openWithSavedMove, reloadTable, putStoredGame, readText, setCurrentGame, slowDisk, storedGames, tableRecord,
  tableState, waitForHuman, waitSaved, writeTemp,
} from './game_helpers.mjs';

test('a few moves, a reload, and the same position mid-turn; export, then import', { timeout: 180000 }, async () => {
  const site = await openSite({ acceptDownloads: true });
  const dir = mkdtempSync(join(tmpdir(), 'canasta-saves-'));
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en`);
    await humanMove(page);  // draw
    await humanMove(page);  // discard
    await waitForHuman(page, ['draw']);
    await humanMove(page);  // draw: mid-turn now
    assert.equal(await page.evaluate(() => document.body.dataset.phase), 'play');
    await waitSaved(page);
    const before = await tableState(page);
    const record = await tableRecord(page);

    await reloadTable(page);
    const after = await tableState(page);
    assert.equal(after.position, before.position);
    assert.equal(await tableRecord(page), record);
    assert.equal(await page.evaluate(() => document.body.dataset.phase), 'play');

    // Export from the saved-games list.
    await page.click('#games-button');
    const row = page.locator('#games-list tr', { hasText: 'on the table now' });
    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('button[data-action=export]').click()]);
    assert.match(download.suggestedFilename(), /\.canasta\.json$/);
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    assert.equal(readText(file).trim(), record);

    // A new game, then the exported one imported: play goes on from its position.
    await page.evaluate(() => window.canastaTable.api().newGame({ seed: '5', players: 2 }));
    await waitSaved(page);
    assert.notEqual((await tableState(page)).position, before.position);
    await page.setInputFiles('#import-file', file);
    assert.match(await noticeText(page), /Imported/);
    assert.equal((await tableState(page)).position, before.position);
    await waitSaved(page);
    assert.equal((await storedGames(page)).length, 3);
    assert.deepEqual(site.consoleErrors, []);
    assert.deepEqual(site.foreignRequests, []);
  } finally {
    await site.close();
  }
});

// IndexedDB completes a write a moment after it is asked (93 ms a write on
// a busy page, ./tools/bench online), and on a loaded machine much later: a
// page reloaded an instant after a move came back a move or more behind.
// localStorage keeps the game's newest record at once until the disk has
// it (save_journal.js): here a disk that takes 30 s a write has written
// none of the moves since the draw, and the reload comes back at the last
// of them. Once the disk has a move, the journal is gone.
test('a reload an instant after the moves, before a slow disk wrote them, comes back at the last one; the journal goes once the disk has it', { timeout: 180000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en`);
    await humanMove(page);  // draw
    await waitSaved(page);
    const written = await tableRecord(page);
    await page.evaluate(slowDisk, 30000);
    await humanMove(page);  // discard; the computer players' turns follow
    await waitForHuman(page, ['draw']);
    const record = await tableRecord(page);
    assert.ok(JSON.parse(record).moves.length >= JSON.parse(written).moves.length + 4, 'the discard and a round of the others');
    assert.equal(await page.evaluate(() => window.canastaTable.savedRecord()), written, 'the disk has written none of them');

    const journals = () => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('canasta.journal.')));
    assert.equal((await journals()).length, 1, 'the journal kept while the disk has not the game');

    await reloadTable(page);
    assert.equal(await tableRecord(page), record);
    // The resumed game is written again, by a disk that writes at once now.
    await waitSaved(page);
    assert.deepEqual(await journals(), []);
  } finally {
    await site.close();
  }
});

test('damaged files and saves: a message, the game goes on, other saves untouched', { timeout: 60000 }, async () => {
  const site = await openSite();
  const dir = mkdtempSync(join(tmpdir(), 'canasta-bad-'));
  try {
    const { page, origin } = site;
    const { state: { position }, record: text } = await openWithSavedMove(page, origin);
    const record = JSON.parse(text);
    const saves = async () => (await storedGames(page)).map((g) => `${g.id}:${g.version}`).sort();

    await putStoredGame(page, { id: 'truncated', schema: 1, version: 3, updated: 1, variant: 'classic', players: 4,
      scores: [0, 0], record: '{"format":1,"variant":"classic","players":4,"se' });
    await putStoredGame(page, { id: 'future', schema: 9, version: 1, updated: 2, record: '{}' });
    const untouched = await saves();

    const bad = {
      'not-json.canasta.json': 'this is not JSON at all',
      'not-a-record.canasta.json': '{"hello":"world"}',
      'newer.canasta.json': JSON.stringify({ ...record, format: 99 }),
      'illegal.canasta.json': JSON.stringify({ ...record, moves: [...record.moves, 'meld Ac Ad Ah'] }),
    };
    for (const [name, text] of Object.entries(bad)) {
      await page.setInputFiles('#import-file', writeTemp(dir, name, text));
      const message = await noticeText(page);
      assert.match(message, new RegExp(`${name} was not imported`));
      if (name === 'newer.canasta.json') assert.match(message, /newer/);
      if (name === 'illegal.canasta.json') assert.match(message, /Move \d+/);
      await page.click('#notice-close');
    }
    assert.equal((await tableState(page)).position, position);

    // The damaged saves are listed with what is wrong; resuming one says so.
    await page.click('#games-button');
    await page.waitForSelector('#games-list tr[data-id=future] td.problem');
    assert.match(await page.textContent('#games-list tr[data-id=future]'), /newer version/);
    await page.click('#games-list tr[data-id=truncated] button[data-action=resume]');
    assert.match(await noticeText(page), /could not be loaded/);
    assert.equal((await tableState(page)).position, position);

    // A reload that should resume a damaged save starts a new game and keeps the save.
    await setCurrentGame(page, 'truncated');
    await reloadTable(page);
    assert.match(await noticeText(page), /could not be opened/);
    await humanMove(page);
    await waitSaved(page);
    const now = await saves();
    for (const save of untouched) assert.ok(now.includes(save), `${save} was changed`);
    assert.deepEqual(site.foreignRequests, []);
  } finally {
    await site.close();
  }
});
