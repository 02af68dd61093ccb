// What the site costs on the wire once the service worker is in the game:
// a first visit downloads each file once (the precache only revalidates
// what the page loaded), offline play's files are precached and the
// editor's are not; a repeat visit with nothing changed downloads nothing;
// the editor, opened once, is cached and opens offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { openTable } from './game_helpers.mjs';
import { openEditor } from './editor_helpers.mjs';

const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30000 });
const cachedPaths = (page) => page.evaluate(async () => {
  const key = (await caches.keys()).find((k) => k.startsWith('canasta-'));
  return (await (await caches.open(key)).keys()).map((request) => new URL(request.url).pathname);
});
const fullDownloads = (responses) => {
  const counts = new Map();
  for (const r of responses.filter((r) => r.status === 200)) {
    const path = r.path.replace(/\?.*/, '');
    counts.set(path, (counts.get(path) ?? 0) + 1);
  }
  return counts;
};

test('first visit: each file downloaded once, offline play precached; a repeat visit downloads nothing', { timeout: 120000 }, async () => {
  const responses = [];
  const site = await openSite({ onResponse: (r) => responses.push(r) });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?seed=42&lang=en`);
    await controlled(page);
    const twice = [...fullDownloads(responses)].filter(([, n]) => n > 1).map(([path]) => path);
    assert.deepEqual(twice, [], 'no file is downloaded twice');
    assert.ok(responses.some((r) => r.path === '/canasta.wasm' && r.status === 304), 'the precache revalidated the table');

    const cached = await cachedPaths(page);
    for (const path of ['/', '/app.js', '/canasta.js', '/canasta.wasm', '/bot_worker.js', '/canasta_bots.wasm', '/style.css']) {
      assert.ok(cached.includes(path), `${path} is precached`);
    }
    for (const path of ['/editor.html', '/catalog_editor.js', '/canasta_protocol.wasm', '/icon-512.png']) {
      assert.ok(!cached.includes(path), `${path} waits until it is used`);
    }

    responses.length = 0;
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.updateChecked, null, { timeout: 30000 });
    assert.deepEqual(responses.filter((r) => r.status !== 304).map((r) => `${r.status} ${r.path}`), [],
      'a repeat visit only asks whether the service worker changed');
    const bytes = responses.reduce((sum, r) => sum + r.bytes, 0);
    assert.ok(bytes < 10240, `a repeat visit costs ${bytes} bytes`);
  } finally {
    await site.close();
  }
});

test('the editor is cached when first opened and opens offline', { timeout: 120000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin, context } = site;
    await openTable(page, `${origin}/?lang=en`);
    await controlled(page);
    await openEditor(page, origin);
    const cached = await cachedPaths(page);
    for (const path of ['/editor.html', '/editor.js', '/catalog_editor.js', '/canasta_protocol.js', '/canasta_protocol.wasm']) {
      assert.ok(cached.includes(path), `${path} is cached once used`);
    }
    await context.setOffline(true);
    await openEditor(page, origin);
    assert.deepEqual(site.consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  } finally {
    await site.close();
  }
});
