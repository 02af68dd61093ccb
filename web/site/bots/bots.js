// The page's side of the bot worker: starts it lazily, sends requests,
// matches answers by id, and restarts the worker when it crashes or stalls.
//
//   const bots = new BotClient(workerUrl);  // bots/bot_worker.js, resolved by the page
//   bots.onProblem = (sentence) => showOneLine(sentence);
//   const answer = await bots.request({ kind: 'hands', variant: 'classic', players: 4, seed: 7 });
//       // { ok: true, reply: '11,11,11,11' } or { ok: false, error }
//
// Each request is a message of the schema (assets/messages/messages.txt, the
// worker channel), checked here before it goes: the worker turns it into the
// engine's command line.
//   bots.cancelAll();  // a new game: pending answers resolve { ok:false, error:'cancelled' }
//
// A worker busy thinking cannot be interrupted, so cancelling pending
// requests (a new game, the page hidden) terminates it; the next request
// starts a fresh one. The page being hidden cancels everything by itself.
//
// A worker that hangs would cost ANSWER_TIMEOUT_MS per decision forever:
// after TIMEOUTS_BEFORE_OFF timeouts in a row the client is `off` for this
// game (requests are refused at once, and the table thinks in the page),
// onOff() is called once, and retry() or newGame() turn it on again.
import { messageProblem } from '../page/message_check.js';
import { pageText } from '../page/page_text.js';

const ANSWER_TIMEOUT_MS = 10000;
const TO_WORKER = { channel: 'worker', from: 'page', to: 'worker' };
const FROM_WORKER = { channel: 'worker', from: 'worker', to: 'page', type: 'answer' };
const TIMEOUTS_BEFORE_OFF = 2;

export class BotClient {
  // `url`: the worker's script, resolved by the caller: this module's own
  // address is not a guide once the build has bundled it into app.js.
  constructor(url) {
    this.url = url;
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map();
    this.onProblem = () => {};
    this.onOff = () => {};
    this.timeoutsInARow = 0;
    this.off = false;
    // Requests posted to a worker, and answers that came back (the tests count them).
    this.sent = 0;
    this.answered = 0;
    if (typeof addEventListener === 'function') {
      addEventListener('pagehide', () => this.cancelAll('page hidden'));
    }
  }

  start() {
    if (this.worker) return;
    this.worker = new Worker(this.url);
    this.worker.onmessage = (event) => this.receive(event.data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.restart(pageText('workerStopped', { reason: event.message || pageText('unknownError') }));
    };
  }

  // Sends a request; resolves to the worker's answer object, or to
  // { ok: false, error } when the worker fails or does not answer in time
  // (timeoutMs, ANSWER_TIMEOUT_MS unless given).
  request(body, { timeoutMs = ANSWER_TIMEOUT_MS } = {}) {
    if (this.off) return Promise.resolve({ ok: false, error: 'off' });
    const id = this.nextId;
    const problem = messageProblem(TO_WORKER, { id, ...body });
    if (problem) {
      console.error(`Canasta: a request to the bot worker does not fit its schema (${problem}).`);
      return Promise.resolve({ ok: false, error: problem });
    }
    this.nextId += 1;
    this.start();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        this.timeoutsInARow += 1;
        this.restart(pageText('workerSlow'));
        resolve({ ok: false, error: 'timeout' });
        if (this.timeoutsInARow >= TIMEOUTS_BEFORE_OFF && !this.off) {
          this.off = true;
          this.onOff();
        }
      }, timeoutMs);
      this.pending.set(id, { resolve, timer });
      this.worker.postMessage({ id, ...body });
      this.sent += 1;
    });
  }

  receive(message) {
    const entry = this.pending.get(message?.id);
    if (!entry) return;
    const problem = messageProblem(FROM_WORKER, message);
    if (problem) console.error(`Canasta: the bot worker's answer does not fit its schema (${problem}).`);
    clearTimeout(entry.timer);
    this.pending.delete(message.id);
    this.timeoutsInARow = 0;
    this.answered += 1;
    entry.resolve(problem ? { id: message.id, ok: false, error: problem } : message);
  }

  // Uses the worker again (a fresh one) after it was turned off.
  retry() {
    this.off = false;
    this.timeoutsInARow = 0;
  }

  // A new game gives the worker another chance.
  newGame() {
    this.retry();
  }

  // Cancels everything in flight (a new game, a closed or hidden tab); a
  // worker still thinking is stopped.
  cancelAll(reason = 'cancelled') {
    const busy = this.pending.size > 0;
    for (const [, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.resolve({ ok: false, error: reason });
    }
    this.pending.clear();
    if (busy && this.worker) {
      this.worker.terminate();
      this.worker = null;
    }
  }

  restart(problem) {
    this.cancelAll('restarted');
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.onProblem(problem);
  }

  stop() {
    this.cancelAll('stopped');
    if (this.worker) this.worker.terminate();
    this.worker = null;
  }
}
