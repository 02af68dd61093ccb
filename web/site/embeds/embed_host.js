// The embedded page's side of the postMessage API (embed.js is the host's
// side). Messages from the host are accepted only from the parent window and
// the origin named by the page's `host` option; each is checked against its
// schema, and anything else is ignored with a console warning.
//
// The commands (host → game) and events (game → host) are declared in
// assets/messages/messages.txt (the embed channel), each with canasta: 1 and
// its type; a command may carry a requestId, which its result repeats.
import { setupFromHost } from '../page/page_options.js';
import { pageText } from '../page/page_text.js';
import { messageProblem, messagesOf } from '../page/message_check.js';

const COMMANDS = messagesOf('embed', 'host', 'game').messages;

// Why a message of the host is not a command, or null when it is one.
export function validateCommand(data) {
  if (!data || typeof data !== 'object' || data.canasta !== 1 || !Object.hasOwn(COMMANDS, data.type)) return 'unknown message';
  const { canasta: _one, requestId, ...command } = data;
  if (requestId !== undefined && !(typeof requestId === 'string' || Number.isInteger(requestId))) return 'bad requestId';
  return messageProblem({ channel: 'embed', from: 'host', to: 'game' }, command);
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
        for (const key of Object.keys(COMMANDS.document.fields)) if (command[key] !== undefined) fields[key] = command[key];
        return this.onDocument(fields);
      }
      default: return 'unknown command';
    }
  }
}
