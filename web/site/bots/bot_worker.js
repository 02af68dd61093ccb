// The bot worker: loads the engine-only WASM module and answers the page's
// requests. Requests are objects { id, command } where command is one line
// of web/native/bot_commands.h (for instance "bot expert 17 <observation>",
// the observation being engine/observation_text.h's line for the seat to
// move); answers are { id, ok, reply } or { id, ok:false, error }.
// Commands cross into WASM through the heap (bot_asker.js); the module
// refuses one longer than kMaxCommandBytes.
// The build puts the WASM modules at the site's top, a room above this one:
// the module looks for its .wasm beside this worker unless told where.
importScripts('../canasta_bots.js', 'bot_asker.js');

const ready = createBotModule({ locateFile: (file, here) => `${here}../${file}` }).then((module) => ({ ask: botAsker(module) }));

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
  const line = bots.ask(command);
  const ok = line.startsWith('ok');
  self.postMessage(ok ? { id, ok, reply: line.slice(3) } : { id, ok, error: line.slice(6) });
};
