// fit_position_value, the fit behind Master's position value
// (engine/bots/position_value.h): its figure line and weights, that the
// same arguments give the same weights, that the weights Master plays with
// are the ones it fits, and that bad arguments are refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const tool = join(ROOT, 'build/native-release/fit_position_value');

function run(args) {
  return execFileSync(tool, args, { encoding: 'utf8', timeout: 300000 });
}

function parse(out) {
  const [figures, weights] = out.trim().split('\n');
  return {
    f: Object.fromEntries(figures.split(' ').map((pair) => pair.split('='))),
    weights: weights.replace(/^weights=/, '').split(',').map(Number),
  };
}

test('fit_position_value: seventeen weights, a fit tested on other deals, the same each time', () => {
  assert.ok(existsSync(tool), `missing ${tool}: run ./tools/build native-release`);
  const out = run(['400', '3']);
  const { f, weights } = parse(out);
  assert.equal(weights.length, 17);
  assert.ok(weights.every(Number.isFinite));
  assert.ok(Number(f.tested) > 0 && Number(f.tested) < Number(f.turns), `tested=${f.tested} turns=${f.turns}`);
  const r2 = Number(f.r2);
  assert.ok(r2 > 0 && r2 < 1, `r2=${f.r2}`);
  // On deals it was not fitted on, the fit judges the end of the deal better
  // than the margin if the deal ended now.
  assert.ok(Number(f.rmse) < Number(f.rmse_now), `rmse ${f.rmse} rmse_now ${f.rmse_now}`);
  assert.equal(run(['400', '3']), out, 'the same arguments give the same weights');
});

test('fit_position_value: Master plays with the weights `20000 2 classic 4` fits', () => {
  const source = readFileSync(join(ROOT, 'engine/bots/position_value.cpp'), 'utf8');
  const entry = source.match(/\{"classic", 4,\s*\{([^}]*)\}\}/);
  assert.ok(entry, 'position_value.cpp lists weights for classic, 4 players');
  const shipped = entry[1].split(',').map((w) => Number(w.trim()));
  const { weights } = parse(run(['20000', '2', 'classic', '4']));
  assert.deepEqual(shipped, weights);
});

test('fit_position_value: bad arguments are refused with usage, exit 2', () => {
  for (const args of [['1'], ['400', 'seed'], ['400', '1', 'poker'], ['400', '1', 'classic', '9'], ['4', '1', 'classic', '4', 'x']]) {
    const r = spawnSync(tool, args, { encoding: 'utf8', timeout: 60000 });
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, /usage: fit_position_value/);
  }
});
