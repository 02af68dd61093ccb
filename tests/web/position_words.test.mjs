// A position the engine refuses is said in the reader's language: the
// notation's reader gives a code and its values (engine/problem.h), which
// the position editor and the table's page word from the catalog, where
// they showed the engine's English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { openEditor } from './editor_helpers.mjs';
import { noticeText, openTable } from './game_helpers.mjs';

const verdict = (page) => page.textContent('#verdict');

test('the editor refuses a pasted position in German: a bad card, a dead end and its cause, a record\'s start', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openEditor(page, origin, 'lang=de');
    const before = await page.inputValue('#out-notation');
    // As a person does: click the box, select what it holds, type the line
    // over it, press Laden; the refusal is the line that replaces the last.
    const paste = async (text) => {
      const was = await verdict(page);
      await page.click('#paste');
      await page.keyboard.press('Control+A');
      await page.keyboard.type(text);
      await page.getByRole('button', { name: 'Laden' }).click();
      await page.waitForFunction((last) => document.getElementById('verdict').textContent !== last, was);
      assert.equal(await page.evaluate(() => document.body.dataset.refused), '1');
      return verdict(page);
    };
    assert.equal(await paste('players=2 hand0=Kc,Zz'),
      'Nicht geladen: Ungültige Karte "Zz" in hand0. Die bisherige Stellung bleibt.');
    assert.equal(await paste('players=2 melds0=Kc,Kd,Qs hand0=5c hand1=6d'),
      'Nicht geladen: Eine Auslage in melds0 mischt Ränge. Die bisherige Stellung bleibt.');
    // Seat 1 holds one deuce after drawing: it may neither meld nor discard.
    assert.equal(await paste('players=2 dealer=0 turn=1 phase=play hand0=Kc,Qd,5h hand1=2c seed=1'),
      'Nicht geladen: hand1 hält nach dem Ziehen eine Karte, und seine Seite darf jetzt nicht ausgehen, also kann ' +
      'diese Karte weder abgeworfen (das wäre Ausgehen) noch ausgelegt werden: Platz 1 hat keinen erlaubten Zug, ' +
      'eine Stellung, die keine Runde erreicht. Die bisherige Stellung bleibt.');
    // A record whose start position does not read: the record's words and the notation's, both German.
    const record = JSON.stringify({ format: 3, variant: 'classic', players: 2, seed: 1, start: 'players=2 hand0=Zz', moves: [] });
    assert.equal(await paste(record),
      'Nicht geladen: Die Anfangsstellung des Spielprotokolls ist falsch: Ungültige Karte "Zz" in hand0. ' +
      'Die bisherige Stellung bleibt.');
    assert.equal(await page.inputValue('#out-notation'), before);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('a position in the address that does not read is refused in Spanish on the table', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    const position = encodeURIComponent('players=2 hand0=5c');
    await openTable(page, `${origin}/?fast=1&lang=es&position=${position}`);
    assert.equal(await noticeText(page),
      'La posición es errónea: hand1 está vacía mientras la mano sigue: solo cerrar vacía una mano, y eso termina ' +
      'la mano (en su turno el asiento 1 robaría una carta y no podría ni quedársela ni cerrar).');
  } finally {
    await site.close();
  }
});
