// A whole deal played as the human against the computer players in headless
// Chromium, with real input: mouse clicks and key presses on a desktop
// viewport, finger taps on a phone. The table publishes where things are
// (window.canastaTable.targets(), CSS pixels) and its phase
// (document.body.dataset.phase); the test only reads those to aim.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';

const DEAL_TIMEOUT_MS = 240000;

async function targets(page) {
  return page.evaluate(() => window.canastaTable.targets());
}

function centre(t) {
  return { x: t.x + t.w / 2, y: t.y + t.h / 2 };
}

// Plays the human's turns (draw, then discard one card) until the score
// sheet shows. `input` is 'mouse' (clicks, with key presses every other
// turn) or 'touch' (taps only).
async function playDeal(page, input) {
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
      await page.waitForTimeout(40);
    }
  }
  assert.fail('the deal did not end in time');
}

async function startTable(page, origin, query) {
  await page.goto(`${origin}/?${query}`);
  await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 30000 });
  await page.waitForFunction(() => window.canastaTable.targets().targets?.length > 0, null, { timeout: 10000 });
}

test('a whole deal with mouse and keyboard on a desktop, ending in the score sheet', { timeout: DEAL_TIMEOUT_MS + 60000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page } = site;
    await startTable(page, site.origin, 'seed=42&fast=1&lang=en');
    await page.screenshot({ path: artifactPath('table-1280x800.png') });
    const { turns, state } = await playDeal(page, 'mouse');
    assert.ok(turns >= 1, 'the human played at least one turn');
    assert.ok(state.dialog.some((b) => b.label === 'Next deal' || b.label === 'New game'), 'the score sheet offers the next deal');
    // The live region followed the game.
    const live = await page.evaluate(() => document.getElementById('status').textContent);
    assert.ok(live.length > 0, 'the ARIA live region carries the table\'s messages');
    await page.screenshot({ path: artifactPath('table-score-1280x800.png') });
    assert.deepEqual(site.consoleErrors, [], 'no console errors');
    assert.deepEqual(site.foreignRequests, [], 'no request leaves the origin');
  } finally {
    await site.close();
  }
});

test('a whole deal with finger taps on a phone, ending in the score sheet', { timeout: DEAL_TIMEOUT_MS + 60000 }, async () => {
  const site = await openSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const { page } = site;
    await startTable(page, site.origin, 'seed=7&fast=1&lang=en');
    await page.screenshot({ path: artifactPath('table-390x844.png') });
    const { turns } = await playDeal(page, 'touch');
    assert.ok(turns >= 1);
    await page.screenshot({ path: artifactPath('table-score-390x844.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('the table at wide desktop and phone landscape sizes', async () => {
  for (const [width, height, scale] of [[1920, 1080, 1], [844, 390, 2]]) {
    const site = await openSite({ viewport: { width, height }, deviceScaleFactor: scale });
    try {
      const { page } = site;
      await startTable(page, site.origin, 'seed=42&fast=1&lang=en');
      await page.screenshot({ path: artifactPath(`table-${width}x${height}.png`) });
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  }
});
