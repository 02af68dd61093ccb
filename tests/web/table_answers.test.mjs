// The table answers the page's requests with codes and their values
// (web_api.cpp), which the page words from its catalog in its reader's
// language: a German page says in German why the table would not start the
// game its address asked for, or import a file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite } from './browser.mjs';
import { noticeText, openTable, writeTemp } from './game_helpers.mjs';

test('a German page says in German why the table refused the game its address asked for', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?variant=bridge&lang=de&save=0`);
    assert.equal(await noticeText(page), 'Der Tisch spielt keine Variante namens „bridge“.');
    await openTable(page, `${origin}/?options=nonsense&lang=de&save=0`);
    assert.equal(await noticeText(page), 'Das Spiel „Klassisch (1950)“ hat solche Optionen nicht: „nonsense“.');
    await openTable(page, `${origin}/?variant=uruguayan&options=nonsense&lang=it&save=0`);
    assert.equal(await noticeText(page), 'La partita "Uruguaiana" non ha queste opzioni: "nonsense".');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('a German page says in German why a chosen file was not imported', { timeout: 90000 }, async () => {
  const site = await openSite();
  const dir = mkdtempSync(join(tmpdir(), 'canasta-answers-'));
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?lang=de&seed=3`);
    await page.setInputFiles('#import-file', writeTemp(dir, 'kaputt.canasta.json', 'this is not JSON at all'));
    const notice = await noticeText(page);
    assert.match(notice, /^kaputt\.canasta\.json wurde nicht importiert/);
    assert.match(notice, /Das Spielprotokoll kann nicht verwendet werden: /);
    assert.doesNotMatch(notice, /The game record|did not arrive|bytes long/);
  } finally {
    await site.close();
  }
});
