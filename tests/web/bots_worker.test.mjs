// The computer players think in the Web Worker: a whole deal where every
// seat is a bot (demo mode) is played through the worker, every decision
// one request to it, and the page keeps drawing frames while the worker
// thinks. How long a frame may wait meanwhile is a figure of
// ./tools/bench frames, not a test.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';

test('a deal of bots through the worker, the page drawing frames while they think', { timeout: 120000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?lang=en&fast=1&demo=1&seed=11&levels=expert,expert,expert,expert&save=0`);
    await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 30000 });
    // Counts animation frames drawn while a request is pending, until the
    // deal ends; then what the worker was asked and what was played.
    const seen = await page.evaluate(() => new Promise((resolve) => {
      let frames = 0;
      const tick = () => {
        const table = window.canastaTable;
        if (table.botsThinking() > 0) frames += 1;
        if (document.body.dataset.phase !== 'score') {
          requestAnimationFrame(tick);
          return;
        }
        const { moves } = JSON.parse(table.record());
        resolve({ frames, requests: table.botRequests(), moves: moves.length, phase: table.state().phase });
      };
      requestAnimationFrame(tick);
    }));

    assert.equal(seen.phase, 'deal_over', 'the deal was played to its end');
    assert.ok(seen.moves >= 20, `a whole deal (${seen.moves} moves)`);
    // One request a move, and one more as the page starts (the worker's
    // hello): no move was thought out in the page.
    assert.ok(seen.requests >= seen.moves && seen.requests <= seen.moves + 1,
      `${seen.requests} requests to the worker for ${seen.moves} moves`);
    assert.ok(seen.frames > 0, 'frames were drawn while the worker thought');
    const worker = await page.evaluate(() => document.getElementById('status').textContent);
    assert.ok(!/restarted|took too long/.test(worker), `no worker trouble: ${worker}`);
    assert.deepEqual(site.consoleErrors, []);
    assert.deepEqual(site.foreignRequests, []);
  } finally {
    await site.close();
  }
});
