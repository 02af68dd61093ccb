// The bot worker: loads the engine-only WASM module and answers the page's
// requests. Requests are objects { id, command } where command is one line
// of web/native/bot_commands.h (for instance "bot expert 17 <observation>",
// the observation being engine/observation_text.h's line for the seat to
// move); answers are { id, ok, reply } or { id, ok:false, error }.
importScripts('canasta_bots.js');

const ready = createBotModule().then((module) => ({
  module,
  request: module.cwrap('bots_request', 'number', ['string']),
  free: module.cwrap('bots_free', null, ['number']),
}));

self.onmessage = async (event) => {
  const { id, command } = event.data || {};
  if (typeof command !== 'string') {
    self.postMessage({ id, ok: false, error: 'A request to the bot worker needs a command string.' });
    return;
  }
  let bots;
  try {
    bots = await ready;
  } catch (e) {
    self.postMessage({ id, ok: false, error: `The bot module did not load (${e && e.message ? e.message : e}).` });
    return;
  }
  const pointer = bots.request(command);
  const reply = bots.module.UTF8ToString(pointer);
  bots.free(pointer);
  const ok = !reply.startsWith('error');
  self.postMessage(ok ? { id, ok, reply } : { id, ok, error: reply.slice(6) });
};
