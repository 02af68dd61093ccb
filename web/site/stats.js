// Statistics per variant, player count and opponents' level, kept in the
// meta store under "stats":
//   { "classic/4/expert": { played, won, scoreSum, best: { score, date } } }.
// The level is the computer players' (seats 1 and up) when they share one,
// else "mixed"; "friends" when another person played too (pass-and-play, an
// online table); keys of older versions have none ("unknown").
// The player is seat 0, whose side is side 0; a game is won when side 0
// ends with the highest score.
import { readMeta, writeMeta } from './storage.js';

export async function readStats() {
  const read = await readMeta('stats');
  if (!read.ok) return read;
  const value = read.value && typeof read.value === 'object' ? read.value : {};
  return { ok: true, value };
}

const LEVELS = ['beginner', 'standard', 'expert', 'master'];

// Who played seats 1 and up of a record: its "seats" (format 3), or its
// "levels" (format 2: computer players at every seat but seat 0); null when
// it names neither.
function otherSeats(record, players) {
  if (Array.isArray(record?.seats)) return record.seats.slice(1, players);
  if (Array.isArray(record?.levels)) return record.levels.slice(1, players).map((level) => ({ kind: 'computer', level }));
  return null;
}

// The opponents' level of a finished game from its record (engine/record.h):
// 'beginner'..'master', 'mixed', 'friends' or 'unknown'.
export function opponentsLevel(recordText, players) {
  let record;
  try {
    record = JSON.parse(recordText);
  } catch {
    return 'unknown';
  }
  const seats = otherSeats(record, players);
  if (!seats || seats.length === 0 || !seats.every((s) => s && typeof s === 'object')) return 'unknown';
  if (seats.some((s) => s.kind !== 'computer')) return 'friends';
  const levels = seats.map((s) => s.level);
  if (!levels.every((l) => LEVELS.includes(l))) return 'unknown';
  return levels.every((l) => l === levels[0]) ? levels[0] : 'mixed';
}

export async function recordGameOver(info, level = 'unknown') {
  const read = await readStats();
  if (!read.ok) return read;
  const stats = read.value;
  const key = `${info.variant}/${info.players}/${level}`;
  const scores = Array.isArray(info.scores) ? info.scores : [0];
  const mine = Number(scores[0]) || 0;
  const row = stats[key] && typeof stats[key] === 'object' ? stats[key] : { played: 0, won: 0, scoreSum: 0, best: null };
  row.played += 1;
  if (scores.every((s) => mine >= s)) row.won += 1;
  row.scoreSum += mine;
  if (!row.best || mine > row.best.score) row.best = { score: mine, date: Date.now() };
  stats[key] = row;
  return writeMeta('stats', stats);
}

// Rows for display: [{ variant, players, level, played, won, average, best }].
export function statsRows(stats) {
  return Object.entries(stats).flatMap(([key, row]) => {
    const [variant, players, level = 'unknown'] = key.split('/');
    if (!row || !Number.isFinite(row.played) || row.played < 1) return [];
    return [{ variant, players: Number(players), level, played: row.played, won: row.won,
      average: Math.round(row.scoreSum / row.played), best: row.best?.score ?? 0 }];
  });
}
