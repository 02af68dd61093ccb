// The host's side of an online table (web/site/online/host_table.js) and a
// guest's (guest_table.js) over in-memory connections: seats and tokens,
// what reaches the host's table, and every kind of hostile guest refused
// without reaching it. Runs under node alone (no browser).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HostTable } from '../../build/site/online/host_table.js';
import { GuestTable } from '../../build/site/online/guest_table.js';
import { PROTOCOL_VERSION, hostMessageProblem } from '../../build/site/online/messages.js';
import { FakeNetwork, FakeTable, MUST_DRAW_FIRST, memoryStore, quietListener, settle } from './online_fakes.mjs';

const lobbySeats = () => [
  { kind: 'host', name: 'Ana' }, { kind: 'free', name: '' }, { kind: 'free', name: '' }, { kind: 'free', name: '' },
];

async function openHost({ fast = true } = {}) {
  const network = new FakeNetwork();
  const table = new FakeTable();
  const listener = quietListener();
  const store = memoryStore();
  const host = new HostTable({ table, config: {}, fast, store, listener, connect: network.hostConnect });
  // The game as the page hands it over (online.js, currentGame): with each seat's side.
  await host.open({ game: { variant: 'classic', players: 4, sides: [0, 1, 0, 1] }, seats: lobbySeats() });
  return { network, table, listener, store, host };
}

// A guest page's logic with a table that records what it was given.
function guest(network, host) {
  const seen = { views: [], turns: [], refusals: [], ended: false };
  const listener = quietListener();
  const g = new GuestTable({
    tableId: host.tableId, hostKey: { print: host.key.print }, config: {}, fast: true, listener, connect: network.guestConnect,
    table: {
      view: (m) => seen.views.push(m), turn: (m) => seen.turns.push(m), refused: (r) => seen.refusals.push(r),
      ended: () => { seen.ended = true; },
    },
  });
  g.run();
  return { g, seen, listener };
}

const until = async (check, what, ms = 2000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await settle(5);
  }
};

// A guest connected and sitting at `seat` under `name`.
async function seatedGuest(network, host, seat, name) {
  const g = guest(network, host);
  await until(() => g.g.status === 'connected', 'welcome');
  g.g.sit(seat, name);
  await until(() => g.g.lobby?.you.includes(seat), 'seat');
  return g;
}

test('a guest gets a token, sits at a free seat, and a second guest cannot take it', async () => {
  const { network, host } = await openHost();
  const a = guest(network, host);
  await until(() => a.g.status === 'connected', 'welcome');
  assert.match(a.g.token, /^[a-z0-9]{24}$/);
  a.g.sit(1, 'Bea');
  await until(() => a.g.lobby?.you.includes(1), 'seat 1');
  assert.deepEqual(host.seats[1], { kind: 'remote', name: 'Bea', token: a.g.token });
  const b = guest(network, host);
  await until(() => b.g.status === 'connected', 'second welcome');
  b.g.sit(1, 'Carl');
  await until(() => b.listener.sentences.includes('onlineRefused_taken'), 'refusal');
  assert.equal(host.seats[1].name, 'Bea');
  assert.notEqual(b.g.token, a.g.token);
  a.g.stop();
  b.g.stop();
  host.close();
});

test('a guest move reaches the table only for its own seat, in its turn, and a refusal comes back as the engine\'s verdict', async () => {
  const { network, host, table } = await openHost();
  const a = await seatedGuest(network, host, 2, 'Bea');
  // The table takes the setup (no field it does not know), with a seed of
  // its own: not the deal the host may have played alone before inviting.
  assert.deepEqual(host.start(), { ok: true });
  assert.equal(host.started, true);
  // The table's seat list in its own kinds (engine/seats.h): the host is a
  // local person, the guest remote, the free seats computer players.
  const started = table.calls.find((c) => c[0] === 'startGame')[1];
  assert.match(started.seed, /^\d+$/);
  assert.deepEqual(started.seats.map((s) => s.kind), ['local', 'computer', 'remote', 'computer']);
  assert.equal(started.seats[2].name, 'Bea');
  table.legal.add('draw');
  // Not asked yet: out of turn.
  a.g.move(1, 2, 'draw');
  await until(() => a.listener.sentences.includes('onlineRefused_turn'), 'out of turn');
  host.seatRequest({ id: 7, seat: 2, observation: 'seat=2 sizes=11,11,11,11' });
  await until(() => a.seen.turns.length === 1, 'turn');
  assert.deepEqual(a.seen.turns[0], { t: 'turn', req: 7, seat: 2, obs: 'seat=2 sizes=11,11,11,11' });
  // Another seat's move, then the right request with an illegal move.
  a.g.move(7, 1, 'draw');
  await until(() => a.listener.sentences.includes('onlineRefused_seat'), 'other seat');
  a.g.move(7, 2, 'discard 5c');
  await until(() => a.seen.refusals.length === 1, 'illegal move');
  // The code and its details, never the host's sentence: the guest's table words it.
  assert.deepEqual(a.seen.refusals[0], MUST_DRAW_FIRST);
  // A guest reads nothing else there: no sentence, no verdict that is none of the engine's.
  const refused = (extra) => hostMessageProblem({ t: 'refused', why: 'move', req: 7, ...extra });
  assert.equal(refused({ verdict: MUST_DRAW_FIRST }), null);
  assert.equal(refused({ reason: 'Ziehe zuerst.' }), 'refused: unknown field reason');
  assert.equal(refused({ verdict: { ...MUST_DRAW_FIRST, why: 'Draw first!' } }), 'refused: bad field verdict');
  assert.equal(refused({ verdict: { ...MUST_DRAW_FIRST, need: 1e6 } }), 'refused: bad field verdict');
  assert.equal(refused({ verdict: { ...MUST_DRAW_FIRST, text: 'Draw first!' } }), 'refused: bad field verdict');
  a.g.move(7, 2, 'draw');
  await until(() => table.calls.filter((c) => c[0] === 'seatMove').length === 2, 'legal move');
  // Answered once: the same answer again is out of turn and never reaches the table.
  a.g.move(7, 2, 'draw');
  await settle(30);
  assert.deepEqual(table.calls.filter((c) => c[0] === 'seatMove').map((c) => c[3]), ['discard 5c', 'draw']);
  a.g.stop();
  host.close();
});

test('a view sent because another seat changed hands keeps the question the table asked this seat', async () => {
  const { network, host, table } = await openHost();
  const a = await seatedGuest(network, host, 2, 'Bea');
  assert.deepEqual(host.start(), { ok: true });
  table.legal.add('draw');
  host.seatRequest({ id: 9, seat: 2, observation: 'seat=2 sizes=11,11,11,11' });
  await until(() => a.seen.turns.length === 1, 'turn');
  // Another seat changes hands (a guest back, a computer taking over): the
  // table sends every remote seat a view with the event "seats".
  try {
    host.seatView({ seat: 2, event: 'seats', observation: 'seat=2 sizes=11,11,11,11' });
    a.g.move(9, 2, 'draw');
    await until(() => table.calls.some((c) => c[0] === 'seatMove' && c[3] === 'draw'), 'the move reaches the table');
    assert.equal(a.listener.sentences.includes('onlineRefused_turn'), false);
    // A new deal does end the question.
    host.seatRequest({ id: 10, seat: 2, observation: 'seat=2 sizes=12,11,11,11' });
    host.seatView({ seat: 2, event: 'newdeal', observation: 'seat=2 sizes=11,11,11,11' });
    a.g.move(10, 2, 'draw');
    await until(() => a.listener.sentences.includes('onlineRefused_turn'), 'refused after a new deal');
  } finally {
    a.g.stop();
    host.close();
  }
});

test('garbage, binary and oversized messages are refused, and a guest that keeps sending them is closed', async (t) => {
  // The host's clock moves on a second a message: it echoes at most four
  // refusals a second, and messages sent 300 ms apart on a loaded machine
  // arrived closer than 250 ms, so one echo went missing.
  let clock = 0;
  t.mock.method(performance, 'now', () => clock);
  const { network, host, table } = await openHost();
  const raw = network.raw(host.tableId);
  await raw.opened;
  raw.connection.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION }));
  await settle();
  assert.equal(raw.received[0].t, 'welcome');
  const token = raw.received[0].token;
  raw.connection.send(JSON.stringify({ t: 'sit', seat: 3, name: 'Eve' }));
  await settle();
  host.start();
  host.seatRequest({ id: 1, seat: 3, observation: 'seat=3' });
  table.legal.add('draw');
  const bad = [
    'not json', '[1,2]', '{"t":"nope"}', JSON.stringify({ t: 'move', req: 1, seat: 3, move: 'draw', extra: 1 }),
    JSON.stringify({ t: 'move', req: 1, seat: 3, move: '<img src=x>' }), JSON.stringify({ t: 'sit', seat: 9, name: 'x' }),
    JSON.stringify({ t: 'chat', text: 'x'.repeat(5000) }), JSON.stringify({ t: 'chat', say: 'hello', text: 'both' }),
    JSON.stringify({ t: 'sit', seat: 1, name: 'a\u202eb' }),
  ];
  const refusals = () => raw.received.filter((m) => m.t === 'refused').map((m) => m.why);
  for (const [i, data] of bad.entries()) {
    clock += 1000;  // past the refusals' own pace
    raw.connection.send(data);
    await until(() => refusals().length === i + 1, `the refusal of bad message ${i + 1}`);
  }
  // (A guest with a seat asking for another is told it has one.)
  assert.deepEqual(refusals(), ['garbage', 'garbage', 'garbage', 'garbage', 'garbage', 'garbage', 'size', 'garbage', 'seated']);
  assert.equal(table.calls.filter((c) => c[0] === 'seatMove').length, 0);
  assert.equal(host.seats[1].kind, 'computer');
  // Still the seat's holder: a legal move in turn goes through.
  raw.connection.send(JSON.stringify({ t: 'move', req: 1, seat: 3, move: 'draw' }));
  await settle();
  assert.equal(table.calls.filter((c) => c[0] === 'seatMove').length, 1);
  for (let i = 0; i < 40; i++) raw.connection.send('garbage');
  await until(() => raw.connection.closed, 'the hostile guest closed');
  assert.ok(raw.received.some((m) => m.t === 'bye' && m.why === 'hostile'));
  // Closed for good: its seat goes to a computer player, and its token is
  // barred, with the table (a reload keeps it).
  assert.deepEqual(host.seats[3], { kind: 'computer', level: 'standard', name: 'Eve' });
  assert.deepEqual(host.store.saved.barred, [token]);
  const again = network.raw(host.tableId);
  await again.opened;
  again.connection.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, token }));
  await until(() => again.connection.closed, 'the barred token closed again');
  assert.deepEqual(again.received, [{ t: 'bye', why: 'hostile' }]);
  host.close();
});

test('a flood is refused at the host: only the first burst reaches the table', async (t) => {
  // The host's clock stands still (a minute into the page's life): its
  // buckets refill nothing, so exactly the chat's burst passes however fast
  // or slow the machine delivers.
  t.mock.method(performance, 'now', () => 60000);
  const { network, host, table } = await openHost();
  const raw = network.raw(host.tableId);
  await raw.opened;
  raw.connection.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION }));
  raw.connection.send(JSON.stringify({ t: 'sit', seat: 1, name: 'Flo' }));
  await until(() => host.seats[1].kind === 'remote', 'Flo seated');
  host.start();
  for (let i = 0; i < 200; i++) raw.connection.send(JSON.stringify({ t: 'chat', text: `line ${i}` }));
  // Every refusal is a strike: the flood ends with the guest closed as
  // hostile, after all 200 messages were delivered (in order, before the close).
  await until(() => raw.connection.closed, 'the flooding guest closed');
  // Chat: 5 at once, and the first five, from the seat that sent them.
  assert.deepEqual(host.listener.lines, [0, 1, 2, 3, 4].map((i) => ({ t: 'chat', seat: 1, name: 'Flo', text: `line ${i}` })));
  assert.ok(raw.received.some((m) => m.t === 'refused' && m.why === 'flood'));
  assert.ok(raw.received.some((m) => m.t === 'bye' && m.why === 'hostile'));
  assert.equal(table.calls.filter((c) => c[0] === 'seatMove').length, 0);
  host.close();
});

test('a connection in another serialization or past the waiting limit is closed unheard', async () => {
  const { network, host } = await openHost();
  const binary = network.raw(host.tableId, 'binary');
  await binary.opened;
  await settle();
  assert.equal(binary.connection.closed, true);
  const many = [];
  for (let i = 0; i < 14; i++) many.push(network.raw(host.tableId));
  await Promise.all(many.map((m) => m.opened));
  await settle();
  assert.equal(many.filter((m) => m.connection.closed).length, 2);
  host.close();
});

test('a dropped guest keeps its seat for the grace time, then a computer plays it until the guest comes back with its token', async () => {
  const { network, host, table } = await openHost();
  const a = await seatedGuest(network, host, 1, 'Bea');
  host.start();
  host.seatView({ seat: 1, event: 'move', observation: 'seat=1 v1' });
  host.seatRequest({ id: 4, seat: 1, observation: 'seat=1 v1' });
  await until(() => a.seen.turns.length === 1, 'turn');
  const token = a.g.token;
  a.g.stop();
  await settle(50);
  assert.equal(host.seats[1].kind, 'remote');
  await until(() => host.seats[1].kind === 'computer', 'computer takes over', 5000);
  assert.deepEqual(table.calls.at(-1), ['setSeat', 1, { kind: 'computer', level: 'standard', name: 'Bea' }]);
  // Back with the same token (a reopened link in the same browser).
  const back = guest(network, host);
  assert.equal(back.g.token, null);  // no storage under node: given by hand
  back.g.token = token;
  back.g.stop();
  const again = guest(network, host);
  again.g.token = token;
  await until(() => again.g.lobby?.you.includes(1), 'seat back');
  assert.equal(host.seats[1].kind, 'remote');
  assert.deepEqual(table.calls.at(-1), ['setSeat', 1, { kind: 'remote', name: 'Bea' }]);
  // It sees where the game stands at once.
  await until(() => again.seen.views.length === 1, 'view');
  assert.equal(again.seen.views[0].obs, 'seat=1 v1');
  again.g.stop();
  host.close();
});

test('the host replaces a guest with a computer player, and closing the table tells every guest', async () => {
  const { network, host, table, store } = await openHost();
  const a = await seatedGuest(network, host, 3, 'Dan');
  host.start();
  assert.ok(store.saved.started);
  host.setSeatKind(3, 'computer');
  await until(() => a.g.lobby?.you.length === 0, 'seat taken back');
  assert.deepEqual(table.calls.at(-1), ['setSeat', 3, { kind: 'computer', level: 'standard', name: 'Dan' }]);
  // Set aside: no seat until the host invites Dan back.
  a.g.sit(3, 'Dan');
  await until(() => a.listener.sentences.includes('onlineRefused_aside'), 'refused while aside');
  assert.equal(host.seats[3].kind, 'computer');
  assert.equal(a.g.lobby.aside, true);
  assert.deepEqual(store.saved.aside, [[a.g.token, 'Dan']]);
  host.inviteBack(a.g.token);
  await until(() => a.g.lobby?.aside === false, 'invited back');
  a.g.sit(2, 'Dan');
  await until(() => host.seats[2].kind === 'remote', 'a computer seat taken');
  host.close();
  assert.deepEqual(table.calls.at(-1), ['setSeat', 2, { kind: 'computer', level: 'standard', name: 'Dan' }]);
  await until(() => a.g.status === 'closed', 'told');
  assert.equal(a.seen.ended, true);
  assert.equal(store.saved, null);
});

test('a guest looking for a host that has gone says so once, and keeps looking', async () => {
  const { network, host } = await openHost();
  const answer = network.hosts.get(host.tableId);
  let tries = 0;
  const connect = network.guestConnect;
  network.guestConnect = (...args) => { tries += 1; return connect(...args); };
  const a = guest(network, host);
  try {
    // Every status the guest sets, in order ('connected' comes with the
    // host's welcome, not through setStatus).
    const statuses = [];
    const setStatus = a.g.setStatus.bind(a.g);
    a.g.setStatus = (status) => { statuses.push(status); setStatus(status); };
    await until(() => a.g.status === 'connected', 'welcome');
    host.peer.stop();
    for (const g of host.guests.values()) g.link?.close();
    await until(() => a.g.status === 'gone', 'host gone', 12000);
    // It keeps looking: the host back at its id is found, and until then the
    // host's going was said once.
    const triesAtGone = tries;
    await until(() => tries > triesAtGone, 'another look for the host', 8000);
    network.hosts.set(host.tableId, answer);
    await until(() => a.g.status === 'connected', 'the host found again', 8000);
    assert.deepEqual(statuses, ['reconnecting', 'gone']);
  } finally {
    a.g.stop();
    host.close();
  }
});

// The reloaded page's address no longer names the signaling server
// (app.js keeps only the language and test knobs): the table's own record
// does, or the host would wait on the default server while its guests look
// for it on the invitation's.
test('a reloaded host opens its table on the signaling server, MQTT broker and ICE choice its invitation named', async () => {
  const network = new FakeNetwork();
  const store = memoryStore();
  const used = [];
  const connect = (tableId, config, handlers) => {
    used.push({ ...config });
    return network.hostConnect(tableId, config, handlers);
  };
  const config = { signal: 'ws://127.0.0.1:9000/', mqtt: 'ws://127.0.0.1:9001/mqtt', ice: 'none' };
  const first = new HostTable({ table: new FakeTable(), config, fast: true, store, listener: quietListener(), connect });
  await first.open({ game: { variant: 'classic', players: 4, sides: [0, 1, 0, 1] }, seats: lobbySeats() });
  first.start();
  assert.deepEqual([store.saved.signal, store.saved.mqtt, store.saved.ice], [config.signal, config.mqtt, config.ice]);
  const again = new HostTable({ table: new FakeTable(), config: {}, fast: true, store: memoryStore(), listener: quietListener(), connect });
  await again.open({ game: null, seats: null, saved: store.saved });
  assert.deepEqual(used, [config, config]);
  assert.deepEqual(again.config, config);
});
