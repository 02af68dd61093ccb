// The page's options from its address (the embed script writes them from the
// host's data attributes): every value is checked here, once, by the rules
// the engine holds to (seeds up to 2^64-1, 2 to 6 players, the five
// languages, the sizes of limits.js), so the rest of the page only sees
// valid ones. A bad value is refused, never bent into a valid one, and
// listed in `refused` ({ name, value, why, max? }) for the page to say.
// The host's newGame (setupFromHost) is checked by the same rules: what the
// address refuses, the host cannot ask for either.
//   seed=N players=2..6 lang=de variant=classic options=min15,... levels=master,beginner
//   (levels: one level for every computer player, or one per seat from seat 0,
//   the human's seat, which a computer plays only in demos; no more than the
//   players)
//   position=<notation> record=<record JSON> replay=1 demo=1 save=0|1 embed=1
//   host=<origin of the embedding page> fast=1 autoplay=1|shared (the table plays the person's moves: benchmarks, tests)
//   sound=0|1 (default: on, off with fast=1) measure=1 (the view lists the lines drawn: tests)
//   mode=play|example caption=<a line under an example's table>
//   highlight=2d,9h (cards the table outlines wherever they lie, at most 16)
//   lesson=<a tutorial lesson's name, or a lesson document in JSON>
//   wait=1: an embedded game whose document (lesson, record or position)
//   its host hands over by message once the table is ready (embed.js)
//   long=caption:20000,options:18000: options the embed script left out of
//   the frame's address for their length (name:characters), each refused
//   here with its limit (MAX_CAPTION, MAX_OPTION_CHARS)
//   join=<table id> (an invitation to an online table) signal=ws(s)://<signaling server>
//   ice=none|stun:host:port,... (online_options.js)
import { LIMITS, utf8Length } from './limits.js';
import { isIce, isSignalUrl, isTableId } from './online_options.js';
import { languageOf } from './page_text.js';

const NAME = /^[a-z0-9_]{1,24}$/;
const LEVEL = /^(beginner|standard|expert|master)$/;
const MODE = /^(play|example)$/;
// Cards as the engine writes them; the table takes at most 16 (app_options.h kMaxHighlight).
const CARD = /^([2-9TJQKA][cdhs]|Jk)$/;
export const MAX_HIGHLIGHT = 16;
export const isHighlight = (v) => {
  const cards = v.split(',');
  return cards.length <= MAX_HIGHLIGHT && cards.every((c) => CARD.test(c));
};
const LESSON_NAME = /^[a-z0-9][a-z0-9-]{0,47}$/;
// A caption is one line under the table, not a text of its own.
export const MAX_CAPTION = 200;
// The longest any other short option may be (embed.js leaves a longer one
// out of the frame's address); documents (position, record, lesson) have
// their own limits in bytes.
export const MAX_OPTION_CHARS = 500;
// The options embed.js puts in a frame's address, which `long` may name.
const ADDRESS_OPTIONS = ['variant', 'options', 'players', 'levels', 'lang', 'seed', 'mode', 'caption', 'highlight', 'signal', 'mqtt', 'ice'];
// Player counts of the games that do not take Classic's 2 to 6 (the engine's
// allowed_players of each preset).
export const VARIANT_PLAYERS = { american: [4], uruguayan: [2, 3, 4] };
export const MAX_SEED = 18446744073709551615n;

export const isSeed = (v) => /^\d{1,20}$/.test(v) && BigInt(v) <= MAX_SEED;
export const isPlayers = (v) => /^[2-6]$/.test(v);
export const isLanguage = (v) => /^[a-z]{2}(-[A-Za-z]{2})?$/.test(v) && languageOf(v) !== null;
// Option names, each at most once ("min15,min15" is a mistake, not a rule).
export const isOptionList = (v) => {
  const names = v.split(',');
  return v === '' || (v.length <= MAX_OPTION_CHARS && names.every((o) => NAME.test(o)) && new Set(names).size === names.length);
};

// `long` (embed.js): each option it names, refused with its limit.
function refuseLong(text, refused) {
  for (const item of (text ?? '').split(',')) {
    const [name, count] = item.split(':');
    if (!ADDRESS_OPTIONS.includes(name) || !/^\d{1,12}$/.test(count ?? '')) continue;
    const max = name === 'caption' ? MAX_CAPTION : MAX_OPTION_CHARS;
    refused.push({ name, value: '…', why: 'whyTooManyChars', max });
  }
}

// Checks one field's text (`raw(name)`: the text, null when not given, or
// { value, why } already refused) into out[name], else into refused.
function taker(raw, out, refused) {
  return (name, test, why, convert = (v) => v, max = undefined) => {
    const value = raw(name);
    if (value === null || value === undefined) return;
    if (typeof value === 'object') refused.push({ name, ...value });
    else if (test(value)) out[name] = convert(value);
    else refused.push({ name, value, why, max });
  };
}

// The fields of a new game, from the address or the host's setup.
function checkSetupFields(raw, out, refused) {
  const take = taker(raw, out, refused);
  take('seed', isSeed, 'whySeed');
  take('players', isPlayers, 'whyPlayers', Number);
  take('variant', (v) => NAME.test(v), 'whyName');
  take('options', isOptionList, 'whyOptions');
  // A game played by fewer counts (MA-01: Modern American 4 only; UY-01:
  // Uruguayan 2 to 4) refuses another count here, so the notice names it and
  // the game starts at its own count instead of not starting.
  const counts = VARIANT_PLAYERS[out.variant];
  if (counts && out.players && !counts.includes(out.players)) {
    refused.push({ name: 'players', value: String(out.players), why: `whyPlayers_${out.variant}` });
    delete out.players;
  }
  const seats = out.players ?? 6;
  take('levels', (v) => {
    const levels = v.split(',');
    return levels.every((l) => LEVEL.test(l)) && (levels.length === 1 || levels.length <= seats);
  }, 'whyLevels', (v) => v.split(','));
}

export function readPageOptions(search) {
  const params = new URLSearchParams(search);
  const out = { embed: params.get('embed') === '1', refused: [] };
  const take = taker((name) => params.get(name), out, out.refused);
  take('lang', isLanguage, 'whyLang');
  checkSetupFields((name) => params.get(name), out, out.refused);
  take('position', (v) => utf8Length(v) <= LIMITS.positionBytes, 'whyTooLong', (v) => v, LIMITS.positionBytes);
  take('record', (v) => utf8Length(v) <= LIMITS.recordBytes, 'whyTooLong', (v) => v, LIMITS.recordBytes);
  take('mode', (v) => MODE.test(v), 'whyMode');
  take('caption', (v) => [...v].length <= MAX_CAPTION, 'whyTooManyChars', (v) => v, MAX_CAPTION);
  take('highlight', isHighlight, 'whyHighlight');
  take('lesson', (v) => LESSON_NAME.test(v) || (v.trimStart().startsWith('{') && utf8Length(v) <= LIMITS.lessonBytes),
    'whyLesson');
  take('host', (v) => { try { return new URL(v).origin === v; } catch { return false; } }, 'whyHost');
  take('join', isTableId, 'whyJoin');
  take('signal', isSignalUrl, 'whySignal');
  take('mqtt', isSignalUrl, 'whyMqtt');
  take('ice', isIce, 'whyIce');
  refuseLong(params.get('long'), out.refused);
  out.replay = params.get('replay') === '1';
  out.demo = params.get('demo') === '1';
  out.fast = params.get('fast') === '1';
  // Sounds (Options) play unless the address mutes them: sound=0, or the
  // tests' fast=1 without sound=1.
  out.sound = params.has('sound') ? params.get('sound') === '1' : !out.fast;
  // The measuring test: the table tells every line it draws, with its size.
  out.measure = params.get('measure') === '1';
  out.wait = params.get('wait') === '1';
  // The benchmarks' and tests' knob: the table plays the person's moves too
  // (its hint). autoplay=shared plays them only at a table shared with
  // guests: an online host's solo deal then waits for the start as a
  // person's would, instead of being played through while guests arrive.
  out.autoplay = { 1: 'always', shared: 'shared' }[params.get('autoplay')] ?? '';
  // An embedded game saves only when the host allows it; the game's own page always does.
  out.save = params.has('save') ? params.get('save') === '1' : !out.embed;
  // Whether the address asks for a particular game (then no saved game is
  // resumed), even one whose options were refused.
  // A guest's table is the host's game (join=): no saved game of its own.
  out.asksForGame = ['seed', 'players', 'variant', 'options', 'levels', 'position', 'record', 'lesson', 'wait', 'join']
    .some((name) => params.has(name)) || out.demo;
  return out;
}

// The refused options as one list for the page's notice: name=value (why).
export function refusedList(refused, text) {
  return refused.map(({ name, value, why, max }) => {
    const shown = value.length > 24 ? `${value.slice(0, 24)}…` : value;
    return `${name}=${shown} (${text(why, { max })})`;
  }).join('; ');
}

// Bot levels per seat, as the page and the host's newGame give them (a
// level name for every seat, or a list from seat 0), in the table's setup
// form (canasta_new_game: a list whose entry i is seat i + 1, wrapping round
// the six seats, so its last entry is seat 0). Seats the list leaves out
// play at standard.
export function tableLevels(levels) {
  if (!Array.isArray(levels)) return levels;
  if (levels.length === 1) return levels[0];
  const seats = Array.from({ length: 6 }, (_, seat) => levels[seat] ?? 'standard');
  return [...seats.slice(1), seats[0]];
}

// The setup JSON for canasta_new_game, or null when the address names none.
export function setupFromOptions(options) {
  const setup = {};
  if (options.variant) setup.variant = options.variant;
  if (options.options !== undefined) setup.options = options.options;
  if (options.players) setup.players = options.players;
  if (options.seed) setup.seed = options.seed;
  if (options.levels) setup.levels = tableLevels(options.levels);
  return Object.keys(setup).length ? setup : null;
}

// A field of the host's setup as the address would write it: a string as
// it is; a whole number that JavaScript holds exactly, a BigInt, or (for
// options and levels) a list of strings, as text; anything else refused
// with why ({ value, why }). Nothing when the field is not given.
function hostFieldText(name, value) {
  if (value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return String(value);
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return String(value);
    // The number the host's text became, as it is held (2 ** 60 + 1 is 2 ** 60).
    return { value: Number.isInteger(value) ? BigInt(value).toString() : String(value), why: 'whyNotExact' };
  }
  if (Array.isArray(value) && (name === 'options' || name === 'levels') && value.every((v) => typeof v === 'string')) {
    return value.join(',');
  }
  return { value: Array.isArray(value) ? '[…]' : typeof value, why: 'whyFieldType' };
}

const SETUP_FIELDS = ['variant', 'options', 'players', 'seed', 'levels', 'seats', 'undo'];

// A structured clone carries Maps, Dates, class instances and lists as well
// as plain objects; only a plain object is a setup (a Map's entries are no
// fields: it dealt a default game as if nothing had been asked).
const isPlainObject = (v) => v !== null && typeof v === 'object'
  && [Object.prototype, null].includes(Object.getPrototypeOf(v));
// What the host sent instead, named as JavaScript names it: Map, Date, Array, null.
const kindOf = (v) => (v === null ? 'null' : typeof v !== 'object' ? typeof v
  : String(Object.getPrototypeOf(v)?.constructor?.name || 'object').slice(0, 30));

// A seat of the host's setup, as records keep them (engine/seats.h): a
// person here or a computer player, with a level and a name if wanted. An
// embedded table has nobody at another device, so "remote" is no kind here.
const SEAT_KINDS = ['local', 'computer'];
const MAX_NAME_CHARS = 16;  // engine/seats.h kMaxNameChars
const isSeatName = (v) => typeof v === 'string' && v.length > 0 && [...v].length <= MAX_NAME_CHARS
  && v === v.trim() && !/[\u0000-\u001f\u007f-\u009f]/.test(v);
const isSeat = (v) => isPlainObject(v) && Object.keys(v).every((key) => ['kind', 'level', 'name'].includes(key))
  && SEAT_KINDS.includes(v.kind)
  && (v.level === undefined || (typeof v.level === 'string' && LEVEL.test(v.level)))
  && (v.name === undefined || isSeatName(v.name));

// The host's seats from seat 0: a list of at most one seat per player (six
// when the setup names no count), or refused with why.
function hostSeats(seats, players) {
  const fit = Array.isArray(seats) && seats.length <= (players ?? 6) && seats.every(isSeat);
  if (!fit) return { refused: { name: 'seats', value: Array.isArray(seats) ? '[…]' : kindOf(seats), why: 'whySeats' } };
  return { seats: seats.map(({ kind, level, name }) => ({ kind, ...(level ? { level } : {}), ...(name ? { name } : {}) })) };
}

// The host's newGame setup ({ variant, options, players, seed, levels,
// seats, undo }) checked by the address's rules: { setup } for the table
// (setupFromOptions's form, with seats as the records write them), or
// { error } saying in the page's language what was refused. Never throws:
// the setup may be anything a structured clone can carry (a cycle, a
// BigInt, a Map).
export function setupFromHost(setup, text) {
  if (!isPlainObject(setup)) return { error: text('setupNotObject', { kind: kindOf(setup) }) };
  const unknown = Object.keys(setup).filter((key) => !SETUP_FIELDS.includes(key));
  if (unknown.length) return { error: text('setupUnknownField', { name: unknown[0].slice(0, 30) }) };
  if (setup.undo !== undefined && typeof setup.undo !== 'boolean') return { error: text('setupUnknownField', { name: 'undo' }) };
  const values = {};
  const refused = [];
  checkSetupFields((name) => hostFieldText(name, setup[name]), values, refused);
  const seats = setup.seats === undefined ? {} : hostSeats(setup.seats, values.players);
  if (seats.refused) refused.push(seats.refused);
  if (refused.length) return { error: text('setupRefused', { list: refusedList(refused, text) }) };
  const checked = setupFromOptions(values) ?? {};
  // After levels, as the table reads them: a seat's own level wins.
  if (seats.seats) checked.seats = seats.seats;
  if (setup.undo !== undefined) checked.undo = setup.undo;
  return { setup: checked };
}
