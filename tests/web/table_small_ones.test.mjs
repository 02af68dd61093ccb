// Small things a new player trips over (issue 12, item 8): the computer
// players wait while a dialog is open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { openTable, tableState, waitForHuman, tapMenu, pressDialog } from './game_helpers.mjs';

const frames = (page, count) => page.evaluate((n) => new Promise((done) => {
  let seen = 0;
  const tick = () => (++seen === n ? done() : requestAnimationFrame(tick));
  requestAnimationFrame(tick);
}), count);

test('the computer players wait while the Rules are open, and play on when they close', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?lang=en&seed=12`);
    await waitForHuman(page, ['draw']);
    const turnBegan = await page.evaluate(() => performance.now());
    await tapMenu(page, 'Rules');
    await page.waitForFunction(() => document.body.dataset.phase === 'dialog', null, { timeout: 30000 });
    const entries = (await tableState(page)).entries;
    const answers = await page.evaluate(() => window.canastaTable.botAnswers());
    // Behind the dialog the computer takes the player's seat: its move is
    // asked of the worker and answered, and its time has come (the normal
    // pace, 650 ms after the last move). A table that did not wait would play
    // it at its next frame; three frames later nobody has moved.
    await page.evaluate(() => window.canastaTable.api().setDemo(true));
    await page.waitForFunction(({ before, due }) => window.canastaTable.botAnswers() > before &&
      window.canastaTable.botsThinking() === 0 && performance.now() > due, { before: answers, due: turnBegan + 650 },
    { timeout: 30000 });
    await frames(page, 3);
    assert.equal((await tableState(page)).entries, entries, 'nobody moved behind the dialog');
    await pressDialog(page, 'Close');
    await page.waitForFunction((n) => window.canastaTable.state().entries > n, entries, { timeout: 30000 });
    await page.evaluate(() => window.canastaTable.api().setDemo(false));
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
