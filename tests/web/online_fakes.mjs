// In-memory stand-ins for the online layer's edges, so the host's and
// guests' logic (web/site/online/) runs under node without browsers: a pair
// of PeerJS-like data connections, the host's and guests' connect functions
// over them, and a table that records what it was told.
import { randomBytes } from 'node:crypto';
import { Link } from '../../build/site/online/transport.js';

// A DTLS certificate's print as an SDP says it (a=fingerprint), made up.
export const fakeCertificate = () => `a=fingerprint:sha-256 ${randomBytes(32).toString('hex').toUpperCase().match(/../g).join(':')}`;

class FakeConnection {
  constructor(serialization) {
    this.serialization = serialization;
    this.handlers = new Map();
    this.other = null;
    this.closed = false;
    this.sent = [];
  }

  on(event, handler) {
    if (!this.handlers.has(event)) this.handlers.set(event, []);
    this.handlers.get(event).push(handler);
  }

  emit(event, value) {
    for (const handler of this.handlers.get(event) ?? []) handler(value);
  }

  send(data) {
    if (this.closed || this.closing) throw new Error('closed');
    this.sent.push(data);
    const other = this.other;
    queueMicrotask(() => !other.closed && other.emit('data', data));
  }

  // As a data channel does, what was sent before close() still arrives.
  close() {
    if (this.closing) return;
    this.closing = true;
    queueMicrotask(() => {
      this.closed = true;
      this.emit('close');
      this.other.close();
    });
  }
}

// Each end has a certificate of its own; its peer connection's
// descriptions name both, as a real channel's SDP does (handshake.js).
export function connectionPair(serialization = 'raw', [certA, certB] = [fakeCertificate(), fakeCertificate()]) {
  const a = new FakeConnection(serialization);
  const b = new FakeConnection(serialization);
  a.other = b;
  b.other = a;
  a.peerConnection = { localDescription: { sdp: certA }, remoteDescription: { sdp: certB } };
  b.peerConnection = { localDescription: { sdp: certB }, remoteDescription: { sdp: certA } };
  queueMicrotask(() => {
    a.emit('open');
    b.emit('open');
  });
  return [a, b];
}

// A signaling stand-in: one host per table id, guests connect to it.
export class FakeNetwork {
  constructor() {
    this.hosts = new Map();
  }

  hostConnect = async (tableId, config, { onConnection }) => {
    this.hosts.set(tableId, onConnection);
    return { stop: () => this.hosts.delete(tableId) };
  };

  // (Every one of a table's ids reaches the same host here.)
  guestConnect = (tableId, config, { maxIn, maxOut }) => new Promise((resolve, reject) => {
    const host = this.hosts.get(tableId);
    if (!host) {
      setTimeout(() => reject(new Error('absent')), 5);
      return;
    }
    const [guestEnd, hostEnd] = connectionPair();
    const link = new Link(guestEnd, { maxIn, maxOut });
    link.onopen = () => resolve(link);
    host(hostEnd);
  });

  // A raw connection to the host, for a hostile guest that writes anything.
  raw(tableId, serialization = 'raw') {
    const [guestEnd, hostEnd] = connectionPair(serialization);
    const received = [];
    guestEnd.on('data', (data) => received.push(JSON.parse(data)));
    this.hosts.get(tableId)(hostEnd);
    return { connection: guestEnd, received, opened: new Promise((done) => guestEnd.on('open', done)) };
  }
}

export const MUST_DRAW_FIRST = { why: 'whyMustDrawFirst', rank: '4', card: '2c', have: 0, need: 0 };

const SETUP_FIELDS = ['variant', 'options', 'players', 'seed', 'levels', 'seats', 'undo'];

// The host's table as the online layer sees it: it records every call and
// accepts the moves listed in `legal` (others are refused with the engine's
// verdict, as the real table's seatMove reply carries it).
export class FakeTable {
  constructor() {
    this.calls = [];
    this.legal = new Set();
  }

  setSeat(seat, kind) {
    this.calls.push(['setSeat', seat, kind]);
    return { ok: true };
  }

  seatMove(id, seat, move) {
    this.calls.push(['seatMove', id, seat, move]);
    return this.legal.has(move) ? { ok: true } : { ok: false, error: `You cannot ${move} now.`, verdict: MUST_DRAW_FIRST };
  }

  // The real table (read_setup, frontend/app/web_api.cpp) refuses a
  // setup with a field it does not know.
  startGame(setup) {
    this.calls.push(['startGame', setup]);
    const unknown = Object.keys(setup).find((key) => !SETUP_FIELDS.includes(key));
    if (unknown) return { ok: false, error: `The game setup has a wrong or unknown field "${unknown}".` };
    return { ok: true };
  }
}

export const memoryStore = () => ({ saved: null, save(state) { this.saved = structuredClone(state); }, forget() { this.saved = null; } });

// What the page would hear: changes, chat lines, sentences (by id), a record.
export const quietListener = () => ({
  changes: 0,
  lines: [],
  sentences: [],
  recordText: null,
  changed() { this.changes++; },
  chat(line) { this.lines.push(line); },
  said(id) { this.sentences.push(id); },
  record(text) { this.recordText = text; },
});

export const settle = (ms = 10) => new Promise((done) => setTimeout(done, ms));
