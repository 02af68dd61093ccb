// The host's side of an online table. The host's page holds the whole game:
// its table (the WASM engine) decides every rule, and this file only
// carries messages between that table and the guests' browsers:
//   - the lobby: who sits where (the host, people at the host's device,
//     computer players, guests), guests' names and their secret tokens;
//   - a guest's move goes to the table (seatMove) only from a guest that
//     holds that seat and only while the table waits for that seat's move;
//     the table checks it with the engine and a refusal goes back with the
//     engine's verdict, which the guest's own table words in its language;
//   - what a guest sees is what the table publishes for its seats (seatView,
//     seatRequest): the engine's observation of each seat, never the state;
//   - one person, one seat, and the host decides: a guest holds at most one
//     seat, under a name nobody else at the table has (and that the engine
//     keeps as it is); a guest the host gave a computer player's place to
//     stays aside (it may watch, not sit) until the host invites it back,
//     and the host's choice is kept with the table over a reload;
//   - faults: a guest whose link drops keeps its seats for GRACE_MS (for
//     QUIET_GRACE_MS when its page went quiet rather than closed the link: a
//     phone whose screen locked), then a computer player takes them over until the guest comes back with its
//     token; garbage, floods, moves out of turn or for another seat are
//     refused and counted (the count wears off with time), and a guest that
//     sends too many at once is closed, its token barred for good; a page of
//     another protocol version is told to reload; guests without a seat are
//     capped.
// The table itself is reached through `table` (online.js wires it to the
// bridge): setSeat, seatMove and startGame, each answering { ok, error }.
import {
  FAST_GRACE_MS, FAST_QUIET_GRACE_MS, FAST_STRIKES_FORGIVEN_PER_SECOND, GRACE_MS, GUEST_MESSAGE_BYTES, HELLO_MS, HOST_MESSAGE_BYTES, HOST_SLOTS,
  MAX_IDLE_GUESTS, MAX_STRIKES, MAX_WAITING_LINKS, QUIET_GRACE_MS, RECORD_PART_CHARS, STRIKES_FORGIVEN_PER_SECOND, randomId, randomSeed,
} from './config.js';
import { answerChallenge } from './handshake.js';
import { hostKeys } from './host_key.js';
import { PROTOCOL_VERSION, guestMessageProblem, isName, sameName } from './messages.js';
import { RateLimit } from './rate.js';
import { hostRendezvous } from './rendezvous.js';
import { Link } from './transport.js';

const COMPUTER_LEVEL = 'standard';

// A lobby seat as the table's seat list has it (engine/seats.h): the host
// and the people at its device are local, a guest is remote.
function tableSeat(seat) {
  if (seat.kind === 'computer') return { kind: 'computer', level: seat.level ?? COMPUTER_LEVEL };
  const out = { kind: seat.kind === 'remote' ? 'remote' : 'local' };
  if (seat.name) out.name = seat.name;
  return out;
}

export class HostTable {
  // table: { setSeat(seat, {kind, level?, name?}), seatMove(id, seat, move), startGame(setup) }
  // store: { save(state), forget() } (the table survives the host's reload)
  // listener: { changed(), chat(line), said(id, params) } for the page
  // keys: the table's signing key (host_key.js), kept with the table
  constructor({ table, config, fast = false, store, listener, connect = hostRendezvous, keys = hostKeys() }) {
    this.table = table;
    this.config = config;
    this.graceMs = fast ? FAST_GRACE_MS : GRACE_MS;
    this.quietGraceMs = fast ? FAST_QUIET_GRACE_MS : QUIET_GRACE_MS;
    this.forgivenPerSecond = fast ? FAST_STRIKES_FORGIVEN_PER_SECOND : STRIKES_FORGIVEN_PER_SECOND;
    this.store = store;
    this.listener = listener;
    this.connect = connect;
    this.keys = keys;
    this.key = null;          // { raw, print, sign(bytes) }: the invitation names its print
    this.tableId = null;
    this.game = { variant: 'classic', players: 4 };
    this.seats = [];          // { kind, name, level?, token? } by seat
    this.guests = new Map();  // token -> { token, link, strikes, rate, chatRate, grace }
    this.aside = new Map();   // token -> name: guests whose seat the host gave a computer player
    this.barred = new Set();  // tokens closed as hostile: never welcome again
    this.waiting = new Set(); // links that have not said hello
    this.requests = new Map(); // seat -> { req, obs } while the table waits for a remote seat
    this.views = new Map();   // seat -> the last view message of that seat
    // Views are numbered from 1 at each start of the host's page (a reload
    // too): the epoch, one more at each start and kept with the table, says
    // which run of numbers a view belongs to, so that a guest who was shown
    // view 85 before the host's reload takes view 1 of the next run.
    this.epoch = 0;
    this.viewNumber = 0;
    this.started = false;
    this.peer = null;
    this.signalTrouble = '';
    this.slot = 0;            // which of the table's ids it holds (0: its own; config.js hostPeerId)
  }

  // Opens the table to guests: a new one (`saved` absent) or the one this
  // host had before a reload.
  async open({ game, seats, saved = null }) {
    if (saved) {
      Object.assign(this, { tableId: saved.tableId, game: saved.game, seats: saved.seats, started: saved.started });
      this.aside = new Map(saved.aside ?? []);
      this.barred = new Set(saved.barred ?? []);
      // The guests look for the table where its invitation sent them.
      this.config = Object.fromEntries(['signal', 'mqtt', 'ice'].filter((k) => saved[k] !== undefined).map((k) => [k, saved[k]]));
    }
    else Object.assign(this, { tableId: randomId(16), game, seats, started: false });
    this.epoch = (saved?.epoch ?? 0) + 1;
    for (const seat of this.seats) if (seat.token && !this.guests.has(seat.token)) this.guests.set(seat.token, this.newGuest(seat.token));
    this.key = await this.keys.open(this.tableId);
    this.save();
    this.peer = await this.connect(this.tableId, this.config, {
      slots: HOST_SLOTS,
      key: this.key,
      onConnection: (connection) => this.accept(connection),
      onTrouble: (kind) => {
        this.signalTrouble = kind;
        this.listener.changed();
      },
    });
    this.signalTrouble = '';
    this.slot = this.peer.slot ?? 0;
    // (The panel says it too; during a game it is closed.)
    if (this.slot) this.listener.said('tableMoved', {});
    // After a reload nobody is connected yet: guests' seats wait for them
    // as for a dropped link, then a computer takes over.
    for (const guest of this.guests.values()) this.dropped(guest);
    this.listener.changed();
  }

  save() {
    const { signal, mqtt, ice } = this.config ?? {};
    this.store.save({
      tableId: this.tableId, game: this.game, seats: this.seats, started: this.started, epoch: this.epoch, signal, mqtt, ice,
      aside: [...this.aside], barred: [...this.barred],
    });
  }

  newGuest(token) {
    return {
      token,
      link: null,
      // A leaky bucket: MAX_STRIKES refusals at once, forgiven with time.
      strikes: new RateLimit({ burst: MAX_STRIKES, perSecond: this.forgivenPerSecond }),
      rate: new RateLimit({ burst: 30, perSecond: 10 }),
      chatRate: new RateLimit({ burst: 5, perSecond: 0.5 }),
      grace: 0,
      lastRefusal: 0,
    };
  }

  seatsOf(guest) {
    return this.seats.flatMap((s, i) => (s.token === guest.token ? [i] : []));
  }

  // What guests see of the seats: never another guest's token.
  publicSeats() {
    return this.seats.map((s) => {
      const out = { kind: s.kind, name: s.name ?? '' };
      if (s.level) out.level = s.level;
      if (s.token) out.away = !this.guests.get(s.token)?.link;
      return out;
    });
  }

  lobbyFor(guest) {
    const lobby = { you: this.seatsOf(guest), seats: this.publicSeats(), started: this.started, game: this.game };
    if (this.aside.has(guest.token)) lobby.aside = true;
    return lobby;
  }

  // Whether a person at a seat other than `seat` goes by `name` already (a
  // computer seat nobody holds only keeps the name of who left it).
  nameTaken(name, seat) {
    return this.seats.some((s, i) => i !== seat && s.name && (s.kind !== 'computer' || s.token) && sameName(s.name, name));
  }

  broadcastLobby() {
    for (const guest of this.guests.values()) guest.link?.send({ t: 'lobby', ...this.lobbyFor(guest) });
    this.save();
    this.listener.changed();
  }

  accept(connection) {
    // Only our own kind of channel: raw JSON text (another serialization
    // would have PeerJS decode the guest's bytes before we could check them).
    if (connection.serialization !== 'raw' || this.waiting.size >= MAX_WAITING_LINKS) {
      connection.on('open', () => connection.close());
      return;
    }
    const link = new Link(connection, { maxIn: GUEST_MESSAGE_BYTES, maxOut: HOST_MESSAGE_BYTES });
    this.waiting.add(link);
    const hello = setTimeout(() => link.close(), HELLO_MS);
    const strikes = { count: 0 };
    let challenged = false;
    link.onrefused = () => {
      if (++strikes.count > 3) link.close();
    };
    link.onclose = () => {
      clearTimeout(hello);
      this.waiting.delete(link);
    };
    link.onmessage = (message) => {
      // A guest makes sure of the host (handshake.js) before it says hello.
      if (message.t === 'challenge' && !challenged && !guestMessageProblem(message)) {
        challenged = true;
        answerChallenge(link, this.key, this.tableId, message.c);
        return;
      }
      if (message.t !== 'hello' || guestMessageProblem(message)) {
        link.onrefused('garbage');
        return;
      }
      clearTimeout(hello);
      this.waiting.delete(link);
      // Another version's page would misread this one's messages: the same
      // page again (a reload) has the host's version.
      if (message.v !== PROTOCOL_VERSION) return this.goodbye(link, 'version');
      return this.hello(link, message.token);
    };
  }

  // Tells a link why it is closed, then closes it (a moment for the goodbye
  // to leave before the channel closes).
  goodbye(link, why) {
    link.onmessage = null;
    link.onrefused = null;
    link.onclose = null;
    link.send({ t: 'bye', why });
    setTimeout(() => link.close(), 200);
  }

  // Guests with a link and no seat, but `except`.
  idleGuests(except) {
    return [...this.guests.values()].filter((g) => g !== except && g.link && !this.seatsOf(g).length).length;
  }

  hello(link, token) {
    if (token && this.barred.has(token)) return this.goodbye(link, 'hostile');
    let guest = token ? this.guests.get(token) : undefined;
    if (!(guest && this.seatsOf(guest).length) && this.idleGuests(guest) >= MAX_IDLE_GUESTS) return this.goodbye(link, 'full');
    if (!guest) {
      // (A token the host set aside keeps its name, not its seat.)
      guest = this.newGuest(token && this.aside.has(token) ? token : randomId(24));
      this.guests.set(guest.token, guest);
    }
    // The same guest from a new tab or after a reload: the old link goes.
    const old = guest.link;
    guest.link = link;
    if (old) {
      old.onclose = null;
      old.close();
    }
    clearTimeout(guest.grace);
    guest.grace = 0;
    link.onmessage = (message) => this.receive(guest, link, message);
    link.onrefused = (why) => this.refuse(guest, link, why === 'size' ? 'size' : 'garbage');
    link.onclose = () => {
      if (guest.link === link) this.dropped(guest, link.wentSilent);
    };
    link.send({ t: 'welcome', v: PROTOCOL_VERSION, token: guest.token, ...this.lobbyFor(guest) });
    // Its seats come back from the computer that kept them warm.
    for (const seat of this.seatsOf(guest)) {
      if (this.started && this.seats[seat].kind !== 'remote') {
        this.seats[seat].kind = 'remote';
        delete this.seats[seat].level;
        this.table.setSeat(seat, { kind: 'remote', name: this.seats[seat].name });
      }
      this.catchUp(guest, seat);
    }
    return this.broadcastLobby();
  }

  // A guest back at the table sees where the game stands at once.
  catchUp(guest, seat) {
    const view = this.views.get(seat);
    if (view) guest.link?.send(view);
    const request = this.requests.get(seat);
    if (request) guest.link?.send({ t: 'turn', req: request.req, seat, obs: request.obs });
  }

  // `quiet`: the link ended in silence, not closed by the guest's page.
  dropped(guest, quiet = false) {
    guest.link = null;
    clearTimeout(guest.grace);
    const seats = this.seatsOf(guest);
    if (!seats.length) {
      this.guests.delete(guest.token);
    } else {
      guest.grace = setTimeout(() => this.graceOver(guest), quiet ? this.quietGraceMs : this.graceMs);
    }
    this.broadcastLobby();
  }

  // The guest did not come back in time: a computer player keeps its seats
  // (before the game starts: the seats are free again).
  graceOver(guest) {
    guest.grace = 0;
    if (guest.link) return;
    for (const seat of this.seatsOf(guest)) {
      if (!this.started) {
        this.seats[seat] = { kind: 'free', name: '' };
        continue;
      }
      this.seats[seat].kind = 'computer';
      this.seats[seat].level = COMPUTER_LEVEL;
      this.requests.delete(seat);
      this.table.setSeat(seat, { kind: 'computer', level: COMPUTER_LEVEL, name: this.seats[seat].name });
    }
    if (!this.started) this.guests.delete(guest.token);
    this.broadcastLobby();
    this.listener.said('onlineGuestReplaced', { name: this.seatsOf(guest).map((s) => this.seats[s].name).join(', ') });
  }

  refuse(guest, link, why, extra = {}) {
    if (!guest.strikes.take()) return this.hostile(guest, link);
    // A flood or garbage is not echoed: at most four such refusals a second.
    if (['flood', 'garbage', 'size'].includes(why)) {
      const now = performance.now();
      if (now - guest.lastRefusal < 250) return;
      guest.lastRefusal = now;
    }
    link.send({ t: 'refused', why, ...extra });
    return undefined;
  }

  // A guest that sent too many refused messages at once: closed, its token
  // barred for good (kept with the table), its seats played by computers.
  hostile(guest, link) {
    this.barred.add(guest.token);
    this.aside.delete(guest.token);
    clearTimeout(guest.grace);
    this.guests.delete(guest.token);
    for (const seat of this.seatsOf(guest)) this.freeSeat(seat);
    this.goodbye(link, 'hostile');
    this.broadcastLobby();
  }

  receive(guest, link, message) {
    if (!guest.rate.take()) return this.refuse(guest, link, 'flood');
    if (guestMessageProblem(message)) return this.refuse(guest, link, 'garbage');
    switch (message.t) {
      case 'sit': return this.sit(guest, link, message);
      case 'leave': return this.leave(guest);
      case 'move': return this.move(guest, link, message);
      case 'chat':
        if (!guest.chatRate.take()) return this.refuse(guest, link, 'flood');
        return this.chatFrom(this.seatsOf(guest)[0], message);
      default: return this.refuse(guest, link, 'garbage');
    }
  }

  // A free seat, or a seat a computer plays that nobody owns, can be taken
  // by a guest without one, that the host has not set aside, under a name
  // of its own.
  sit(guest, link, { seat, name }) {
    if (this.aside.has(guest.token)) return this.refuse(guest, link, 'aside');
    if (this.seatsOf(guest).length) return this.refuse(guest, link, 'seated');
    if (!isName(name)) return this.refuse(guest, link, 'name');
    const target = this.seats[seat];
    const open = target && !target.token && target.kind === (this.started ? 'computer' : 'free');
    if (!open) return this.refuse(guest, link, 'taken');
    if (this.nameTaken(name, seat)) return this.refuse(guest, link, 'nameTaken');
    this.seats[seat] = { kind: 'remote', name, token: guest.token };
    if (this.started) {
      this.table.setSeat(seat, { kind: 'remote', name });
      this.catchUp(guest, seat);
    }
    this.listener.said('onlineGuestSat', { name });
    return this.broadcastLobby();
  }

  leave(guest) {
    for (const seat of this.seatsOf(guest)) this.freeSeat(seat);
    this.broadcastLobby();
  }

  // A seat nobody holds any more: before the game, open again; during it,
  // played by a computer (which a new guest may take over).
  freeSeat(seat) {
    const name = this.seats[seat].name;
    this.requests.delete(seat);
    this.views.delete(seat);
    if (!this.started) {
      this.seats[seat] = { kind: 'free', name: '' };
      return;
    }
    this.seats[seat] = { kind: 'computer', level: COMPUTER_LEVEL, name };
    this.table.setSeat(seat, { kind: 'computer', level: COMPUTER_LEVEL, name });
  }

  move(guest, link, { req, seat, move }) {
    if (!this.seatsOf(guest).includes(seat)) return this.refuse(guest, link, 'seat', { req });
    const request = this.requests.get(seat);
    if (!request || request.req !== req) return this.refuse(guest, link, 'turn', { req });
    const reply = this.table.seatMove(req, seat, move);
    if (!reply.ok) return this.refuse(guest, link, 'move', reply.verdict ? { req, verdict: reply.verdict } : { req });
    // Only this request is answered: the table may already have asked the
    // seat its next move (a draw, then the melds and discard), which a
    // guest that reloads must still be sent.
    if (this.requests.get(seat)?.req === req) this.requests.delete(seat);
    return undefined;
  }

  chatFrom(seat, { say, text }) {
    if (seat === undefined || !this.seats[seat]) return;
    const line = { t: 'chat', seat, name: this.seats[seat].name || '?' };
    // The host's mark comes from here, never from a name (isName).
    if (this.seats[seat].kind === 'host') line.host = true;
    if (say) line.say = say;
    else line.text = text;
    for (const guest of this.guests.values()) guest.link?.send(line);
    this.listener.chat(line);
  }

  // --- the host's own actions (the lobby panel) ---

  // The name of a seat at the host's device (the host's own): false when
  // someone at the table has it already.
  rename(seat, name) {
    if (!['host', 'local'].includes(this.seats[seat]?.kind)) return true;
    if (this.nameTaken(name, seat)) return false;
    this.seats[seat].name = name;
    this.broadcastLobby();
    return true;
  }

  // The host, or a person at the host's device, says something.
  chat(seat, said) {
    this.chatFrom(seat, said);
  }

  // Seats before the start: the host sets a seat to a computer player or
  // opens it for a friend; after the start it can only hand a guest's seat
  // to a computer player. That guest stays aside (it may watch, not sit)
  // until the host invites it back.
  setSeatKind(seat, kind, level = COMPUTER_LEVEL) {
    const current = this.seats[seat];
    if (!current || current.kind === 'host' || current.kind === 'local') return;
    if (current.token) {
      this.aside.set(current.token, current.name);
      const guest = this.guests.get(current.token);
      this.freeSeat(seat);
      // One not here now is welcomed back as a guest set aside (hello).
      if (guest && !guest.link) {
        clearTimeout(guest.grace);
        this.guests.delete(guest.token);
      }
    }
    if (!this.started) this.seats[seat] = kind === 'free' ? { kind: 'free', name: '' } : { kind: 'computer', level, name: '' };
    this.broadcastLobby();
  }

  // The host lets a guest it set aside sit again.
  inviteBack(token) {
    this.aside.delete(token);
    this.broadcastLobby();
  }

  // Deals the online game: free seats are played by computer players. The
  // table gets a game setup's own fields only (the lobby's game also says
  // each seat's side, which the table works out itself), and a new seed:
  // the deal on the host's table before the invitation may have been seen
  // by the host, and must not be the one the friends are dealt.
  start() {
    const seats = this.seats.map((s) => (s.kind === 'free' ? { kind: 'computer', level: COMPUTER_LEVEL, name: '' } : s));
    const { variant, players } = this.game;
    // What the lobby's table had published goes before the deal: the table
    // publishes the new game's views and first question while it deals, and
    // a guest who comes back before the first move is sent those.
    this.requests.clear();
    this.views.clear();
    const result = this.table.startGame({ variant, players, seed: randomSeed(), seats: seats.map(tableSeat) });
    if (!result.ok) return result;
    this.seats = seats;
    this.started = true;
    this.broadcastLobby();
    return result;
  }

  // Closes the table: every guest is told, the table plays on offline.
  close() {
    // The game goes on at this device: computer players take the guests' seats.
    if (this.started) {
      this.seats.forEach((seat, index) => {
        if (seat.kind === 'remote') this.table.setSeat(index, { kind: 'computer', level: COMPUTER_LEVEL, name: seat.name });
      });
    }
    const links = [...this.waiting];
    for (const guest of this.guests.values()) {
      clearTimeout(guest.grace);
      if (!guest.link) continue;
      guest.link.send({ t: 'bye', why: 'closed' });
      guest.link.onclose = null;
      links.push(guest.link);
    }
    this.guests.clear();
    this.waiting.clear();
    this.store.forget();
    this.keys.forget();
    // A moment for the goodbyes to leave before the channels close.
    const peer = this.peer;
    this.peer = null;
    setTimeout(() => {
      for (const link of links) link.close();
      peer?.stop();
    }, 200);
  }

  // --- what the table says (online.js passes the bridge's messages on) ---

  seatRequest({ id, seat, observation }) {
    this.requests.set(seat, { req: id, obs: observation });
    const guest = this.guests.get(this.seats[seat]?.token);
    guest?.link?.send({ t: 'turn', req: id, seat, obs: observation });
  }

  // The table dropped every question it asked (a new game, an undo, a load).
  seatCancel() {
    this.requests.clear();
    for (const guest of this.guests.values()) guest.link?.send({ t: 'cancel' });
  }

  seatView({ seat, event, observation, last, score }) {
    const view = { t: 'view', e: this.epoch, n: ++this.viewNumber, seat, event, obs: observation };
    if (last) view.last = last;
    if (score) view.score = score;
    this.views.set(seat, view);
    // A new deal or an undo ends any turn the guest was asked for. A move
    // does not, nor does a change of seats: every remote seat is sent a view
    // when any seat changes hands (a guest back, a computer player taking
    // over), and the table still waits for the question it asked this seat.
    if (event !== 'move' && event !== 'seats') this.requests.delete(seat);
    const guest = this.guests.get(this.seats[seat]?.token);
    guest?.link?.send(view);
  }

  // At the end of the game every guest may keep the record (it reveals
  // nothing any more): sent in parts that fit a message.
  gameOver(record) {
    const parts = Math.ceil(record.length / RECORD_PART_CHARS);
    for (const guest of this.guests.values()) {
      for (let part = 0; part < parts; part++) {
        guest.link?.send({ t: 'record', part, parts, text: record.slice(part * RECORD_PART_CHARS, (part + 1) * RECORD_PART_CHARS) });
      }
    }
  }

  // The bytes each guest's link has carried (the bench).
  bytesSent() {
    return [...this.guests.values()].map((g) => ({ seats: this.seatsOf(g), bytes: g.link?.bytesSent ?? 0 }));
  }
}

