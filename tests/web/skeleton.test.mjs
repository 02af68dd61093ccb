// The walking skeleton in a real browser: the table draws, the bot worker
// answers, IndexedDB keeps a record across a reload, the service worker
// registers, and nothing goes to another origin or logs an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath, canvasColourCount, serviceWorkerFacts } from './browser.mjs';

test('the page draws the table, the worker answers and storage persists', async () => {
  const site = await openSite();
  try {
    const { page } = site;
    await page.goto(`${site.origin}/?seed=42`);
    await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 30000 });

    // The canvas was drawn with many colours (felt, cards, text), not blank.
    const size = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { backing: [c.width, c.height], css: [c.clientWidth, c.clientHeight] };
    });
    assert.deepEqual(size.backing, size.css, 'the canvas fills its box at device pixel ratio 1');
    assert.equal(size.css[0], 1280);
    assert.ok(await canvasColourCount(page) > 20, 'the canvas shows a drawn table');

    // The worker dealt seed 42 for four players: eleven cards each.
    await page.waitForFunction(() => document.body.dataset.workerAnswer, null, { timeout: 30000 });
    assert.equal(await page.evaluate(() => document.body.dataset.workerAnswer), '11,11,11,11');

    // IndexedDB: the visit counter is written, then read back after a reload.
    await page.waitForFunction(() => document.body.dataset.visits, null, { timeout: 10000 });
    const first = Number(await page.evaluate(() => document.body.dataset.visits));
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.visits, null, { timeout: 10000 });
    assert.equal(Number(await page.evaluate(() => document.body.dataset.visits)), first + 1);

    // The service worker registers and caches the site.
    const cached = await serviceWorkerFacts(page);
    assert.ok(cached.active, 'service worker is active');
    assert.ok(cached.files >= 8, `the site is precached (${cached.files} entries)`);

    // Chromium's own verdict on installing the page as an app.
    const cdp = await site.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's browser contexts are incognito, where nothing installs;
    // every other error would be the page's.
    const pageErrors = installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
    assert.deepEqual(pageErrors, [], 'the page meets Chromium\'s installability criteria');

    await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 30000 });
    await page.screenshot({ path: artifactPath('skeleton-1280x800.png') });
    assert.deepEqual(site.consoleErrors, [], 'no console errors');
    assert.deepEqual(site.foreignRequests, [], 'no request leaves the origin');
  } finally {
    await site.close();
  }
});

test('the table is sharp on a high-DPI phone screen', async () => {
  const site = await openSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    const { page } = site;
    await page.goto(`${site.origin}/?seed=42`);
    await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 30000 });
    const [backing, css] = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return [c.width, c.clientWidth];
    });
    assert.equal(backing, css * 3, 'the canvas backing store follows devicePixelRatio');
    assert.ok(await canvasColourCount(page) > 20);
    await page.screenshot({ path: artifactPath('skeleton-390x844@3x.png') });
    assert.deepEqual(site.consoleErrors, []);
    assert.deepEqual(site.foreignRequests, []);
  } finally {
    await site.close();
  }
});
