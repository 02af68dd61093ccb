// Reads the word catalogs, assets/text/<lang>.txt: every text a player reads
// at the table, on the page around it and in the position editor, one file
// per language. tools/lib/gen_catalog.mjs turns them into the C++ string
// tables and the page's JS modules; tests/tools/catalog.test.mjs holds every
// language to English.
//
// The format, line by line:
//   # a comment                  (a '#' in the first column)
//   [table page]                 the places that show the entries below it:
//                                table (the WASM module), page, editor, online
//                                (the online tables' layer, loaded when needed),
//                                engine (the engine's English, compiled into it
//                                for the protocol, records and tools)
//   someId = Some text {0}       an entry: an id, " = ", the text
//     A second line              two leading spaces: the text goes on, after a line break
// Table texts take {0}..{3}, filled in order by format(); page and editor
// texts take {name}, filled by name by pageText(); the engine fills either
// kind by name (fill_text, engine/english.h). A table text that is also the
// engine's ([table .. engine]) may take {name}: it is an engine's problem,
// which the table words by name too (problem_text, frontend/words).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LANGUAGES = ['en', 'es', 'pt', 'de', 'it'];
export const PLACES = ['table', 'page', 'editor', 'online', 'engine'];

const ID = /^[a-z][A-Za-z0-9_]*$/;

// The {placeholders} of a text, each once, sorted: ['0', '1'] or ['count'].
export function placeholders(text) {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
}

// One catalog file: { entries: Map(id -> { text, places, line }), problems: [sentence] }.
// Entries keep the file's order, which is the order of the C++ ids.
export function parseCatalog(source, file = 'catalog') {
  const entries = new Map();
  const problems = [];
  let places = null;
  let last = null;
  source.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    const where = `${file}:${index + 1}`;
    if (line === '' || line.startsWith('#')) return;
    if (line.startsWith('  ')) {
      if (last) last.text += `\n${line.trim()}`;
      else problems.push(`${where}: a continued line with no entry before it`);
      return;
    }
    last = null;
    const section = /^\[([a-z ]+)\]$/.exec(line);
    if (section) {
      places = section[1].split(' ').filter(Boolean);
      const unknown = places.filter((p) => !PLACES.includes(p));
      if (unknown.length || !places.length) problems.push(`${where}: places are ${PLACES.join(', ')}, not "${section[1]}"`);
      return;
    }
    const entry = /^(\S+) = (.*)$/.exec(line);
    if (!entry) return problems.push(`${where}: expected "id = text", a [section] or a # comment`);
    const [, id, text] = entry;
    if (!ID.test(id)) return problems.push(`${where}: the id "${id}" is not letters and digits starting lower-case`);
    if (!places) return problems.push(`${where}: "${id}" comes before any [section]`);
    if (entries.has(id)) return problems.push(`${where}: "${id}" is listed twice`);
    last = { text, places, line: index + 1 };
    entries.set(id, last);
  });
  for (const [id, { text, places: shown }] of entries) {
    if (shown.includes('table') && !shown.includes('engine') && placeholders(text).some((p) => !/^[0-3]$/.test(p)))
      problems.push(`${file}: "${id}" is shown by the table, whose texts take {0} to {3} only`);
  }
  return { entries, problems };
}

// Every language's catalog from a folder: { en: parsed, es: parsed, ... }.
export function readCatalogs(dir) {
  return Object.fromEntries(LANGUAGES.map((lang) => {
    return [lang, parseCatalog(readFileSync(join(dir, `${lang}.txt`), 'utf8'), `${lang}.txt`)];
  }));
}

// What stops the build: a malformed line, and a translation that does not
// match English's id, places or placeholders (it would show a wrong text).
// A missing translation does not: it falls back to English, and the
// completeness check reports it.
export function buildProblems(catalogs) {
  const problems = LANGUAGES.flatMap((lang) => catalogs[lang].problems);
  const english = catalogs.en.entries;
  for (const lang of LANGUAGES.slice(1)) {
    for (const [id, { text, places, line }] of catalogs[lang].entries) {
      const en = english.get(id);
      const where = `${lang}.txt:${line}`;
      if (!en) problems.push(`${where}: "${id}" is not in English's catalog`);
      else if (places.join(' ') !== en.places.join(' '))
        problems.push(`${where}: "${id}" is under [${places.join(' ')}] but English has it under [${en.places.join(' ')}]`);
      else if (placeholders(text).join() !== placeholders(en.text).join())
        problems.push(`${where}: "${id}" has placeholders {${placeholders(text).join('} {')}}, English {${placeholders(en.text).join('} {')}}`);
    }
  }
  return problems;
}

// The build's problems, and every English id missing (or empty) in a language.
export function completenessProblems(catalogs) {
  const problems = buildProblems(catalogs);
  for (const lang of LANGUAGES.slice(1)) {
    for (const id of catalogs.en.entries.keys()) {
      const entry = catalogs[lang].entries.get(id);
      if (!entry) problems.push(`${lang}.txt: "${id}" is missing`);
      else if (!entry.text.trim()) problems.push(`${lang}.txt: "${id}" is empty`);
    }
  }
  return problems;
}
