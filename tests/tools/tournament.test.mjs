// A short tournament smoke run: a few duplicate-paired games between levels
// play through without an illegal move, and the report ends with its line of
// figures. (The long tournaments that prove strength are tools/ runs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tournament = join(ROOT, 'build/native-release/tournament');

function figures(a, b, games, players) {
  const out = execFileSync(tournament, [a, b, '--games', String(games), '--seed', '5', '--players', String(players)],
    { encoding: 'utf8', timeout: 120000 });
  const last = out.trim().split('\n').at(-1);
  return Object.fromEntries(last.split(' ').map((pair) => pair.split('=')));
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
