// New game's seat list as a person reads it (issue 37, item 6): the first
// seat's partner is marked, the line under the levels fits the game chosen
// (the 1950 pointers only for the 1950 games), Allow undo follows the game's
// options with no empty band, and tapping from one name field into another
// leaves one field looking focused, the one typed in.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openSite } from './browser.mjs';
import { dialogButtons, openTable, pressDialog, pressPlace, tapMenu } from './game_helpers.mjs';

const SLOW = 30000;
const offers = (page, match) => page.waitForFunction((source) => (window.canastaTable.targets().dialog ?? [])
  .some((b) => new RegExp(source).test(b.label)), match.source, { timeout: SLOW });

test('New game: the partner marked, the levels line of the game, Undo under the options, one field focused', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=9`);
    await tapMenu(page, 'New');
    await offers(page, /^Start$/);
    // Classic, four players: the seat opposite is the partner, read with its chips.
    await page.focus('#canvas');
    let said = '';
    for (let i = 0; i < 60 && !/Partner/.test(said); i++) {
      await page.keyboard.press('Tab');
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      said = await page.textContent('#status');
    }
    assert.match(said, /^\S+ \u00b7 Partner: (Person|Beginner|Standard|Expert|Master)/, 'the seat opposite is marked Partner');
    const seats = (await dialogButtons(page)).filter((b) => b.id.startsWith('level:'));
    assert.ok(seats.length >= 12, 'three computer seats with their levels');

    // Modern American: its levels line does not speak of the 1950 pointers.
    await pressDialog(page, 'Modern American');
    await offers(page, /^Start$/);
    const american = await dialogButtons(page);
    const options = american.filter((b) => b.id.startsWith('option:'));
    const undo = american.find((b) => b.id === 'draftUndo');
    const lowest = Math.max(...options.map((b) => b.y + b.h));
    assert.equal(Math.round(undo.y - lowest), 4, 'Allow undo right under the last option');
    await page.screenshot({ path: artifactPath('new-game-american-1280x800.png') });

    // Two people: tapping seat 3's name after seat 1's leaves seat 3's field focused alone.
    await pressPlace(page, page, (b) => b.id === 'person:2', { among: 'dialog', what: 'Person at seat 3' });
    await page.waitForSelector('input[data-field="name:2"]', { timeout: SLOW });
    await page.click('input[data-field="name:0"]');
    await page.keyboard.type('Ana');
    await page.click('input[data-field="name:2"]');
    await page.keyboard.type('Ben');
    await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.id === 'name:2' && b.value === 'Ben'), null, { timeout: SLOW });
    const focused = (await dialogButtons(page)).filter((b) => b.focused).map((b) => b.id);
    assert.deepEqual(focused, ['name:2'], 'the canvas marks the field typed in, and no other');
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.field), 'name:2');
    await page.screenshot({ path: artifactPath('new-game-two-people-1280x800.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
