// The new-game dialog and undo (issue 12, item 6): Start over a game in
// progress asks once more and keeps that game in Games; Allow undo (on by
// default) is in Options too; a greyed Undo says why when pressed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { openTable, humanMove, waitSaved, storedGames, tableTargets, tapMenu, pressDialog, pressPlace, actionButton } from './game_helpers.mjs';

const targets = tableTargets;
const offers = (page, label) => page.waitForFunction((l) => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === l), label, { timeout: 30000 });

test('Start over a game in progress asks first; undo is turned off in Options and a greyed Undo says why', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=9`);
    await humanMove(page);
    await waitSaved(page);

    // Undo is on against the computer until the player turns it off in
    // Options; then the greyed button says why when pressed.
    await tapMenu(page, 'Options');
    await offers(page, '\u2713 Allow undo');
    await pressDialog(page, '\u2713 Allow undo');
    await offers(page, 'Allow undo');
    await pressDialog(page, 'Close');
    const undo = (await targets(page)).targets.find(actionButton('Undo'));
    assert.equal(undo.enabled, false);
    await pressPlace(page, page, actionButton('Undo'));
    await page.waitForFunction(() => /Undo is off for this game/.test(window.canastaTable.targets().message), null, { timeout: 30000 });

    // Start over this game asks once more, then begins; the old game is kept.
    const before = (await storedGames(page)).length;
    await tapMenu(page, 'New');
    await offers(page, 'Start');
    await pressDialog(page, 'Start');
    await offers(page, 'Start anyway');
    await pressDialog(page, 'Start anyway');
    await page.waitForFunction(() => document.body.dataset.phase !== 'dialog', null, { timeout: 30000 });
    await waitSaved(page);
    assert.equal((await storedGames(page)).length, before + 1, 'the game in progress stays in Games');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
