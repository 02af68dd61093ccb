// The player's order stays (issue 37, item 5): a hand rearranged by dragging
// is found in that order after a tutorial lesson and "Back to the game",
// after a dialog, and after the page is reloaded; Sort still rearranges it,
// and that order is the one kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openSite } from './browser.mjs';
import {
  dialogButtons, humanMove, openTable, pressDialog, pressPlace, reloadTable, tableTargets, tapMenu, waitForHuman, waitSaved,
} from './game_helpers.mjs';

const SLOW = 30000;
const mirrorHand = (page) => page.evaluate(() => [...document.querySelectorAll('#mirror-hand li')].map((li) => li.textContent.replace(/, selected$/, '')));
const handPlaces = async (page) => (await tableTargets(page)).targets.filter((t) => t.kind === 'hand');
const waitMode = (page, mode) => page.waitForFunction((m) => window.canastaTable.state().mode === m, mode, { timeout: SLOW });
const waitHand = (page, hand) => page.waitForFunction((want) => JSON.stringify([...document.querySelectorAll('#mirror-hand li')]
  .map((li) => li.textContent.replace(/, selected$/, ''))) === want, JSON.stringify(hand), { timeout: SLOW })
  .catch(async () => assert.deepEqual(await mirrorHand(page), hand));

async function dragWithMouse(page, from, to) {
  await page.mouse.move(from.x + from.w / 2, from.y + from.h / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.w / 2, to.y + to.h / 2, { steps: 8 });
  await page.mouse.up();
}

test('a dragged hand keeps its order through a lesson, a dialog and a reload', { timeout: 240000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5&players=4`);
    await humanMove(page);  // the draw: a game worth coming back to
    await waitForHuman(page, ['play']);
    const order = await mirrorHand(page);
    const places = await handPlaces(page);
    await dragWithMouse(page, places[0], places.at(-1));
    const dragged = [...order.slice(1), order[0]];
    await waitHand(page, dragged);

    // A tutorial lesson, then Back to the game.
    await tapMenu(page, 'Rules');
    await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === 'Tutorial'), null, { timeout: SLOW });
    await pressDialog(page, 'Tutorial');
    await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => /^1\. /.test(b.label)), null, { timeout: SLOW });
    await pressDialog(page, (await dialogButtons(page)).find((b) => /^1\. /.test(b.label)).label);
    await waitMode(page, 'lesson');
    await pressPlace(page, page, (t) => t.kind === 'lesson' && t.name === 'Back to the game');
    await waitMode(page, 'play');
    await waitHand(page, dragged);
    await page.screenshot({ path: artifactPath('hand-order-after-lesson-1280x800.png') });

    // A dialog opened and closed.
    await tapMenu(page, 'Options');
    await pressDialog(page, 'Close');
    await waitHand(page, dragged);

    // A reload finds the game and the hand as the player left them.
    await waitSaved(page);
    await reloadTable(page);
    await waitForHuman(page, ['play']);
    await waitHand(page, dragged);
    await page.screenshot({ path: artifactPath('hand-order-after-reload-1280x800.png') });

    // Sort rearranges it, and the sorted hand is what the next reload shows.
    await page.focus('#canvas');
    await page.keyboard.press('s');
    await waitHand(page, order);
    await reloadTable(page);
    await waitForHuman(page, ['play']);
    await waitHand(page, order);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
