// A game record the page cannot open is said in the reader's language, its
// reason too: the table answers the engine's code and values (a Problem),
// which the page words from its catalog, where it showed the engine's English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite } from './browser.mjs';
import { importThroughGames, openTable } from './game_helpers.mjs';

test('a refused import says why in German: the record\'s problem, its JSON\'s and its move\'s, in German words', { timeout: 90000 }, async () => {
  const site = await openSite();
  const dir = mkdtempSync(join(tmpdir(), 'canasta-words-'));
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=de`);
    const importFile = (name, text) => importThroughGames(page, dir, name, text);
    assert.equal(await importFile('farbe.canasta.json', JSON.stringify({ format: 3, colour: 'rot' })),
      'farbe.canasta.json wurde nicht importiert: Das Spielprotokoll kann nicht verwendet werden: ' +
      'Das Spielprotokoll hat ein unbekanntes Feld „colour“. Die laufende Partie geht weiter.');
    assert.equal(await importFile('neu.canasta.json', JSON.stringify({ format: 9, variant: 'classic' })),
      'neu.canasta.json wurde nicht importiert: Das Spielprotokoll kann nicht verwendet werden: ' +
      'Das Spielprotokoll hat das Format 9, neuer als dieses Programm lesen kann (Format 3); aktualisiere das Programm. ' +
      'Die laufende Partie geht weiter.');
    assert.equal(await importFile('kaputt.canasta.json', '{"format":3,}'),
      'kaputt.canasta.json wurde nicht importiert: Das Spielprotokoll kann nicht verwendet werden: ' +
      'Das Spielprotokoll ist kein gültiges JSON: JSON-Fehler bei Byte 12: in einem Objekt wurde ein Schlüssel ' +
      'in Anführungszeichen erwartet. Die laufende Partie geht weiter.');
    const moves = JSON.stringify({ format: 3, variant: 'classic', players: 2, seed: 1, moves: [7] });
    assert.equal(await importFile('zug.canasta.json', moves),
      'zug.canasta.json wurde nicht importiert: Das Spielprotokoll kann nicht verwendet werden: ' +
      'Zug 1 des Spielprotokolls ist kein Text. Die laufende Partie geht weiter.');
    const card = JSON.stringify({ format: 3, variant: 'classic', players: 2, seed: 1, moves: ['discard Zz'] });
    assert.equal(await importFile('karte.canasta.json', card),
      'karte.canasta.json wurde nicht importiert: Das Spielprotokoll kann nicht verwendet werden: ' +
      'Zug 1 („discard Zz“): Ungültige Karte "Zz": Karten werden wie Td, 3s oder Jk geschrieben ' +
      '(Rang A K Q J T 9 8 7 6 5 4 3 2, Farbe c d h s). Die laufende Partie geht weiter.');
  } finally {
    await site.close();
  }
});
