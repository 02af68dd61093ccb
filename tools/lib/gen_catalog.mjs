// Turns the word catalogs (assets/text/<lang>.txt, format in catalog.mjs)
// into what each side compiles or loads, so the table and the page say the
// same thing in the same words and translators never edit code:
//   <out>/words/string_ids.h         enum S: one id per table text, kMeld for "meld"
//   <out>/words/strings_<lang>.cpp   the table's text of each id (nullptr: English)
//   <out>/words/string_names.cpp     string_by_id(): the S of an id's name, for codes
//                                    that cross as names (the engine's reasons)
//   <out>/engine/english_table.cpp   the engine's English: [.. engine] entries
//   <out>/site/catalog_page.js       PAGE_TEXT: the page's texts, every language
//   <out>/site/catalog_editor.js     EDITOR_TEXT: the position editor's
//   <out>/site/catalog_online.js     ONLINE_TEXT: the online tables'
// (the build copies each into the site's room that imports it: page/,
// editor/ and online/, cmake/Web.cmake).
// A file is rewritten only when its text changes, so an unchanged catalog
// recompiles nothing.
//   node tools/lib/gen_catalog.mjs <catalog dir> <out dir>
import { join } from 'node:path';
import { LANGUAGES, buildProblems, readCatalogs } from './catalog.mjs';
import { writeIfChanged } from './write_generated.mjs';

const NOTE = 'Generated from assets/text/*.txt by tools/lib/gen_catalog.mjs: edit the catalogs, not this.';

const cppName = (id) => `k${id[0].toUpperCase()}${id.slice(1)}`;

// A C++ string literal of UTF-8 text; bytes past ASCII as octal escapes,
// which never run into a following digit or letter as \x escapes do.
function cppLiteral(text) {
  let out = '"';
  for (const byte of Buffer.from(text, 'utf8')) {
    if (byte === 0x22) out += '\\"';
    else if (byte === 0x5c) out += '\\\\';
    else if (byte === 0x0a) out += '\\n';
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out}"`;
}

function stringIds(tableIds) {
  return `// ${NOTE}\n#pragma once\n\nnamespace canasta::frontend {\n\n` +
    `// Every text the table shows, by its id in the catalogs (meld -> kMeld).\nenum class S : int {\n` +
    tableIds.map((id) => `  ${cppName(id)},\n`).join('') + '  kCount\n};\n\n}  // namespace canasta::frontend\n';
}

function stringTable(lang, catalog, tableIds) {
  const name = `kStrings${lang[0].toUpperCase()}${lang.slice(1)}`;
  const rows = tableIds.map((id) => {
    const entry = catalog.entries.get(id);
    return `    ${entry ? cppLiteral(entry.text) : 'nullptr'},  // ${id}\n`;
  });
  return `// ${NOTE}\n#include "frontend/words/strings.h"\n\nnamespace canasta::frontend {\n\n` +
    `constinit const StringTable ${name} = {{\n${rows.join('')}}};\n\n}  // namespace canasta::frontend\n`;
}

// Sorted by name (ASCII, so JS's order is std::string_view's) for a binary search.
const byName = (ids) => [...ids].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

function stringNames(tableIds) {
  const rows = byName(tableIds).map((id) => `    {"${id}", S::${cppName(id)}},\n`).join('');
  return `// ${NOTE}\n#include <algorithm>\n#include <iterator>\n\n#include "frontend/words/string_names.h"\n\n` +
    `namespace canasta::frontend {\n\nnamespace {\n\nstruct Named {\n  std::string_view name;\n  S id;\n};\n\n` +
    `constexpr Named kNames[] = {\n${rows}};\n\n}  // namespace\n\n` +
    `std::optional<S> string_by_id(std::string_view name) {\n` +
    `  const auto* it = std::lower_bound(std::begin(kNames), std::end(kNames), name,\n` +
    `                                    [](const Named& n, std::string_view key) { return n.name < key; });\n` +
    `  if (it == std::end(kNames) || it->name != name) return std::nullopt;\n  return it->id;\n}\n\n` +
    `}  // namespace canasta::frontend\n`;
}

function englishTable(english) {
  const ids = byName([...english].filter(([, e]) => e.places.includes('engine')).map(([id]) => id));
  const rows = ids.map((id) => `    {"${id}", ${cppLiteral(english.get(id).text)}},\n`).join('');
  return `// ${NOTE}\n#include <algorithm>\n#include <iterator>\n\n#include "engine/english.h"\n\n` +
    `namespace canasta {\n\nnamespace {\n\nstruct Entry {\n  std::string_view id, text;\n};\n\n` +
    `constexpr Entry kEntries[] = {\n${rows}};\n\n}  // namespace\n\n` +
    `std::string_view english_text(std::string_view id) {\n` +
    `  const auto* it = std::lower_bound(std::begin(kEntries), std::end(kEntries), id,\n` +
    `                                    [](const Entry& e, std::string_view key) { return e.id < key; });\n` +
    `  return it != std::end(kEntries) && it->id == id ? it->text : std::string_view();\n}\n\n` +
    `}  // namespace canasta\n`;
}

function jsModule(exportName, catalogs, place) {
  const tables = Object.fromEntries(LANGUAGES.map((lang) => [lang, Object.fromEntries(
    [...catalogs[lang].entries].filter(([, e]) => e.places.includes(place)).map(([id, e]) => [id, e.text]))]));
  const rows = LANGUAGES.map((lang) => `  ${lang}: ${JSON.stringify(tables[lang])},\n`).join('');
  return `// ${NOTE}\nexport const ${exportName} = {\n${rows}};\n`;
}

const [catalogDir, outDir] = process.argv.slice(2);
if (!catalogDir || !outDir) {
  console.error('usage: gen_catalog.mjs <catalog dir> <out dir>');
  process.exit(2);
}
const catalogs = readCatalogs(catalogDir);
const problems = buildProblems(catalogs);
if (problems.length) {
  console.error(`The word catalogs in ${catalogDir} have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const tableIds = [...catalogs.en.entries].filter(([, e]) => e.places.includes('table')).map(([id]) => id);
writeIfChanged(join(outDir, 'words', 'string_ids.h'), stringIds(tableIds));
for (const lang of LANGUAGES) writeIfChanged(join(outDir, 'words', `strings_${lang}.cpp`), stringTable(lang, catalogs[lang], tableIds));
writeIfChanged(join(outDir, 'words', 'string_names.cpp'), stringNames(tableIds));
writeIfChanged(join(outDir, 'engine', 'english_table.cpp'), englishTable(catalogs.en.entries));
writeIfChanged(join(outDir, 'site', 'catalog_page.js'), jsModule('PAGE_TEXT', catalogs, 'page'));
writeIfChanged(join(outDir, 'site', 'catalog_editor.js'), jsModule('EDITOR_TEXT', catalogs, 'editor'));
writeIfChanged(join(outDir, 'site', 'catalog_online.js'), jsModule('ONLINE_TEXT', catalogs, 'online'));
