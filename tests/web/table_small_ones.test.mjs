// Small things a new player trips over (issue 12, item 8): the computer
// players wait while a dialog is open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { openTable, tableState, humanMove, waitForHuman, tapMenu, pressDialog } from './game_helpers.mjs';

test('the computer players wait while the Rules are open, and play on when they close', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?lang=en&seed=12`);
    await waitForHuman(page, ['draw']);
    await humanMove(page);  // draw
    await humanMove(page);  // discard: the computer players are to move
    await tapMenu(page, 'Rules');
    await page.waitForFunction(() => document.body.dataset.phase === 'dialog', null, { timeout: 30000 });
    const entries = (await tableState(page)).entries;
    await page.waitForTimeout(2500);  // several bot moves' worth at normal speed
    assert.equal((await tableState(page)).entries, entries, 'nobody moved behind the dialog');
    await pressDialog(page, 'Close');
    await page.waitForFunction((n) => window.canastaTable.state().entries > n, entries, { timeout: 30000 });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
