// The online tables' wire: PeerJS (vendor/peerjs.min.js, copied from npm at
// build time) finds the other browser through the signaling server, then
// every message goes over a WebRTC data channel between the two browsers.
// This is the only file that knows PeerJS. The library is loaded the first
// time a table is shared or joined: a page that does neither never fetches
// it and never contacts a signaling server.
//
// A Link is one data channel carrying JSON messages, one object each: it
// refuses to send or read a message over its size limit, keeps the channel
// alive with a small heartbeat and takes a channel silent for SILENT_MS for
// closed (a closed tab or a dropped network does not always say so).
import { HEARTBEAT_MS, SIGNAL_ANSWER_MS, SILENT_MS, guestPeerId, hostPeerId, peerOptions } from './config.js';
import { channelBinding } from './handshake.js';

let library = null;

// Resolves to PeerJS's Peer class (loaded once, by a script element: the
// page's policy allows scripts of its own site only).
export function loadPeerLibrary() {
  library ??= new Promise((resolve, reject) => {
    if (globalThis.peerjs?.Peer) {
      resolve(globalThis.peerjs.Peer);
      return;
    }
    const script = document.createElement('script');
    script.src = new URL('../vendor/peerjs.min.js', import.meta.url).href;
    // Either failure is the page's onlineLibraryFailed for the player.
    script.onload = () => (globalThis.peerjs?.Peer ? resolve(globalThis.peerjs.Peer) : reject(new Error('library')));
    script.onerror = () => {
      library = null;
      reject(new Error('library'));
    };
    document.head.append(script);
  });
  return library;
}

export class Link {
  // `connection`: a PeerJS DataConnection with raw serialization.
  constructor(connection, { maxIn, maxOut }) {
    this.connection = connection;
    this.maxIn = maxIn;
    this.maxOut = maxOut;
    this.open = false;
    this.closed = false;
    this.onmessage = null;   // (object) => void: a message that parsed as a JSON object
    this.onrefused = null;   // (why) => void: a message that did not
    this.onopen = null;
    this.onclose = null;
    this.lastHeard = Date.now();
    this.lastSent = 0;
    this.bytesSent = 0;
    // Whether the link ended because the other end went quiet (a phone's
    // screen locked, a network dropped) rather than being closed by it (a
    // closed tab's channel says so): the host waits longer for the first.
    this.wentSilent = false;
    connection.on('open', () => {
      this.open = true;
      this.lastHeard = Date.now();
      this.timer = setInterval(() => this.beat(), HEARTBEAT_MS / 2);
      this.onopen?.();
    });
    connection.on('data', (data) => this.receive(data));
    connection.on('close', () => this.close());
    connection.on('error', () => this.close());
  }

  receive(data) {
    this.lastHeard = Date.now();
    const size = typeof data === 'string' ? data.length : (data?.byteLength ?? data?.size ?? 0);
    // Length in UTF-16 units bounds the UTF-8 bytes from below and above
    // within a factor of 3: the cheap check comes first, the exact one next.
    if (typeof data !== 'string') return this.onrefused?.('binary');
    if (size > this.maxIn || new TextEncoder().encode(data).length > this.maxIn) return this.onrefused?.('size');
    let message;
    try {
      message = JSON.parse(data);
    } catch {
      return this.onrefused?.('json');
    }
    if (message === null || typeof message !== 'object' || Array.isArray(message) || typeof message.t !== 'string') {
      return this.onrefused?.('shape');
    }
    if (message.t === 'beat') return undefined;
    return this.onmessage?.(message);
  }

  // Sends one message; false when it cannot go (closed, or over the limit).
  send(message) {
    if (!this.open || this.closed) return false;
    const text = JSON.stringify(message);
    const bytes = new TextEncoder().encode(text).length;
    if (bytes > this.maxOut) {
      console.warn(`Canasta: an online message of ${bytes} bytes was not sent (at most ${this.maxOut}).`);
      return false;
    }
    try {
      this.connection.send(text);
    } catch {
      this.close();
      return false;
    }
    this.lastSent = Date.now();
    this.bytesSent += bytes;
    return true;
  }

  // The DTLS certificate prints of the channel's two ends, { local, remote }
  // (handshake.js signs them).
  binding() {
    return channelBinding(this.connection.peerConnection);
  }

  beat() {
    const now = Date.now();
    if (now - this.lastHeard > SILENT_MS) {
      this.wentSilent = true;
      this.close();
      return;
    }
    if (now - this.lastSent >= HEARTBEAT_MS) this.send({ t: 'beat' });
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    this.open = false;
    clearInterval(this.timer);
    try {
      this.connection.close();
    } catch {
      // already gone
    }
    this.onclose?.();
  }
}

// The host's end: registers the table's id with the signaling server and
// hands every incoming connection to `onConnection(connection)` (wrap it in
// a Link). Resolves to the PeerJS peer once registered; `onTrouble(kind)`
// hears of a lost signaling server ('signal') or an id held by another page
// ('taken': a page posing as the host, or a reload before the server noticed
// the old page left), both retried here. A table has `slots` ids (config.js
// hostPeerId): a taken one sends the host to the next at once, where its
// guests, who try them in turn, find it; `slot` says where it is.
export async function hostPeer(tableId, config, { onConnection, onTrouble, slots = 1 }) {
  const Peer = await loadPeerLibrary();
  let peer = null;
  let stopped = false;
  let delay = 500;
  let slot = 0;
  const start = () => new Promise((resolve) => {
    peer = new Peer(hostPeerId(tableId, slot), peerOptions(config));
    // Silence from the server is said as its absence is, while it is tried.
    const silent = setTimeout(() => onTrouble?.('signal'), SIGNAL_ANSWER_MS);
    peer.on('open', () => {
      clearTimeout(silent);
      delay = 500;
      resolve(peer);
    });
    peer.on('connection', (connection) => onConnection(connection));
    peer.on('disconnected', () => {
      // The data channels stay up without the signaling server; only new
      // guests need it, so it is looked for again quietly.
      if (!stopped && !peer.destroyed) setTimeout(() => !stopped && !peer.destroyed && peer.reconnect(), delay);
      delay = Math.min(delay * 2, 10000);
      onTrouble?.('signal');
    });
    peer.on('error', (error) => {
      clearTimeout(silent);
      let wait = delay;
      if (error.type === 'unavailable-id') {
        slot = (slot + 1) % slots;
        if (slot !== 0) wait = 0;
        onTrouble?.(slot === 0 ? 'takenAll' : 'taken');
      } else if (error.type === 'peer-unavailable') return;
      else onTrouble?.('signal');
      if (['unavailable-id', 'network', 'server-error', 'socket-error', 'socket-closed'].includes(error.type)) {
        peer.destroy();
        if (!stopped) setTimeout(() => start().then(resolve), wait);
        if (wait) delay = Math.min(delay * 2, 10000);
      }
    });
  });
  const first = await start();
  return {
    get peer() { return peer ?? first; },
    get slot() { return slot; },
    stop() {
      stopped = true;
      peer?.destroy();
    },
  };
}

// A guest's end: a new peer for each attempt, connected to the table's
// host at the table's id `slot` (hostPeer). Resolves to { link, stop } once
// the data channel is open, or rejects with the reason ('absent' when no
// host has that id now, 'signal' when the signaling server cannot be
// reached, 'timeout'). `onSilent()` hears that the signaling server has not
// answered within SIGNAL_ANSWER_MS (the attempt goes on).
export async function guestConnect(tableId, config, { maxIn, maxOut, timeoutMs = 15000, slot = 0, onSilent }) {
  const Peer = await loadPeerLibrary();
  return new Promise((resolve, reject) => {
    const peer = new Peer(guestPeerId(), peerOptions(config));
    let settled = false;
    const fail = (why) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(silent);
      peer.destroy();
      reject(new Error(why));
    };
    const timer = setTimeout(() => fail('timeout'), timeoutMs);
    const silent = setTimeout(() => onSilent?.(), SIGNAL_ANSWER_MS);
    peer.on('error', (error) => fail(error.type === 'peer-unavailable' ? 'absent' : 'signal'));
    peer.on('open', () => {
      clearTimeout(silent);
      const connection = peer.connect(hostPeerId(tableId, slot), { serialization: 'raw', reliable: true });
      const link = new Link(connection, { maxIn, maxOut });
      link.onclose = () => fail('absent');
      link.onopen = () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        link.onclose = null;
        // The signaling server is no longer needed: only the channel stays.
        peer.disconnect();
        const closeLink = link.close.bind(link);
        link.close = () => {
          closeLink();
          peer.destroy();
        };
        resolve(link);
      };
    });
  });
}
