// An idle table lets the browser rest (frontend/platform/platform.h,
// FramePace): after half a second of frames that draw nothing new, frames
// run on a slow timer instead of every screen refresh, yet still run, so a
// computer's move or a message is taken at the next tick; the person's tap
// is taken at once by the next tick, and the frame that draws it brings the
// display's pace back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { openTable, pressPlace, waitForHuman } from './game_helpers.mjs';

const pace = (page) => page.evaluate(() => window.canastaTable.framePace());
const frames = (page) => page.evaluate(() => window.canastaTable.frames());

test('an idle table runs its frames on a slow timer, and a tap brings the display\'s pace back', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5`);
    assert.equal(await waitForHuman(page), 'draw');
    // Nothing moves while the person thinks: the table goes quiet.
    await page.waitForFunction(() => window.canastaTable.framePace() === 'quiet', null, { timeout: 30000 });
    // Quiet is not stopped: frames still run, about one for every three
    // screen refreshes (50 ms against 16.7), where the display's pace runs one each.
    const before = await frames(page);
    await page.waitForFunction((n) => window.canastaTable.frames() >= n + 5, before, { timeout: 30000 });
    const perRefresh = await page.evaluate(() => new Promise((done) => {
      const start = window.canastaTable.frames();
      let refreshes = 0;
      const tick = () => {
        if (++refreshes < 90) requestAnimationFrame(tick);
        else done((window.canastaTable.frames() - start) / refreshes);
      };
      requestAnimationFrame(tick);
    }));
    assert.ok(perRefresh > 0 && perRefresh < 0.6, `${perRefresh} of the table's frames per screen refresh`);
    // The person draws from the stock: the card flies and the table draws again at the display's pace.
    await page.evaluate(() => {
      window.paces = [];
      const watch = () => { window.paces.push(window.canastaTable.framePace()); requestAnimationFrame(watch); };
      watch();
    });
    await pressPlace(page, page, (t) => t.kind === 'stock');
    await page.waitForFunction(() => window.canastaTable.state().phase === 'play', null, { timeout: 30000 });
    await page.waitForFunction(() => window.paces.includes('display'), null, { timeout: 30000 });
    // And once it is still again, quiet again.
    await page.waitForFunction(() => window.canastaTable.framePace() === 'quiet', null, { timeout: 30000 });
    assert.ok(await frames(page) > 0);
    assert.equal(await pace(page), 'quiet');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
