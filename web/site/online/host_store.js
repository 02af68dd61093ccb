// The table a host is sharing, kept in this browser's storage so that a
// reload shares it again under the same id (the guests' links and tokens
// stay good): its id, game, seats with the guests' tokens, whether it has
// started, how many times the host's page opened it (the views' epoch,
// host_table.js), the signaling server and ICE choice its invitation names (the
// guests look for the host there; the page's address after a reload no
// longer says them), the saved game it plays (saves.js's id), and the
// host's decisions about guests: those it set aside ([token, name] pairs)
// and the tokens closed as hostile. Only the
// host's own browser holds this; nothing of it leaves the device.
import { TABLE_ID, TOKEN } from './config.js';
import { isIce, isSignalUrl } from '../page/online_options.js';
import { LEVELS, MAX_SEATS, SEAT_KINDS, isName } from './messages.js';

const KEY = 'canasta.online.host';

const isTokens = (list) => Array.isArray(list) && list.every((token) => TOKEN.test(token));
const isAside = (list) => Array.isArray(list) && list.every((entry) => Array.isArray(entry) && entry.length === 2
  && TOKEN.test(entry[0]) && isName(entry[1]));

function valid(value) {
  return value !== null && typeof value === 'object' && TABLE_ID.test(value.tableId ?? '')
    && typeof value.started === 'boolean' && value.game && typeof value.game.variant === 'string'
    && Number.isInteger(value.game.players) && Array.isArray(value.seats) && value.seats.length === value.game.players
    && value.seats.length <= MAX_SEATS && value.seats.every((s) => s && SEAT_KINDS.includes(s.kind)
      && typeof s.name === 'string' && (s.token === undefined || TOKEN.test(s.token))
      && (s.level === undefined || LEVELS.includes(s.level)))
    && (value.saveId === undefined || typeof value.saveId === 'string')
    && (value.epoch === undefined || (Number.isSafeInteger(value.epoch) && value.epoch >= 0))
    && (value.aside === undefined || isAside(value.aside)) && (value.barred === undefined || isTokens(value.barred))
    && (value.signal === undefined || isSignalUrl(value.signal)) && (value.mqtt === undefined || isSignalUrl(value.mqtt))
    && (value.ice === undefined || isIce(value.ice));
}

// The table this browser was sharing, or null.
export function savedHostTable() {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

export function hostStore() {
  let saveId = savedHostTable()?.saveId;
  let last = null;
  const write = () => {
    try {
      localStorage.setItem(KEY, JSON.stringify({ ...last, saveId }));
    } catch {
      // No storage (private browsing): a reload ends the sharing.
    }
  };
  return {
    save(state) {
      last = state;
      write();
    },
    // The saved game the shared table plays (its record is the game's).
    attachGame(id) {
      saveId = id ?? undefined;
      if (last) write();
    },
    forget() {
      last = null;
      try {
        localStorage.removeItem(KEY);
      } catch {
        // nothing kept
      }
    },
  };
}
