// The host's views and their epoch (web/site/online/host_table.js,
// guest_table.js) under node, over in-memory connections: the browser tests
// (online_host_reload.test.mjs) show the whole of it over real WebRTC; these
// pin the rules. A reloaded host numbers its views from 1 again, in an epoch
// one later than the page before it; a guest hands its table every view
// newer than the one shown (a later epoch, or a larger number in the same
// one), numbered in the order it took them, and drops the others.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { HostTable } from '../../build/site/online/host_table.js';
import { GuestTable } from '../../build/site/online/guest_table.js';
import { FakeNetwork, FakeTable, memoryStore, quietListener, settle } from './online_fakes.mjs';

const GAME = { variant: 'classic', players: 2, sides: [0, 1] };
const SEATS = [{ kind: 'host', name: 'Hal' }, { kind: 'free', name: '' }];

function guestTable(tableId = 'x'.repeat(16)) {
  const shown = [];
  const guest = new GuestTable({
    tableId, hostKey: { print: 'p' }, config: {}, fast: true, listener: quietListener(),
    table: { view: (m) => shown.push(m), turn: () => {}, refused: () => {}, ended: () => {}, cancel: () => {} },
  });
  return { guest, shown };
}

const view = (e, n) => ({ t: 'view', e, n, seat: 1, event: 'move', obs: `seat=1 e${e}n${n}` });

test('a guest takes the views of a later epoch from 1 again, and drops older ones', () => {
  const { guest, shown } = guestTable();
  const warn = console.warn;
  console.warn = () => {};
  try {
    for (const [e, n] of [[1, 1], [1, 2], [1, 85], [1, 85], [1, 3], [2, 1], [1, 86], [2, 2], [3, 1]]) guest.receive(view(e, n));
    // A view without its epoch does not fit the schema.
    guest.receive({ t: 'view', n: 9, seat: 1, event: 'move', obs: 'seat=1' });
  } finally {
    console.warn = warn;
  }
  // The table is handed its own run of numbers, without the epoch.
  assert.deepEqual(shown.map((m) => [m.obs, m.n]), [
    ['seat=1 e1n1', 1], ['seat=1 e1n2', 2], ['seat=1 e1n85', 3], ['seat=1 e2n1', 4], ['seat=1 e2n2', 5], ['seat=1 e3n1', 6],
  ]);
  assert.ok(shown.every((m) => !('e' in m)));
});

test('each start of the host\'s page is a later epoch, kept with the table; its views count from 1', async () => {
  const store = memoryStore();
  const network = new FakeNetwork();
  const first = new HostTable({ table: new FakeTable(), config: {}, fast: true, store, listener: quietListener(), connect: network.hostConnect });
  await first.open({ game: GAME, seats: SEATS });
  assert.equal(store.saved.epoch, 1);
  first.start();
  for (let i = 0; i < 3; i++) first.seatView({ seat: 1, event: 'move', observation: 'seat=1' });
  assert.deepEqual([first.views.get(1).e, first.views.get(1).n], [1, 3]);
  first.peer.stop();

  const again = new HostTable({ table: new FakeTable(), config: {}, fast: true, store, listener: quietListener(), connect: network.hostConnect });
  await again.open({ game: null, seats: null, saved: structuredClone(store.saved) });
  assert.equal(store.saved.epoch, 2);
  again.seatView({ seat: 1, event: 'load', observation: 'seat=1' });
  assert.deepEqual([again.views.get(1).e, again.views.get(1).n], [2, 1]);
  for (const guest of again.guests.values()) clearTimeout(guest.grace);
  await settle();
});

// The table publishes the new game's views while it deals (inside
// startGame): those are what a guest back before the first move is sent.
test('the views the start publishes are kept for a guest who comes back', async () => {
  const network = new FakeNetwork();
  const table = new FakeTable();
  const host = new HostTable({ table, config: {}, fast: true, store: memoryStore(), listener: quietListener(), connect: network.hostConnect });
  await host.open({ game: GAME, seats: SEATS });
  host.seats[1] = { kind: 'remote', name: 'Ana', token: 'a'.repeat(24) };
  const deal = table.startGame.bind(table);
  table.startGame = (setup) => {
    const result = deal(setup);
    host.seatView({ seat: 1, event: 'newgame', observation: 'seat=1 dealt' });
    host.seatRequest({ id: 1, seat: 1, observation: 'seat=1 dealt' });
    return result;
  };
  assert.deepEqual(host.start(), { ok: true });
  assert.equal(host.views.get(1)?.obs, 'seat=1 dealt');
  assert.equal(host.requests.get(1)?.req, 1);
  host.close();
});
