// The C++ rooms read one way: README's folder layout lists frontend/'s rooms
// from the top down, and below them stand art/ (the pictures, which the table
// paints) and engine/ (which stands on nothing of ours). Every `#include "..."`
// of a project header in those rooms names a file that is there, in its own
// room or a room below it, never in a circle of headers. The headers the build
// generates from assets/ (generated/) stand outside the order, as the site's
// built files do in site_rooms.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findCycle } from './rooms.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// Below frontend/'s rooms, lowest last: the engine knows nothing of pictures.
const BELOW_FRONTEND = ['art', 'engine'];
const GENERATED = 'generated/';

// frontend/'s rooms as README's folder layout lists them, top first.
function roomsOfReadme(readme) {
  const lines = readme.split('\n');
  const start = lines.findIndex((line) => line.startsWith('frontend/ '));
  assert.ok(start >= 0, 'README lists frontend/ in its folder layout');
  const rooms = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith(' ')) break;
    const room = /^ {2}([a-z_]+)\/\s/.exec(line)?.[1];
    if (room) rooms.push(room);
  }
  return rooms;
}

// A file's room: frontend/<room>/..., else its top folder (engine/bots/ is the engine's).
function roomOf(path) {
  const parts = path.split('/');
  return parts[0] === 'frontend' ? `frontend/${parts[1]}` : parts[0];
}

function sourceFiles(dir) {
  return readdirSync(join(ROOT, dir)).sort().flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.(h|cpp)$/.test(name) ? [path] : [];
  });
}

// The project headers a source names: { spec, line }. A quoted name without a
// folder (a library's header found on the include path) is not ours.
function includes(source) {
  return source.split('\n').flatMap((text, index) => {
    const spec = /^\s*#\s*include\s*"([^"]+)"/.exec(text)?.[1];
    return spec && spec.includes('/') ? [{ spec, line: index + 1 }] : [];
  });
}

// Every include between the rooms' files: { from, to, line }.
function sourceArrows(rooms) {
  const folders = [...new Set(rooms.map((room) => room.split('/')[0]))];
  return folders.flatMap(sourceFiles).flatMap((from) =>
    includes(readFileSync(join(ROOT, from), 'utf8')).map(({ spec, line }) => ({ from, to: spec, line })));
}

// The arrows that leave the rooms or point up them (top first), as sentences.
function upwardArrows(arrows, rooms) {
  return arrows.filter(({ to }) => !to.startsWith(GENERATED)).flatMap(({ from, to, line }) => {
    const above = rooms.indexOf(roomOf(to));
    if (above < 0) return [`${from}:${line} includes ${to} (outside the rooms)`];
    return above < rooms.indexOf(roomOf(from)) ? [`${from}:${line} includes ${to} (${roomOf(to)} is above ${roomOf(from)})`] : [];
  });
}

const FRONTEND_ROOMS = roomsOfReadme(readFileSync(join(ROOT, 'README.md'), 'utf8'));
const ROOMS = [...FRONTEND_ROOMS.map((room) => `frontend/${room}`), ...BELOW_FRONTEND];

test('README lists every room of frontend/ once, and no room that is not there', () => {
  const folders = readdirSync(join(ROOT, 'frontend')).filter((name) => statSync(join(ROOT, 'frontend', name)).isDirectory());
  assert.deepEqual([...FRONTEND_ROOMS].sort(), folders.sort());
  assert.equal(new Set(FRONTEND_ROOMS).size, FRONTEND_ROOMS.length);
  assert.deepEqual(readdirSync(join(ROOT, 'frontend')).filter((name) => /\.(h|cpp)$/.test(name)), [],
    'every source of frontend/ is in a room');
});

test('every project header the rooms include is there, or is one the build generates', () => {
  const missing = sourceArrows(ROOMS).filter(({ to }) => !to.startsWith(GENERATED) && !existsSync(join(ROOT, to)))
    .map(({ from, to, line }) => `${from}:${line} includes ${to}`);
  assert.deepEqual(missing, []);
});

test('every include between the rooms points down them, never up', () => {
  assert.deepEqual(upwardArrows(sourceArrows(ROOMS), ROOMS), []);
});

test('no header includes itself through others', () => {
  assert.equal(findCycle(sourceArrows(ROOMS)), null);
});

test('the checks find an arrow up, one out of the rooms and a circle', () => {
  const rooms = ['frontend/app', 'frontend/table', 'frontend/session', 'art', 'engine'];
  const arrows = [
    { from: 'frontend/app/app.cpp', to: 'frontend/table/table_view.h', line: 1 },
    { from: 'frontend/table/table_view.h', to: 'frontend/session/table_model.h', line: 2 },
    { from: 'frontend/session/table_model.h', to: 'frontend/table/layout.h', line: 3 },
    { from: 'frontend/table/layout.h', to: 'frontend/table/table_view.h', line: 4 },
    { from: 'engine/bots/bot.cpp', to: 'engine/state.h', line: 5 },
    { from: 'engine/state.h', to: 'art/raster.h', line: 6 },
    { from: 'frontend/session/seats.cpp', to: 'tests/frontend/page_fixtures.h', line: 7 },
    { from: 'frontend/session/seats.cpp', to: 'generated/words/string_ids.h', line: 8 },
  ];
  assert.deepEqual(upwardArrows(arrows, rooms), [
    'frontend/session/table_model.h:3 includes frontend/table/layout.h (frontend/table is above frontend/session)',
    'engine/state.h:6 includes art/raster.h (art is above engine)',
    'frontend/session/seats.cpp:7 includes tests/frontend/page_fixtures.h (outside the rooms)',
  ]);
  assert.deepEqual(findCycle(arrows), ['frontend/table/table_view.h', 'frontend/session/table_model.h',
    'frontend/table/layout.h', 'frontend/table/table_view.h']);
  assert.equal(findCycle(arrows.slice(0, 3)), null);

  const source = '#include "engine/state.h"\n#include <vector>\n  #  include "frontend/app/app.h"  // why\n' +
    '#include "stb_truetype.h"\n// #include "engine/old.h"';
  assert.deepEqual(includes(source), [{ spec: 'engine/state.h', line: 1 }, { spec: 'frontend/app/app.h', line: 3 }]);
  assert.deepEqual(roomsOfReadme('frontend/  rooms:\n  app/       a\n             b\n  table/     c\nweb/site/  d\n  page/  e'),
    ['app', 'table']);
});
