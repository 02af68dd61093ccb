// How the bot worker asks the engine-only WASM module (canasta_bots.js) a
// question: the command's bytes go through the heap with their size (never
// as a ccall string, which goes on the stack) and the answer line comes
// back. Loaded by bot_worker.js (importScripts) and by
// tests/tools/bot_worker.test.mjs (require), so the test asks exactly as the
// worker does; the position editor asks the protocol module
// (canasta_protocol.js) the same way, naming its two functions.
function botAsker(module, requestName = 'bots_request', freeName = 'bots_free') {
  const request = module.cwrap(requestName, 'number', ['number', 'number']);
  const free = module.cwrap(freeName, null, ['number']);
  return (command) => {
    const size = module.lengthBytesUTF8(command);
    const text = module._malloc(size + 1);
    module.stringToUTF8(command, text, size + 1);
    const pointer = request(text, size);
    module._free(text);
    const reply = module.UTF8ToString(pointer);
    free(pointer);
    return reply;
  };
}

if (typeof module === 'object' && module.exports) module.exports = { botAsker };
