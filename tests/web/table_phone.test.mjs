// The phone (issue 12, item 5): the saved-games panel and the status bar stay
// inside a 390-pixel screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, humanMove, waitSaved } from './game_helpers.mjs';

test('on a 390x844 phone the saved games panel and the footer fit the screen', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5`);
    await humanMove(page);
    await waitSaved(page);
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
    const status = await page.evaluate(() => {
      const el = document.getElementById('status');
      return el.scrollWidth <= el.clientWidth + 1;
    });
    assert.ok(status, 'the status line is not cut');
    await page.screenshot({ path: artifactPath('phone-games-390x844.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
