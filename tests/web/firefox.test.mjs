// The second browser: Debian's Firefox ESR through puppeteer-core over
// WebDriver BiDi runs the walking skeleton (the table draws, the worker
// answers, storage persists, the service worker caches the site, nothing
// leaves the origin or logs an error) and one whole deal played with the
// mouse and keyboard, as the Chromium tests do.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openFirefoxSite, pngColourCount, serviceWorkerFacts } from './browser.mjs';
import { DEAL_TIMEOUT_MS, playDeal } from './play_deal.mjs';

const ready = (page) => page.waitForFunction(() => document.body.dataset.firstFrame, { timeout: 60000 });

async function canvasColours(page) {
  const canvas = await page.$('#canvas');
  return pngColourCount(page, Buffer.from(await canvas.screenshot({ encoding: 'base64' }), 'base64'));
}

test('Firefox: the page draws the table, the worker answers and storage persists', { timeout: 180000 }, async () => {
  const site = await openFirefoxSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?seed=42`);
    await ready(page);
    const size = await page.evaluate(() => {
      const c = document.getElementById('canvas');
      return { backing: [c.width, c.height], css: [c.clientWidth, c.clientHeight] };
    });
    assert.deepEqual(size.backing, size.css, 'the canvas fills its box at device pixel ratio 1');
    assert.equal(size.css[0], 1280);
    assert.ok(await canvasColours(page) > 20, 'the canvas shows a drawn table');

    await page.waitForFunction(() => document.body.dataset.workerAnswer, { timeout: 60000 });
    assert.equal(await page.evaluate(() => document.body.dataset.workerAnswer), '11,11,11,11');

    await page.waitForFunction(() => document.body.dataset.visits, { timeout: 20000 });
    const first = Number(await page.evaluate(() => document.body.dataset.visits));
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.visits, { timeout: 20000 });
    assert.equal(Number(await page.evaluate(() => document.body.dataset.visits)), first + 1);

    const cached = await serviceWorkerFacts(page);
    assert.ok(cached.active, 'service worker is active');
    assert.ok(cached.files >= 8, `the site is precached (${cached.files} entries)`);

    await ready(page);
    await page.screenshot({ path: artifactPath('firefox-skeleton-1280x800.png') });
    assert.deepEqual(site.consoleErrors, [], 'no console errors');
    assert.deepEqual(site.foreignRequests, [], 'no request leaves the origin');
  } finally {
    await site.close();
  }
});

test('Firefox: a whole deal with mouse and keyboard, ending in the score sheet', { timeout: DEAL_TIMEOUT_MS + 60000 }, async () => {
  const site = await openFirefoxSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?seed=42&fast=1&lang=en`);
    await ready(page);
    await page.waitForFunction(() => window.canastaTable.targets().targets?.length > 0, { timeout: 20000 });
    const { turns, state } = await playDeal(page, 'mouse');
    assert.ok(turns >= 1, 'the human played at least one turn');
    assert.ok(state.dialog.some((b) => b.label === 'Next deal' || b.label === 'New game'), 'the score sheet offers the next deal');
    await page.screenshot({ path: artifactPath('firefox-table-score-1280x800.png') });
    assert.deepEqual(site.consoleErrors, [], 'no console errors');
    assert.deepEqual(site.foreignRequests, [], 'no request leaves the origin');
  } finally {
    await site.close();
  }
});

// A new game's name typed into the page's input over the table's field
// (text_fields.js), in Firefox: the table hears none of those keys.
test('Firefox: a name typed into the new-game dialog is the field\'s', { timeout: 120000 }, async () => {
  const site = await openFirefoxSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?seed=42&fast=1&lang=en`);
    await ready(page);
    await page.waitForFunction(() => document.body.dataset.phase === 'draw', { timeout: 60000 });
    const menu = await page.evaluate(() => window.canastaTable.targets().targets.find((t) => t.kind === 'menu' && t.name === 'New'));
    await page.mouse.click(menu.x + menu.w / 2, menu.y + menu.h / 2);
    const field = 'input.table-field[data-field="name:0"]';  // seat 0's name (dialog_action_name)
    await page.waitForSelector(field, { visible: true, timeout: 20000 });
    await page.click(field);
    await page.keyboard.type('Ana');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => window.canastaTable.targets().dialog.find((d) => d.id === 'name:0')?.value === 'Ana', { timeout: 20000 });
    // Nothing typed reached the table as a key: the game did not move.
    assert.equal(await page.evaluate(() => window.canastaTable.state().entries), 0);
    assert.deepEqual(site.consoleErrors, [], 'no console errors');
  } finally {
    await site.close();
  }
});
