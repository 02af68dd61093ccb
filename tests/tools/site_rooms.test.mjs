// The site's rooms read one way: README's folder layout lists web/site/'s
// rooms from the top down, and every script of the site loads only from its
// own room or a room below it (an import, export-from or import(), a worker's
// importScripts, a `new URL(..., import.meta.url)`, a page's script or
// stylesheet tag), never in a circle, and never a file that is not there.
// The WASM modules and the vendored libraries the build adds (cmake/Web.cmake)
// import nothing of the site: they stand outside the order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycle } from './rooms.mjs';

// Debian's acorn (node-acorn, which Emscripten needs, so tools/setup installs it).
const require = createRequire(import.meta.url);
const acorn = require('/usr/share/nodejs/acorn');
const walk = require('/usr/share/nodejs/acorn-walk');

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = join(ROOT, 'web/site');
const TOP = '(top)';

// What the build writes into the site beside web/site's own files.
const BUILT = new Set(['canasta.js', 'canasta_bots.js', 'canasta_protocol.js', 'page/catalog_page.js', 'page/message_schema.js',
  'editor/catalog_editor.js', 'online/catalog_online.js', 'vendor/peerjs.min.js', 'vendor/lean-qr.mjs']);
const OUTSIDE_ORDER = (path) => BUILT.has(path) && !path.includes('/catalog_');

// The rooms as README's folder layout lists them under web/site/, top first.
function roomsOfReadme(readme) {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith('web/site/ '));
  assert.ok(start >= 0, 'README lists web/site/ in its folder layout');
  const rooms = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    const room = /^ {2}(\(top\)|[a-z_]+\/)\s/.exec(line)?.[1];
    if (room) rooms.push(room === TOP ? TOP : room.slice(0, -1));
  }
  return rooms;
}

const roomOf = (path) => (path.includes('/') ? path.slice(0, path.indexOf('/')) : TOP);

function siteFiles(dir = '') {
  return readdirSync(join(SITE, dir)).sort().flatMap((name) => {
    const path = dir ? `${dir}/${name}` : name;
    return statSync(join(SITE, path)).isDirectory() ? siteFiles(path) : [path];
  });
}

const relative = (spec) => /^\.{1,2}\//.test(spec) || !/^[a-z][a-z0-9+.-]*:|^\//i.test(spec);
const stringOf = (node) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null);
const isImportMetaUrl = (node) => node?.type === 'MemberExpression' && node.object.type === 'MetaProperty' &&
  node.property.name === 'url';

// The site files a script names: { spec, line }.
function scriptLoads(source) {
  let ast;
  try {
    ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  } catch {
    ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'script', locations: true });
  }
  const loads = [];
  const add = (node) => {
    const spec = stringOf(node);
    if (spec !== null && relative(spec)) loads.push({ spec, line: node.loc.start.line });
  };
  walk.full(ast, (node) => {
    if (['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].includes(node.type)) {
      add(node.source);
    } else if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'importScripts') {
      node.arguments.forEach(add);
    } else if (node.type === 'NewExpression' && node.callee.name === 'URL' && isImportMetaUrl(node.arguments[1])) {
      add(node.arguments[0]);
    }
  });
  return loads;
}

// The scripts and stylesheets a page loads: { spec, line }.
function pageLoads(html) {
  const loads = [];
  const pattern = /<script\b[^>]*\bsrc="([^"]+)"|<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/g;
  for (const match of html.matchAll(pattern)) {
    const spec = match[1] ?? match[2];
    if (relative(spec)) loads.push({ spec, line: html.slice(0, match.index).split('\n').length });
  }
  return loads;
}

// Every arrow between the site's files: { from, to, line }.
function siteArrows() {
  const arrows = [];
  for (const from of siteFiles()) {
    const text = () => readFileSync(join(SITE, from), 'utf8');
    const loads = /\.m?js$/.test(from) ? scriptLoads(text()) : from.endsWith('.html') ? pageLoads(text()) : [];
    for (const { spec, line } of loads) {
      arrows.push({ from, to: normalize(join(dirname(from), spec)).split('\\').join('/'), line });
    }
  }
  return arrows;
}

// The arrows that point up the order (the rooms, top first), as sentences.
function upwardArrows(arrows, rooms) {
  return arrows.filter(({ to }) => !OUTSIDE_ORDER(to))
    .filter(({ from, to }) => rooms.indexOf(roomOf(to)) < rooms.indexOf(roomOf(from)))
    .map(({ from, to, line }) => `${from}:${line} loads ${to} (${roomOf(to)} is above ${roomOf(from)})`);
}

const ROOMS = roomsOfReadme(readFileSync(join(ROOT, 'README.md'), 'utf8'));

test('README lists every room of web/site/ once, and no room that is not there', () => {
  const folders = readdirSync(SITE).filter((name) => statSync(join(SITE, name)).isDirectory()).sort();
  assert.equal(ROOMS[0], TOP, 'the site\'s top comes first');
  assert.deepEqual([...ROOMS.slice(1)].sort(), folders);
  assert.equal(new Set(ROOMS).size, ROOMS.length);
});

test('every file a script or page of the site loads is there, or is one the build adds', () => {
  const missing = siteArrows().filter(({ to }) => !existsSync(join(SITE, to)) && !BUILT.has(to))
    .map(({ from, to, line }) => `${from}:${line} loads ${to}`);
  assert.deepEqual(missing, []);
});

test('every arrow between the site\'s files points down the rooms, never up', () => {
  assert.deepEqual(upwardArrows(siteArrows(), ROOMS), []);
});

test('no file of the site loads itself through others', () => {
  assert.equal(findCycle(siteArrows()), null);
});

test('the checks find an arrow up and a circle, and read every way a file is loaded', () => {
  const rooms = [TOP, 'table', 'page'];
  const arrows = [
    { from: 'app.js', to: 'table/bridge.js', line: 1 },
    { from: 'table/bridge.js', to: 'page/words.js', line: 2 },
    { from: 'page/words.js', to: 'table/schema.js', line: 3 },
    { from: 'table/schema.js', to: 'table/bridge.js', line: 4 },
    { from: 'page/words.js', to: 'canasta.js', line: 5 },
  ];
  assert.deepEqual(upwardArrows(arrows, rooms), ['page/words.js:3 loads table/schema.js (table is above page)']);
  assert.deepEqual(findCycle(arrows), ['table/bridge.js', 'page/words.js', 'table/schema.js', 'table/bridge.js']);
  assert.equal(findCycle(arrows.slice(0, 3)), null);

  const script = [
    "import { a } from './a.js';",
    "import {\n  b,\n} from '../b.js';",
    "export { c } from './c.js';",
    "export * from './d.js';",
    "const e = () => import('./e.js');",
    "importScripts('../f.js', 'g.js');",
    "const h = new URL('h.css', import.meta.url);",
    "const notLoaded = new URL('i.html', location.href);",
    "import('https://elsewhere.example/j.js');",
  ].join('\n');
  assert.deepEqual(scriptLoads(script).map(({ spec }) => spec),
    ['./a.js', '../b.js', './c.js', './d.js', './e.js', '../f.js', 'g.js', 'h.css']);
  // A classic script that is no module (a worker's) is read too.
  assert.deepEqual(scriptLoads("with (self) importScripts('k.js');").map(({ spec }) => spec), ['k.js']);
  assert.deepEqual(pageLoads('<link rel="stylesheet" href="x/y.css">\n<script src="z.js" defer></script>\n<link rel="icon" href="i.png">')
    .map(({ spec, line }) => `${spec}@${line}`), ['x/y.css@1', 'z.js@2']);
  assert.deepEqual(roomsOfReadme('web/site/  rooms:\n  (top)      a\n             b\n  table/     c\n  page/      d\nweb/native x'),
    [TOP, 'table', 'page']);
});
