// A change of language at the table reaches the whole page at once (issue 12,
// item 7): the Games button, the saved-games panel, the status lines and the
// table's own words; the language list shows names, not codes; the page
// opens in that language next time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, tableTargets, tapMenu, pressDialog } from './game_helpers.mjs';

const targets = tableTargets;

test('choosing Deutsch in Options turns the page German, and English back again', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=3`);
    // A worker that answers says nothing to the player (only a failing one does).
    await page.waitForFunction(() => document.body.dataset.workerAnswer, null, { timeout: 30000 });
    assert.equal(await page.textContent('#games-button'), 'Games');
    await tapMenu(page, 'Options');
    await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === 'Deutsch'), null, { timeout: 30000 });
    for (const name of ['English', 'Español', 'Português', 'Deutsch', 'Italiano']) {
      assert.ok((await targets(page)).dialog.some((b) => b.label === name), `the list shows ${name}`);
    }
    await pressDialog(page, 'Deutsch');
    await page.waitForFunction(() => document.getElementById('games-button').textContent === 'Partien', null, { timeout: 30000 });
    assert.equal(await page.textContent('#worker-status'), '');
    assert.equal(await page.getAttribute('html', 'lang'), 'de');
    assert.match(await page.textContent('#status'), /Du bist dran/, 'the status line speaks German too');
    await pressDialog(page, 'Schließen');
    await page.click('#games-button');
    await page.waitForSelector('#games-panel:not([hidden])');
    assert.equal(await page.textContent('#games-title'), 'Gespeicherte Partien');
    await page.screenshot({ path: artifactPath('language-de-games-1280x800.png') });
    await page.click('#games-close');

    // The page opens in the table's language next time, before the table says it.
    await page.goto(`${origin}/?fast=1&seed=3`, { waitUntil: 'domcontentloaded' });
    assert.equal(await page.textContent('#games-button'), 'Partien');
    assert.equal(await page.getAttribute('html', 'lang'), 'de');
    await openTable(page, `${origin}/?fast=1&seed=3`);

    await tapMenu(page, 'Optionen');
    await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === 'English'), null, { timeout: 30000 });
    await pressDialog(page, 'English');
    await page.waitForFunction(() => document.getElementById('games-button').textContent === 'Games', null, { timeout: 30000 });
    // A working worker is nothing a player needs to read about.
    await page.waitForFunction(() => document.body.dataset.workerAnswer, null, { timeout: 30000 });
    assert.equal(await page.textContent('#worker-status'), '');
    assert.equal(await page.textContent('#games-title'), 'Saved games');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
