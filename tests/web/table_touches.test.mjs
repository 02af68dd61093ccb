// Touches a player expects (issue 24, item 10): sounds for the table's moves
// with an on/off option, and the hand in the player's own order (dragged by
// mouse or finger, or moved with Shift and the arrow keys).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, pressDialog, tableTargets, tableState, tapMenu, waitForHuman, humanMove } from './game_helpers.mjs';

const SOUNDS = ['draw', 'meld', 'discard', 'pile', 'canasta', 'out'];
const soundsPlayed = (page) => page.evaluate(() => (document.body.dataset.sounds ?? '').split(' ').filter(Boolean));
const mirrorHand = (page) => page.evaluate(() => [...document.querySelectorAll('#mirror-hand li')].map((li) => li.textContent.replace(/, selected$/, '')));
const handPlaces = async (page) => (await tableTargets(page)).targets.filter((t) => t.kind === 'hand');

test('the moves sound while Sounds is on, and none once it is off or the page mutes the table', { timeout: 180000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&sound=1&lang=en&seed=5&players=4`);
    await waitForHuman(page, ['draw']);
    assert.deepEqual(await soundsPlayed(page), []);
    await humanMove(page);  // the draw
    assert.equal((await soundsPlayed(page)).at(-1), 'draw');
    await humanMove(page);  // a discard; the computer players move on, each move with its sound
    await waitForHuman(page, ['draw']);
    const played = await soundsPlayed(page);
    assert.ok(played.includes('discard'), played.join(' '));
    assert.ok(played.length >= 8, `a draw and a discard (or a meld) a turn: ${played.join(' ')}`);
    for (const name of played) assert.ok(SOUNDS.includes(name), name);

    // Options > Sounds off: moves make no sound any more.
    await tapMenu(page, 'Options');
    await pressDialog(page, '\u2713 Sounds');
    await page.waitForFunction(() => window.canastaTable.targets().dialog.some((b) => b.label === 'Sounds' && !b.on), null, { timeout: 30000 });
    await page.screenshot({ path: artifactPath('touches-options-1280x800.png') });
    await pressDialog(page, 'Close');
    const before = (await soundsPlayed(page)).length;
    const entries = (await tableState(page)).entries;
    await humanMove(page);
    await humanMove(page);
    await page.waitForFunction((n) => window.canastaTable.state().entries > n + 2, entries, { timeout: 60000 });
    assert.equal((await soundsPlayed(page)).length, before);

    // The tests' fast=1 page without sound=1: the table is muted.
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5&players=4`);
    await humanMove(page);
    await humanMove(page);
    assert.deepEqual(await soundsPlayed(page), []);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

// Drags hand card `from` onto hand card `to` with the mouse, in steps, as a player does.
async function dragWithMouse(page, from, to) {
  await page.mouse.move(from.x + from.w / 2, from.y + from.h / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.w / 2, to.y + to.h / 2, { steps: 8 });
  await page.mouse.up();
}

// The same with a finger: touch events through the DevTools protocol
// (Playwright's touchscreen only taps).
async function dragWithFinger(page, from, to) {
  const cdp = await page.context().newCDPSession(page);
  const point = (r) => [{ x: r.x + r.w / 2, y: r.y + r.h / 2 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
  for (let i = 1; i <= 8; i++) {
    const at = { x: from.x + (to.x - from.x) * i / 8, y: from.y + (to.y - from.y) * i / 8, w: from.w, h: from.h };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(at) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

for (const { viewport, drag, how } of [
  { viewport: { width: 1280, height: 800 }, drag: dragWithMouse, how: 'mouse' },
  { viewport: { width: 390, height: 844 }, drag: dragWithFinger, how: 'finger', hasTouch: true },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`the hand in the player's order: dragged by ${how} and moved by keys, kept through the turn (${size})`, { timeout: 180000 }, async () => {
    const site = await openSite({ viewport, hasTouch: how === 'finger' });
    try {
      const { page, origin } = site;
      await openTable(page, `${origin}/?fast=1&lang=en&seed=5&players=4`);
      await waitForHuman(page, ['draw']);
      const order = await mirrorHand(page);
      const places = await handPlaces(page);
      await drag(page, places[0], places.at(-1));
      await page.waitForFunction((first) => document.querySelector('#mirror-hand li')?.textContent !== first, order[0], { timeout: 30000 });
      const dragged = await mirrorHand(page);
      assert.deepEqual(dragged, [...order.slice(1), order[0]]);
      await page.screenshot({ path: artifactPath(`touches-dragged-${size}.png`) });
      if (how === 'mouse') {
        // Let go beside the hand (right of its last card, where no card lies): the card goes last.
        const now = await handPlaces(page);
        const last = now.at(-1);
        await drag(page, now[0], { x: last.x + last.w + 24, y: last.y, w: 0, h: last.h });
        await page.waitForFunction((first) => document.querySelector('#mirror-hand li')?.textContent !== first, dragged[0], { timeout: 30000 });
        assert.deepEqual(await mirrorHand(page), [...dragged.slice(1), dragged[0]]);
        dragged.push(dragged.shift());
      }

      // Shift+Left moves the focused card one place left (the focus goes with it).
      await page.focus('#canvas');
      let said = '';
      for (let i = 0; i < 40 && said !== dragged[2]; i++) {
        await page.keyboard.press('ArrowRight');
        // The table reads the key on its next frame and the status line may
        // say it a frame later (status_line.js): read it once both passed,
        // or a late line names the card before the focused one.
        await page.evaluate(() => new Promise((done) => {
          requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)));
        }));
        said = await page.textContent('#status');
      }
      assert.equal(said, dragged[2]);
      await page.keyboard.press('Shift+ArrowLeft');
      await page.keyboard.press('Shift+ArrowLeft');
      const expected = [dragged[2], dragged[0], dragged[1], ...dragged.slice(3)];
      await page.waitForFunction((want) => [...document.querySelectorAll('#mirror-hand li')].map((li) => li.textContent).join() === want.join(),
        expected, { timeout: 30000 });

      // The order stays through the draw: the cards kept are where they were.
      await page.keyboard.press('d');
      await page.waitForFunction(() => document.body.dataset.phase === 'play', null, { timeout: 30000 });
      const after = await mirrorHand(page);
      let at = 0;
      for (const card of after) if (card === expected[at]) at++;
      assert.equal(at, expected.length, `${expected.join()} in order within ${after.join()}`);
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });
}
