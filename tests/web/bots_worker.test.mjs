// The computer players think in the Web Worker: a whole deal where every
// seat is a bot (demo mode) is played through the worker, and the page keeps
// drawing frames while the worker thinks: no gap between animation frames
// grows long while an answer is pending.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';

test('a deal of bots through the worker, the page drawing frames while they think', { timeout: 120000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?lang=en&fast=1&demo=1&seed=11&levels=expert,expert,expert,expert&save=0`);
    await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 30000 });

    // Watch animation frames in the page while the deal is played.
    const watch = await page.evaluate(() => new Promise((resolve) => {
      const stats = { framesWhileThinking: 0, thinkingSamples: 0, longestGapWhileThinking: 0, requests: 0 };
      let last = performance.now();
      let wasThinking = false;
      const started = last;
      const tick = (now) => {
        const thinking = window.canastaTable.botsThinking() > 0;
        if (thinking) {
          stats.framesWhileThinking += 1;
          stats.longestGapWhileThinking = Math.max(stats.longestGapWhileThinking, now - last);
          if (!wasThinking) stats.requests += 1;
        }
        wasThinking = thinking;
        last = now;
        const phase = document.body.dataset.phase;
        if (phase === 'score' || now - started > 90000) {
          stats.phase = phase;
          resolve(stats);
        } else {
          requestAnimationFrame(tick);
        }
      };
      requestAnimationFrame(tick);
    }));

    assert.equal(watch.phase, 'score', 'the deal ended with the score sheet');
    assert.ok(watch.requests >= 10, `the bots asked the worker (${watch.requests} requests seen)`);
    assert.ok(watch.framesWhileThinking >= watch.requests, 'frames were drawn while the worker thought');
    // The main thread never stalls while an answer is pending (software GL
    // frames in headless Chromium take tens of ms; a blocked page would stall
    // for the whole think).
    assert.ok(watch.longestGapWhileThinking < 500, `longest frame gap while thinking ${watch.longestGapWhileThinking} ms`);
    const worker = await page.evaluate(() => document.getElementById('status').textContent);
    assert.ok(!/restarted|took too long/.test(worker), `no worker trouble: ${worker}`);
    assert.deepEqual(site.consoleErrors, []);
    assert.deepEqual(site.foreignRequests, []);
  } finally {
    await site.close();
  }
});
