// The page's side of the bridge to the table (frontend/platform/bridge.h; its
// messages are declared in assets/messages/messages.txt):
// every message of the table arrives here as JSON text, is parsed once,
// checked against its schema (table_messages.js) and handed to the handler
// of its type; the page's messages go to the table through its heap
// (heap_text.js), their size checked first.
//
//   const bridge = new TableBridge();
//   bridge.on('announce', ({ text }) => say(text));   // false: not taken
//   module.onTableMessage = (text) => bridge.receive(text);
//   bridge.attach(module);
//   bridge.send({ type: 'botAnswer', id: 3, move: 'draw' });  // { ok } or { ok: false, error }
import { LIMITS } from '../page/limits.js';
import { withHeapText } from './heap_text.js';
import { tableMessageProblem } from './table_messages.js';

export class TableBridge {
  constructor() {
    this.module = null;
    this.handlers = new Map();
    this.watchers = [];
  }

  attach(module) {
    this.module = module;
  }

  // The handler of one type of the table's messages; it returns false when
  // it does not take a message (a request the table then answers itself).
  on(type, handler) {
    this.handlers.set(type, handler);
    return this;
  }

  // Sees every message of the table before its handler (tests, the online layer).
  watch(watcher) {
    this.watchers.push(watcher);
  }

  // One message of the table: whether the page took it.
  receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch (error) {
      console.error(`Canasta: the table sent a message that is not JSON (${error.message}).`);
      return false;
    }
    const problem = tableMessageProblem(message);
    if (problem) {
      console.error(`Canasta: the table sent a message that does not fit its schema (${problem}).`);
      return false;
    }
    for (const watcher of this.watchers) watcher(message);
    const handler = this.handlers.get(message.type);
    return handler ? handler(message) !== false : false;
  }

  // Sends one message to the table: its reply, { ok: true } or { ok: false, error }.
  send(message) {
    const module = this.module;
    if (!module) return { ok: false, error: 'The table is not running.' };
    return withHeapText(module, JSON.stringify(message), LIMITS.messageBytes,
      (pointer, size) => JSON.parse(module.ccall('canasta_message', 'string', ['number', 'number'], [pointer, size])),
      (size, full) => ({
        ok: false,
        error: full ? 'The table has no room for the message.' : `The message is ${size} bytes long; at most ${LIMITS.messageBytes} are accepted.`,
      }));
  }
}
