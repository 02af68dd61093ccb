// The word catalogs (assets/text/<lang>.txt): every language says every text
// English says, with the same placeholders, for the same places; and the
// generator turns them into the table's C++ tables and the page's modules.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES, completenessProblems, parseCatalog, readCatalogs } from '../../tools/lib/catalog.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const GENERATOR = join(ROOT, 'tools/lib/gen_catalog.mjs');

test('every language has every text of English, for the same places, with the same placeholders', () => {
  assert.deepEqual(completenessProblems(readCatalogs(join(ROOT, 'assets/text'))), []);
});

// Catalogs written to a temporary folder: English's text, and each other
// language's (default: English's).
async function withCatalogs(texts, run) {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-'));
  try {
    for (const lang of LANGUAGES) writeFileSync(join(dir, `${lang}.txt`), texts[lang] ?? texts.en);
    return await run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const ENGLISH = `# English
[table page]
close = Close

[table]
stockCount = {0} in stock
rules = The pack|Two packs.
  Melds|Three cards.

[page]
manyFiles = Drop one file: {count} were dropped.
`;

test('the check names each mistake a translator can make, with its file and line', async () => {
  const german = `[table page]
close = Schließen
[table]
stockCount = {1} im Talon
rules = Die Karten|Zwei Spiele.
[page]
manyFiles = Eine Datei: {count}.
extra = Nicht in Englisch
`;
  const spanish = `[table page]
close = Cerrar
[page]
stockCount = {0} en el mazo
manyFiles  Suelta un archivo
  rules
`;
  await withCatalogs({ en: ENGLISH, de: german, es: spanish }, (dir) => {
    assert.deepEqual(completenessProblems(readCatalogs(dir)), [
      'es.txt:5: expected "id = text", a [section] or a # comment',
      'es.txt:6: a continued line with no entry before it',
      'es.txt:4: "stockCount" is under [page] but English has it under [table]',
      'de.txt:4: "stockCount" has placeholders {1}, English {0}',
      'de.txt:8: "extra" is not in English\'s catalog',
      'es.txt: "rules" is missing',
      'es.txt: "manyFiles" is missing',
    ]);
  });
});

test('a malformed catalog: places, ids, repeats and table placeholders', () => {
  const { problems } = parseCatalog(`late = before any section
[table board]
[table]
Bad-id = x
once = one
once = two
named = {count} cards
[table engine]
problem = {count} cards, worded by name as a problem
`, 'xx.txt');
  assert.deepEqual(problems, [
    'xx.txt:1: "late" comes before any [section]',
    'xx.txt:2: places are table, page, editor, online, engine, not "table board"',
    'xx.txt:4: the id "Bad-id" is not letters and digits starting lower-case',
    'xx.txt:6: "once" is listed twice',
    'xx.txt: "named" is shown by the table, whose texts take {0} to {3} only',
  ]);
});

test('the generator writes the table\'s ids and tables and the page\'s module; a missing text falls back to English', async () => {
  const german = `[table page]
close = Schließen
[table]
stockCount = {0} im Talon
[page]
manyFiles = Eine Datei: {count}.
`;
  await withCatalogs({ en: ENGLISH, de: german }, async (dir) => {
    const out = join(dir, 'out');
    execFileSync('node', [GENERATOR, dir, out]);
    const ids = readFileSync(join(out, 'words/string_ids.h'), 'utf8');
    assert.match(ids, /enum class S : int \{\n {2}kClose,\n {2}kStockCount,\n {2}kRules,\n {2}kCount\n\};/);
    const de = readFileSync(join(out, 'words/strings_de.cpp'), 'utf8');
    // UTF-8 bytes as octal escapes, a missing text as nullptr (English at run time).
    assert.match(de, /kStringsDe = \{\{\n {4}"Schlie\\303\\237en", {2}\/\/ close\n {4}"\{0\} im Talon", {2}\/\/ stockCount\n {4}nullptr, {2}\/\/ rules\n\}\};/);
    const en = readFileSync(join(out, 'words/strings_en.cpp'), 'utf8');
    assert.ok(en.includes('"The pack|Two packs.\\nMelds|Three cards.",  // rules'));
    const { PAGE_TEXT } = await import(pathToFileURL(join(out, 'site/catalog_page.js')));
    assert.deepEqual(PAGE_TEXT.en, { close: 'Close', manyFiles: 'Drop one file: {count} were dropped.' });
    assert.deepEqual(PAGE_TEXT.de, { close: 'Schließen', manyFiles: 'Eine Datei: {count}.' });
    const { EDITOR_TEXT } = await import(pathToFileURL(join(out, 'site/catalog_editor.js')));
    assert.deepEqual(EDITOR_TEXT.it, {});
    // The online tables' words in a module of their own, loaded with their layer.
    const { ONLINE_TEXT } = await import(pathToFileURL(join(out, 'site/catalog_online.js')));
    assert.deepEqual(ONLINE_TEXT.en, {});
  });
});

test('a catalog the build cannot use stops the generator with the reason', async () => {
  await withCatalogs({ en: ENGLISH, pt: ENGLISH.replace('{0} in stock', '{0} no monte {2}') }, (dir) => {
    const run = spawnSync('node', [GENERATOR, dir, join(dir, 'out')], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /1 problem\(s\):\n {2}pt\.txt:6: "stockCount" has placeholders \{0\} \{2\}, English \{0\}/);
  });
});
