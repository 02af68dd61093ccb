// How host and guests find each other: over PeerJS's signaling server
// (transport.js) and over MQTT brokers (meeting.js) at once, the first that
// connects winning. One service down, full or refusing connections then
// costs nothing: a table is reachable while any of them is. Whichever
// introduces them, guest and host then talk over a WebRTC data channel of
// their own, and the guest checks the host's proof on it (handshake.js).
//
// A link names the ways it uses: `signal=` a PeerJS server, `mqtt=` a
// broker. A link that names neither uses the public ones below (README,
// "Third parties"); one that names either uses only what it names, so a
// site with its own server, and the tests, contact nobody else.
import { guestMeeting, hostMeeting } from './meeting.js';
import { Link, guestConnect, hostPeer } from './transport.js';

export const PUBLIC_BROKERS = ['wss://broker.emqx.io:8084/mqtt', 'wss://broker.hivemq.com:8884/mqtt'];
// How long a guest waits for a host's answer through a broker: a host that
// is there answers within its candidates' gathering (meeting.js).
const BROKER_ANSWER_MS = 6000;

export function waysOf({ signal, mqtt } = {}) {
  if (!signal && !mqtt) return { peer: true, brokers: PUBLIC_BROKERS };
  return { peer: Boolean(signal), brokers: mqtt ? [mqtt] : [] };
}

// The host's end on every way at once: resolves once one of them is open to
// guests, to { slot, stop() } (slot: which of PeerJS's ids it holds). Each
// way retries by itself; `onTrouble('signal')` is said only while no way is
// open, the PeerJS id troubles ('taken', 'takenAll') always.
export async function hostRendezvous(tableId, config, { onConnection, onTrouble, slots = 1, key }) {
  const { peer, brokers } = waysOf(config);
  let brokersOpen = 0;
  let peerOpen = false;
  let stopped = false;
  const meetings = [];
  const trouble = (kind) => {
    if (kind === 'signal' && (peerOpen || brokersOpen > 0)) return;
    onTrouble?.(kind);
  };
  const peerTrouble = (kind) => {
    if (kind === 'signal') peerOpen = false;
    trouble(kind);
  };
  const meet = (broker, delay = 1000) => hostMeeting(tableId, { broker, ice: config.ice, key }, {
    onConnection,
    onLost: () => {
      brokersOpen -= 1;
      trouble('signal');
    },
  }).then((meeting) => {
    if (stopped) meeting.stop();
    meetings.push(meeting);
    brokersOpen += 1;
    return meeting;
  }, (error) => {
    trouble('signal');
    if (stopped) throw error;
    return new Promise((resolve) => setTimeout(resolve, delay)).then(() => meet(broker, Math.min(delay * 2, 30000)));
  });
  const peerSide = peer ? hostPeer(tableId, config, { onConnection, onTrouble: peerTrouble, slots }) : null;
  let opened = null;
  await Promise.any([...(peerSide ? [peerSide.then((side) => {
    opened = side;
    peerOpen = true;
  })] : []), ...brokers.map((b) => meet(b))]);
  return {
    get slot() { return opened?.slot ?? 0; },
    stop() {
      stopped = true;
      for (const meeting of meetings) meeting.stop();
      peerSide?.then((side) => side.stop());
    },
  };
}

// A channel from a broker, as a Link once open; rejects with 'timeout'.
function linkWhenOpen(connection, { maxIn, maxOut, timeoutMs }) {
  return new Promise((resolve, reject) => {
    const link = new Link(connection, { maxIn, maxOut });
    const timer = setTimeout(() => {
      link.close();
      reject(new Error('timeout'));
    }, timeoutMs);
    link.onclose = () => {
      clearTimeout(timer);
      reject(new Error('absent'));
    };
    link.onopen = () => {
      clearTimeout(timer);
      link.onclose = null;
      resolve(link);
    };
  });
}

// A guest's attempt on every way at once: resolves to the first open Link
// (the others are closed as they open), rejects with 'absent' when a way
// found no host, 'signal' when none could be reached. `slot` is PeerJS's
// (hostPeer): the brokers are asked at slot 0 only, once a round of slots.
// `onSilent()` hears once every way's server is silent or out of reach.
export async function guestRendezvous(tableId, config, { maxIn, maxOut, timeoutMs = 15000, slot = 0, onSilent, print }) {
  const { peer, brokers } = waysOf(config);
  let winner = null;
  const attempts = [];
  let ways = 0;
  let silentWays = 0;
  const silent = () => {
    silentWays += 1;
    if (silentWays === ways) onSilent?.();
  };
  if (peer) {
    ways += 1;
    attempts.push(guestConnect(tableId, config, { maxIn, maxOut, timeoutMs, slot, onSilent: silent }));
  }
  if (slot === 0 || !peer) {
    for (const broker of brokers) {
      ways += 1;
      attempts.push(guestMeeting(tableId, { broker, ice: config.ice, print }, { timeoutMs: BROKER_ANSWER_MS, cancelled: () => winner !== null })
        .then((connection) => linkWhenOpen(connection, { maxIn, maxOut, timeoutMs }), (error) => {
          if (error.message === 'signal') silent();
          throw error;
        }));
    }
  }
  for (const attempt of attempts) attempt.then((link) => link !== winner && winner !== null && link.close(), () => {});
  try {
    winner = await Promise.any(attempts);
    return winner;
  } catch (all) {
    const reasons = (all.errors ?? []).map((error) => error?.message);
    const reason = ['absent', 'signal'].find((r) => reasons.includes(r));
    throw new Error(reason ?? reasons[0] ?? 'absent');
  }
}
