// sampling_accuracy, how far the search's sampled deals are from the true
// hands (./tools/sampling_accuracy): it compares both samplers at real
// decisions, reports shares as its figure line says, replays exactly from
// its seed, and refuses bad arguments. The figures themselves are measured
// with the tool, never asserted here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tool = join(ROOT, 'build/native-release/sampling_accuracy');

function run(args) {
  return execFileSync(tool, args, { encoding: 'utf8', timeout: 120000 });
}

function figures(out) {
  const last = out.trim().split('\n').at(-1);
  return Object.fromEntries(last.split(' ').map((pair) => pair.split('=')));
}

test('sampling_accuracy: the three samplers against the true hands, every figure a share', () => {
  assert.ok(existsSync(tool), `missing ${tool}: run ./tools/build native-release`);
  const out = run(['3', '1', '2']);
  const counts = figures(out.trim().split('\n').at(-2));
  assert.ok(Number(counts.decisions) >= 20, `decisions=${counts.decisions}`);
  assert.ok(Number(counts.hidden_hands) >= Number(counts.decisions), `hidden_hands=${counts.hidden_hands}`);
  const f = figures(out);
  const keys = ['guessed', 'pairs', 'passed_pair', 'weak_pair', 'discarded_pair', 'melded_pair'];
  for (const key of keys) {
    const samplers = ['plain', 'read', 'melds'];
    for (const sampler of key === 'guessed' || key === 'pairs' ? samplers : ['true', ...samplers]) {
      const value = Number(f[`${key}_${sampler}`]);
      assert.ok(value >= 0 && value <= 1, `${key}_${sampler}=${f[`${key}_${sampler}`]}`);
    }
  }
  // Three deals hold passes to read, and a sampled hand shares some cards with the true one.
  assert.ok(Number(counts.passed_ranks) > 0);
  assert.ok(Number(f.guessed_plain) > 0);
  // Hands read as having laid off their side's melded ranks hold fewer of
  // them than unread ones (three deals meld some ranks).
  assert.ok(Number(f.melded_pair_melds) < Number(f.melded_pair_plain), `melds ${f.melded_pair_melds} plain ${f.melded_pair_plain}`);
  assert.equal(run(['3', '1', '2']), out, 'the same seed replays exactly');
});

test('sampling_accuracy: a bad count or seed is refused with usage, exit 2', () => {
  for (const args of [['0'], ['3', 'seed'], ['3', '1', '0']]) {
    const r = spawnSync(tool, args, { encoding: 'utf8', timeout: 60000 });
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, /usage: sampling_accuracy/);
  }
});
