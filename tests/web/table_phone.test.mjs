// The phone: the saved-games panel and the status bar stay inside a
// 390-pixel screen, and the table keeps its height as messages change.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, humanMove, waitSaved } from './game_helpers.mjs';

test('on a 390x844 phone the saved games panel and the footer fit the screen', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5`);
    const canvasHeight = () => page.evaluate(() => document.getElementById('canvas').getBoundingClientRect().height);
    const before = await canvasHeight();
    await humanMove(page);
    await waitSaved(page);
    assert.equal(await canvasHeight(), before, 'the table keeps its height');
    await page.click('#games-button');
    await page.waitForSelector('#games-panel:not([hidden])');
    const inside = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const out = [];
      for (const el of document.querySelectorAll('#games-panel, #games-panel button, #games-panel td, #status-bar > *')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && (r.left < -0.5 || r.right > width + 0.5)) out.push(`${el.tagName}#${el.id} ${r.left}-${r.right}`);
      }
      return out;
    });
    assert.deepEqual(inside, [], 'everything lies inside the screen');
    // The table's message is said to screen readers, not shown twice: the
    // bar keeps one line, and the table never changes height under the
    // finger as messages come and go.
    const bar = await page.evaluate(() => ({
      height: document.getElementById('status-bar').getBoundingClientRect().height,
      status: document.getElementById('status').textContent,
      shown: document.getElementById('status').getBoundingClientRect().width,
    }));
    assert.ok(bar.status.length > 0, 'the live region speaks');
    assert.ok(bar.shown <= 1, 'the message is not shown in the bar');
    // One line of finger-sized (44-pixel) buttons.
    assert.ok(bar.height < 56, `the bar is one line (${bar.height}px)`);
    await page.screenshot({ path: artifactPath('phone-games-390x844.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
