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
const phaseOf = (page) => page.evaluate(() => document.body.dataset.phase);

// A person looks before acting again: after a move, wait (up to a second)
// for the table to show a phase other than `phase`. A page still busy
// loading, as on a loaded machine, takes its first clicks late; acting again
// at once would count them as refused.
async function settle(page, phase) {
  const until = Date.now() + 1000;
  while (Date.now() < until && (await phaseOf(page)) === phase) await sleep(40);
}

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
  let selected = null;  // index of the hand card this player last selected
  while (Date.now() - started < DEAL_TIMEOUT_MS) {
    const phase = await phaseOf(page);
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
      selected = null;  // the last discard was taken: nothing is selected
      await settle(page, phase);
    } else if (phase === 'play') {
      const pass = action('Pass');
      if (pass?.enabled) {
        await tap(pass);
        continue;
      }
      const hand = state.targets.filter((t) => t.kind === 'hand');
      // Discard the rightmost card that every game lets go (Modern American
      // never discards a three and keeps wild cards); when the table refuses
      // it, unselect it and try the next one to the left.
      const plain = hand.filter((t) => !/^(2|3)|Jk/.test(t.card ?? ''));
      const pool = plain.length > 0 ? plain : hand;
      if (stuck > 0 && selected !== null) {
        const again = hand.find((t) => t.index === selected);
        if (again) await tap(again);
      }
      const pick = pool[Math.max(0, pool.length - 1 - (stuck % pool.length))];
      selected = pick.index;
      await tap(pick);
      if (input === 'mouse' && turns % 2 === 0) await page.keyboard.press('x');
      else await tap(action('Discard'));
      await settle(page, phase);
    } else if (phase === 'answer') {
      await tap(action('Yes'));
    } else {
      await sleep(40);
    }
  }
  assert.fail('the deal did not end in time');
}
