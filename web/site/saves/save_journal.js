// The record of a game whose save IndexedDB has not finished writing, kept
// in localStorage until it has. localStorage writes at once (the call
// returns with the value stored); IndexedDB completes a write a moment
// later, and on a busy page that moment is long: `./tools/bench online`
// measured a save's write at a median of 93 ms on the host's page, whose
// table draws meanwhile. A reload in that moment resumed the game a move
// behind, and an online host, which shows its guests a position only once
// a reload would keep it (online/saved_first.js), held every view that
// long: most of a guest's move's way to the other guests. With the
// journal a position is kept as soon as it is told; the save drops the
// journal once IndexedDB holds the same snapshot.
// One key per game (`canasta.journal.<id>`): two tabs playing two games
// never overwrite each other's, and a Web Lock keeps one game in one tab
// (saves.js). Each entry is { at, record, undone }: `at` orders it against
// the save (saves.js stamps both), so the newer of the two is resumed;
// `undone`, undo was used in the game (an undo just before a reload would
// otherwise be resumed without its mark).
const PREFIX = 'canasta.journal.';

// Whether the record was kept (false: no storage, or storage full: the save
// then waits for IndexedDB as before).
export function writeJournal(id, at, record, undone = false) {
  try {
    localStorage.setItem(PREFIX + id, JSON.stringify({ at, record, ...(undone ? { undone: true } : {}) }));
    return true;
  } catch {
    return false;
  }
}

export function readJournal(id) {
  try {
    const value = JSON.parse(localStorage.getItem(PREFIX + id) ?? 'null');
    return value && Number.isFinite(value.at) && typeof value.record === 'string' ? value : null;
  } catch {
    return null;  // damaged: the save stands
  }
}

export function dropJournal(id) {
  try {
    localStorage.removeItem(PREFIX + id);
  } catch {
    // no storage: nothing was kept
  }
}
