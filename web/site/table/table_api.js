// The table's exported C functions (frontend/app/web_api.cpp) as a small object.
// Every call is synchronous; functions that can fail return '' or the reason,
// in the page's language: the table answers a code and its values, checked
// (table_messages.js TABLE_ANSWERS) and worded here from the catalog.
//
// Text goes into the table through its heap (heap_text.js). Sizes are checked
// before anything is copied (the limits of limits.js, which the table checks
// again).
import { LESSON_PROBLEM_BYTES, LIMITS } from '../page/limits.js';
import { pageText, problemText } from '../page/page_text.js';
import { withHeapText } from './heap_text.js';
import { tableAnswerProblem } from './table_messages.js';

// A ccall answer in the page's words: '' when the table did it.
export function answerText(json) {
  let answer = null;
  try {
    answer = JSON.parse(json);
  } catch {
    // said below, as any answer that does not fit
  }
  const problem = tableAnswerProblem(answer);
  if (problem) {
    console.error(`Canasta: the table's answer does not fit its schema (${problem}): ${String(json).slice(0, 200)}`);
    return pageText('answerUnread');
  }
  if (answer.ok) return '';
  const { why, problem: reason, ...values } = answer;
  // These values are ids of the catalog too: the name of a text, a rule, a game.
  for (const key of ['what', 'rule', 'game']) if (values[key]) values[key] = pageText(values[key]);
  // An engine's reader that says why by a code (a record's, a position's, a
  // lesson's problem) is worded here, in the reader's language; its English
  // detail is what is left.
  const worded = problemText(reason);
  if (worded !== null) values.detail = worded;
  return pageText(why, values);
}

export function tableApi(module) {
  const text = (name) => module.ccall(name, 'string', [], []);
  // `refused(size)` answers for a text that cannot go in (as the table would, by default).
  const withText = (name, value, max, what, { returns = 'string', refused = (size) => JSON.stringify({ why: 'textTooLong', what, size, max }) } = {}) => {
    if (typeof value !== 'string') return refused(0);
    return withHeapText(module, value, max, (pointer, size) => module.ccall(name, returns, ['number', 'number'], [pointer, size]), refused);
  };
  const answered = (name, value, max, what) => answerText(withText(name, value, max, what));
  const record = (name, json) => answered(name, json, LIMITS.recordBytes, 'whatRecord');
  return {
    recordJson: () => text('canasta_record_json'),
    state: () => JSON.parse(text('canasta_state_json') || '{}'),
    limits: () => JSON.parse(text('canasta_limits_json')),
    checkRecord: (json) => record('canasta_check_record', json),
    loadRecord: (json) => record('canasta_load_record', json),
    // Bytes of the record as the table would keep it once loaded now (its
    // seats added): what a save of it would hold. -1 when it does not read.
    loadedRecordBytes: (json) => withText('canasta_loaded_record_bytes', json, LIMITS.recordBytes, 'whatRecord', { returns: 'number', refused: () => -1 }),
    newGame: (setup) => answered('canasta_new_game', JSON.stringify(setup), LIMITS.setupBytes, 'whatSetup'),
    loadPosition: (notation) => answered('canasta_load_position', notation, LIMITS.positionBytes, 'whatPosition'),
    loadReplay: (json) => record('canasta_load_replay', json),
    // A lesson document (JSON) or a tutorial lesson's name: '' or the reason.
    loadLesson: (lesson) => answered('canasta_load_lesson', lesson, LIMITS.lessonBytes, 'whatLesson'),
    // Why a lesson could not reach the table, said on the table.
    lessonProblem: (reason) => answered('canasta_lesson_problem', reason, LESSON_PROBLEM_BYTES, 'whatLesson'),
    replayStep: (delta) => module.ccall('canasta_replay_step', 'number', ['number'], [delta]),
    setDemo: (on) => module.ccall('canasta_set_demo', null, ['number'], [on ? 1 : 0]),
  };
}
