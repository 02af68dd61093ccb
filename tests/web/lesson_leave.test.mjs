// Lessons do not strand the game: a tutorial lesson opened during a game
// leaves it waiting under its save ("paused for a lesson", with Resume in
// Games), "Back to the game" and Resume both return to it as it was, and
// saving goes on under the same save; a lesson opened before anything was
// played (the first-visit card's Tutorial) leaves no save behind, and "Play
// a game" deals a new one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openSite } from './browser.mjs';
import {
  dialogButtons, eventually, humanMove, openTable, pressDialog, pressPlace, storedGames, tableRecord, tableState, tapMenu, waitSaved,
} from './game_helpers.mjs';

const SLOW = 30000;
const lessonButton = (name) => (t) => t.kind === 'lesson' && t.name === name;
const waitMode = (page, mode) => page.waitForFunction((m) => window.canastaTable.state().mode === m, mode, { timeout: SLOW });

async function openFirstLesson(page) {
  await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === 'Tutorial'), null, { timeout: SLOW });
  await pressDialog(page, 'Tutorial');
  await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => /^1\. /.test(b.label)), null, { timeout: SLOW });
  const first = (await dialogButtons(page)).find((b) => /^1\. /.test(b.label));
  await pressDialog(page, first.label);
  await waitMode(page, 'lesson');
}

test('a lesson during a game: the game waits under its save and comes back as it was', { timeout: 240000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en`);
    await humanMove(page);
    await waitSaved(page);
    const record = await tableRecord(page);
    const [saved] = await storedGames(page);
    assert.equal((await storedGames(page)).length, 1);

    await tapMenu(page, 'Rules');
    await openFirstLesson(page);
    // In Games the game is paused for the lesson, and may be resumed.
    await page.click('#games-button');
    const row = page.locator(`#games-list tr[data-id="${saved.id}"]`);
    await row.locator('text=paused for a lesson').waitFor({ timeout: SLOW });
    assert.equal(await row.locator('button[data-action=resume]').count(), 1, 'Resume is offered');
    assert.equal(await row.locator('button[data-action=delete]').count(), 0, 'the game behind the lesson is not deleted');
    // The game by the name the table gives it, not its preset id.
    assert.match(await row.locator('td.game').textContent(), /^Classic \(1950\)paused for a lesson$/);
    await page.screenshot({ path: artifactPath('games-paused-for-lesson-1280x800.png') });
    await page.click('#games-close');

    // Back to the game: the same position, the same save.
    await pressPlace(page, page, lessonButton('Back to the game'));
    await waitMode(page, 'play');
    assert.equal(await tableRecord(page), record);
    await humanMove(page);
    await waitSaved(page);
    let games = await storedGames(page);
    assert.deepEqual(games.map((g) => g.id), [saved.id], 'saving goes on under the same save');
    assert.ok(games[0].version > saved.version);
    const later = await tableRecord(page);

    // The same from Games: Resume brings the waiting game back.
    await tapMenu(page, 'Rules');
    await openFirstLesson(page);
    await page.click('#games-button');
    await row.locator('button[data-action=resume]').click();
    await waitMode(page, 'play');
    assert.equal(await tableRecord(page), later);
    await humanMove(page);
    await waitSaved(page);
    games = await storedGames(page);
    assert.deepEqual(games.map((g) => g.id), [saved.id]);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('the first-visit card\'s tutorial leaves no empty save; Play a game deals one', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?lang=en`);  // plainly: the first-visit card shows
    // The deal under the card is saved as any deal is: there is a save to lose.
    await waitSaved(page);
    assert.equal((await storedGames(page)).length, 1, 'the unplayed deal is saved');
    await openFirstLesson(page);  // from the first-visit card
    // Its save is deleted when the lesson takes the table (seen go, not
    // merely not seen yet); the Games list then shows none either.
    await eventually(async () => (await storedGames(page)).length === 0, 'the unplayed deal\'s save deleted');
    await page.click('#games-button');
    await page.locator('#games-list', { hasText: 'No saved games yet.' }).waitFor({ timeout: SLOW });
    assert.deepEqual(await storedGames(page), [], 'still no save once the Games list was read');
    await page.click('#games-close');
    await pressPlace(page, page, lessonButton('Play a game'));
    await waitMode(page, 'play');
    assert.equal((await tableState(page)).variant, 'classic');
    await humanMove(page);
    await waitSaved(page);
    assert.equal((await storedGames(page)).length, 1);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
