// The online tables' messages: one JSON object each, `t` its type. Every
// message is checked here against its schema by the side that receives it
// (the host against a guest that may be hostile, a guest against a host that
// may be), field by field, with no field left unchecked and none unknown.
//
// Guest -> host
//   challenge {c}                 first on every channel: fresh random bytes
//                                 the host signs (handshake.js); nothing else
//                                 goes before the host's proof holds
//   hello  {v, token?}            then: a token from an earlier visit
//                                 claims that guest's seats back
//   sit    {seat, name}           take a free seat under a name (before the
//                                 game starts; afterwards a seat a computer
//                                 plays for nobody); one seat a guest, none
//                                 while the host has set the guest aside
//   leave  {}                     give the seats back (a computer plays them)
//   move   {req, seat, move}      a move of one of its seats, answering the
//                                 host's turn request `req`, in the
//                                 protocol's move syntax
//   chat   {say} | {text}         a ready phrase by its id, or a short line
// Host -> guest
//   proof   {key, sig}            the answer to challenge: the table's public
//                                 key and its signature (handshake.js)
//   welcome {v, token, you, seats, started, game, aside?}   after hello: the
//                                 guest's token (keep it), its seats, the table
//   lobby   {you, seats, started, game, aside?}     the table changed; aside:
//                                 the host gave this guest's seat to a computer
//                                 player and has not invited it back
//   turn    {req, seat, obs}      one of the guest's seats is to move
//   cancel  {}                    the turns asked are void (the host's new
//                                 game, undo or load); views follow
//   view    {e, n, seat, event, obs, last?, score?} after every change, for
//                                 each of the guest's seats: what it may see
//                                 (engine/observation_text.h), the move that
//                                 made the change, the deal's score once over;
//                                 numbered n from 1 in each epoch e (one more
//                                 at each start of the host's page)
//   refused {why, verdict?, req?} a message was refused (why: a code below);
//                                 a move the engine refused carries its
//                                 verdict (engine/verdict.h), which the
//                                 guest's own table words in its language
//   chat    {seat, name, host?, say?, text?}   host: the host's own line
//                                 (its page marks it, guests' names cannot)
//   record  {part, parts, text}   the game record, once the game is over
//   bye     {why}                 the host closes the table ('closed'),
//                                 or this guest's link ('hostile': too many
//                                 refused messages, for good; 'full': too many
//                                 guests without a seat; 'version': the pages'
//                                 protocols differ, a reload fetches the same)
// `beat` messages ({t:'beat'}) only keep a link alive (transport.js).
import { MAX_CHAT, MAX_NAME, TOKEN } from './config.js';
import { isRawKey, isSignature } from './host_key.js';
import { isVerdict } from '../table/table_messages.js';

// 2: views carry their epoch (e). 3: a refused move carries the engine's
// verdict, not the host's sentence.
export const PROTOCOL_VERSION = 3;
export const MAX_SEATS = 6;
export const MAX_MOVE = 300;
export const MAX_OBSERVATION = 16 * 1024;
export const MAX_PARTS = 64;

// Ready phrases, said in each reader's own language (online_text.js).
export const PHRASES = ['hello', 'goodLuck', 'wellPlayed', 'thanks', 'oops', 'moment', 'goodGame', 'bye'];
// Why a guest's message was refused.
export const REFUSALS = [
  'garbage', 'size', 'flood', 'turn', 'seat', 'taken', 'started', 'move', 'token', 'name', 'nameTaken', 'seated', 'aside',
];
export const BYES = ['closed', 'hostile', 'full', 'version'];
export const SEAT_KINDS = ['host', 'local', 'computer', 'remote', 'free'];
export const LEVELS = ['beginner', 'standard', 'expert', 'master'];

const STRING = (max) => (v) => typeof v === 'string' && v.length <= max;
const INT = (v) => Number.isSafeInteger(v) && v >= 0;
const SEAT = (v) => Number.isInteger(v) && v >= 0 && v < MAX_SEATS;
const BOOL = (v) => typeof v === 'boolean';
const ONE_OF = (list) => (v) => list.includes(v);
const optional = (check) => (v) => v === undefined || check(v);
const MOVE = (v) => typeof v === 'string' && v.length <= MAX_MOVE && /^[A-Za-z0-9 :+]+$/.test(v);
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
const CHAT_TEXT = (v) => typeof v === 'string' && v.length <= MAX_CHAT && v.trim().length > 0
  && !/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u.test(v);
const SEATS = (v) => Array.isArray(v) && v.length >= 2 && v.length <= MAX_SEATS && v.every((s) => s !== null
  && typeof s === 'object' && ONE_OF(SEAT_KINDS)(s.kind) && (s.name === '' || isName(s.name))
  && optional(ONE_OF(LEVELS))(s.level) && optional(BOOL)(s.away)
  && Object.keys(s).every((k) => ['kind', 'name', 'level', 'away'].includes(k)));
const YOU = (v) => Array.isArray(v) && v.length <= MAX_SEATS && v.every(SEAT) && new Set(v).size === v.length;
// The game a table plays: its variant, players and each seat's side.
const GAME = (v) => v !== null && typeof v === 'object' && typeof v.variant === 'string' && /^[a-z]{1,24}$/.test(v.variant)
  && Number.isInteger(v.players) && v.players >= 2 && v.players <= MAX_SEATS
  && optional((sides) => Array.isArray(sides) && sides.length === v.players && sides.every(SEAT))(v.sides)
  && Object.keys(v).every((k) => ['variant', 'players', 'sides'].includes(k));
const LAST = (v) => v !== null && typeof v === 'object' && SEAT(v.seat) && (MOVE(v.move) || v.move === 'next')
  && Object.keys(v).every((k) => ['seat', 'move'].includes(k));
const SCORE = (v) => v !== null && typeof v === 'object' && JSON.stringify(v).length <= 4096;

export const GUEST_MESSAGES = {
  challenge: { c: (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{43}$/.test(v) },
  hello: { v: INT, token: optional((v) => typeof v === 'string' && TOKEN.test(v)) },
  // (The name is checked by the host's sit, which says why it refuses one.)
  sit: { seat: SEAT, name: STRING(64) },
  leave: {},
  move: { req: INT, seat: SEAT, move: MOVE },
  chat: { say: optional(ONE_OF(PHRASES)), text: optional(CHAT_TEXT) },
};

export const HOST_MESSAGES = {
  proof: { key: isRawKey, sig: isSignature },
  welcome: {
    v: INT, token: (v) => typeof v === 'string' && TOKEN.test(v), you: YOU, seats: SEATS, started: BOOL, game: GAME, aside: optional(BOOL),
  },
  lobby: { you: YOU, seats: SEATS, started: BOOL, game: GAME, aside: optional(BOOL) },
  turn: { req: INT, seat: SEAT, obs: STRING(MAX_OBSERVATION) },
  cancel: {},
  view: {
    e: INT, n: INT, seat: SEAT, event: STRING(24), obs: STRING(MAX_OBSERVATION), last: optional(LAST), score: optional(SCORE),
  },
  refused: { why: ONE_OF(REFUSALS), verdict: optional(isVerdict), req: optional(INT) },
  chat: { seat: SEAT, name: isName, host: optional(BOOL), say: optional(ONE_OF(PHRASES)), text: optional(CHAT_TEXT) },
  record: { part: INT, parts: (v) => Number.isInteger(v) && v >= 1 && v <= MAX_PARTS, text: STRING(64 * 1024) },
  bye: { why: ONE_OF(BYES) },
};

// Why `message` does not fit its schema in `schemas`, or null when it does.
export function messageProblem(schemas, message) {
  const schema = Object.hasOwn(schemas, message.t) ? schemas[message.t] : null;
  if (!schema) return `unknown type ${String(message.t).slice(0, 24)}`;
  for (const key of Object.keys(message)) {
    if (key !== 't' && !Object.hasOwn(schema, key)) return `${message.t}: unknown field ${key.slice(0, 24)}`;
  }
  for (const [key, check] of Object.entries(schema)) {
    if (!check(message[key])) return `${message.t}: bad field ${key}`;
  }
  if (message.t === 'chat' && (message.say === undefined) === (message.text === undefined)) return 'chat: say or text';
  return null;
}

export const guestMessageProblem = (message) => messageProblem(GUEST_MESSAGES, message);
export const hostMessageProblem = (message) => messageProblem(HOST_MESSAGES, message);
