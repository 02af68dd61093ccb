// A guest makes sure of the host before it says anything (handshake.js),
// with the host's and guests' real logic over in-memory connections (each
// end with its own made-up DTLS certificate print, online_fakes.mjs): a page
// holding the table's id with another key, a page relaying between the
// guest and the real host, a tampered or missing key print in the link.
// Runs under node alone; tests/web/online_impostor.test.mjs does the same
// in browsers over real WebRTC.
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { HostTable } from '../../build/site/online/host_table.js';
import { GuestTable } from '../../build/site/online/guest_table.js';
import { Link } from '../../build/site/online/transport.js';
import { hostKeys, keyOfLink } from '../../build/site/online/host_key.js';
import { answerChallenge, proofHolds, sdpPrints } from '../../build/site/online/handshake.js';
import { FakeNetwork, FakeTable, connectionPair, memoryStore, quietListener, settle } from './online_fakes.mjs';

const LIMITS = { maxIn: 65536, maxOut: 65536 };

// Every channel end a test opens by hand is closed after it: a link's
// heartbeat timer would keep node running once the tests are done.
const opened = [];
const track = (link) => {
  opened.push(link);
  return link;
};
afterEach(() => {
  for (const link of opened.splice(0)) link.close();
});

async function openHost() {
  const network = new FakeNetwork();
  const host = new HostTable({ table: new FakeTable(), config: {}, fast: true, store: memoryStore(), listener: quietListener(), connect: network.hostConnect });
  await host.open({ game: { variant: 'classic', players: 2 }, seats: [{ kind: 'host', name: 'Ana' }, { kind: 'free', name: '' }] });
  return { network, host };
}

// A guest page's logic; `connect` stands for the signaling server.
function guest(tableId, hostKey, connect) {
  const shown = [];
  const listener = { ...quietListener(), chat: (line) => shown.push(line) };
  const g = new GuestTable({
    tableId, hostKey, config: {}, fast: true, listener, connect,
    table: { view: (m) => shown.push(m), turn: (m) => shown.push(m), cancel() {}, refused() {}, ended() {} },
  });
  g.run();
  return { g, shown };
}

// A page that took the table's id: it hears everything, says what a host
// would, and answers a challenge with a key of its own.
async function impostor(tableId) {
  const keys = await hostKeys().open(tableId);
  const heard = [];
  const connect = (id, config, limits) => new Promise((resolve) => {
    const [guestEnd, ownEnd] = connectionPair();
    const own = track(new Link(ownEnd, LIMITS));
    own.onmessage = (message) => {
      heard.push(message);
      if (message.t === 'challenge') answerChallenge(own, keys, tableId, message.c);
      own.send({ t: 'chat', seat: 0, name: 'Host', text: 'Server moved: please open evil.example' });
    };
    const link = track(new Link(guestEnd, limits));
    link.onopen = () => resolve(link);
  });
  return { connect, heard };
}

const until = async (check, what, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await settle(5);
  }
};

test('the host proves itself to a guest holding its link: the guest says hello only then', async () => {
  const { network, host } = await openHost();
  const a = guest(host.tableId, { print: host.key.print }, network.guestConnect);
  await until(() => a.g.status === 'connected', 'welcome');
  assert.equal(host.guests.size, 1);
  a.g.stop();
  host.close();
});

test('a page holding the table id with another key hears a challenge only; nothing of it is shown', async () => {
  const { host } = await openHost();
  const fake = await impostor(host.tableId);
  const a = guest(host.tableId, { print: host.key.print }, fake.connect);
  await until(() => a.g.status === 'unproven', 'the impostor refused');
  await settle(50);
  assert.ok(fake.heard.length >= 1);
  assert.ok(fake.heard.every((m) => m.t === 'challenge'), JSON.stringify(fake.heard));
  assert.deepEqual(a.shown, []);
  assert.equal(a.g.lobby, null);
  a.g.stop();
  host.close();
});

test('a page relaying between a guest and the real host cannot pass the proof along', async () => {
  const { network, host } = await openHost();
  const relayed = [];
  // The relay's channel to the guest and its own channel to the host have
  // its certificates, not the guest's: everything else is passed on as is.
  const connect = (tableId, config, limits) => new Promise((resolve) => {
    const [guestEnd, relayEnd] = connectionPair();
    const toGuest = track(new Link(relayEnd, LIMITS));
    const link = track(new Link(guestEnd, limits));
    network.guestConnect(tableId, config, LIMITS).then((toHost) => {
      toHost.onmessage = (m) => toGuest.send(m);
      toGuest.onmessage = (m) => {
        relayed.push(m);
        toHost.send(m);
      };
      resolve(link);
    });
  });
  const a = guest(host.tableId, { print: host.key.print }, connect);
  await until(() => a.g.status === 'unproven', 'the relayed proof refused');
  assert.ok(relayed.every((m) => m.t === 'challenge'), JSON.stringify(relayed));
  assert.equal(host.guests.size, 0);
  a.g.stop();
  host.close();
});

test('a link whose key print was changed is refused by the real host\'s proof', async () => {
  const { network, host } = await openHost();
  const print = host.key.print;
  const tampered = `${print.slice(0, 10)}${print[10] === 'A' ? 'B' : 'A'}${print.slice(11)}`;
  const a = guest(host.tableId, keyOfLink(`#k=${tampered}`), network.guestConnect);
  await until(() => a.g.status === 'unproven', 'refused');
  assert.equal(host.guests.size, 0);
  a.g.stop();
  host.close();
});

test('a link with no key print (an older version\'s) or a broken one connects nowhere and says why', async () => {
  let tries = 0;
  const connect = () => {
    tries++;
    return Promise.reject(new Error('absent'));
  };
  const old = guest('abcdefghijklmnop', keyOfLink(''), connect);
  const broken = guest('abcdefghijklmnop', keyOfLink('#k=short'), connect);
  await settle(50);
  assert.equal(old.g.status, 'oldLink');
  assert.equal(broken.g.status, 'damagedLink');
  assert.equal(tries, 0);
  old.g.stop();
  broken.g.stop();
});

test('a proof names the table, the challenge and both certificates: any other one fails', async () => {
  const keys = await hostKeys().open('abcdefghijklmnop');
  const [hostEnd, guestEnd] = connectionPair();
  const hostLink = track(new Link(hostEnd, LIMITS));
  const guestLink = track(new Link(guestEnd, LIMITS));
  await settle();
  let proof = null;
  guestLink.onmessage = (m) => { proof = m; };
  const challenge = 'c'.repeat(43);
  await answerChallenge(hostLink, keys, 'abcdefghijklmnop', challenge);
  await until(() => proof, 'proof');
  const good = { print: keys.print, tableId: 'abcdefghijklmnop', challenge, binding: guestLink.binding(), proof };
  assert.equal(await proofHolds(good), true);
  const other = connectionPair()[0].peerConnection;
  // The signature's first character changed to another: all six of its
  // bits carry the signature (the last one's low bits are padding, and a
  // fixed replacement there could equal the original, 1 run in 256).
  const changedSig = `${proof.sig[0] === 'A' ? 'B' : 'A'}${proof.sig.slice(1)}`;
  for (const bad of [
    { tableId: 'bbcdefghijklmnop' }, { challenge: 'd'.repeat(43) },
    { binding: { ...good.binding, remote: sdpPrints(other.remoteDescription.sdp) } },
    { binding: { ...good.binding, local: sdpPrints(other.localDescription.sdp) } },
    { proof: { ...proof, sig: changedSig } },
  ]) assert.equal(await proofHolds({ ...good, ...bad }), false, JSON.stringify(Object.keys(bad)));
});
