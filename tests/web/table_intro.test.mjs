// A newcomer's first visit (issue 12, item 3): a short card says who the
// partner is and how to play, once; Rules shows it again and has a Controls
// section; the ? key shows the keys.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, reloadTable, dialogButtons, tapMenu, pressDialog } from './game_helpers.mjs';

const dialog = dialogButtons;
const phase = (page) => page.evaluate(() => document.body.dataset.phase);

for (const [width, height, scale] of [[1920, 1080, 1], [1280, 800, 1], [390, 844, 3]]) {
  test(`the first visit shows the introduction once, at ${width}x${height}`, { timeout: 120000 }, async () => {
    const site = await openSite({ viewport: { width, height }, deviceScaleFactor: scale, locale: 'en-US' });
    try {
      const { page, origin } = site;
      await openTable(page, `${origin}/`);
      await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === 'Start playing'), null, { timeout: 30000 });
      assert.equal(await phase(page), 'dialog');
      await page.screenshot({ path: artifactPath(`intro-${width}x${height}.png`) });
      await pressDialog(page, 'Start playing');
      await page.waitForFunction(() => document.body.dataset.phase !== 'dialog', null, { timeout: 30000 });
      await page.screenshot({ path: artifactPath(`intro-after-${width}x${height}.png`) });

      await reloadTable(page);  // shown once
      // The card opens with the table, so its first published phase says whether it is up.
      await page.waitForFunction(() => document.body.dataset.phase, null, { timeout: 30000 });
      assert.notEqual(await phase(page), 'dialog', 'not shown again');
      assert.ok(!(await dialog(page)).some((b) => b.label === 'Start playing'), 'not shown again');

      await tapMenu(page, 'Rules');  // Rules offers it again
      await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === 'Introduction'), null, { timeout: 30000 });
      await page.screenshot({ path: artifactPath(`rules-${width}x${height}.png`) });
      await pressDialog(page, 'Introduction');
      await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === 'Start playing'), null, { timeout: 30000 });
      await pressDialog(page, 'Start playing');
      await page.waitForFunction(() => document.body.dataset.phase !== 'dialog', null, { timeout: 30000 });

      await page.keyboard.press('Shift+Slash');  // ?: the keys
      await page.waitForFunction(() => document.body.dataset.phase === 'dialog', null, { timeout: 30000 });
      await page.screenshot({ path: artifactPath(`controls-${width}x${height}.png`) });
      assert.ok((await dialog(page)).some((b) => b.label === 'Close'), 'the keys are a dialog');
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => document.body.dataset.phase !== 'dialog', null, { timeout: 30000 });
      // ? typed without Shift+/ (German types it with Shift+ß, French with
      // Shift+,): the browser names the key pressed, only its text says "?".
      await page.keyboard.press('?');
      await page.waitForFunction(() => document.body.dataset.phase === 'dialog', null, { timeout: 30000 });
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });
}
