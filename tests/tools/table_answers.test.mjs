// The table's answers to the page's requests (frontend/app/web_api.cpp)
// are codes with values, which the page checks (assets/messages/messages.txt's
// answers) and words from the catalog: every code the table can answer
// has its schema, and every schema its page text in the five languages with
// exactly its values as placeholders. A code added on one side only fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, placeholders, readCatalogs } from '../../tools/lib/catalog.mjs';
import { TABLE_ANSWERS, tableAnswerProblem } from '../../build/site/table/table_messages.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

test('every code the table answers has a schema on the page, and every schema a code', () => {
  const source = readFileSync(join(ROOT, 'frontend/app/web_api.cpp'), 'utf8');
  // The table names each code by the schema's generated name (answers::kAnswerVariant).
  const codes = new Set([...source.matchAll(/answers::k(\w+)/g)].map((m) => m[1][0].toLowerCase() + m[1].slice(1)));
  assert.ok(codes.size >= 13, `codes found: ${[...codes]}`);
  assert.deepEqual([...codes].sort(), Object.keys(TABLE_ANSWERS).sort());
});

test('every code is a page text in every language, its values its placeholders', () => {
  const catalogs = readCatalogs(join(ROOT, 'assets/text'));
  for (const [code, schema] of Object.entries(TABLE_ANSWERS)) {
    for (const lang of LANGUAGES) {
      const entry = catalogs[lang].entries.get(code);
      assert.ok(entry, `${lang} has ${code}`);
      assert.ok(entry.places.includes('page'), `${code} is a page text`);
      // An engine's problem is worded into the detail (table_api.js), not a placeholder of its own.
      const shown = Object.keys(schema.fields).filter((field) => field !== 'problem');
      assert.deepEqual(placeholders(entry.text), shown.sort(), `${lang} ${code}`);
    }
  }
  // The values that are ids of the catalog name page texts too.
  for (const id of ['whatRecord', 'whatSetup', 'whatPosition', 'whatLesson', 'whyPlayers', 'whyPlayers_american',
    'whyPlayers_uruguayan', 'whySeed', 'whyLevels', 'whySeats', 'whyOptions', 'classic', 'american', 'uruguayan']) {
    assert.ok(catalogs.en.entries.get(id)?.places.includes('page'), id);
  }
});

test('an answer fits its schema exactly, or it is not read', () => {
  assert.equal(tableAnswerProblem({ ok: true }), null);
  assert.equal(tableAnswerProblem({ why: 'answerVariant', variant: 'bridge' }), null);
  assert.equal(tableAnswerProblem({ why: 'textTooLong', what: 'whatSetup', size: 5000, max: 4096 }), null);
  assert.equal(tableAnswerProblem({ ok: true, why: 'answerNoTable' }), 'ok: unknown field why');
  assert.equal(tableAnswerProblem({ why: 'answerVariant' }), 'answerVariant: bad field variant');
  assert.equal(tableAnswerProblem({ why: 'answerVariant', variant: 'x', detail: 'y' }), 'answerVariant: unknown field detail');
  assert.equal(tableAnswerProblem({ why: 'answerSetupValue', rule: 'whyAnything' }), 'answerSetupValue: bad field rule');
  assert.equal(tableAnswerProblem({ why: 'The table is not running.' }), 'unknown type The table is not running.');
  assert.equal(tableAnswerProblem('The table is not running.'), 'not an object with a type');
  assert.equal(tableAnswerProblem(null), 'not an object with a type');
});
