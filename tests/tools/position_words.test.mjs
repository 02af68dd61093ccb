// The position editor's engine (build/site/canasta_protocol.js) gives each
// refused position's code (protocol_problem), and new's, and the page words
// it from the catalog (page_text.js problemText): in English exactly the
// protocol's sentence, in every other language that language's words, whole.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = join(root, 'build', 'site');

async function loadProtocol() {
  const require = createRequire(import.meta.url);
  const modulePath = join(site, 'canasta_protocol.js');
  const module = await require(modulePath)({ wasmBinary: readFileSync(modulePath.replace(/\.js$/, '.wasm')) });
  const { botAsker } = require(join(site, 'bots', 'bot_asker.js'));
  const ask = botAsker(module, 'protocol_request', 'protocol_free');
  const problemOf = module.cwrap('protocol_problem', 'number', []);
  const free = module.cwrap('protocol_free', null, ['number']);
  const problem = () => {
    const pointer = problemOf();
    const json = module.UTF8ToString(pointer);
    free(pointer);
    return json ? JSON.parse(json) : null;
  };
  return { ask, problem };
}

// Lines the notation refuses, each for another reason, dead ends among them.
const REFUSED = [
  'players=2 hand0=Kc,Zz',
  'players=2 hand0 turn=0',
  'players=2 turn=0 turn=1',
  'players=2 melds0=Kc,Kd,Qs hand0=5c hand1=6d',
  'players=2 hand0=9h,9h,9h,Kc pile=5c',
  'players=2 turn=7',
  'players=2 phase=later',
  'players=2 scores=1',
  'players=2 hand0=5c colour=red',
  'players=2 hand0=5c bonus0=7d',
  'players=2 dealer=0 turn=1 phase=play hand0=Kc,Qd,5h hand1=2c seed=1',
  'players=2 hand0=5c',
  // The rules' own codes, their game's title and lists worded by the page.
  'variant=nonsense players=2',
  'players=2 options=bogus',
  'variant=classic options=pack216 players=2',
  'players=2 options=min15,min15',
  'variant=american players=2',
  'variant=uruguayan players=6',
  // A question its player could not have asked, the verdict's sentence in it.
  'players=4 turn=0 phase=ask askdraw=0 hand0=3c hand1=4c hand2=5d hand3=6h melds0=Kc,Kd,Kh,Kh,2s,Jk,Jk/Qd,Qh,2d,Jk seed=1',
];

// new's own refusals: the command line's, each for another reason.
const NEW_REFUSED = [
  'new',
  'new classic players',
  'new classic seed=1 seed=2',
  'new classic players=9',
  'new classic seed=x',
  'new classic colour=red',
];

test('a refused position is worded from the catalog: the protocol\'s English exactly, and each language\'s own', async () => {
  const { ask, problem } = await loadProtocol();
  const { problemText, setPageLanguage } = await import(join(site, 'page', 'page_text.js'));
  const seen = new Set();
  const lines = [...REFUSED.map((line) => `position ${line}`), ...NEW_REFUSED];
  for (const line of lines) {
    const answer = ask(line);
    assert.match(answer, /^error /, line);
    const code = problem();
    assert.ok(code?.id, `${line} gives a code`);
    seen.add(code.id);
    setPageLanguage('en');
    assert.equal(problemText(code), answer.slice('error '.length), line);
    for (const lang of ['de', 'es', 'it', 'pt']) {
      setPageLanguage(lang);
      const worded = problemText(code);
      assert.ok(worded && !/\{\w+\}/.test(worded), `${lang}: ${line} -> ${worded}`);
      assert.notEqual(worded, answer.slice('error '.length), `${lang} words ${code.id} in its own words`);
    }
  }
  assert.equal(seen.size, lines.length, `one code a line: ${[...seen]}`);
  setPageLanguage('de');
  ask('position players=2 hand0=Kc,Zz');
  assert.equal(problemText(problem()), 'Ungültige Karte "Zz" in hand0.');
  ask('position variant=uruguayan players=6');
  assert.equal(problemText(problem()), 'Uruguayisches Canasta wird von 2, 3 oder 4 Spielern gespielt; 6 spielen mit der Option pack216.');
  // A command the protocol takes leaves no code behind.
  assert.equal(ask('position players=2 hand0=5c hand1=6d'), 'ok');
  assert.equal(problem(), null);
});
