// The installed app: after one visit the game loads and plays a deal with
// the network off; a new build served over the old one is offered with
// "Update now", and the game in progress survives the update.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, copyFileSync, cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, SITE, openSite } from './browser.mjs';
import { humanMove, openTable, reloadTable, tableState, waitSaved } from './game_helpers.mjs';

const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });

test('offline after the first visit: reload and play a deal', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin, context } = site;
    await openTable(page, `${origin}/?fast=1&lang=en`);
    await controlled(page);
    await context.setOffline(true);
    await reloadTable(page);
    await humanMove(page);
    // The computer finishes the deal for every seat (demo mode), offline.
    await page.evaluate(() => window.canastaTable.api().setDemo(true));
    await page.waitForFunction(() => ['deal_over', 'game_over'].includes(window.canastaTable.state().phase), null, { timeout: 40000 });
    await page.evaluate(() => window.canastaTable.api().setDemo(false));
    assert.deepEqual(site.consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  } finally {
    await site.close();
  }
});

test('a new build over the old one: "Update now" keeps the game in progress', { timeout: 60000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'canasta-site-'));
  cpSync(SITE, dir, { recursive: true });
  const site = await openSite({ site: dir });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en`);
    await controlled(page);
    await humanMove(page);
    await waitSaved(page);
    const before = await tableState(page);
    const oldVersion = readFileSync(join(dir, 'version.txt'), 'utf8').trim();

    appendFileSync(join(dir, 'style.css'), '\n/* a new build */\n');
    copyFileSync(join(ROOT, 'web/site/sw.js'), join(dir, 'sw.js'));
    execFileSync('node', [join(ROOT, 'tools/lib/stamp_site.mjs'), dir]);
    const newVersion = readFileSync(join(dir, 'version.txt'), 'utf8').trim();
    assert.notEqual(newVersion, oldVersion);

    // The page's own check (as when it becomes visible again) finds the new
    // service worker, which installs beside the old one; the browser's own
    // checks of a registration made in the last minute may come late.
    assert.equal(await page.evaluate(() => document.getElementById('update-banner').hidden), true);
    assert.equal(await page.evaluate(() => window.canastaTable.checkForUpdate()), true);
    await page.waitForSelector('#update-banner:not([hidden])', { timeout: 20000 });
    assert.equal((await tableState(page)).position, before.position);
    // "Update now" activates the new worker, which takes the page over; the
    // page reloads into the new version and resumes the saved game.
    const reloaded = page.waitForEvent('load', { timeout: 20000 });
    await page.click('#update-now');
    await reloaded;
    await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 20000 });
    assert.equal((await tableState(page)).position, before.position);
    assert.equal(await page.evaluate(() => fetch('version.txt').then((r) => r.text()).then((t) => t.trim())), newVersion);
    const caches = await page.evaluate(() => caches.keys());
    assert.deepEqual(caches, [`canasta-${newVersion}`]);
  } finally {
    await site.close();
  }
});
