// Every code the engine gives a reader to word (a Problem's id, engine/problem.h)
// is a catalog entry the engine's English is compiled from ([.. engine]) and
// the page and the table word in every language ([table page ...]), with the
// values the engine fills as its placeholders. Found in the engine's sources, so a code added
// there without its sentences fails here, not in front of a player.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, placeholders, readCatalogs } from '../../tools/lib/catalog.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// [id, value names] of each Problem the engine's sources make: Problem::of("id", {{"key", ...}}),
// Problem::because("id", cause, ...) (its {reason} the cause), the readers' fail("id", ...);
// a part added with .with("key", ...) in the same statement is a value too.
function engineCodes() {
  const codes = new Map();
  const call = /(Problem::of|Problem::because|\bfail|\bfail_at\([^,]*,)\(?\s*"([a-z][A-Za-z0-9]*)"([^;]*)/g;
  // Headers too: the notation's field reader (notation_fields.h) gives codes.
  for (const file of readdirSync(join(ROOT, 'engine')).filter((f) => f.endsWith('.cpp') || f.endsWith('.h'))) {
    const source = readFileSync(join(ROOT, 'engine', file), 'utf8');
    if (!source.includes('Problem')) continue;  // a reader that still says why in English
    for (const [, kind, id, rest] of source.matchAll(call)) {
      const keys = new Set([...rest.matchAll(/(?:\{|\.with\()"([a-z0-9]+)",/g)].map((m) => m[1]));
      if (kind === 'Problem::because' || id === 'jsonAt') keys.add('reason');
      codes.set(id, new Set([...(codes.get(id) ?? []), ...keys]));
    }
  }
  return codes;
}

// The notation's and the lessons' codes written as plain strings where no
// call names them (a field's "notationHoldsBonus", passed on as a cause; a
// lesson's "lessonLearnerDealOver", chosen by a condition): found by their prefix.
function namedCodes(prefixes = ['notation', 'deadEnd']) {
  const ids = new Set();
  const named = new RegExp(`"((?:${prefixes.join('|')})[A-Z][A-Za-z0-9]*)"`, 'g');
  for (const file of readdirSync(join(ROOT, 'engine')).filter((f) => /\.(cpp|h)$/.test(f))) {
    const source = readFileSync(join(ROOT, 'engine', file), 'utf8');
    for (const [, id] of source.matchAll(named)) ids.add(id);
  }
  return ids;
}

test('every notation and dead-end code the engine names is worded in every language', () => {
  const catalogs = readCatalogs(join(ROOT, 'assets/text'));
  const ids = namedCodes();
  assert.ok(ids.size >= 130, `codes found: ${ids.size}`);
  for (const id of ids) {
    assert.ok(catalogs.en.entries.get(id)?.places.includes('engine'), `${id} is compiled into the engine`);
    for (const lang of LANGUAGES) assert.ok(catalogs[lang].entries.get(id)?.places.includes('page'), `${lang} words ${id} on the page`);
  }
});

test('every code the engine gives is worded in every language, with the values it fills', () => {
  const catalogs = readCatalogs(join(ROOT, 'assets/text'));
  const codes = engineCodes();
  assert.ok(codes.size >= 140, `codes found: ${codes.size}: ${[...codes.keys()]}`);
  // The notation's readers (the editor's and the page's position) and the dead ends among them.
  for (const id of ['notationNoEquals', 'notationBadCard', 'notationMeldMixes', 'notationEndTarget', 'deadEndYes', 'deadEndLoneThree'])
    assert.ok(codes.has(id), `${id} is found in the engine`);
  for (const [id, keys] of codes) {
    const english = catalogs.en.entries.get(id);
    assert.ok(english?.places.includes('engine'), `${id} is compiled into the engine`);
    for (const lang of LANGUAGES) {
      const entry = catalogs[lang].entries.get(id);
      assert.ok(entry?.places.includes('page') && entry.text.trim(), `${lang} words ${id} on the page`);
      for (const name of placeholders(entry.text)) assert.ok(keys.has(name), `${lang} ${id}: {${name}} is filled`);
    }
  }
});

// A refused move inside a record (engine/verdict.cpp's verdict_problem) is
// worded by the page from the table's own why* sentences, not a copy of
// them: every code, its ranks in the plural and its counts of canastas are
// worded on the page in every language, with {0} and {1} at most.
test('every move verdict the engine gives a record is worded on the page in every language', () => {
  const catalogs = readCatalogs(join(ROOT, 'assets/text'));
  const source = readFileSync(join(ROOT, 'engine', 'verdict.cpp'), 'utf8');
  const ids = new Set([...source.matchAll(/"((?:why|plural)[A-Z][A-Za-z]*)"/g)].map((m) => m[1]));
  for (const id of ['whyNotAllowed', 'oneCanasta', 'canastas']) ids.add(id);
  ids.delete('whyIncompleteBlocksOut');  // worded by its rank: whyIncompleteAces, ...Sevens, ...Wild
  assert.ok(ids.size >= 100, `codes found: ${ids.size}`);
  for (const id of ids) {
    assert.ok(catalogs.en.entries.get(id)?.places.includes('engine'), `${id} is compiled into the engine`);
    for (const lang of LANGUAGES) {
      const entry = catalogs[lang].entries.get(id);
      assert.ok(entry?.places.includes('page') && entry.places.includes('table'), `${lang} words ${id} at the table and on the page`);
      for (const name of placeholders(entry.text)) assert.ok(['0', '1'].includes(name), `${lang} ${id}: {${name}}`);
    }
  }
});

// The rules' problems name their game and lists by catalog words each
// language has its own of (not English copied).
test('the rules\' titles and lists are each language\'s own words', () => {
  const catalogs = readCatalogs(join(ROOT, 'assets/text'));
  for (const id of ['titleClassic', 'titleThreepack', 'titleAmerican', 'titleUruguayan', 'listAnd', 'listOr',
    'rulesUnknownVariant', 'rulesNoOption', 'rulesOptionTwice', 'rulesUnknownOption', 'rulesPlayers', 'rulesPlayersOption']) {
    for (const lang of LANGUAGES.filter((l) => l !== 'en'))
      assert.notEqual(catalogs[lang].entries.get(id)?.text, catalogs.en.entries.get(id).text, `${lang} ${id}`);
  }
});

// The table words the engine's problems itself (frontend/words/problem_words.h):
// a refused lesson on the table, the rules a new game cannot be played by, a
// saved game that does not load. So every code the engine gives, and every
// part it passes on, is a table text in every language too, and a lesson's
// own sentences are each language's own words. The text protocol's own
// (protocol*: its new command) are said on the command line and the page,
// never at the table.
test('every code the engine gives is worded at the table in every language', () => {
  const catalogs = readCatalogs(join(ROOT, 'assets/text'));
  const lessons = namedCodes(['lesson']);
  assert.ok(lessons.size >= 45, `lesson codes found: ${lessons.size}`);
  const ids = new Set([...engineCodes().keys(), ...namedCodes(), ...lessons].filter((id) => !id.startsWith('protocol')));
  for (const id of ids) {
    for (const lang of LANGUAGES) assert.ok(catalogs[lang].entries.get(id)?.places.includes('table'), `${lang} words ${id} at the table`);
  }
  for (const id of lessons) {
    assert.ok(catalogs.en.entries.get(id)?.places.includes('engine'), `${id} is compiled into the engine`);
    for (const lang of LANGUAGES.filter((l) => l !== 'en'))
      assert.notEqual(catalogs[lang].entries.get(id)?.text, catalogs.en.entries.get(id).text, `${lang} ${id}`);
  }
});
