// Every game a tab holds holds its Web Lock, however it got there, and no
// lock or save is left behind: an imported game is not resumed by a second
// tab (whose moves would otherwise stop the first tab's saves), and opening
// a position with bot levels takes one lock and leaves no orphan save.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite } from './browser.mjs';
import {
  humanMove, noticeText, openTable, storedGames, tableRecord, tableState, waitSaved, writeTemp,
} from './game_helpers.mjs';

const heldLocks = (page) => page.evaluate(async () => (await navigator.locks.query()).held.map((l) => l.name).sort());

test('an imported game holds its lock: a second tab starts its own game and the first keeps saving', { timeout: 90000 }, async () => {
  const site = await openSite();
  const dir = mkdtempSync(join(tmpdir(), 'canasta-locks-'));
  try {
    const { page, origin, context } = site;
    // A record to import: a few moves of another game.
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5&players=2`);
    await humanMove(page);
    await humanMove(page);
    await waitSaved(page);
    const file = writeTemp(dir, 'game.canasta.json', await tableRecord(page));
    await page.evaluate(() => window.canastaTable.api().newGame({ seed: '9' }));
    await waitSaved(page);

    await page.setInputFiles('#import-file', file);
    assert.match(await noticeText(page), /Imported/);
    await humanMove(page);  // now its record is its own
    await waitSaved(page);
    const importedRecord = await tableRecord(page);
    const imported = (await storedGames(page)).find((g) => g.record === importedRecord);
    assert.ok(imported, 'the imported game is saved');
    await page.waitForFunction((id) => navigator.locks.query().then((q) => q.held.some((l) => l.name === `canasta-game-${id}`)),
      imported.id, { timeout: 5000 });

    const second = await context.newPage();
    await openTable(second, `${origin}/?fast=1&lang=en`);
    assert.match(await noticeText(second), /open in another tab/);
    assert.notEqual((await tableState(second)).position, (await tableState(page)).position);

    // The first tab's moves are still saved into the imported game.
    await page.bringToFront();
    await humanMove(page);
    await waitSaved(page);
    const after = (await storedGames(page)).find((g) => g.id === imported.id);
    assert.equal(after.record, await tableRecord(page));
    assert.ok(after.version > imported.version);
  } finally {
    await site.close();
  }
});

test('a position with bot levels takes one lock and leaves no orphan save', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    const position = 'players=2 turn=0 phase=draw hand0=9h,9s,Kc,Kd,5c hand1=Qc,Qd,4h,4s,6d pile=5h stock=8c,8d,9c,7h,7s';
    await openTable(page, `${origin}/?fast=1&lang=en&levels=expert&position=${encodeURIComponent(position)}`);
    await humanMove(page);
    await waitSaved(page);
    const games = await storedGames(page);
    assert.equal(games.length, 1, `one save (${games.map((g) => g.id).join(', ')})`);
    await page.waitForFunction((id) => navigator.locks.query().then((q) => q.held.length === 1 && q.held[0].name === `canasta-game-${id}`),
      games[0].id, { timeout: 5000 }).catch(async () => assert.fail(`locks held: ${await heldLocks(page)}`));
  } finally {
    await site.close();
  }
});
