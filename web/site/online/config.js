// The online tables' fixed numbers and where their signaling goes.
//
// Signaling (the rendezvous of two browsers) goes by default to PeerJS's
// public server with PeerJS's default ICE servers (a STUN server to find
// each browser's public address and PeerJS's TURN relays for networks that
// block direct connections). A site that runs its own server (./tools/signal,
// or the npm `peer` package) points the page at it with signal=wss://host/path
// (data-signal on an embed); ice=none uses no ICE server at all (a local
// network, the tests), ice=stun:host:port,... its own STUN servers.

export { TABLE_ID, isIce, isSignalUrl, isTableId } from '../page/online_options.js';

// A guest's or seat's secret token (kept in the guest's storage): 24 of them.
export const TOKEN = /^[a-z0-9]{24}$/;

// What a guest may send in one message: moves and chat lines are short.
export const GUEST_MESSAGE_BYTES = 2048;
// What the host sends in one message (an observation line is about 1 KB;
// a game record at the end of the game goes in parts of this size).
export const HOST_MESSAGE_BYTES = 64 * 1024;
export const RECORD_PART_CHARS = 32 * 1024;
// A player's name at the table (the table's own limit, engine/seats.h
// kMaxNameChars, in characters), and a line of chat typed by hand.
export const MAX_NAME = 16;
export const MAX_CHAT = 200;

// Each side sends something at least this often; a link silent for
// SILENT_MS is taken for dropped (a closed tab's channel may never say so).
export const HEARTBEAT_MS = 2000;
export const SILENT_MS = 8000;
// A connection that has not said hello by then is closed.
export const HELLO_MS = 10000;
// How long a dropped guest's seat waits before a computer player takes it
// over, and how long guests look for a host before they say it has gone.
export const GRACE_MS = 15000;
// A guest whose page went quiet rather than closed (a phone whose screen
// locked, or which switched apps, stops its page's timers; a network that
// dropped for a moment) is waited for longer: under a minute away, it finds
// its seat as it left it, with no computer player's moves made for it.
export const QUIET_GRACE_MS = 60000;
export const HOST_GONE_MS = 30000;
// A signaling server that has not answered by then is said to be out of
// reach (while it is still tried): a server that takes connections and never
// answers left the panel on "Opening the table…" for minutes without a word.
export const SIGNAL_ANSWER_MS = 5000;
// A test knob (fast=1, which also shortens the animations): the same
// faults in seconds instead of tens of seconds.
export const FAST_GRACE_MS = 3000;
export const FAST_QUIET_GRACE_MS = 30000;
export const FAST_HOST_GONE_MS = 8000;
// How long the host's messages to its guests wait at most for the save of
// their position (saved_first.js): a storage that never finishes a write
// must not stop the table.
export const SAVE_WAIT_MS = 10000;
// Connections the host keeps open before they say hello (a flood of them is
// closed), and guests it keeps without a seat (watchers, people choosing a
// seat, people the host set aside): more are told the table is full.
export const MAX_WAITING_LINKS = 12;
export const MAX_IDLE_GUESTS = 8;
// Refused messages a guest may send at once before the host closes it for
// good, and how many a second are forgiven (a leaky bucket: a long game's
// honest mistakes never add up to a hostile guest). fast=1 forgives faster.
export const MAX_STRIKES = 30;
export const STRIKES_FORGIVEN_PER_SECOND = 0.1;
export const FAST_STRIKES_FORGIVEN_PER_SECOND = 5;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
export function randomId(length) {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 256 is not a multiple of 36: values from 252 up are drawn again, so
  // every character is equally likely.
  let out = '';
  for (let i = 0; out.length < length; i++) {
    if (i >= bytes.length) return out + randomId(length - out.length);
    if (bytes[i] < 252) out += ALPHABET[bytes[i] % 36];
  }
  return out;
}

// A new game's seed, from the browser's cryptographic generator: 64 bits
// as a decimal string (the table reads seeds above 2^53 exactly that way).
export function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(high) << 32n) | BigInt(low)).toString();
}

// The RTCPeerConnection configuration a link's ice= names: none at all
// (ice=none), its STUN servers, or null for the connecting library's default.
export function iceConfig(ice) {
  if (ice === 'none') return { iceServers: [] };
  if (ice) return { iceServers: ice.split(',').map((urls) => ({ urls })) };
  return null;
}

// The PeerJS options for a signal address and ICE choice (both optional).
export function peerOptions({ signal, ice } = {}) {
  const options = { debug: 0 };
  if (signal) {
    const url = new URL(signal);
    const secure = url.protocol === 'wss:';
    Object.assign(options, {
      // An IPv6 address keeps its brackets: PeerJS writes host:port into
      // its addresses, and ws://::1:9600/ is no address at all.
      host: url.hostname,
      port: Number(url.port || (secure ? 443 : 80)),
      path: url.pathname || '/',
      secure,
    });
  }
  const config = iceConfig(ice);
  if (config) options.config = config;
  return options;
}

// PeerJS ids on the signaling server: the host's is the table's; a guest's
// is new at every connection (its token, not its id, says who it is). A
// table has HOST_SLOTS ids: when a page took the first, the host opens at
// the next one free and its guests try them in turn (each proves itself:
// handshake.js).
export const HOST_SLOTS = 4;
export const hostPeerId = (tableId, slot = 0) => (slot ? `canasta-${tableId}-${slot}` : `canasta-${tableId}`);
export const guestPeerId = () => `canasta-g-${randomId(16)}`;

// The invitation link: this page's address with the table's id, and the
// signaling the table uses when it is not the default.
export function inviteLink(tableId, { signal, mqtt, ice } = {}, base = location.href) {
  const url = new URL('index.html', base);
  url.search = '';
  url.hash = '';
  url.searchParams.set('join', tableId);
  if (signal) url.searchParams.set('signal', signal);
  if (mqtt) url.searchParams.set('mqtt', mqtt);
  if (ice) url.searchParams.set('ice', ice);
  return url.href;
}
