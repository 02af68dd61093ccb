// The embedded page's side of the postMessage API (embed.js is the host's
// side). Messages from the host are accepted only from the parent window and
// the origin named by the page's `host` option; each is checked against its
// schema, and anything else is ignored with a console warning.
//
// Commands (host → game), each { canasta: 1, type, ...fields, requestId? }:
//   newGame      setup: { variant, options, players, seed, levels, seats }
//                (levels: a level name, or one per seat from seat 0 as the
//                page option; seats: who plays each seat from seat 0, as a
//                record keeps them: { kind, level?, name? })
//   loadPosition position: notation string
//   loadRecord   record: record JSON text, replay?: boolean
//   loadLesson   lesson: a lesson document (JSON text) or a tutorial lesson's name
//   step         delta: integer (a replay step; 1 = one entry forward)
//   play / pause (a replay plays on by itself, or stops)
//   demo         on: boolean
// Events (game → host), each { canasta: 1, type, ... }: ready (state),
// move (seat, move, deal, phase, scores, mode, variant, players, entries),
// dealover and gameover (the same facts and the record's JSON text as
// `record`), result (the answer to a command: requestId, ok, error).
import { tableLevels } from './page_options.js';
import { pageText } from './page_text.js';

const STRING = (v) => typeof v === 'string';
const SCHEMAS = {
  newGame: { setup: (v) => v !== null && typeof v === 'object' && !Array.isArray(v) },
  // Their sizes are checked where every caller's are (table_api.js, in bytes,
  // by limits.js), so an oversized text gets a result with the reason.
  loadPosition: { position: STRING },
  loadRecord: { record: STRING, replay: (v) => v === undefined || typeof v === 'boolean' },
  loadLesson: { lesson: STRING },
  step: { delta: (v) => Number.isInteger(v) && Math.abs(v) <= 100000 },
  play: {},
  pause: {},
  demo: { on: (v) => typeof v === 'boolean' },
};
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
  return null;
}

export class EmbedHost {
  // host: the embedding page's origin (page option), or null when not embedded.
  constructor({ host, replay }) {
    this.host = host;
    this.replay = replay;
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
    this.answer(event.data, this.run(event.data));
  }

  answer(command, error) {
    this.post({ type: 'result', command: command.type, requestId: command.requestId, ok: !error, error: error || undefined });
  }

  run(command) {
    const api = this.api;
    switch (command.type) {
      case 'newGame': {
        const { setup } = command;
        return api.newGame(setup.levels === undefined ? setup : { ...setup, levels: tableLevels(setup.levels) });
      }
      case 'loadPosition': return api.loadPosition(command.position);
      case 'loadRecord': return command.replay ? this.replay.load(command.record) : api.loadRecord(command.record);
      case 'loadLesson': return api.loadLesson(command.lesson);
      case 'step': return this.replay.step(command.delta);
      case 'play': return this.replay.play();
      case 'pause': return this.replay.pause();
      case 'demo': api.setDemo(command.on); return '';
      default: return 'unknown command';
    }
  }
}
