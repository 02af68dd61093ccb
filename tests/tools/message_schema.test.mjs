// Every message is declared once (assets/messages/messages.txt) and checked
// by one validator (web/site/page/message_check.js, with the schema the build
// generates beside it in build/site/page/): for each channel, a message that
// fits passes, and one missing a field, with a field of the wrong kind, with
// a field nobody declared or of a type nobody declared is refused. The
// table names its messages by the generated names only, and sends every one
// the schema says it sends; a schema that does not read stops the build with
// its file and line.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSchema, readSchema, section } from '../../tools/lib/messages.mjs';
import { messageProblem } from '../../build/site/page/message_check.js';
import { guestMessageProblem, hostMessageProblem } from '../../build/site/online/messages.js';
import { validateCommand } from '../../build/site/embeds/embed_host.js';
import { tableAnswerProblem, tableMessageProblem } from '../../build/site/table/table_messages.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SCHEMA = join(ROOT, 'assets/messages/messages.txt');
const OBSERVATION = 'seat=0 sizes=11,11,11,11 stocksize=63 variant=classic players=4 turn=0 phase=draw';

// Each channel: its validator, a message that fits, and what is refused when
// `field` is left out or given `wrong`.
const CHANNELS = [
  {
    name: 'bridge (table to page)', problem: tableMessageProblem,
    good: { type: 'botRequest', id: 3, level: 'expert', seed: '18446744073709551615', observation: OBSERVATION },
    field: 'seed', wrong: 17,
  },
  {
    name: 'bridge (the table\'s answers)', problem: tableAnswerProblem,
    good: { why: 'textTooLong', what: 'whatSetup', size: 5000, max: 4096 }, field: 'size', wrong: '5000',
  },
  {
    name: 'online (guest to host)', problem: guestMessageProblem,
    good: { t: 'move', req: 7, seat: 2, move: 'discard 5c' }, field: 'move', wrong: 'discard <b>5c</b>', tag: 't',
  },
  {
    name: 'online (host to guest)', problem: hostMessageProblem,
    good: { t: 'view', e: 1, n: 4, seat: 2, event: 'move', obs: OBSERVATION, last: { seat: 1, move: 'draw' } },
    field: 'obs', wrong: 'x'.repeat(16385), tag: 't',
  },
  {
    name: 'embed (host to game)', problem: (m) => validateCommand({ canasta: 1, ...m }),
    good: { type: 'loadRecord', record: '{}', replay: true }, field: 'record', wrong: { moves: [] },
  },
  {
    name: 'worker (page to worker)', problem: (m) => messageProblem({ channel: 'worker', from: 'page', to: 'worker' }, m),
    good: { kind: 'bot', id: 1, level: 'expert', seed: '5', observation: OBSERVATION }, field: 'level', wrong: 'wizard', tag: 'kind',
  },
];

for (const { name, problem, good, field, wrong, tag = good.type ? 'type' : 'why' } of CHANNELS) {
  test(`${name}: a message that fits passes; a missing field, a wrong kind, an unknown field or type does not`, () => {
    const type = good[tag];
    assert.equal(problem(good), null);
    const { [field]: _left, ...missing } = good;
    assert.equal(problem(missing), `${type}: bad field ${field}`);
    assert.equal(problem({ ...good, [field]: wrong }), `${type}: bad field ${field}`);
    assert.equal(problem({ ...good, colour: 'red' }), `${type}: unknown field colour`);
    assert.match(problem({ ...good, [tag]: 'nonsense' }), /^unknown (type nonsense|message)$/);
  });
}

test('a "one of" group takes exactly one of its fields', () => {
  assert.equal(guestMessageProblem({ t: 'chat', say: 'hello' }), null);
  assert.equal(guestMessageProblem({ t: 'chat', say: 'hello', text: 'hi' }), 'chat: say or text');
  assert.equal(guestMessageProblem({ t: 'chat' }), 'chat: say or text');
  assert.equal(validateCommand({ canasta: 1, type: 'document', lesson: '{}', position: 'x' }), 'document: lesson or record or position or lessonProblem');
  // The worker's answer has no type of its own: the page names it.
  const answer = (m) => messageProblem({ channel: 'worker', from: 'worker', to: 'page', type: 'answer' }, m);
  assert.equal(answer({ id: 4, ok: true, reply: 'draw' }), null);
  assert.equal(answer({ id: 4, ok: false, reply: 'draw', error: 'timeout' }), 'answer: reply or error');
  assert.equal(answer({ id: -4, ok: true, reply: 'draw' }), 'answer: bad field id');
});

// Every source file of the table (frontend/), with its text.
function tableSources(dir = join(ROOT, 'frontend')) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tableSources(path);
    return /\.(cpp|h)$/.test(name) ? [{ path, text: readFileSync(path, 'utf8') }] : [];
  });
}

test('the table names the bridge\'s messages by the generated names, and sends each one the schema lists', () => {
  const sources = tableSources();
  const literal = sources.filter(({ text }) => /(page_message|PageSubscription)\("/.test(text) || /"type", JsonValue::string\("/.test(text));
  assert.deepEqual(literal.map(({ path }) => path), []);
  const named = (space) => new Set(sources.flatMap(({ text }) => [...text.matchAll(new RegExp(`${space}::k(\\w+)`, 'g'))]
    .map((m) => m[1][0].toLowerCase() + m[1].slice(1))));
  const schema = readSchema(SCHEMA);
  assert.deepEqual([...named('to_page')].sort(), section(schema, 'bridge', 'table', 'page').messages.map((m) => m.name).sort());
  assert.deepEqual([...named('to_table')].sort(), section(schema, 'bridge', 'page', 'table').messages.map((m) => m.name).sort());
});

test('a schema that does not read says where', () => {
  const bad = (text) => assert.throws(() => parseSchema(text, 'm.txt'), Error);
  bad('announce text:string\n');
  bad('[bridge table>page type]\nannounce text\n');
  bad('[bridge table>page type]\nannounce text:colour\n');
  bad('[types]\nseat int 0..5\nseat int 0..3\n');
  bad('[bridge table>page type]\nchat say?:string one of say text\n');
  assert.throws(() => parseSchema('[types]\nseat int 0..5\n\n[bridge table>page type]\nsit seat:seat name:nick\n', 'm.txt'),
    /m\.txt: the kind nick is not defined/);
  assert.throws(() => parseSchema('[types]\nseat  integer\n', 'm.txt'), /^Error: m\.txt:2: unreadable kind "integer"/);
  // The generator says so and writes nothing.
  const dir = mkdtempSync(join(tmpdir(), 'messages-'));
  try {
    writeFileSync(join(dir, 'bad.txt'), '[bridge table>page type]\nannounce text\n');
    const run = spawnSync(process.execPath, [join(ROOT, 'tools/lib/gen_messages.mjs'), join(dir, 'bad.txt'), join(dir, 'out')], { encoding: 'utf8' });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /bad\.txt:2: unreadable field "text"/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
