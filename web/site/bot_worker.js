// The bot worker: loads the engine-only WASM module and answers the page's
// requests. Requests are objects { id, command } where command is one line
// of web/native/bot_commands.h (for instance "bot expert 17 <observation>",
// the observation being engine/observation_text.h's line for the seat to
// move); answers are { id, ok, reply } or { id, ok:false, error }.
// Commands cross into WASM through the heap (never as ccall strings, which
// go on the stack); the module refuses one longer than kMaxCommandBytes.
importScripts('canasta_bots.js');

const ready = createBotModule().then((module) => {
  const request = module.cwrap('bots_request', 'number', ['number', 'number']);
  const free = module.cwrap('bots_free', null, ['number']);
  return {
    ask(command) {
      const size = module.lengthBytesUTF8(command);
      const text = module._malloc(size + 1);
      module.stringToUTF8(command, text, size + 1);
      const pointer = request(text, size);
      module._free(text);
      const reply = module.UTF8ToString(pointer);
      free(pointer);
      return reply;
    },
  };
});

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
  const reply = bots.ask(command);
  const ok = !reply.startsWith('error');
  self.postMessage(ok ? { id, ok, reply } : { id, ok, error: reply.slice(6) });
};
