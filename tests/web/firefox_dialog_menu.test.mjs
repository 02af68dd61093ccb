// Firefox: under a dialog's shade the menu's Options button keeps its right
// edge (issue 37, item 10). Its edge was a stroke of thin triangles, which
// Firefox's WebGL drew a pixel inside a button at a fractional place: the
// face showed past the edge down the middle of its right side. Opened by a
// click as a person does, each row of the button's right side is read from
// a screenshot: its last column is the edge's colour, never the face's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openFirefoxSite, pngColumn } from './browser.mjs';

const ready = (page) => page.waitForFunction(() => document.body.dataset.firstFrame, { timeout: 120000 });

test('Firefox: a dialog open, the Options button keeps its right edge', { timeout: 180000 }, async () => {
  const site = await openFirefoxSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?fast=1&lang=en&seed=42`);
    await ready(page);
    await page.waitForFunction(() => document.body.dataset.phase === 'draw', { timeout: 120000 });
    const options = await page.evaluate(() => window.canastaTable.targets().targets.find((t) => t.kind === 'menu' && t.name === 'Options'));
    assert.ok(options.x % 1 !== 0, `the button lies at a fractional place (${options.x})`);
    await page.mouse.click(options.x + options.w / 2, options.y + options.h / 2);
    await page.waitForFunction(() => document.body.dataset.phase === 'dialog', { timeout: 60000 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const png = Buffer.from(await page.screenshot({ encoding: 'base64' }), 'base64');
    await page.screenshot({ path: artifactPath('firefox-dialog-menu-1280x800.png') });
    // The straight part of the right side, clear of the rounded corners.
    const right = Math.ceil(options.x + options.w) - 1;
    const rows = await pngColumn(page, png, right, Math.ceil(options.y + options.h * 0.35), Math.floor(options.y + options.h * 0.65));
    // The face beside the label, inside the left edge.
    const face = await pngColumn(page, png, Math.round(options.x + 5), Math.round(options.y + options.h / 2), Math.round(options.y + options.h / 2));
    const light = (c) => c[0] + c[1] + c[2];
    const faceLight = light(face[0]);
    const showingFace = rows.filter((c) => light(c) > faceLight * 0.8);
    assert.equal(showingFace.length, 0, `the right edge shows the face in ${showingFace.length} of ${rows.length} rows: ${JSON.stringify(rows)}`);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
