// A doctest program whose filters match no test case fails (tests/
// doctest_main.cpp): doctest's own main passes such a run, "0 passed, 0
// failed", so a renamed case or a mistyped -tc= in a CTest entry
// (cmake/Native.cmake) would prove nothing and stay green. Held for the
// native programs and the engine's cases in WASM, each also shown passing
// when its filter does match, so the failure is the empty match's alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const NOTHING = '-tc=No test case is named so*';

const programs = [
  ['the native art tests', join(ROOT, 'build/native-debug/art_tests'), [], 'Glyph sets - written and read back exactly'],
  ['the engine\'s tests in WASM', 'node', ['--no-experimental-fetch', join(ROOT, 'build/web/engine_tests.js')],
    'MA-35: a player not going out keeps a card after discarding*'],  // (a comma would split the filter)
];

for (const [what, program, args, oneCase] of programs) {
  test(`${what}: a filter that matches nothing fails, one that matches a case passes`, () => {
    const run = (filter) => spawnSync(program, [...args, '--no-colors', filter], { encoding: 'utf8', timeout: 120000 });
    const none = run(NOTHING);
    assert.equal(none.error, undefined, `${program} ran`);
    assert.match(none.stdout, /test cases: +0 \| +0 passed \| +0 failed/, 'doctest itself reports nothing run');
    assert.match(none.stderr, /No test case matched the filters: the run proved nothing\./);
    assert.equal(none.status, 1, 'and the program fails');
    const one = run(`-tc=${oneCase}`);
    assert.match(one.stdout, /test cases: +1 \| +1 passed \| +0 failed/, one.stdout + one.stderr);
    assert.equal(one.status, 0);
  });
}
