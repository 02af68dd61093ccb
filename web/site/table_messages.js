// The bridge's messages between the table (the WASM module) and the page:
// one JSON object each, with a "type". frontend/platform/bridge.h describes
// each message; this file holds the schema the page checks the table's
// messages against (a browser test checks the two list the same types and
// fields), and the names of the page's own messages, which the table checks.
// A table message that fails its schema is a bug of the table: the bridge
// says so on the console and drops it.

const STRING = (v) => typeof v === 'string';
const BOOL = (v) => typeof v === 'boolean';
const INT = (v) => Number.isInteger(v);
const SEAT = (v) => Number.isInteger(v) && v >= 0 && v < 6;
const ARRAY = (v) => Array.isArray(v);
const OBJECT = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const DIGITS = (v) => typeof v === 'string' && /^\d{1,20}$/.test(v);
const LEVEL = (v) => ['beginner', 'standard', 'expert', 'master'].includes(v);
const optional = (check) => (v) => v === undefined || check(v);

// Table -> page: type -> { field: check } (every field listed; no others).
export const TABLE_MESSAGES = {
  firstFrame: {},
  announce: { text: STRING },
  view: {
    phase: STRING, targets: ARRAY, marked: ARRAY, dialog: ARRAY, message: STRING, messageError: BOOL,
    coach: STRING, hand: INT, texts: optional(ARRAY),
  },
  mirror: {
    hand: ARRAY, sides: ARRAY, sheet: ARRAY, pile: STRING, stock: STRING, facts: STRING, coach: STRING,
    labels: OBJECT, marked: optional(STRING), lesson: optional(OBJECT), pass: optional(STRING),
    selection: optional(STRING),
  },
  language: { lang: (v) => /^[a-z]{2}$/.test(v) },
  game: {
    event: (v) => ['move', 'dealover', 'gameover', 'newdeal', 'undo', 'newgame', 'load', 'lesson', 'resume'].includes(v),
    seat: optional(SEAT), move: optional(STRING), deal: INT, phase: STRING, scores: ARRAY, mode: STRING,
    variant: STRING, players: INT, entries: INT,
  },
  botRequest: { id: INT, level: LEVEL, seed: DIGITS, observation: STRING },
  botCancel: {},
  coachRequest: { id: INT, seed: DIGITS, observation: STRING, played: optional(STRING), best: optional(STRING) },
  seatRequest: { id: INT, seat: SEAT, observation: STRING },
  seatCancel: {},
  editText: { id: INT },
  seatView: {
    seat: SEAT, event: STRING, observation: STRING, seats: ARRAY, last: optional(OBJECT), score: optional(OBJECT),
  },
  guestMove: { req: INT, seat: SEAT, move: STRING },
  sound: { name: (v) => ['draw', 'meld', 'discard', 'pile', 'canasta', 'out'].includes(v) },
};

// Page -> table: the types the table takes (it checks their fields itself).
export const PAGE_MESSAGES = [
  'botAnswer', 'coachAnswer', 'seatMove', 'setSeat', 'text',
  'guestSeats', 'guestView', 'guestTurn', 'guestCancel', 'guestRefused', 'guestEnded',
];

// Why a table message does not fit its schema, or null when it does.
export function tableMessageProblem(message) {
  if (!OBJECT(message) || !STRING(message.type)) return 'not an object with a type';
  const schema = TABLE_MESSAGES[message.type];
  if (!schema || !Object.hasOwn(TABLE_MESSAGES, message.type)) return `unknown type ${message.type}`;
  for (const key of Object.keys(message)) {
    if (key !== 'type' && !Object.hasOwn(schema, key)) return `${message.type}: unknown field ${key}`;
  }
  for (const [key, check] of Object.entries(schema)) {
    if (!check(message[key])) return `${message.type}: bad field ${key}`;
  }
  return null;
}
