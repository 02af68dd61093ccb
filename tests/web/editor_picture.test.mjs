// The editor saves the position as a picture, PNG and SVG, drawn with the
// game's own card art: every card of the position is in it where the
// layout puts it, the reader's cards are the atlas's faces pixel for pixel,
// the marked card is outlined and the caption is written under the table.
// The card art (cards.png) is not precached: the service worker keeps it
// from the first export on, so the export works offline after that.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { artifactPath, openSite } from './browser.mjs';
import { dealIn, openEditor } from './editor_helpers.mjs';
import { typeInto } from './game_helpers.mjs';

// Saves the picture `kind` and returns the downloaded file's bytes.
async function savePicture(page, kind, name) {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(`#save-${kind}`)]);
  assert.equal(download.suggestedFilename(), `canasta-position.${kind}`);
  const path = artifactPath(name);
  await download.saveAs(path);
  return readFileSync(path);
}

// How far apart, per channel at most, the atlas's face of `card` and the
// image at `url` are in the rectangle (sx, sy, w, h) of the image, the
// face's rectangle being (ox, oy, w, h).
function faceDifference(page, url, card, { sx, sy, ox = 0, oy = 0, w, h }) {
  return page.evaluate(async ({ url, card, sx, sy, ox, oy, w, h }) => {
    const { atlasCell, atlasCode } = await import('./editor/position_layout.js');
    const load = (src) => new Promise((resolve, reject) => {
      const image = new Image();
      image.onload = () => resolve(image);
      image.onerror = reject;
      image.src = src;
    });
    const pixels = (image, x, y) => {
      const canvas = Object.assign(document.createElement('canvas'), { width: w, height: h });
      const g = canvas.getContext('2d');
      g.drawImage(image, x, y, w, h, 0, 0, w, h);
      return g.getImageData(0, 0, w, h).data;
    };
    const cell = atlasCell(atlasCode(card));
    const face = pixels(await load('cards.png'), cell.x + ox, cell.y + oy);
    const shown = pixels(await load(url), sx, sy);
    let worst = 0;
    for (let i = 0; i < face.length; i += 1) worst = Math.max(worst, Math.abs(face[i] - shown[i]));
    return worst;
  }, { url, card, sx, sy, ox, oy, w, h });
}

test('the editor saves the position as PNG and SVG with the game\'s card art, the marked card and the caption', { timeout: 90000 }, async () => {
  const site = await openSite({ acceptDownloads: true });
  try {
    const { page, origin } = site;
    await openEditor(page, origin);
    await dealIn(page, { players: '2', seed: '11' });
    const hand = await page.locator('.zone[data-zone="hand0"] button.card').evaluateAll((cards) => cards.map((c) => c.dataset.card));
    const pile = await page.locator('.zone[data-zone="pile"] button.card').evaluateAll((cards) => cards.map((c) => c.dataset.card));
    const others = await page.locator('.zone[data-zone="hand1"] button.card').count();
    // Every card on the board but the stock's, which is one back.
    const shownCards = await page.locator('.zone:not([data-zone="stock"]) button.card').count();
    // Mark the reader's last card; the first stays plain for the comparison.
    await page.locator('.zone[data-zone="hand0"] button.card').last().click();
    await page.click('#mark');
    await typeInto(page, '#caption', 'Seat 0 holds the marked card & waits.');

    const svg = (await savePicture(page, 'svg', 'editor-position.svg')).toString('utf8');
    assert.match(svg, /^<\?xml[^>]*>\n<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const uses = [...svg.matchAll(/<use href="#card(\d+)" x="([\d.]+)" y="([\d.]+)"><title>([^<]*)<\/title><\/use>/g)];
    // The reader's hand, the other hand's backs, melds and red threes, the
    // pile and the stock's back.
    assert.equal(uses.length, shownCards + 1);
    assert.deepEqual(uses.slice(0, hand.length).map((u) => u[4]), hand);
    assert.deepEqual(uses.slice(hand.length, hand.length + others).map((u) => u[4]), Array(others).fill(''));
    assert.deepEqual(uses.slice(-1 - pile.length, -1).map((u) => u[4]), pile);
    assert.equal((svg.match(/stroke="#ff6d00"/g) ?? []).length, hand.filter((c) => c === hand.at(-1)).length + pile.filter((c) => c === hand.at(-1)).length);
    assert.match(svg, /Seat 0 holds the marked card &amp; waits\./);
    // Each face is embedded once, and it is the atlas's face.
    const first = uses[0];
    const face = new RegExp(`<image id="card${first[1]}" width="(\\d+)" height="(\\d+)" href="(data:image/png;base64,[^"]+)"/>`).exec(svg);
    assert.ok(face, 'the first card\'s face is embedded');
    assert.equal(await faceDifference(page, face[3], hand[0], { sx: 0, sy: 0, w: 196, h: 276 }), 0);

    // A caption pasted with characters XML cannot hold (U+0000, U+0001,
    // U+001B, U+FFFE) still makes an SVG that parses: they are dropped.
    await typeInto(page, '#caption', 'Nul\u0000 one\u0001 esc\u001b ffe\ufffe end', { paste: true });
    const odd = (await savePicture(page, 'svg', 'editor-position-controls.svg')).toString('utf8');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      return { error: doc.querySelector('parsererror')?.textContent ?? null, texts: [...doc.querySelectorAll('text')].map((t) => t.textContent) };
    }, odd);
    assert.equal(parsed.error, null);
    assert.ok(parsed.texts.includes('Nul one esc ffe end'), `the caption as written: ${parsed.texts.join(' | ')}`);

    const png = await savePicture(page, 'png', 'editor-position.png');
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    // The PNG is drawn at twice the picture's units: a card at the atlas's
    // own size. The first card's left part (the next card covers the rest;
    // its rounded corners show the felt) is the atlas's face.
    const url = `data:image/png;base64,${png.toString('base64')}`;
    const x = Number(first[2]) * 2, y = Number(first[3]) * 2;
    const difference = await faceDifference(page, url, hand[0], { sx: x + 10, sy: y + 10, ox: 10, oy: 10, w: 46, h: 256 });
    assert.ok(difference <= 2, `the PNG shows the atlas's face (differs by ${difference})`);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('after one export the picture export works offline: the card art is kept from its first use', { timeout: 90000 }, async () => {
  const site = await openSite({ acceptDownloads: true });
  try {
    const { page, origin, context } = site;
    await openEditor(page, origin);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20000 });
    // Under the worker now: the editor's files are kept as they are fetched.
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30000 });
    const kept = () => page.evaluate(async () => {
      for (const key of await caches.keys())
        if (await (await caches.open(key)).match(new URL('cards.png', location.href).href, { ignoreVary: true })) return true;
      return false;
    });
    assert.equal(await kept(), false, 'not precached: a player who never exports never fetches it');
    await dealIn(page, { players: '2', seed: '11' });
    await savePicture(page, 'png', 'editor-online.png');
    assert.equal(await kept(), true, 'kept after the first export');

    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30000 });
    await dealIn(page, { players: '2', seed: '12' });
    const png = await savePicture(page, 'png', 'editor-offline.png');
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    const svg = (await savePicture(page, 'svg', 'editor-offline.svg')).toString('utf8');
    assert.match(svg, /<image id="card\d+" width="\d+" height="\d+" href="data:image\/png;base64,/);
    assert.deepEqual(site.consoleErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e)), []);
  } finally {
    await site.close();
  }
});
