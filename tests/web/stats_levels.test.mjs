// The statistics' opponents (web/site/saves/stats.js) from a finished game's
// record: the computer players' level, "mixed", or "friends" when another
// person played; records of before seats (format 2, "levels") keep their
// meaning: computer players at every seat but seat 0.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE } from './browser.mjs';

// From the built site: stats.js reads the page's words, whose catalog the build makes.
const { opponentsLevel } = await import(pathToFileURL(join(SITE, 'saves/stats.js')));

const record = (fields) => JSON.stringify({ format: 3, variant: 'classic', players: 4, seed: 1, moves: [], ...fields });
const computer = (level) => ({ kind: 'computer', level });

test('opponents from the seats of a record, old and new', () => {
  assert.equal(opponentsLevel(record({ seats: [{ kind: 'local' }, computer('expert'), computer('expert'), computer('expert')] }), 4), 'expert');
  assert.equal(opponentsLevel(record({ seats: [{ kind: 'local' }, computer('expert'), computer('master'), computer('expert')] }), 4), 'mixed');
  assert.equal(opponentsLevel(record({ seats: [{ kind: 'local' }, computer('expert'), { kind: 'local', name: 'Ben' }, computer('expert')] }), 4), 'friends');
  assert.equal(opponentsLevel(record({ seats: [{ kind: 'local' }, { kind: 'remote' }] }), 2), 'friends');
  assert.equal(opponentsLevel(JSON.stringify({ format: 2, levels: ['beginner', 'master', 'master', 'master'] }), 4), 'master');
  assert.equal(opponentsLevel(record({}), 4), 'unknown');
  assert.equal(opponentsLevel('not json', 4), 'unknown');
});
