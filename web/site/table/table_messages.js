// The bridge's messages between the table (the WASM module) and the page,
// as the schema declares them (assets/messages/messages.txt, checked by
// page/message_check.js): the table's messages, which the page checks, and
// the answers of the table's calls that can refuse (web_api.cpp): { ok: true },
// or why not as a code (an id of the page's catalog, which words it) and its
// values. A table message or answer that fails its schema is a bug of the
// table: the bridge says so on the console and drops it.
import { fits, messageProblem, messagesOf } from '../page/message_check.js';

export const TABLE_MESSAGES = messagesOf('bridge', 'table', 'page').messages;
// The types the table takes (it checks their fields itself).
export const PAGE_MESSAGES = Object.keys(messagesOf('bridge', 'page', 'table').messages);
export const TABLE_ANSWERS = messagesOf('answers', 'table', 'page').messages;

// A move the engine refused, as its verdict (engine/verdict.h): the reason's
// code and every detail, worded by the table that shows it, in its reader's
// language (an online guest's table words its host's verdicts).
export const isVerdict = (v) => fits('verdict', v);

// Why a table message does not fit its schema, or null when it does.
export const tableMessageProblem = (message) => messageProblem({ channel: 'bridge', from: 'table', to: 'page' }, message);

// Why a ccall answer does not fit TABLE_ANSWERS, or null when it does.
export function tableAnswerProblem(answer) {
  if (answer?.ok === true && typeof answer === 'object') {
    const other = Object.keys(answer).find((key) => key !== 'ok');
    return other === undefined ? null : `ok: unknown field ${other}`;
  }
  return messageProblem({ channel: 'answers', from: 'table', to: 'page' }, answer);
}
