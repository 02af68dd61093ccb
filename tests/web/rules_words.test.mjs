// The rules' refusals and a record's refused move are said in the reader's
// language: the engine gives codes (engine/rules.cpp, verdict_problem) whose
// game title, lists and ranks are catalog words too, and the page words them
// all, where it showed the engine's English inside its own sentence. The
// position editor's Deal, whose new command the rules refuse, says it too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite } from './browser.mjs';
import { openEditor } from './editor_helpers.mjs';
import { chooseOption, importThroughGames, noticeText, openTable, typeInto } from './game_helpers.mjs';

test('a position in the address with a bad option or player count is refused in Italian', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    const open = async (position) => {
      await openTable(page, `${origin}/?fast=1&lang=it&position=${encodeURIComponent(position)}`);
      return noticeText(page);
    };
    assert.equal(await open('variant=classic options=bogus players=2 hand0=5c'),
      'La posizione è sbagliata: Opzione di regola sconosciuta "bogus": le opzioni della Canasta classica sono ' +
      'min15, wild3, jokers6, drawtwo e red3deal.');
    assert.equal(await open('variant=american players=2 hand0=5c'),
      'La posizione è sbagliata: La Canasta americana moderna si gioca in 4.');
    assert.equal(await open('variant=nonsense players=2'),
      'La posizione è sbagliata: Variante sconosciuta "nonsense": le varianti sono classic, threepack, american e uruguayan.');
  } finally {
    await site.close();
  }
});

test('an imported record refused by its rules or a move is said in Portuguese', { timeout: 90000 }, async () => {
  const site = await openSite();
  const dir = mkdtempSync(join(tmpdir(), 'canasta-rules-words-'));
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=pt`);
    const importFile = (name, record) => importThroughGames(page, dir, name, JSON.stringify(record));
    const refused = (name, why) => `${name} não foi importado: O registo do jogo não pode ser usado: ${why} O jogo atual continua.`;
    assert.equal(await importFile('trio.canasta.json', { format: 3, variant: 'uruguayan', players: 6, seed: 1, moves: [] }),
      refused('trio.canasta.json', 'A Canastra uruguaia é jogada por 2, 3 ou 4 jogadores; 6 jogam com a opção pack216.'));
    assert.equal(await importFile('duas.canasta.json', { format: 3, variant: 'classic', options: ['min15', 'min15'], players: 2, seed: 1, moves: [] }),
      refused('duas.canasta.json', 'A opção "min15" aparece duas vezes.'));
    const kings = {
      format: 3, variant: 'classic', players: 2, seed: 0, moves: ['draw', 'meld Kc Kd'],
      start: 'variant=classic players=2 hand0=Kc,Kd,Ks,5s hand1=5c,5d,5h pile=7c stock=8c,8d,9c',
    };
    assert.equal(await importFile('reis.canasta.json', kings),
      refused('reis.canasta.json', 'Jogada 2 («meld Kc Kd»): Um jogo de reis precisa de pelo menos três cartas.'));
    const early = { format: 3, variant: 'classic', players: 2, seed: 1, moves: ['discard 5c'] };
    assert.equal(await importFile('cedo.canasta.json', early),
      refused('cedo.canasta.json', 'Jogada 1 («discard 5c»): Primeiro compre do monte ou pegue a pilha.'));
  } finally {
    await site.close();
  }
});

test('a deal in the position editor that the rules cannot seat is refused in Spanish', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openEditor(page, origin, 'lang=es');
    // Modern American for two, chosen with the keys, the seed typed: Repartir.
    await chooseOption(page, '#deal-variant', 'american');
    await chooseOption(page, '#deal-players', '2');
    await typeInto(page, '#deal-seed', '5');
    await page.getByRole('button', { name: 'Repartir' }).click();
    await page.waitForFunction(() => /^No se cargó/.test(document.getElementById('verdict').textContent));
    assert.equal(await page.textContent('#verdict'),
      'No se cargó: La Canasta americana moderna se juega con 4 jugadores. Se conserva la posición que tenías.');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
