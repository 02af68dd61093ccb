// The bot worker: loads the engine-only WASM module and answers the page's
// requests, the worker channel of assets/messages/messages.txt: a request
// { id, kind, ... } (bot, hint, coach, hands; the page checks each against
// the schema before it posts it, bots.js) becomes here, and only here, one
// command line of web/native/bot_commands.h ("bot expert 17 <observation>",
// the observation being engine/observation_text.h's line for the seat to
// move); the answer is { id, ok, reply } or { id, ok:false, error }.
// Commands cross into WASM through the heap (bot_asker.js); the module
// refuses one longer than kMaxCommandBytes.
// The build puts the WASM modules at the site's top, a room above this one:
// the module looks for its .wasm beside this worker unless told where.
importScripts('../canasta_bots.js', 'bot_asker.js');

const ready = createBotModule({ locateFile: (file, here) => `${here}../${file}` }).then((module) => ({ ask: botAsker(module) }));

// Each request's command line.
const COMMANDS = {
  bot: ({ level, seed, observation }) => `bot ${level} ${seed} ${observation}`,
  hint: ({ seed, observation }) => `hint ${seed} ${observation}`,
  coach: ({ seed, played, best, observation }) => `coach ${seed} ${played}${best === undefined ? '' : ` best ${best}`} ${observation}`,
  hands: ({ variant, players, seed }) => `hands ${variant} ${players} ${seed}`,
};

self.onmessage = async (event) => {
  const request = event.data || {};
  const { id } = request;
  if (!Object.hasOwn(COMMANDS, request.kind)) {
    self.postMessage({ id, ok: false, error: 'A request to the bot worker needs a known kind.' });
    return;
  }
  let bots;
  try {
    bots = await ready;
  } catch (e) {
    self.postMessage({ id, ok: false, error: `The bot module did not load (${e && e.message ? e.message : e}).` });
    return;
  }
  const line = bots.ask(COMMANDS[request.kind](request));
  const ok = line.startsWith('ok');
  self.postMessage(ok ? { id, ok, reply: line.slice(3) } : { id, ok, error: line.slice(6) });
};
