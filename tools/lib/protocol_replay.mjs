// A game record replayed by the text protocol (build/native-release/
// canasta_cli: `replay`, then `score`): the engine's own account of a deal a
// page played, to hold what the page showed against. The record goes as
// text: its seed is a 64-bit integer, which JSON.parse would round.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLI = join(resolve(dirname(fileURLToPath(import.meta.url)), '../..'), 'build/native-release/canasta_cli');

// { ok: true, score } with the protocol's score of the deal the record ends
// in (engine/state_json.h: sides[i].deal, .total, ...), or { ok: false, error }.
export function replayScore(record) {
  if (!existsSync(CLI)) return { ok: false, error: `${CLI} is not built` };
  const input = `replay ${record.replace(/\n/g, ' ')}\nscore\nquit\n`;
  const [answer, score] = execFileSync(CLI, [], { input, encoding: 'utf8', maxBuffer: 1 << 24 }).split('\n');
  if (!answer.startsWith('ok')) return { ok: false, error: answer.slice(0, 200) };
  if (!score.startsWith('{')) return { ok: false, error: score.slice(0, 200) };
  return { ok: true, score: JSON.parse(score) };
}
