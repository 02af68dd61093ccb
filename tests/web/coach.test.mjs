// The coach (issue 14, item 4): turned on in Options, it comments on a poor
// move in the status area and in the screen-reader mirror, from the coach's
// own worker, while play goes on; the hint says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, tableTargets, tapMenu, pressDialog, pressPlace } from './game_helpers.mjs';

// Seat 0 may take a fifteen-card pile topped by the nine of diamonds with its
// pair of nines; drawing from the stock instead is a clear mistake.
const POSITION =
  'players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh melds0=Ac,Ad,Ah ' +
  'hand1=Ac,Kh,8h,6s,5s,Jd,Qc,3c,4s hand2=Jc,Jd,8c,7h,6h,5c,4d hand3=Th,Ts,9c,9h,6d,7s,7d ' +
  'melds1=Kc,Kd,Ks seed=5 pile=5h,Qh,Jc,Ts,6s,4c,8s,Ad,Td,9s,6c,Kh,Js,Ah,9d';
const ADVICE = 'Coach: Taking the pile here would have given you 15 cards and a meld of nines.';
const COACH_OPTION = 'Coach: comment on my moves';

const mirrorCoach = (page) => page.evaluate(() => document.getElementById('mirror-coach')?.textContent ?? '');

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`the coach comments on drawing past a rich pile (${size})`, { timeout: 180000 }, async () => {
    const site = await openSite({ viewport });
    try {
      const { page, origin } = site;
      await openTable(page, `${origin}/?fast=1&lang=en&seed=3&position=${encodeURIComponent(POSITION)}`);
      await page.waitForFunction(() => document.body.dataset.phase === 'draw', null, { timeout: 30000 });

      await tapMenu(page, 'Options');
      await pressDialog(page, COACH_OPTION);
      await page.waitForFunction(
        (label) => window.canastaTable.targets().dialog.some((b) => b.label.endsWith(label) && b.on), COACH_OPTION,
        { timeout: 30000 });
      await page.screenshot({ path: artifactPath(`coach-option-${size}.png`) });
      await pressDialog(page, 'Close');

      await page.keyboard.press('d');  // draw from the stock: the poor move
      await page.waitForFunction(() => document.getElementById('mirror-coach'), null, { timeout: 60000 });
      assert.equal(await mirrorCoach(page), ADVICE);
      assert.equal((await tableTargets(page)).coach, ADVICE);
      // Play went on: the player is asked for the rest of the turn.
      assert.equal(await page.evaluate(() => document.body.dataset.phase), 'play');
      await page.screenshot({ path: artifactPath(`coach-advice-${size}.png`) });

      // The next move makes way for the coach's view of it.
      await pressPlace(page, page, (t) => t.kind === 'hand');  // the last card
      await page.keyboard.press('x');
      await page.waitForFunction(() => !document.getElementById('mirror-coach'), null, { timeout: 30000 });
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });
}

test('the hint says why: take the pile, for its cards and a meld', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=3&position=${encodeURIComponent(POSITION)}`);
    await page.waitForFunction(() => document.body.dataset.phase === 'draw', null, { timeout: 30000 });
    await page.keyboard.press('h');
    await page.waitForFunction(() => /^Hint: /.test(window.canastaTable.targets().message), null, { timeout: 60000 });
    assert.equal((await tableTargets(page)).message,
      'Hint: take the pile. It gives you 15 cards and a meld of nines.');
    await page.screenshot({ path: artifactPath('coach-hint-1280x800.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
