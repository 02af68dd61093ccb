// The online tables' messages: one JSON object each, `t` its type, declared
// in assets/messages/messages.txt (the online channel: what each message and
// field means). Every message is checked against that schema by the side that
// receives it (the host against a guest that may be hostile, a guest against
// a host that may be), field by field, with no field left unchecked and none
// unknown, by the page's one validator (page/message_check.js); this file
// gives it the checks the schema names but cannot say (a name, a chat line,
// the game). `beat` messages ({t:'beat'}) only keep a link alive (transport.js).
import { MAX_CHAT, MAX_NAME } from './config.js';
import { KINDS, fits, messageProblem as problemOf } from '../page/message_check.js';

// 2: views carry their epoch (e). 3: a refused move carries the engine's
// verdict, not the host's sentence.
export const PROTOCOL_VERSION = 3;
export const MAX_SEATS = 6;
export const MAX_PARTS = KINDS.parts.max;

// Ready phrases, said in each reader's own language (online_text.js).
export const PHRASES = KINDS.phrase.values;
// Why a guest's message was refused.
export const REFUSALS = KINDS.refusal.values;
export const SEAT_KINDS = KINDS.seatKind.values;
export const LEVELS = KINDS.level.values;

// The mark the pages put before the host's name (catalog hostMarked): no
// name may hold it, so nobody else can look like the host.
export const HOST_MARK = '\u{1F451}';
// A person's name, the one check every name of the online layer passes (a
// guest's sit, the host's own, a name kept in storage): what the table's
// engine keeps as it is (engine/seats.cpp clean_name, which its setup
// reader holds names to: at most kMaxNameChars code points, whole UTF-8 so
// no lone surrogate, no control characters, no spaces at either end), and
// besides no format characters (which could hide or reorder what the others
// read), not blank, and not the host's mark. Shown as text only.
export const isName = (v) => typeof v === 'string' && [...v].length <= MAX_NAME && v.trim() === v && v.length > 0
  && !/[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u.test(v) && !v.includes(HOST_MARK);
// Two names a person could take for one another (case, width, composed or
// not): "Host", "host" and "Ｈｏｓｔ" are one name at a table.
export const sameName = (a, b) => a.normalize('NFKC').toLowerCase() === b.normalize('NFKC').toLowerCase();
const chatText = (v) => typeof v === 'string' && v.length <= MAX_CHAT && v.trim().length > 0
  && !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(v);
// The game a table plays: its variant, players and each seat's side.
const game = (v) => v !== null && typeof v === 'object' && typeof v.variant === 'string' && /^[a-z]{1,24}$/.test(v.variant)
  && Number.isInteger(v.players) && v.players >= 2 && v.players <= MAX_SEATS
  && (v.sides === undefined || (Array.isArray(v.sides) && v.sides.length === v.players && v.sides.every((s) => fits('seat', s))))
  && Object.keys(v).every((k) => ['variant', 'players', 'sides'].includes(k));
const checks = { name: isName, chatText, game };

// Why `message` does not fit its schema, from `from` to `to`, or null when it does.
export const messageProblem = (from, to, message) => problemOf({ channel: 'online', from, to, checks }, message);
export const guestMessageProblem = (message) => messageProblem('guest', 'host', message);
export const hostMessageProblem = (message) => messageProblem('host', 'guest', message);
