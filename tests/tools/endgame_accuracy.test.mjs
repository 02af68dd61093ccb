// endgame_accuracy, Master's end of the deal with and without the exact
// search, judged on the true deal (./tools/endgame_accuracy): it finds
// decisions at the exhausted stock, judges both choices two ways, replays
// exactly from its seed, and refuses bad arguments. The figures themselves
// are measured with the tool, never asserted here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tool = join(ROOT, 'build/native-release/endgame_accuracy');

function run(args) {
  return execFileSync(tool, args, { encoding: 'utf8', timeout: 120000 });
}

function figures(line) {
  return Object.fromEntries(line.split(' ').map((pair) => pair.split('=')));
}

test('endgame_accuracy: both choices judged at the exhausted stock, the same choice judged alike', () => {
  assert.ok(existsSync(tool), `missing ${tool}: run ./tools/build native-release`);
  const out = run(['300', '1', '16']);
  const [first, last] = out.trim().split('\n');
  const counts = figures(first);
  // 300 of Standard's deals reach a choice at the exhausted stock a few times.
  assert.ok(Number(counts.positions) > 0, first);
  assert.ok(Number(counts.changed) <= Number(counts.positions), first);
  assert.equal(Number(counts.deals), 300);
  assert.ok(Number(counts.short_stock) > 0 && Number(counts.short_stock) < 300, first);
  const f = figures(last);
  for (const judge of ['perfect', 'expert']) {
    for (const key of ['plain', 'exact', 'diff', 'diff_error']) assert.ok(Number.isFinite(Number(f[`${judge}_${key}`])), `${judge}_${key}`);
    // The difference is the mean of exact minus plain, position by position.
    assert.ok(Math.abs(Number(f[`${judge}_exact`]) - Number(f[`${judge}_plain`]) - Number(f[`${judge}_diff`])) <= 0.11, last);
    if (Number(counts.changed) === 0) assert.equal(Number(f[`${judge}_diff`]), 0, last);
  }
  assert.equal(run(['300', '1', '16']), out, 'the same seed replays exactly');
});

test('endgame_accuracy: a bad count, seed or budget is refused with usage, exit 2', () => {
  for (const args of [['0'], ['3', 'seed'], ['3', '1', '0'], ['3', '1', '8', '0'], ['3', '1', '8', '100', '-1']]) {
    const r = spawnSync(tool, args, { encoding: 'utf8', timeout: 60000 });
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, /usage: endgame_accuracy/);
  }
});
