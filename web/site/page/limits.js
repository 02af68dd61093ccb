// The sizes the page and the engine both hold to, so a game that could be
// saved can be loaded, exported and imported again. The engine's are the
// originals (engine/record.h, frontend/app/web_api.cpp and bridge.h, web/native/
// bot_commands.h); tests/web/limits.test.mjs checks these agree with what
// the table's WASM module reports.
export const LIMITS = Object.freeze({
  recordBytes: 1 << 20,        // a game record's JSON text (kMaxRecordBytes)
  positionBytes: 4096,         // a position in the notation (kMaxPositionBytes)
  setupBytes: 4096,            // a new game's setup JSON (kMaxSetupBytes)
  lessonBytes: 64 * 1024,      // a lesson document (kMaxLessonBytes, engine/lesson.h)
  botCommandBytes: 32 * 1024,  // one request to the bot worker (kMaxCommandBytes)
  messageBytes: 16 * 1024,     // one message of the page to the table (kMaxPageMessageBytes, bridge.h)
});

// The longest reason canasta_lesson_problem (web_api.cpp) says on the table.
export const LESSON_PROBLEM_BYTES = 1000;

// A save this close to the record limit warns the player (see saves.js).
export const NEAR_LIMIT_FRACTION = 0.9;
// A dropped or picked file may be this much longer than a record: the
// whitespace an export or an editor adds around it.
export const FILE_SLACK_BYTES = 4096;

const encoder = new TextEncoder();

// Bytes of `text` in UTF-8, as the engine counts them.
export function utf8Length(text) {
  return encoder.encode(text).length;
}

// `text` cut to at most `max` bytes of UTF-8, never inside a character, with
// "…" at the cut.
export function fitUtf8(text, max) {
  if (utf8Length(text) <= max) return text;
  let out = '';
  let size = utf8Length('…');
  for (const char of text) {
    const bytes = utf8Length(char);
    if (size + bytes > max) break;
    out += char;
    size += bytes;
  }
  return `${out}…`;
}
