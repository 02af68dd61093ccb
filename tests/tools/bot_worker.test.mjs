// The bot worker's WASM module (build/site/canasta_bots.js, built by
// ./tools/build web with -sENVIRONMENT=worker,node) answers bot questions
// under node exactly as the worker asks them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const modulePath = join(root, 'build', 'site', 'canasta_bots.js');

// Seat 0's view: its side melded kings, seven cards in the pile topped by
// the queen of diamonds, two natural queens in hand (engine/observation_text.h).
const observation =
  'seat=0 sizes=7,5,7,5 stocksize=60 variant=classic players=4 turn=0 phase=draw ' +
  'hand0=Qc,Qh,9s,7d,5c,4h,4s melds0=Kc,Kd,Ks pile=5h,6c,9d,Jh,8s,7c,Qd';

async function loadBots() {
  const require = createRequire(import.meta.url);
  const createBotModule = require(modulePath);
  // Emscripten 3.1.6 would fetch() the .wasm by path under node 18+, which
  // fails; hand it the bytes.
  const wasmBinary = readFileSync(modulePath.replace(/\.js$/, '.wasm'));
  const module = await createBotModule({ wasmBinary });
  // As the worker asks: its own bot_asker.js, from the built site.
  const { botAsker } = require(join(root, 'build', 'site', 'bots', 'bot_asker.js'));
  return botAsker(module);
}

test('the bot module is built', () => {
  assert.ok(existsSync(modulePath), `missing ${modulePath}: run ./tools/build web`);
});

test('bots answer from an observation line', async () => {
  const ask = await loadBots();
  assert.equal(ask(`bot standard 5 ${observation}`), 'ok pickup Qc Qh');
  assert.equal(ask(`bot beginner 5 ${observation}`).startsWith('ok '), true);
  // A fixed number of sampled deals replays exactly.
  assert.equal(ask(`bot expert@96 5 ${observation}`), 'ok pickup Qc Qh');
  assert.equal(ask(`bot master@96 5 ${observation}`), 'ok pickup Qc Qh');
  // Thinking for a time budget samples as many deals as the machine allows
  // (at least 24), so the move may differ between machines: one of the two
  // sensible ones, never an error.
  assert.match(ask(`bot expert 5 ${observation}`), /^ok (pickup Qc Qh|draw)$/);
  assert.equal(ask('hands classic 4 7'), 'ok 11,11,11,11');
});

test('bad bot questions are errors, not crashes', async () => {
  const ask = await loadBots();
  assert.match(ask('bot wizard 1 seat=0'), /^error unknown level/);
  assert.match(ask('bot standard x seat=0'), /^error seed/);
  assert.match(ask(`bot standard@5 1 ${observation}`), /^error unknown level "standard@5"/);
  assert.match(ask('bot standard 1 seat=0 sizes=1 stocksize=2'), /^error /);
  assert.match(ask(`bot standard 1 ${observation.replace('turn=0', 'turn=1')}`), /^error /);
  assert.match(ask('bot standard 1 ' + 'x'.repeat(40000)), /^error .*too long/);
});

test('the worker module and the page agree on the longest command; a NUL does not cut one short', async () => {
  const ask = await loadBots();
  const { LIMITS } = await import('../../web/site/page/limits.js');
  const at = (n) => `hands classic 4 7${' '.repeat(n - 'hands classic 4 7'.length)}`;
  assert.equal(ask(at(LIMITS.botCommandBytes)), 'ok 11,11,11,11');
  assert.match(ask(at(LIMITS.botCommandBytes + 1)), /^error the command is too long/);
  assert.match(ask('hands classic 4 7\u0000 extra'), /^error usage/);
});

test('the coach judges a played move, and the hint says why, from an observation line', async () => {
  const ask = await loadBots();
  // The coach's Master is Master with the same seed and deals: its own move
  // gets nothing, whichever of the two it is (the level's tuning may change).
  const master = ask(`bot master@32 5 ${observation}`).slice(3);
  assert.ok(master === 'draw' || master === 'pickup Qc Qh', master);
  assert.equal(ask(`coach@32 5 ${master} ${observation}`), 'ok same');
  // The other move gets advice whose reason carries the table's numbers:
  // the seven cards of the pile, and the queens the pickup would meld.
  const other = master === 'draw' ? 'pickup Qc Qh' : 'draw';
  const reason = master === 'draw' ? 'kind=leave_pile cards=7 wilds=0 points=0 count=0 percent=0 safer_percent=0 rank=4'
                                   : 'kind=take_pile cards=7 wilds=0 points=0 count=0 percent=0 safer_percent=0 rank=Q';
  const advice = ask(`coach@32 5 ${other} ${observation}`);
  assert.match(advice, new RegExp(`^ok advice worth=[01] loss=-?\\d+ ${reason} card=2c safer=2c move=${master}$`));
  assert.equal(ask(`coach@32 5 ${other} ${observation}`), advice, 'a fixed number of sampled deals replays exactly');
  assert.match(ask(`coach 5 ${other} ${observation}`), /^ok (same|advice .* cards=7 )/);  // thinks for its time budget
  assert.equal(ask(`hint@32 5 ${observation}`), `ok hint ${reason} card=2c safer=2c move=${master}`);
  // A hint given at this position is the coach's choice: the hinted move
  // gets nothing even where Master would choose the other, and the other
  // move is measured against the hinted one.
  assert.equal(ask(`coach@32 5 ${other} best ${other} ${observation}`), 'ok same');
  assert.match(ask(`coach@32 5 ${master} best ${other} ${observation}`), new RegExp(`^ok advice worth=0 loss=-?\\d+ .* move=${other}$`));
});

test('bad coach and hint questions are errors, not crashes', async () => {
  const ask = await loadBots();
  assert.match(ask(`coach 5 ${observation}`), /^error usage: coach/);
  assert.match(ask('coach 5 draw'), /^error usage: coach/);
  assert.match(ask(`coach x draw ${observation}`), /^error seed/);
  assert.match(ask(`coach 5 fly away ${observation}`), /^error the played move: /);
  assert.match(ask(`coach 5 discard Kd ${observation}`), /^error the played move is not legal here/);
  assert.match(ask(`coach 5 draw best ${observation}`), /^error usage: coach/);
  assert.match(ask(`coach 5 draw best fly ${observation}`), /^error the hinted move: /);
  assert.match(ask(`coach 5 draw best discard Kd ${observation}`), /^error the hinted move is not legal here/);
  assert.match(ask(`coach@0 5 draw ${observation}`), /^error unknown command "coach@0"/);
  assert.match(ask(`coach 5 draw ${observation.replace('turn=0', 'turn=1')}`), /^error /);
  assert.match(ask('hint 5'), /^error usage: hint/);
  assert.match(ask('hint 5 seat=0 sizes=1 stocksize=2'), /^error /);
  assert.match(ask(`hint@99999 5 ${observation}`), /^error unknown command/);
});
