// Plays the human's turns of a deal with real input until the score sheet
// shows, in any browser: it only uses page.evaluate, mouse clicks, key
// presses and touch taps, which Playwright (Chromium) and puppeteer-core
// (Firefox) share. The table publishes where things are
// (window.canastaTable.targets(), CSS pixels) and its phase
// (document.body.dataset.phase); the player only reads those to aim.
import assert from 'node:assert/strict';

export const DEAL_TIMEOUT_MS = 240000;

const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });
const targets = (page) => page.evaluate(() => window.canastaTable.targets());
const centre = (t) => ({ x: t.x + t.w / 2, y: t.y + t.h / 2 });

// `input` is 'mouse' (clicks, with key presses every other turn) or 'touch'
// (taps only). Resolves to { turns, state } once the score sheet shows.
export async function playDeal(page, input) {
  const tap = async (t) => {
    const { x, y } = centre(t);
    if (input === 'touch') await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
  };
  let turns = 0;
  const started = Date.now();
  let lastPhase = '';
  let stuck = 0;
  while (Date.now() - started < DEAL_TIMEOUT_MS) {
    const phase = await page.evaluate(() => document.body.dataset.phase);
    const state = await targets(page);
    if (phase === 'score') return { turns, state };
    if (phase === lastPhase && (phase === 'draw' || phase === 'play')) stuck += 1;
    else stuck = 0;
    lastPhase = phase;
    assert.ok(stuck < 20, `the table did not accept a move in phase ${phase}: ${state.message}`);
    const action = (name) => state.targets.find((t) => t.kind === 'action' && t.name === name);
    if (phase === 'draw') {
      const pass = action('Pass');
      if (pass?.enabled && state.message.includes('stock is empty')) await tap(pass);
      else if (input === 'mouse' && turns % 2 === 1) await page.keyboard.press('d');
      else await tap(state.targets.find((t) => t.kind === 'stock'));
      turns += 1;
    } else if (phase === 'play') {
      const pass = action('Pass');
      if (pass?.enabled) {
        await tap(pass);
        continue;
      }
      const hand = state.targets.filter((t) => t.kind === 'hand');
      // Discard the last card of the hand (rightmost, fully visible).
      await tap(hand[hand.length - 1]);
      if (input === 'mouse' && turns % 2 === 0) await page.keyboard.press('x');
      else await tap(action('Discard'));
    } else if (phase === 'answer') {
      await tap(action('Yes'));
    } else {
      await sleep(40);
    }
  }
  assert.fail('the deal did not end in time');
}
