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
  editText: { id: STRING },
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

// A move the engine refused, as its verdict (engine/verdict.h): the reason's
// code and every detail, worded by the table that shows it, in its reader's
// language (an online guest's table words its host's verdicts).
export const isVerdict = (v) => OBJECT(v) && Object.keys(v).length === 5
  && typeof v.why === 'string' && /^why[A-Z][A-Za-z]{1,40}$/.test(v.why)
  && typeof v.rank === 'string' && /^[2-9TJQKA*]$/.test(v.rank)
  && typeof v.card === 'string' && /^([2-9TJQKA][cdhs]|Jk)$/.test(v.card)
  && [v.have, v.need].every((n) => Number.isInteger(n) && Math.abs(n) <= 32767);

// What the table's ccall functions that can refuse answer (web_api.cpp):
// { ok: true }, or why not as a code (an id of the page's catalog, which
// words it) and its values: code -> { value: check } (every value listed).
const WHAT = (v) => ['whatRecord', 'whatSetup', 'whatPosition', 'whatLesson'].includes(v);
const RULE = (v) => ['whyPlayers', 'whyPlayers_american', 'whyPlayers_uruguayan', 'whySeed', 'whyLevels', 'whySeats', 'whyOptions'].includes(v);
const SHORT = (v) => STRING(v) && v.length <= 64;
const DETAIL = (v) => STRING(v) && v.length <= 1000;
export const TABLE_ANSWERS = {
  answerNoTable: {},
  answerMissing: { what: WHAT },
  textTooLong: { what: WHAT, size: INT, max: INT },
  answerSetupJson: {},
  answerSetupField: { field: SHORT },
  answerSetupValue: { rule: RULE },
  answerVariant: { variant: SHORT },
  answerOptions: { game: (v) => STRING(v) && /^[a-z0-9]{1,24}$/.test(v), options: SHORT },
  answerHostDecides: {},
  answerNoGame: {},
  answerRecord: { detail: DETAIL },
  answerPosition: { detail: DETAIL },
  answerLesson: { detail: DETAIL },
  answerNoLesson: { name: SHORT },
};

// Why a message's fields (all but its `tag`) do not fit `schema`, or null.
function fieldsProblem(name, schema, message, tag) {
  for (const key of Object.keys(message)) {
    if (key !== tag && !Object.hasOwn(schema, key)) return `${name}: unknown field ${key}`;
  }
  for (const [key, check] of Object.entries(schema)) {
    if (!check(message[key])) return `${name}: bad field ${key}`;
  }
  return null;
}

// Why a table message does not fit its schema, or null when it does.
export function tableMessageProblem(message) {
  if (!OBJECT(message) || !STRING(message.type)) return 'not an object with a type';
  if (!Object.hasOwn(TABLE_MESSAGES, message.type)) return `unknown type ${message.type}`;
  return fieldsProblem(message.type, TABLE_MESSAGES[message.type], message, 'type');
}

// Why a ccall answer does not fit TABLE_ANSWERS, or null when it does.
export function tableAnswerProblem(answer) {
  if (OBJECT(answer) && answer.ok === true) return fieldsProblem('ok', { ok: BOOL }, answer, '');
  if (!OBJECT(answer) || !STRING(answer.why)) return 'not an object with a type';
  if (!Object.hasOwn(TABLE_ANSWERS, answer.why)) return `unknown type ${answer.why}`;
  return fieldsProblem(answer.why, TABLE_ANSWERS[answer.why], answer, 'why');
}
