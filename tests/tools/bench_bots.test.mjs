// bench_bots --playouts, the search's deals played out per CPU second
// (./tools/bench bots prints it first): it really plays sampled deals out,
// reports them as its figure line says, and refuses bad arguments; and
// bench_bots --equal-time, the sampled deals that give Expert Master's time.
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

test('bench_bots --equal-time: the sampled deals Expert thinks as long with as Master at a count', () => {
  assert.ok(existsSync(bench), `missing ${bench}: run ./tools/build native-release`);
  const f = figures(execFileSync(bench, ['--equal-time', '8', '1', '3'], { encoding: 'utf8', timeout: 300000 }));
  assert.ok(Number(f.questions) >= 20, `questions=${f.questions}`);
  assert.equal(f.master_samples, '8');
  assert.ok(Number(f.master_cpu_s) >= 0 && Number(f.expert_cpu_s) >= 0);
  assert.match(f.expert_samples_at_equal_time, /^[1-9][0-9]*$/);
});

test('bench_bots --equal-time: no count, a count out of range or a bad seed is refused with usage, exit 2', () => {
  for (const args of [['--equal-time'], ['--equal-time', '0'], ['--equal-time', '8', '1', 'seed']]) {
    const r = spawnSync(bench, args, { encoding: 'utf8', timeout: 60000 });
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, /usage: bench_bots --equal-time/);
  }
});
