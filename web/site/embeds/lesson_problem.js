// Why a lesson the embedding page asked for could not reach the table (its
// address was on another site, did not load, or was too long to read), in
// one sentence the table takes whole: the table says reasons of at most
// LESSON_PROBLEM_BYTES, and a longer one used to be dropped without a
// word. A long address is shortened in the middle, where it says least,
// and the sentence is cut to fit.
import { fitUtf8, LESSON_PROBLEM_BYTES } from '../page/limits.js';

const SHOWN_ADDRESS = 120;

// `url` at most SHOWN_ADDRESS characters: its start and its end.
export function shortAddress(url) {
  const chars = [...url];
  if (chars.length <= SHOWN_ADDRESS) return url;
  return `${chars.slice(0, 80).join('')}…${chars.slice(-(SHOWN_ADDRESS - 81)).join('')}`;
}

// problem: { problem: 'site' | 'fetch' | 'size', url, why, max }, or
// { problem: 'long', size, max } for a lesson given whole (not by address)
// that is longer than a lesson may be.
export function lessonProblemText({ problem, url, why, max, size }, text) {
  const key = { site: 'lessonOtherSite', size: 'lessonTooLarge', long: 'lessonTooLong' }[problem] ?? 'lessonFetchFailed';
  return fitUtf8(text(key, { url: shortAddress(url ?? ''), why: why ?? '', max, size }), LESSON_PROBLEM_BYTES);
}
