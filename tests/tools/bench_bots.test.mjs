// bench_bots --playouts, the search's deals played out per CPU second
// (./tools/bench bots prints it first): it really plays sampled deals out,
// reports them as its figure line says, and refuses bad arguments.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const bench = join(ROOT, 'build/native-release/bench_bots');

function figures(line) {
  return Object.fromEntries(line.trim().split(' ').map((pair) => pair.split('=')));
}

test('bench_bots --playouts: sampled deals played out, counted per CPU second', () => {
  assert.ok(existsSync(bench), `missing ${bench}: run ./tools/build native-release`);
  const f = figures(execFileSync(bench, ['--playouts', '0.2', '3'], { encoding: 'utf8', timeout: 120000 }));
  // Three Standard deals hold dozens of decisions with a choice.
  assert.ok(Number(f.questions) >= 20, `questions=${f.questions}`);
  assert.ok(Number(f.playouts) >= 100, `playouts=${f.playouts}`);
  assert.ok(Number(f.cpu_seconds) > 0, `cpu_seconds=${f.cpu_seconds}`);
  assert.ok(Number.isFinite(Number(f.mean_margin)), `mean_margin=${f.mean_margin}`);
  const rate = Number(f.search_playouts_per_s);
  assert.ok(rate > 0, `search_playouts_per_s=${f.search_playouts_per_s}`);
  // The rate is the playouts over the CPU seconds it printed (its two decimals rounded).
  assert.ok(Math.abs(rate - Number(f.playouts) / Number(f.cpu_seconds)) <= 0.05 * rate + 1);
});

test('bench_bots --playouts: a bad seed or a negative time is refused with usage, exit 2', () => {
  for (const args of [['--playouts', '1', 'seed'], ['--playouts', '-1']]) {
    const r = spawnSync(bench, args, { encoding: 'utf8', timeout: 60000 });
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, /usage: bench_bots --playouts/);
  }
});
