// A short tournament smoke run: a few duplicate-paired games between levels
// play through without an illegal move, and the report ends with its line of
// figures. (The long tournaments that prove strength are tools/ runs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tournament = join(ROOT, 'build/native-release/tournament');

function lastLine(out) {
  return Object.fromEntries(out.trim().split('\n').at(-1).split(' ').map((pair) => pair.split('=')));
}

function figures(a, b, games, players, ...more) {
  return lastLine(execFileSync(tournament, [a, b, '--games', String(games), '--seed', '5', '--players', String(players), ...more],
    { encoding: 'utf8', timeout: 120000 }));
}

// The figures a record must reproduce: all but this run's speed.
function withoutSpeed(f) {
  const { games_per_s: _speed, ...rest } = f;
  return rest;
}

test('tournament is built', () => {
  assert.ok(existsSync(tournament), `missing ${tournament}: run ./tools/build native-release`);
});

for (const [a, b, games, players] of [['standard', 'beginner', 4, 4], ['expert', 'standard', 2, 2], ['master@8', 'expert@8', 2, 2]]) {
  test(`${a} against ${b}, ${games} games of ${players}: legal play and a full report`, () => {
    const f = figures(a, b, games, players);
    assert.equal(f.a, a);
    assert.equal(f.b, b);
    assert.equal(Number(f.games), games);
    assert.equal(Number(f.illegal), 0);
    for (const key of ['win_rate', 'ci_low', 'ci_high', 'score_diff_per_deal', 'games_per_s']) {
      assert.ok(Number.isFinite(Number(f[key])), `${key}=${f[key]}`);
    }
    assert.ok(Number(f.ci_low) <= Number(f.win_rate) && Number(f.win_rate) <= Number(f.ci_high));
  });
}

test('--record: a run stopped partway and started again plays only the missing games and reports what one run does', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const whole = join(dir, 'whole.txt');
  const resumed = join(dir, 'resumed.txt');
  const once = figures('standard', 'beginner', 12, 4);
  const recorded = figures('standard', 'beginner', 12, 4, '--record', whole);
  assert.deepEqual(withoutSpeed(recorded), withoutSpeed(once));
  const lines = readFileSync(whole, 'utf8').trim().split('\n');
  assert.equal(lines[0], 'tournament a=standard b=beginner players=4 variant=classic options= seed=5 games=12');
  assert.equal(lines.length, 13);
  // Stopped after five games, the sixth cut off while it was written.
  writeFileSync(resumed, lines.slice(0, 6).join('\n') + '\n' + lines[6].slice(0, 15));
  const run = spawnSync(tournament, ['standard', 'beginner', '--games', '12', '--seed', '5', '--record', resumed],
    { encoding: 'utf8', timeout: 120000 });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stderr, /5 games already recorded/);
  assert.deepEqual(withoutSpeed(lastLine(run.stdout)), withoutSpeed(once));
  const sorted = (file) => readFileSync(file, 'utf8').trim().split('\n').sort();
  assert.deepEqual(sorted(resumed), sorted(whole));
});

test('--summary reports a record so far over its whole duplicate groups only', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const whole = join(dir, 'whole.txt');
  const part = join(dir, 'part.txt');
  figures('standard', 'beginner', 12, 4, '--record', whole);
  const lines = readFileSync(whole, 'utf8').trim().split('\n');
  const gameOf = (line) => Number(line.match(/^game=(\d+)/)[1]);
  // Games 0 to 4: two whole groups of two sides, and game 4 alone.
  writeFileSync(part, [lines[0], ...lines.slice(1).filter((l) => gameOf(l) < 5)].join('\n') + '\n');
  const f = lastLine(execFileSync(tournament, ['--summary', part], { encoding: 'utf8' }));
  assert.equal(f.games, '4');
  const firstFour = lastLine(execFileSync(tournament, ['standard', 'beginner', '--games', '4', '--seed', '5'], { encoding: 'utf8' }));
  assert.deepEqual(f, withoutSpeed(firstFour));
});

test('--record refuses a record of another match and leaves it as it was', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'seed5.txt');
  figures('standard', 'beginner', 4, 4, '--record', file);
  const before = readFileSync(file, 'utf8');
  const run = spawnSync(tournament, ['standard', 'beginner', '--games', '4', '--seed', '6', '--record', file], { encoding: 'utf8' });
  assert.equal(run.status, 2);
  assert.match(run.stderr, /records another match/);
  assert.equal(readFileSync(file, 'utf8'), before);
});

test('--compare: two records of one match compared game by game over the duplicate groups both hold whole', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'tournament-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const header = (a, seed) => `tournament a=${a} b=expert players=4 variant=classic options= seed=${seed} games=8`;
  const game = (i, winner, margin) => `game=${i} winner=${winner} deals=3 margin=${margin}.000 illegal=0 stuck=0`;
  const write = (name, lines) => {
    const file = join(dir, name);
    writeFileSync(file, lines.join('\n') + '\n');
    return file;
  };
  // A plays side i % 2 in game i. Groups 0 and 1 are whole in both; group 2
  // only in the first record, group 3 only in the second.
  const first = write('first.txt', [header('master', 1), game(0, 0, 100), game(1, 1, 50), game(2, 1, -200),
    game(3, 1, 300), game(4, 0, 10), game(5, 0, -10)]);
  const second = write('second.txt', [header('master@96', 1), game(0, 1, -100), game(1, 1, 50), game(2, 0, 40),
    game(3, 0, -60), game(6, 0, 5), game(7, 1, 5)]);
  const out = execFileSync(tournament, ['--compare', first, second], { encoding: 'utf8' });
  assert.match(out.trim().split('\n').at(-1), /^compare /);
  const { compare: _word, ...f } = lastLine(out);
  // First won games 0, 1 and 3, second games 1 and 2; game 1 ended alike.
  // Per group the win rates differ by 0.5 and 0, the margins by
  // (200 + 0) / 2 = 100 and (100 + 20) / 2 = 60 a game: means 0.25 and 80,
  // 95% half-widths 1.96 * 0.25 and 1.96 * 20.
  assert.deepEqual(f, {
    games: '4', first_win_rate: '0.7500', second_win_rate: '0.5000', diff: '0.2500',
    diff_low: '-0.2400', diff_high: '0.7400', margin_diff_per_game: '80.00', margin_low: '40.80', margin_high: '119.20',
    alike: '1',
  });
  assert.match(out, /games both ended alike \(winner, deals and margin\): 1 of 4\n/);
  const other = write('other.txt', [header('master', 2), game(0, 0, 1), game(1, 1, 1)]);
  const run = spawnSync(tournament, ['--compare', first, other], { encoding: 'utf8' });
  assert.equal(run.status, 2);
  assert.match(run.stderr, /not the same match but for A/);
});
