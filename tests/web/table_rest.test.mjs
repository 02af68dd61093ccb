// An idle table rests: once nothing on it moves, the page runs no frames
// (60 unchanged frames a second took 15% of a core), and the person's input
// wakes it at once. Here the player is to draw and no computer is to move.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { openTable, pressPlace, tableState } from './game_helpers.mjs';

const POSITION = 'players=2 dealer=1 turn=0 scores=0,0 hand0=Ac,Ad,As,Kc,Kd,5h,6h,8c '
  + 'hand1=Qc,Qd,Qs,9h,9c,4d,4c,7s pile=Jh,Jc,Kh stock=7d,9s,4h,5c,6d seed=3';
const frames = (page) => page.evaluate(() => window.canastaTable.frames());

// Frames run during `ms` of the page's own time.
async function framesDuring(page, ms) {
  const before = await frames(page);
  await page.evaluate((wait) => new Promise((done) => setTimeout(done, wait)), ms);
  return (await frames(page)) - before;
}

// Waits until a whole second passes with at most the slow tick's frames (4
// a second): the table rests. A table that never rests fails here.
async function rests(page) {
  for (let tries = 0; tries < 20; tries += 1) {
    if (await framesDuring(page, 1000) <= 6) return;
  }
  assert.fail('the table never came to rest');
}

test('an idle table runs no frames until the person acts, and a click wakes it at once', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  const { page } = site;
  try {
    await openTable(page, `${site.origin}/?lang=en&position=${encodeURIComponent(POSITION)}`);
    await rests(page);
    // Still resting: two seconds, only the slow tick.
    assert.ok(await framesDuring(page, 2000) <= 12, 'a resting table runs only its slow tick');
    const entries = (await tableState(page)).entries;
    // The click on the stock lands in the very next frames: the card flies.
    const start = await frames(page);
    await pressPlace(page, page, (t) => t.kind === 'stock');
    await page.waitForFunction((n) => window.canastaTable.state().entries === n + 1, entries, { timeout: 10000 });
    const woke = await framesDuring(page, 300);
    assert.ok(woke >= 6, `frames run while the drawn card flies (${woke} in 0.3 s)`);
    assert.ok((await frames(page)) - start >= 6);
    // And once the card is in the hand, the table rests again.
    await rests(page);
    assert.equal((await tableState(page)).phase, 'play');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
