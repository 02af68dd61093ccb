// A bot worker that hangs costs two timeouts, not ten seconds per decision
// forever: after the second timeout in a row the page stops asking it for
// this game, the computer players think in the page, the player is told
// once, and "Try again" gives the worker another chance. A hint waits three
// seconds at most for the coach's worker, and says at once that it comes;
// a game loaded while the worker starts does not make it look unavailable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSite, ROOT, SITE } from './browser.mjs';

// Stops the page's clock (installed by context.clock.install()) where it is;
// it then moves only by clock.runFor or clock.fastForward.
async function pauseClock(page) {
  for (let tries = 0; ; tries += 1) {
    // pauseAt may only go forward, and the page's time runs meanwhile.
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 200);
      return;
    } catch (error) {
      if (tries >= 5) throw error;
    }
  }
}

// A worker that answers the page's start-up question and then never again.
const HUNG_WORKER = `self.onmessage = (event) => {
  const { id, kind } = event.data;
  if (kind === 'hands') self.postMessage({ id, ok: true, reply: '11,11,11,11' });
};`;

test('a hung bot worker: two timeouts, then play goes on in the page, said once, with a retry', { timeout: 120000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin, context } = site;
    await context.route('**/bot_worker.js', (route) => route.fulfill({ contentType: 'text/javascript', body: HUNG_WORKER }));
    // The page's clock runs as usual, but the test can move it on: the two
    // ten-second timeouts are the product's own, passed in no time.
    await context.clock.install();
    // The computer plays every seat: every decision goes to the worker.
    await page.goto(`${origin}/?demo=1&seed=11&fast=1&lang=en&save=0`);
    await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 30000 });
    // Counts every notice saying the worker is off (each say() writes data-notice).
    await page.evaluate(() => {
      window.workerOffNotices = 0;
      new MutationObserver((records) => {
        for (const r of records) if (/stopped answering twice/.test(r.target.dataset.notice)) window.workerOffNotices += 1;
      }).observe(document.body, { attributes: true, attributeFilter: ['data-notice'], attributeOldValue: true });
    });

    // A decision waits for the worker, which stays silent: ten seconds on
    // the page's clock time it out, the worker is restarted and asked again.
    const silentRequest = async () => {
      await page.waitForFunction(() => window.canastaTable.botsThinking() > 0, null, { timeout: 30000 });
      const sent = await page.evaluate(() => window.canastaTable.botRequests());
      await page.clock.fastForward(10000);
      return sent;
    };
    // (The worker answers the page's start-up question first.)
    await page.waitForFunction(() => document.body.dataset.workerAnswer, null, { timeout: 30000 });
    const firstSent = await silentRequest();
    await page.waitForFunction((n) => window.canastaTable.botRequests() > n, firstSent, { timeout: 30000 });
    assert.equal(await page.evaluate(() => window.canastaTable.botsOff()), false, 'one timeout does not turn the worker off');
    // The second timeout in a row: the notice.
    await silentRequest();
    await page.waitForFunction(() => /stopped answering twice/.test(document.body.dataset.notice ?? ''), null, { timeout: 30000 });
    assert.equal(await page.evaluate(() => window.canastaTable.botsOff()), true);
    const entries = async () => (await page.evaluate(() => window.canastaTable.state())).entries;
    const atOff = await entries();
    assert.match(await page.textContent('#notice-text'), /stopped answering twice.*think on this page/);
    assert.equal(await page.textContent('#notice-action'), 'Try again');

    // From now on the bots think in the page: twenty moves more (or the end
    // of the deal), and not one of them asked of the worker.
    const requestsAtOff = await page.evaluate(() => window.canastaTable.botRequests());
    await page.waitForFunction((n) => window.canastaTable.state().entries >= n + 20 || document.body.dataset.phase === 'score',
      atOff, { timeout: 90000 });
    assert.ok((await entries()) > atOff, 'the bots played on');
    assert.equal(await page.evaluate(() => window.canastaTable.botRequests()), requestsAtOff, 'no move waited for the worker');
    assert.equal(await page.evaluate(() => window.canastaTable.botsThinking()), 0, 'nothing waits for the worker');
    assert.equal(await page.evaluate(() => window.workerOffNotices), 1, 'said once');

    // Try again: the page asks a (fresh) worker again.
    await page.click('#notice-action');
    assert.equal(await page.evaluate(() => window.canastaTable.botsOff()), false);
    assert.equal(await page.isVisible('#notice'), false);
  } finally {
    await site.close();
  }
});

test('a game loaded while the worker starts: the worker line says nothing is wrong', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?seed=5&fast=1&lang=en&save=0`);
    await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 30000 });
    // The worker's first answer is still on its way: a new game cancels
    // whatever is in flight.
    await page.waitForFunction(() => window.canastaTable.botsThinking() > 0 && !document.body.dataset.workerAnswer, null, { timeout: 10000 });
    await page.evaluate(() => window.canastaTable.api().newGame({ seed: '6' }));
    await page.waitForFunction(() => document.body.dataset.workerAnswer, null, { timeout: 30000 });
    // A worker that answers says nothing to the player; the cancel was no failure.
    assert.equal(await page.textContent('#worker-status'), '');
  } finally {
    await site.close();
  }
});

test('the coach\'s worker hangs: a hint is promised at once and comes in a few seconds, not ten', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin, context } = site;
    // The real worker, but hints and comments never answered.
    const real = readFileSync(join(SITE, 'bots/bot_worker.js'), 'utf8');
    const body = `${real}\nconst answerAll = self.onmessage;\nself.onmessage = (event) => { if (!['hint', 'coach'].includes(event.data?.kind)) answerAll(event); };`;
    await context.route('**/bot_worker.js', (route) => route.fulfill({ contentType: 'text/javascript', body }));
    // The page's clock, moved on by the test: the hint's three seconds pass at once.
    await context.clock.install();
    await page.goto(`${origin}/?seed=11&fast=1&lang=en&save=0`);
    await page.waitForFunction(() => document.body.dataset.firstFrame && document.body.dataset.phase === 'draw', null, { timeout: 30000 });
    // From here the page's time moves only as the test moves it, a tenth of
    // a second at a time, however loaded the machine: the hint is promised
    // at once and comes before the worker's general ten-second timeout could
    // fire (it gives up on the worker after its own three seconds and is
    // worked out in the page).
    await pauseClock(page);
    const message = () => page.evaluate(() => window.canastaTable.targets().message);
    await page.keyboard.press('h');
    let waited = 0;
    const runUntil = async (done, limit) => {
      while (!done(await message()) && waited < limit) {
        await page.clock.runFor(100);
        waited += 100;
      }
    };
    await runUntil((m) => m === 'Working out a hint…', 500);
    assert.equal(await message(), 'Working out a hint…', `promised after ${waited} ms`);
    // The page waits for the worker HINT_TIMEOUT_MS (app.js, read from the
    // source: the site's copy is bundled), then works the hint out itself:
    // it comes after that, and within a second of it.
    const deadline = Number(/const HINT_TIMEOUT_MS = (\d+);/.exec(readFileSync(join(ROOT, 'web/site/app.js'), 'utf8'))[1]);
    await runUntil((m) => /^Hint: /.test(m), deadline + 1000);
    assert.match(await message(), /^Hint: /, `no hint after ${waited} ms of the page's time`);
    assert.ok(waited >= deadline, `the hint came after the page gave up on the worker (${waited} ms >= ${deadline} ms)`);
  } finally {
    await site.close();
  }
});
