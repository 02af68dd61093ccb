// A guest's side of an online table: the link to the host, kept up by
// itself (a dropped link or a reloaded host is looked for again, with a
// growing pause), the guest's token kept in this browser's storage so that
// reopening the link gives back the same seats and nobody else can take
// them, and the host's messages checked and handed on: what the guest's
// seats may see to the table (which draws it), the lobby and the chat to
// the page. The guest's moves go to the host, which alone decides.
// Every new channel first proves that its other end is the host the
// invitation names (handshake.js); one that does not is closed unheard and
// the guest looks on, through the table's other ids (config.js hostPeerId).
import {
  FAST_HOST_GONE_MS, GUEST_MESSAGE_BYTES, HOST_GONE_MS, HOST_MESSAGE_BYTES, HOST_SLOTS, MAX_NAME, TOKEN,
} from './config.js';
import { proveHost } from './handshake.js';
import { MAX_PARTS, PROTOCOL_VERSION, hostMessageProblem } from './messages.js';
import { guestRendezvous } from './rendezvous.js';

const STORE_KEY = 'canasta.online.guest';
const KEEP_TABLES = 8;

// The tokens and names this browser had at online tables, newest last.
function readStore() {
  try {
    const value = JSON.parse(localStorage.getItem(STORE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((e) => e && typeof e.table === 'string' && TOKEN.test(e.token ?? '')) : [];
  } catch {
    return [];
  }
}

function writeStore(entries) {
  try {
    localStorage.setItem(STORE_KEY, JSON.stringify(entries.slice(-KEEP_TABLES)));
  } catch {
    // Private browsing: the seats are kept for this tab only.
  }
}

export function savedGuest(tableId) {
  return readStore().find((e) => e.table === tableId) ?? null;
}

function rememberGuest(tableId, token, name) {
  const entries = readStore().filter((e) => e.table !== tableId);
  entries.push({ table: tableId, token, name: typeof name === 'string' ? [...name].slice(0, MAX_NAME).join('') : '' });
  writeStore(entries);
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

export class GuestTable {
  // table: { view(message), turn(message), cancel(), refused(verdict?), ended() } (the WASM table's guest mode)
  // listener: { changed(), chat(line), said(id, params, error), record(text) }
  // hostKey: what the invitation says of the host's key (host_key.js keyOfLink)
  constructor({ tableId, hostKey, config, fast = false, table, listener, connect = guestRendezvous }) {
    this.tableId = tableId;
    this.hostKey = hostKey ?? { problem: 'old' };
    this.config = config;
    this.hostGoneMs = fast ? FAST_HOST_GONE_MS : HOST_GONE_MS;
    this.table = table;
    this.listener = listener;
    this.connect = connect;
    const saved = savedGuest(tableId);
    this.token = saved?.token ?? null;
    this.name = saved?.name ?? '';
    this.link = null;
    // connected, reconnecting, unproven (a page that is not the host
    // answered), gone; the host's goodbyes: closed, hostile, full, version;
    // oldLink, damagedLink, damagedAddress (a signal= or ice= refused):
    // nothing is tried
    this.status = 'connecting';
    this.lobby = null;           // { you, seats, started, game, aside }
    this.shown = null;           // { e, n }: the latest view of the host's handed to the table
    this.viewsShown = 0;
    this.recordParts = [];
    this.stopped = false;
    this.bytesReceived = 0;
  }

  async run() {
    // A link that names no key (or a broken one) cannot tell the host from
    // anyone else: nothing is sent anywhere.
    if (this.hostKey.problem) {
      const status = { old: 'oldLink', address: 'damagedAddress' }[this.hostKey.problem] ?? 'damagedLink';
      this.setStatus(status);
      return;
    }
    let delay = 500;
    let slot = 0;
    let misses = 0;
    this.lost();
    while (!this.stopped) {
      let link = null;
      try {
        link = await this.connect(this.tableId, this.config, {
          maxIn: HOST_MESSAGE_BYTES, maxOut: GUEST_MESSAGE_BYTES, slot, print: this.hostKey.print, onSilent: () => this.signalSilent(),
        });
      } catch (error) {
        // No host at this id now, or no signaling server to ask.
        if (error?.message === 'signal') this.signalSilent();
      }
      if (this.stopped) {
        link?.close();
        return;
      }
      if (link && await this.serve(link)) {
        // The host was here: after the link drops it is looked for here first.
        delay = 500;
        misses = 0;
        if (this.stopped) return;
        this.setStatus('reconnecting');
        this.lost();
        continue;
      }
      if (this.stopped) return;
      slot = (slot + 1) % HOST_SLOTS;
      if (++misses % HOST_SLOTS === 0) {
        await sleep(delay);
        delay = Math.min(delay * 2, 5000);
      }
    }
  }

  // A host that stays away is said once, in one sentence; the guest keeps
  // looking (every few seconds) in case it comes back. Not while the
  // signaling server is out of reach: then nobody can say where the host is.
  lost() {
    clearTimeout(this.goneTimer);
    this.goneTimer = setTimeout(() => {
      if (!this.stopped && !this.link && this.status !== 'signal') this.setStatus('gone');
    }, this.hostGoneMs);
  }

  // The signaling server has not answered (or cannot be reached): said at
  // once, as the guest goes on trying; a host found later says connected.
  signalSilent() {
    if (!this.stopped && !this.link && !this.proving && ['connecting', 'reconnecting', 'gone'].includes(this.status)) this.setStatus('signal');
  }

  // Carries one link's messages until it closes, once its other end proved
  // to be the host; resolves to whether it did.
  async serve(link) {
    this.proving = link;
    const proven = await proveHost(link, { print: this.hostKey.print, tableId: this.tableId });
    this.proving = null;
    if (!proven) {
      if (!this.stopped && this.status !== 'gone') this.setStatus('unproven');
      return false;
    }
    if (this.stopped) {
      link.close();
      return false;
    }
    clearTimeout(this.goneTimer);
    this.link = link;
    return new Promise((closed) => {
      link.onclose = () => {
        if (this.link === link) this.link = null;
        closed(true);
      };
      link.onrefused = (why) => console.warn(`Canasta: the host sent a message that was not read (${why}).`);
      link.onmessage = (message) => this.receive(message);
      const hello = { t: 'hello', v: PROTOCOL_VERSION };
      if (this.token) hello.token = this.token;
      link.send(hello);
    });
  }

  setStatus(status) {
    this.status = status;
    this.listener.changed();
  }

  receive(message) {
    const problem = hostMessageProblem(message);
    if (problem) {
      console.warn(`Canasta: the host sent a message that does not fit its schema (${problem}).`);
      return;
    }
    this.bytesReceived += JSON.stringify(message).length;
    switch (message.t) {
      case 'welcome':
        this.token = message.token;
        rememberGuest(this.tableId, this.token, this.name);
        this.status = 'connected';
        this.takeLobby(message);
        break;
      case 'lobby': this.takeLobby(message); break;
      case 'view': this.takeView(message); break;
      case 'turn': this.table.turn(message); break;
      case 'cancel': this.table.cancel(); break;
      case 'refused':
        if (message.why === 'move') this.table.refused(message.verdict);
        else this.listener.said(`onlineRefused_${message.why}`, {}, true);
        break;
      case 'chat': this.listener.chat(message); break;
      case 'record': this.takeRecordPart(message); break;
      case 'bye':
        this.stop();
        this.setStatus(message.why);
        this.table.ended();
        break;
      default: break;
    }
  }

  // The host numbers its views from 1 at each start of its page (epoch e):
  // a view is newer than the one shown when it is of a later epoch, or of
  // the same one with a larger number. The table, which keeps to one run of
  // numbers, is handed this page's count of the views it was given.
  takeView(message) {
    const { e, n } = message;
    const shown = this.shown;
    if (shown && (e < shown.e || (e === shown.e && n <= shown.n))) {
      console.warn(`Canasta: the host's view ${e}.${n} is not newer than ${shown.e}.${shown.n}, the one shown.`);
      return;
    }
    this.shown = { e, n };
    const { e: _epoch, ...view } = message;
    this.table.view({ ...view, n: ++this.viewsShown });
  }

  takeLobby({ you, seats, started, game, aside = false }) {
    this.lobby = { you, seats, started, game, aside };
    this.listener.changed();
  }

  takeRecordPart({ part, parts, text }) {
    if (part === 0) this.recordParts = [];
    if (part !== this.recordParts.length || parts > MAX_PARTS) return;
    this.recordParts.push(text);
    if (this.recordParts.length === parts) {
      this.listener.record(this.recordParts.join(''));
      this.recordParts = [];
    }
  }

  send(message) {
    return this.link?.send(message) ?? false;
  }

  sit(seat, name) {
    this.name = name;
    if (this.token) rememberGuest(this.tableId, this.token, name);
    return this.send({ t: 'sit', seat, name });
  }

  leave() {
    return this.send({ t: 'leave' });
  }

  move(req, seat, move) {
    return this.send({ t: 'move', req, seat, move });
  }

  chat(said) {
    return this.send({ t: 'chat', ...said });
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.goneTimer);
    const link = this.link;
    this.link = null;
    link?.close();
    this.proving?.close();
  }
}
