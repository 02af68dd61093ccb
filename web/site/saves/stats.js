// Statistics per variant, player count and opponents' level, kept in the
// meta store under "stats":
//   { "classic/4/expert": { played, won, scoreSum, undone, best: { score, date, undone } } }.
// `undone` counts the games in which the player used undo (rows of older
// versions have none: 0); the best game says whether it was one of them.
// The level is the computer players' (seats 1 and up) when they share one,
// else "mixed"; "friends" when another person played too (pass-and-play, an
// online table); keys of older versions have none ("unknown").
// The player is seat 0, whose side is side 0; a game is won when side 0
// ends with the highest score.
// The store is the browser's and anything may have written it: a row that is
// not a row of counts is started again when its next game is counted, and a
// key or row that cannot be read is left out of the table, which shows the
// rest.
import { readMeta, writeMeta } from './storage.js';

export async function readStats() {
  const read = await readMeta('stats');
  if (!read.ok) return read;
  const value = read.value && typeof read.value === 'object' && !Array.isArray(read.value) ? read.value : {};
  return { ok: true, value };
}

const LEVELS = ['beginner', 'standard', 'expert', 'master'];
// variant/players/level, or variant/players from before levels were kept.
const KEY = /^([a-z0-9_]{1,24})\/([2-6])(?:\/(beginner|standard|expert|master|mixed|unknown))?$/;

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

const isCount = (v) => Number.isSafeInteger(v) && v >= 0;

// Whether `row` is what countGame writes: whole counts, no more won than
// played, a best game with a score and a date (or none yet).
export function isStatsRow(row) {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return false;
  const { played, won, scoreSum, best, undone = 0 } = row;
  if (!isCount(played) || !isCount(won) || won > played || !Number.isSafeInteger(scoreSum)) return false;
  if (!isCount(undone) || undone > played) return false;
  if (best === null || best === undefined) return true;
  return typeof best === 'object' && Number.isSafeInteger(best.score) && Number.isFinite(best.date);
}

// The statistics with one more finished game counted (a copy; `stats` is not
// changed), `undone` when undo was used in it. A malformed row for the
// game's key starts again from this game.
export function countGame(stats, info, level = 'unknown', undone = false) {
  const key = `${info.variant}/${info.players}/${level}`;
  const scores = Array.isArray(info.scores) ? info.scores : [0];
  const mine = Number.isSafeInteger(scores[0]) ? scores[0] : 0;
  const old = stats[key];
  const row = isStatsRow(old) ? { ...old, undone: old.undone ?? 0, best: old.best ?? null } : { played: 0, won: 0, scoreSum: 0, undone: 0, best: null };
  if (old !== undefined && !isStatsRow(old)) console.warn(`Canasta: the statistics row ${key} was damaged and starts again.`);
  row.played += 1;
  if (scores.every((s) => mine >= Number(s))) row.won += 1;
  row.scoreSum += mine;
  if (undone) row.undone += 1;
  if (!row.best || mine > row.best.score) row.best = { score: mine, date: Date.now(), ...(undone ? { undone: true } : {}) };
  return { ...stats, [key]: row };
}

export async function recordGameOver(info, level = 'unknown', undone = false) {
  const read = await readStats();
  if (!read.ok) return read;
  return writeMeta('stats', countGame(read.value, info, level, undone));
}

// Rows for display: [{ variant, players, level, played, won, average, best,
// undone, bestUndone }],
// leaving out keys and rows that cannot be read.
export function statsRows(stats) {
  return Object.entries(stats).flatMap(([key, row]) => {
    const parts = KEY.exec(key);
    if (!parts || !isStatsRow(row) || row.played < 1) return [];
    const [, variant, players, level = 'unknown'] = parts;
    return [{ variant, players: Number(players), level, played: row.played, won: row.won,
      average: Math.round(row.scoreSum / row.played), best: row.best?.score ?? 0,
      undone: row.undone ?? 0, bestUndone: row.best?.undone === true }];
  });
}
