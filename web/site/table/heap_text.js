// Text into the table's WASM heap: the page's messages (table_bridge.js) and
// the texts of its calls (table_api.js) go as UTF-8 bytes at a pointer, with
// their count, never as a ccall string argument: Emscripten 3.1.6 copies
// those onto the 5 MB stack, and a 1.4 MB record overflowed it and killed the
// table. (The bot worker and the position editor ask their engine-only
// modules the same way in bots/bot_asker.js, a classic script, which the
// worker loads with importScripts and so cannot import this module.)
//
// withHeapText(module, text, max, call, refused): call(pointer, size) with the
// text's bytes in the heap (freed after), or refused(size, full) when the text
// is longer than `max` bytes or the heap has no room for it (full).
export function withHeapText(module, text, max, call, refused) {
  const size = module.lengthBytesUTF8(text);
  if (size > max) return refused(size, false);
  const pointer = module._malloc(size + 1);
  if (!pointer) return refused(size, true);
  try {
    module.stringToUTF8(text, pointer, size + 1);
    return call(pointer, size);
  } finally {
    module._free(pointer);
  }
}
