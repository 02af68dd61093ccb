// The text protocol program (build/native-release/canasta_cli, run by
// ./tools/canasta): one answer line per command line, flushed as it goes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'build', 'native-release', 'canasta_cli');

const position =
  'variant=classic players=2 hand0=Kc,Kd,Ks hand1=5c,5d,5h melds0=Qc,Qd,Qh,Qs,Qc,Qd,Qh ' +
  'pile=7c stock=8c,8d,9c';

// Runs the program on the lines and returns its output lines.
function session(lines) {
  const result = spawnSync(cli, { input: lines.join('\n') + '\n', encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
  const out = result.stdout.split('\n');
  assert.equal(out.pop(), '', 'output ends with a newline');
  return out;
}

test('canasta_cli is built', () => {
  assert.ok(existsSync(cli), `missing ${cli}: run ./tools/build native-release`);
});

test('a scripted session answers one line per command', () => {
  const script = [
    ['new classic players=4 seed=7', 'ok'],
    ['legal', '["draw"]'],
    ['play discard 5s', 'error Draw from the stock or take the pile first.'],
    ['play draw', 'ok'],
    ['check discard 5s', 'ok'],
    ['play discard 5s', 'ok'],
    ['record', '{"format":3,"variant":"classic","options":[],"players":4,"seed":7,"moves":["draw","discard 5s"]}'],
    ['legal', '["draw"]'],
    ['bot standard', 'draw'],  // the only legal move of seat 1, from its observation
    ['bot 1', 'error bot needs a level: beginner, standard, expert or master.'],
    ['frobnicate', 'error Unknown command "frobnicate": type help for the commands.'],
    ['position ' + position, 'ok'],
    ['play draw', 'ok'],
    ['play meld Kc Kd Ks', 'ok'],
    ['play discard 8c', 'ok'],
    ['score', '{"sides":[{"melds":100,"going_out":100,"concealed":0,"red_threes":0,"canastas":500,' +
      '"black_threes":0,"penalties":0,"canasta_count":0,"special_hand":0,' +
      '"hands":0,"deal":700,"total":700},{"melds":0,"going_out":0,"concealed":0,"red_threes":0,' +
      '"canastas":0,"black_threes":0,"penalties":0,"canasta_count":0,"special_hand":0,' +
      '"hands":-15,"deal":-15,"total":-15}],"game_over":false,"winner":null}'],
    ['quit', 'bye'],
    ['legal', null],  // never answered: the program stopped at quit
  ];
  const out = session(script.map(([line]) => line));
  const expected = script.filter(([, answer]) => answer !== null).map(([, answer]) => answer);
  assert.deepEqual(out, expected);
});

test('state is JSON and help is one line', () => {
  const [ok, state, help] = session(['new threepack players=6 seed=3', 'state', 'help']);
  assert.equal(ok, 'ok');
  const parsed = JSON.parse(state);
  assert.equal(parsed.players, 6);
  assert.equal(parsed.seats.length, 6);
  assert.equal(parsed.sides.length, 3);
  assert.match(help, /^commands: new <variant>/);
});

test('record and replay reproduce the state', () => {
  const [, , , record, state] = session(['new classic players=3 seed=11', 'play draw', 'play discard ' +
    'Jk', 'record', 'state']);
  const [ok, again] = session(['replay ' + record, 'state']);
  assert.equal(ok, 'ok');
  assert.equal(again, state);
});

test('an over-long line and binary garbage are answered with errors', () => {
  const out = session(['x'.repeat(1048641), '\u0000\u0001garbage', 'new classic', 'show']);
  assert.equal(out.length, 4);
  assert.equal(out[0], 'error The line is longer than 1048640 bytes.');
  assert.match(out[1], /^error /);
  assert.equal(out[2], 'ok');
  assert.match(out[3], /^variant=classic /);
});

test('answers are flushed line by line', async () => {
  const child = spawn(cli);
  const lines = [];
  let buffer = '';
  const next = () => new Promise((resolve) => {
    const poll = () => (lines.length ? resolve(lines.shift()) : setTimeout(poll, 5));
    poll();
  });
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => {
    buffer += chunk;
    let i;
    while ((i = buffer.indexOf('\n')) >= 0) {
      lines.push(buffer.slice(0, i));
      buffer = buffer.slice(i + 1);
    }
  });
  child.stdin.write('new classic players=2 seed=1\n');
  assert.equal(await next(), 'ok');
  child.stdin.write('legal\n');
  assert.match(await next(), /^\["draw"/);
  child.stdin.end();
  const code = await new Promise((resolve) => child.on('close', resolve));
  assert.equal(code, 0);
});
