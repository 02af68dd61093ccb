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
    for (const path of ['/', '/app.js', '/canasta.js', '/canasta.wasm', '/bots/bot_worker.js', '/canasta_bots.wasm', '/style.css']) {
      assert.ok(cached.includes(path), `${path} is precached`);
    }
    for (const path of ['/editor.html', '/editor/catalog_editor.js', '/canasta_protocol.wasm', '/icon-512.png']) {
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
    for (const path of ['/editor.html', '/editor/editor.js', '/editor/catalog_editor.js', '/canasta_protocol.js', '/canasta_protocol.wasm']) {
      assert.ok(cached.includes(path), `${path} is cached once used`);
    }
    await context.setOffline(true);
    await openEditor(page, origin);
    assert.deepEqual(site.consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  } finally {
    await site.close();
  }
});

// Nothing the first frame needs is found late, and it is few files: each
// script and the table's WebAssembly the page asks for before its first
// frame is named in index.html itself (a script tag, a preload or a module
// preload, written by tools/lib/bundle_site.mjs), so all of them set off at
// once, and there are at most six, the connections a browser opens to one
// host over HTTP/1.1, so none waits for another to finish. Found one import
// at a time they took six round trips, and forty modules queued six at a
// time took six more: most of a phone's first frame on a 4G link
// (./tools/bench web, phone line).
test('every script and the WebAssembly of the first frame are named in index.html, none found late', { timeout: 120000 }, async () => {
  const site = await openSite({ serviceWorkers: 'block' });
  try {
    const { page, origin } = site;
    const asked = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\.(m?js|wasm)$/.test(path)) asked.push(path.slice(1));
    });
    await openTable(page, `${origin}/?seed=42&lang=en`);
    const html = await (await fetch(`${origin}/index.html`)).text();
    const named = new Set([...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map(([, path]) => path));
    // The bot worker's files load in the worker, after its start: its own
    // script and what it imports, and the WebAssembly of canasta_bots.js.
    const workerUrl = `${origin}/bots/bot_worker.js`;
    const worker = await (await fetch(workerUrl)).text();
    const workerFiles = new Set(['bots/bot_worker.js', 'canasta_bots.wasm',
      ...[...worker.matchAll(/importScripts\(([^)]*)\)/g)].flatMap(([, list]) => [...list.matchAll(/'([^']+)'/g)]
        .map(([, f]) => new URL(f, workerUrl).pathname.slice(1)))]);
    const late = [...new Set(asked)].filter((path) => !named.has(path) && !workerFiles.has(path));
    assert.ok(asked.includes('canasta.wasm') && asked.includes('app.bundle.js'), `the page loaded its table: ${asked.join(' ')}`);
    assert.deepEqual(late, [], 'each of these was found only once another file had arrived');
    const firstFrame = [...new Set(asked)].filter((path) => !workerFiles.has(path));
    assert.ok(firstFrame.length <= 6, `the first frame asked for ${firstFrame.length} scripts and WebAssembly files: ${firstFrame.join(' ')}`);
    assert.match(html, /<link rel="preload" href="canasta.wasm" as="fetch" type="application\/wasm" crossorigin>/);
  } finally {
    await site.close();
  }
});
