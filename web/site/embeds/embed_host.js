// The embedded page's side of the postMessage API (embed.js is the host's
// side). Messages from the host are accepted only from the parent window and
// the origin named by the page's `host` option; each is checked against its
// schema, and anything else is ignored with a console warning.
//
// Commands (host → game), each { canasta: 1, type, ...fields, requestId? }:
//   newGame      setup: { variant, options, players, seed, levels, seats }
//                (levels: a level name, or one per seat from seat 0 as the
//                page option; seats: who plays each seat from seat 0, as a
//                record keeps them: { kind: 'local' | 'computer', level?, name? })
//   loadPosition position: notation string
//   loadRecord   record: record JSON text, replay?: boolean
//   loadLesson   lesson: a lesson document (JSON text) or a tutorial lesson's name
//   step         delta: integer (a replay step; 1 = one entry forward)
//   play / pause (a replay plays on by itself, or stops)
//   demo         on: boolean
//   document     the element's own document, which embed.js hands over once
//                after ready instead of writing it into the frame's
//                address: one of lesson, record (with replay?), position,
//                or lessonProblem ('fetch' | 'site' | 'size', with url, why?,
//                max?) when the host could not read a lesson's address. Its
//                result carries the state it made.
// Events (game → host), each { canasta: 1, type, ... }: ready (state),
// move (seat, move, deal, phase, scores, mode, variant, players, entries),
// dealover and gameover (the same facts and the record's JSON text as
// `record`), result (the answer to a command: requestId, ok, error).
import { setupFromHost } from '../page/page_options.js';
import { pageText } from '../page/page_text.js';

const STRING = (v) => typeof v === 'string';
const OPTIONAL = (check) => (v) => v === undefined || check(v);
const SCHEMAS = {
  // Any setup gets its result: setupFromHost says why one that is not a
  // plain object of fields (null, a list, a Map, a Date) is refused.
  newGame: { setup: () => true },
  // Their sizes are checked where every caller's are (table_api.js, in bytes,
  // by limits.js), so an oversized text gets a result with the reason.
  loadPosition: { position: STRING },
  loadRecord: { record: STRING, replay: (v) => v === undefined || typeof v === 'boolean' },
  loadLesson: { lesson: STRING },
  step: { delta: (v) => Number.isInteger(v) && Math.abs(v) <= 100000 },
  play: {},
  pause: {},
  demo: { on: (v) => typeof v === 'boolean' },
  document: {
    lesson: OPTIONAL(STRING),
    record: OPTIONAL(STRING),
    position: OPTIONAL(STRING),
    replay: OPTIONAL((v) => typeof v === 'boolean'),
    lessonProblem: OPTIONAL((v) => ['fetch', 'site', 'size'].includes(v)),
    url: OPTIONAL(STRING),
    why: OPTIONAL(STRING),
    max: OPTIONAL(Number.isInteger),
  },
};
// A document is exactly one of these.
const DOCUMENT_KINDS = ['lesson', 'record', 'position', 'lessonProblem'];
const COMMON = new Set(['canasta', 'type', 'requestId']);

export function validateCommand(data) {
  if (!data || typeof data !== 'object' || data.canasta !== 1 || !Object.hasOwn(SCHEMAS, data.type)) return 'unknown message';
  const schema = SCHEMAS[data.type];
  for (const key of Object.keys(data)) {
    if (!COMMON.has(key) && !Object.hasOwn(schema, key)) return `unknown field ${key}`;
  }
  for (const [key, check] of Object.entries(schema)) {
    if (!check(data[key])) return `bad field ${key}`;
  }
  if (data.requestId !== undefined && !(STRING(data.requestId) || Number.isInteger(data.requestId))) return 'bad requestId';
  if (data.type === 'document' && DOCUMENT_KINDS.filter((kind) => data[kind] !== undefined).length !== 1) return 'not one document';
  return null;
}

export class EmbedHost {
  // host: the embedding page's origin (page option), or null when not embedded.
  // onDocument(fields): opens the element's document as the game the page
  // was asked for; '' or the reason it could not.
  constructor({ host, replay, onDocument = () => 'unknown command' }) {
    this.host = host;
    this.replay = replay;
    this.onDocument = onDocument;
    this.api = null;
    if (host && window.parent !== window) window.addEventListener('message', (event) => this.receive(event));
  }

  attach(api) {
    this.api = api;
    this.post({ type: 'ready', state: api.state() });
  }

  embedded() {
    return Boolean(this.host) && window.parent !== window;
  }

  post(message) {
    if (this.embedded()) window.parent.postMessage({ canasta: 1, ...message }, this.host);
  }

  // A move names itself; the record (recordText(), fetched once per event)
  // comes with the end of a deal and of the game.
  onGameEvent(type, info, recordText) {
    if (!this.embedded() || !['move', 'dealover', 'gameover'].includes(type)) return;
    this.post(type === 'move' ? { ...info, type } : { ...info, type, record: recordText() });
  }

  receive(event) {
    if (event.source !== window.parent || event.origin !== this.host) {
      console.warn(`Canasta: a message from ${event.origin || 'an unknown origin'} was ignored (not the host page).`);
      return;
    }
    const problem = validateCommand(event.data);
    if (problem) {
      console.warn(`Canasta: a message was ignored: ${problem}.`);
      return;
    }
    if (!this.api) {
      this.answer(event.data, pageText('stillLoading'));
      return;
    }
    // Every command gets its result, whatever went wrong in between.
    let error;
    try {
      error = this.run(event.data);
    } catch (e) {
      console.error(e);
      error = pageText('commandFailed', { why: String(e?.message ?? e).slice(0, 200) });
    }
    this.answer(event.data, error);
  }

  answer(command, error) {
    const state = command.type === 'document' ? this.api?.state() : undefined;
    this.post({ type: 'result', command: command.type, requestId: command.requestId, ok: !error, error: error || undefined, state });
  }

  run(command) {
    const api = this.api;
    switch (command.type) {
      case 'newGame': {
        const checked = setupFromHost(command.setup, pageText);
        return checked.error ?? api.newGame(checked.setup);
      }
      case 'loadPosition': return api.loadPosition(command.position);
      case 'loadRecord': return command.replay ? this.replay.load(command.record) : api.loadRecord(command.record);
      case 'loadLesson': return api.loadLesson(command.lesson);
      case 'step': return this.replay.step(command.delta);
      case 'play': return this.replay.play();
      case 'pause': return this.replay.pause();
      case 'demo': api.setDemo(command.on); return '';
      case 'document': {
        const fields = {};
        for (const key of Object.keys(SCHEMAS.document)) if (command[key] !== undefined) fields[key] = command[key];
        return this.onDocument(fields);
      }
      default: return 'unknown command';
    }
  }
}
