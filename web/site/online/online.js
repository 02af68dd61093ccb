// The online layer's entry, loaded only when the player shares a table
// (Invite friends), opens an invitation link (join=), or reloads a page
// that was hosting: it joins the online words to the page's, builds the
// panel, and wires the host's or guest's logic to the table's bridge.
//   const online = await import('./online/online.js');
//   online.host(context)            // Invite friends, or the host's reload
//   online.join(context, tableId)   // an invitation link
// context: { bridge, api, options, say, announce, toggle, gameName(variant),
//            sides(), hostSeats(), saves }
import { addPageText, applyPageText, pageText } from '../page/page_text.js';
import { ChatView } from './chat_view.js';
import { GuestTable } from './guest_table.js';
import { GuestView } from './guest_view.js';
import { HostTable } from './host_table.js';
import { HostView, hostStatus } from './host_view.js';
import { OnlinePanel } from './online_panel.js';
import { ONLINE_TEXT } from './catalog_online.js';
import { hostStore, savedHostTable } from './host_store.js';
import { hostKeys, keyOfLink } from './host_key.js';
import { isName } from './messages.js';
import { savedFirst } from './saved_first.js';

addPageText(ONLINE_TEXT);
// Test hooks: the host's or guest's logic of this page (tests, the bench).
const hooks = { host: null, guest: null };
window.canastaOnline = Object.freeze({ host: () => hooks.host, guest: () => hooks.guest });
const style = document.createElement('link');
style.rel = 'stylesheet';
style.href = new URL('online.css', import.meta.url).href;
document.head.append(style);

export { savedHostTable };

// The games' names as the table's new-game dialog says them (catalog ids).
const VARIANT_WORDS = { classic: 'classic', threepack: 'threePack', american: 'american', uruguayan: 'uruguayan' };
const NAME_KEY = 'canasta.online.name';
// A guest's link statuses said on the page, with their catalog ids.
const LINK_TROUBLE = {
  gone: 'hostGone',
  closed: 'hostClosed',
  hostile: 'hostileClosed',
  full: 'tableFull',
  version: 'versionDiffers',
  unproven: 'hostUnproven',
  oldLink: 'linkOld',
  damagedLink: 'linkKeyDamaged',
  damagedAddress: 'linkAddressDamaged',
  signal: 'signalTrouble',
};

// What the online layer needs of the page, from what app.js hands over
// (online_entry.js): { bridge, api(), options, say, announce, saves, toggle, stopped }.
export function pageContext(page) {
  const api = () => page.api();
  return {
    ...page,
    get api() { return api(); },
    text: (id, params) => pageText(id, params),
    gameName: (variant) => (VARIANT_WORDS[variant] ? pageText(VARIANT_WORDS[variant]) : variant),
    // The game the host shares: the one on its table now.
    currentGame: () => {
      const state = api().state();
      return { variant: state.variant, players: state.players, sides: state.sides };
    },
    sides: (game) => game?.sides ?? null,
    // The lobby before anyone joins: the host at its seat, under its name
    // (or "Host" until it types one: the guests' lobbies and tables need a
    // name), every other seat open for a friend (a computer plays those
    // nobody takes).
    lobbySeats: (game) => Array.from({ length: game.players }, (_, seat) => (seat === 0
      ? { kind: 'host', name: storedName() || pageText('hostName') } : { kind: 'free', name: '' })),
    viewerSeat: () => 0,
    saveId: () => page.saves.current?.id,
    keepRecord: (text) => {
      const kept = page.saves.importRecord(text);
      if (kept.ok) page.say(pageText('recordSaved'));
    },
    storedName,
    storeName: (name) => {
      try {
        localStorage.setItem(NAME_KEY, name);
      } catch {
        // kept for this visit only
      }
    },
  };
}

function storedName() {
  try {
    const name = localStorage.getItem(NAME_KEY) ?? '';
    return isName(name) ? name : '';
  } catch {
    return '';
  }
}

function chatFor(context, panel, { send, ownSeat }) {
  const chat = new ChatView({ send, announce: context.announce, ownSeat });
  chat.onunread = (count) => panel.setUnread(panel.root.hidden ? count : 0);
  panel.onopen = () => chat.seen();
  panel.chatSlot.append(chat.root);
  return chat;
}

// The page's table as the host's logic reaches it.
function hostTablePort({ bridge, api }) {
  return {
    setSeat: (seat, kind) => bridge.send({ type: 'setSeat', seat, ...kind }),
    seatMove: (id, seat, move) => bridge.send({ type: 'seatMove', id, seat, move }),
    startGame: (setup) => {
      const error = api.newGame(setup);
      return error ? { ok: false, error } : { ok: true };
    },
  };
}

// Shares this page's table. With `saved` (the host's reload), the same table
// opens again and its guests find it by themselves.
// The game the page resumed is not the table it was sharing (or nothing is
// kept of it): its remote seats go to computer players, which answer the
// questions that waited.
export function noLongerShared(bridge, early) {
  const seats = new Set(early.filter((m) => m.type === 'seatRequest' || m.type === 'seatView').map((m) => m.seat));
  for (const seat of seats) bridge.send({ type: 'setSeat', seat, kind: 'computer', level: 'standard' });
  hostStore().forget();
  hostKeys().forget();
}

export async function host(context, saved = savedHostTable(), early = []) {
  const { bridge, api, options, say } = context;
  const panel = new OnlinePanel({ titleId: 'onlineTitle', toggle: context.toggle });
  panel.setStatus('opening');
  const store = hostStore();
  let view = null;
  let chat = null;
  let troubleShown = false;
  const hostTable = new HostTable({
    table: hostTablePort(context),
    config: { signal: options.signal, mqtt: options.mqtt, ice: options.ice },
    fast: options.fast,
    store,
    listener: {
      changed: () => {
        if (view) view.render();
        else if (hostTable.signalTrouble) {
          // Before the table opens at any of its ids (all taken, no server).
          const [id, error] = hostStatus(hostTable);
          panel.setStatus(id, {}, error);
          // Shown once (a reloaded game's panel is closed): a host who
          // closes it again is not interrupted at every retry.
          if (!troubleShown && panel.root.hidden) panel.open();
          troubleShown = true;
        }
        panel.relabel();
      },
      chat: (line) => chat?.add(line),
      said: (id, params) => say(context.text(id, params)),
    },
  });
  hooks.host = hostTable;
  chat = chatFor(context, panel, {
    send: (said) => {
      hostTable.chat(context.viewerSeat(), said);
      return true;
    },
    ownSeat: () => context.viewerSeat(),
  });
  // The table's requests and views for remote seats, each once its position
  // is saved (those of the game this reload resumed are); the game's end.
  const afterSave = savedFirst(context.saves);
  for (const type of ['seatRequest', 'seatView', 'seatCancel']) bridge.on(type, afterSave((message) => hostTable[type](message)));
  for (const message of early) hostTable[message.type](message);
  bridge.watch((message) => {
    if (message.type === 'game' && message.event === 'gameover') hostTable.gameOver(api.recordJson());
    if (message.type === 'game' && message.event === 'newgame' && hostTable.started) store.attachGame(context.saveId());
  });
  // A reloaded host's game goes on where it was, its panel closed as during
  // the game (open, it covered the table's action buttons): it opens by
  // itself only when sharing the table again runs into trouble.
  if (!saved?.started) panel.open();
  try {
    const game = saved?.game ?? context.currentGame();
    await hostTable.open({ game, seats: context.lobbySeats(game), saved });
  } catch (error) {
    // Only the connection library's loading can fail here (hostPeer retries
    // the rest), or WebCrypto missing on a page that is not https.
    panel.setStatus(error.message === 'insecure' ? 'onlineNeedsHttps' : 'onlineLibraryFailed', {}, true);
    return null;
  }
  view = new HostView({
    host: hostTable,
    panel,
    config: hostTable.config,  // a reloaded host's are the table's, kept with it
    gameName: context.gameName,
    sides: () => context.sides(hostTable.game),
    viewerSeat: context.viewerSeat,
    storeName: context.storeName,
    onStart: () => {
      const result = hostTable.start();
      if (!result.ok) say(result.error, true);
      else {
        store.attachGame(context.saveId());
        panel.close();
      }
    },
    onStop: () => {
      hostTable.close();
      panel.close();
      panel.root.remove();
      context.stopped();
    },
  });
  panel.content.replaceChildren(view.root);
  view.render();
  applyPageText(panel.root);
  return hostTable;
}

// Joins the table of an invitation link: this page's table is driven by
// the host's views of this guest's seats.
export function join(context, tableId) {
  const { bridge, options, say } = context;
  // The table checks what the host says of this guest's seats; what it
  // refuses (a view older than the one shown, another seat's) changes nothing.
  const toTable = (message) => {
    const reply = bridge.send(message);
    if (!reply.ok) console.warn(`Canasta: the table did not take the host's ${message.type}: ${reply.error}`);
  };
  const panel = new OnlinePanel({ titleId: 'joinTitle', toggle: context.toggle });
  let view = null;
  let chat = null;
  // The guest has a seat in a game that is on: the panel gives the table
  // back once, as the host's does when it starts (its button reopens it).
  let playing = false;
  // The link's troubles are said on the page (the panel is closed during a
  // game): once as each begins, an error line that stays; the table keeps
  // showing the last view it had, and a link found again says so too.
  let saidStatus = 'connecting';
  const sayStatus = (status) => {
    if (status === saidStatus) return;
    const was = saidStatus;
    saidStatus = status;
    if (LINK_TROUBLE[status]) say(context.text(LINK_TROUBLE[status]), true);
    else if (status === 'connected' && LINK_TROUBLE[was]) say(context.text('connected'));
  };
  const guest = new GuestTable({
    tableId,
    // A signal=, mqtt= or ice= the link named but the page refused would leave the
    // default servers in its place: servers the link never named. Such a
    // link is damaged, and nothing is contacted.
    hostKey: (options.refused ?? []).some(({ name }) => ['signal', 'mqtt', 'ice'].includes(name))
      ? { problem: 'address' } : keyOfLink(location.hash),
    config: { signal: options.signal, mqtt: options.mqtt, ice: options.ice },
    fast: options.fast,
    table: {
      view: (message) => toTable({ type: 'guestView', ...withoutType(message) }),
      turn: (message) => toTable({ type: 'guestTurn', ...withoutType(message) }),
      cancel: () => toTable({ type: 'guestCancel' }),
      refused: (verdict) => toTable(verdict ? { type: 'guestRefused', verdict } : { type: 'guestRefused' }),
      ended: () => toTable({ type: 'guestEnded' }),
    },
    listener: {
      changed: () => {
        view?.render();
        sayStatus(guest.status);
        // A link that cannot reach the host (one that tries nothing: no key
        // print, a damaged one, a refused address) has nobody to chat with.
        panel.chatSlot.hidden = Boolean(guest.hostKey.problem);
        if (!guest.lobby) return;
        toTable({ type: 'guestSeats', you: guest.lobby.you, seats: guest.lobby.seats });
        const now = guest.lobby.started && guest.lobby.you.length > 0;
        if (now && !playing) panel.close();
        playing = now;
      },
      chat: (line) => chat?.add(line),
      said: (id, params, error) => say(context.text(id, params), error),
      record: (text) => context.keepRecord(text),
    },
  });
  hooks.guest = guest;
  chat = chatFor(context, panel, {
    send: (said) => guest.chat(said),
    ownSeat: () => guest.lobby?.you[0],
  });
  bridge.on('guestMove', ({ req, seat, move }) => guest.move(req, seat, move));
  view = new GuestView({
    guest, panel, gameName: context.gameName, sides: () => (guest.lobby ? context.sides(guest.lobby.game) : null),
    storedName: context.storedName, storeName: context.storeName,
  });
  panel.content.replaceChildren(view.root);
  view.render();
  applyPageText(panel.root);
  panel.open();
  guest.run();
  return guest;
}

function withoutType(message) {
  const { t, ...rest } = message;
  return rest;
}
