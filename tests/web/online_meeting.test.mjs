// A table is found by either of its two ways (web/site/online/rendezvous.js):
// PeerJS's signaling server and an MQTT broker, raced. With one of them dead
// (nothing listening at its address) and the other alive, a guest still
// reaches the host, proves it (handshake.js), sits and plays: real Chromium
// pages over real WebRTC, a PeerJS server and an MQTT broker on loopback
// (tools/lib/mqtt_broker.mjs), nothing else contacted.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startBroker } from '../../tools/lib/mqtt_broker.mjs';
import { spawnSignal } from '../../tools/lib/signal.mjs';
import { guestSits, hostInvites, openOnline, watchHostMoves } from './online_helpers.mjs';
import WebSocket from 'ws';
import { packet, readField, takePacket, utf8Field } from '../../web/site/online/mqtt.js';

const WAIT = { timeout: 90000 };

// An address where nothing listens any more.
async function deadSignal() {
  const signal = await spawnSignal();
  await signal.close();
  return signal.url;
}
async function deadBroker() {
  const broker = await startBroker();
  await broker.close();
  return broker.url;
}

// Anyone may publish on a public broker: this client listens on the table's
// host topic and answers every guest's offer at once, before the real host
// can, with an answer signed by a key of its own. Resolves to { answered(),
// close() }.
function impostorOn(brokerUrl, tableId) {
  return new Promise((resolve) => {
    const socket = new WebSocket(brokerUrl, 'mqtt');
    let answered = 0;
    let buffer = Buffer.alloc(0);
    socket.on('open', () => {
      socket.send(packet(0x10, [...utf8Field('MQTT'), 4, 2, 0, 30, ...utf8Field('impostor')]));
      socket.send(packet(0x82, [0, 1, ...utf8Field(`canasta/1/${tableId}/host`), 0]));
      resolve({ answered: () => answered, close: () => socket.terminate() });
    });
    socket.on('message', (data) => {
      buffer = Buffer.concat([buffer, data]);
      for (let next = takePacket(buffer); next; next = takePacket(buffer)) {
        buffer = Buffer.from(next.rest);
        if (next.type !== 3) continue;
        const [, at] = readField(next.body, 0);
        const offer = JSON.parse(Buffer.from(next.body.subarray(at)).toString());
        answered += 1;
        const answer = { t: 'answer', sdp: offer.sdp.replace('a=setup:actpass', 'a=setup:active'), key: `B${'A'.repeat(86)}`, sig: 'C'.repeat(86) };
        socket.send(packet(0x30, [...utf8Field(`canasta/1/${tableId}/guest/${offer.from}`), ...Buffer.from(JSON.stringify(answer))]));
      }
    });
  });
}

// The host shares a two-player table through `wire`; Ana opens the link,
// types her name, sits, and her page (autoplay) plays her moves to the host.
async function playsThrough(setup, wire, beforeJoining = async () => {}) {
  setup.wire = wire;
  const host = await setup.player();
  await host.context.addInitScript(watchHostMoves);
  const ana = await setup.player();
  const link = await hostInvites(setup, host, 'seed=5&players=2&autoplay=shared');
  await beforeJoining(link);
  assert.equal(new URL(link).searchParams.get('mqtt'), new URLSearchParams(wire).get('mqtt'));
  await guestSits(ana, link, 'Ana', 1, { query: '&autoplay=1', timeout: WAIT.timeout });
  await host.page.click('#online-start');
  await ana.page.waitForFunction(() => window.canastaTable?.state()?.mode === 'guest', null, WAIT);
  await host.page.waitForFunction(() => window.hostMoves.includes(1), null, WAIT);
  for (const page of [host, ana]) assert.deepEqual(page.foreignRequests, []);
  return { host, ana };
}

// A client on the same broker answers Ana's offers first, every time: her
// page applies only the answer signed by the key its link names.
test('with the PeerJS server dead, the table is found through the MQTT broker, past a client answering first', { timeout: 300000 }, async () => {
  const setup = await openOnline();
  const broker = await startBroker();
  let impostor = null;
  try {
    const dead = await deadSignal();
    const { ana } = await playsThrough(setup, `signal=${encodeURIComponent(dead)}&mqtt=${encodeURIComponent(broker.url)}&ice=none`,
      async (link) => { impostor = await impostorOn(broker.url, new URL(link).searchParams.get('join')); });
    assert.ok(impostor.answered() >= 1, 'the other client answered an offer of Ana\'s');
    // Ana's page asked the broker (and tried the dead server, in vain).
    assert.ok(ana.sockets.some((url) => url.startsWith(broker.url)), ana.sockets.join(' '));
  } finally {
    impostor?.close();
    await setup.close();
    await broker.close();
  }
});

test('with the MQTT broker dead, the table is found through the PeerJS server', { timeout: 300000 }, async () => {
  const setup = await openOnline();
  try {
    const dead = await deadBroker();
    const { ana } = await playsThrough(setup, `${setup.wire.replace('&ice=none', '')}&mqtt=${encodeURIComponent(dead)}&ice=none`);
    assert.ok(ana.sockets.some((url) => url.startsWith(setup.signal.url.replace(/\/$/, ''))), ana.sockets.join(' '));
  } finally {
    await setup.close();
  }
});
