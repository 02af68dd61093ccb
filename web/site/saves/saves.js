// Saved games: every change of the game in progress is written at once to
// IndexedDB as its record (the record's exact JSON text, so seeds above 2^53
// survive), and the game the player left is resumed on the next visit.
// A save entry: { id, schema, version, created, updated, variant, players,
// deal, scores, finished, counted, undone, record }; `undone`: undo was used
// in the game (the statistics mark it), kept with it across reloads. `version` grows with every
// write; a write expecting an older version is refused (another tab saved in
// the meantime), and a Web Lock per game keeps a second tab off a game
// that is open elsewhere: every game this tab holds, however it got here
// (new, resumed, imported, loaded from the address), holds its lock until
// the tab moves to another game. A record never grows past the limit a
// load would refuse (limits.js): the player is warned near it, and past it
// the save keeps the last record that fits. Until IndexedDB has a change,
// localStorage keeps it (save_journal.js): a reload resumes the newest
// position told, never one behind it. Nothing here throws: problems
// become messages.
import { LIMITS, NEAR_LIMIT_FRACTION, utf8Length } from '../page/limits.js';
import { pageText } from '../page/page_text.js';
import { dropJournal, readJournal, writeJournal } from './save_journal.js';
import { deleteGame, listGames, readGame, readMeta, writeGame, writeMeta } from './storage.js';
import { opponentsLevel, recordGameOver } from './stats.js';

export const SAVE_SCHEMA = 1;

// Brings an entry written by an older page up to SAVE_SCHEMA; says why an
// entry cannot be used (damaged, or from a newer version of the game).
export function checkEntry(raw) {
  if (!raw || typeof raw !== 'object' || typeof raw.id !== 'string') return { problem: pageText('saveDamaged') };
  const entry = { ...raw };
  if (entry.schema === undefined && entry.record && typeof entry.record === 'object') {
    entry.record = JSON.stringify(entry.record);  // schema 0: the record as an object
    entry.schema = 1;
  }
  if (typeof entry.schema !== 'number' || entry.schema < 1) return { entry, problem: pageText('saveDamaged') };
  if (entry.schema > SAVE_SCHEMA) {
    return { entry, problem: pageText('saveNewer') };
  }
  if (typeof entry.record !== 'string' || !Number.isInteger(entry.version) || typeof entry.updated !== 'number') {
    return { entry, problem: pageText('saveDamaged') };
  }
  const size = utf8Length(entry.record);
  if (size > LIMITS.recordBytes) return { entry, problem: pageText('saveTooLong', { size, max: LIMITS.recordBytes }) };
  return { entry };
}

// The save with the game's journal in place of its record when the journal
// is newer (a reload came before IndexedDB finished writing). A journal
// past the record limit is not taken (nothing would load it).
function withJournal(entry) {
  const journal = readJournal(entry.id);
  if (!journal || journal.at <= (entry.at ?? 0) || utf8Length(journal.record) > LIMITS.recordBytes) return entry;
  entry.record = journal.record;
  entry.at = journal.at;
  if (journal.undone) entry.undone = true;
  return entry;
}

function newId() {
  const bytes = new Uint32Array(2);
  crypto.getRandomValues(bytes);
  return `g${Date.now().toString(36)}${bytes[0].toString(36)}${bytes[1].toString(36)}`;
}

// Holds the Web Lock named after a game until release() is called; null
// when another tab holds it. Browsers without Web Locks only have the
// version check.
async function holdLock(id) {
  if (!navigator.locks?.request) return { release() {} };
  return new Promise((resolve) => {
    navigator.locks.request(`canasta-game-${id}`, { ifAvailable: true }, (lock) => {
      if (!lock) {
        resolve(null);
        return undefined;
      }
      return new Promise((release) => resolve({ release }));
    }).catch(() => resolve({ release() {} }));
  });
}

export class SaveKeeper {
  // say(text, isError): shows a message. enabled: false for embedded games
  // that may not save.
  constructor({ enabled, say }) {
    this.enabled = enabled;
    this.say = say;
    this.api = null;
    this.current = null;    // { id, version, created, counted, undone, lock }
    this.next = null;       // the id to use for the next game loaded (resume/import)
    this.queue = null;      // the latest snapshot waiting to be written
    this.writing = false;
    this.stopped = false;   // storage unavailable or a conflict: say it once
    this.onChange = () => {};
    this.lastSaved = null;  // the record text last written (tests wait for it)
    this.ignoring = false;  // true while the page sets up the table's seats (no save)
    this.held = null;       // warnings kept for an import's own notice (importRecord)
    this.told = 0;          // snapshots queued so far, numbered
    this.settled = 0;       // the number of the last one written (or given up)
    this.waiters = [];      // { told, done } of whenSaved()
    this.journaled = 0;     // the number of the last snapshot the journal holds
    this.lastAt = 0;        // the last snapshot's stamp (strictly increasing)
  }

  // A warning about the game's size: said at once, or during an import kept
  // for the import's notice, which would otherwise replace it unread.
  warn(text) {
    if (this.held) this.held.push(text);
    else this.say(text, true);
  }

  // Resolves once every change of the game told so far is kept (in the
  // journal at once, else written to IndexedDB), or could not be (the
  // problem was said: nothing waits for good). An online host shows its
  // guests a position only then, so that a reload, which resumes the save,
  // never goes back behind what they saw.
  whenSaved() {
    if (!this.writing || this.journaled === this.told) return Promise.resolve();
    return new Promise((done) => this.waiters.push({ told: this.told, done }));
  }

  // Wakes the waiters whose changes are written (all of them: `all`).
  wake(all = false) {
    const waking = this.waiters.filter((w) => all || w.told <= this.settled);
    this.waiters = this.waiters.filter((w) => !waking.includes(w));
    for (const w of waking) w.done();
  }

  // Runs `body` without saving the games it makes (a step on the way to the
  // game the page opens), so it leaves no orphan save or lock behind.
  withoutSaving(body) {
    this.ignoring = true;
    try {
      return body();
    } finally {
      this.ignoring = false;
    }
  }

  // Drops the game that was about to be loaded (it could not be), with its lock.
  forgetNext() {
    this.next?.lock?.release();
    this.next = null;
  }

  // The save to resume at start: { id, record } or null (with a message
  // when it cannot be used). Never touches the save.
  async savedGame() {
    if (!this.enabled) return null;
    const current = await readMeta('current');
    if (!current.ok) {
      this.stop(current.error);
      return null;
    }
    if (typeof current.value !== 'string') return null;
    const read = await readGame(current.value);
    if (!read.ok || !read.value) return null;
    const { entry, problem } = checkEntry(read.value);
    if (problem) {
      this.say(pageText('resumeFailed', { reason: problem }), true);
      return null;
    }
    const lock = await holdLock(entry.id);
    if (!lock) {
      this.say(pageText('lastGameOtherTab'), true);
      return null;
    }
    withJournal(entry);
    this.next = { ...entry, lock };
    return { id: entry.id, record: entry.record };
  }

  attach(api) {
    this.api = api;
  }

  stop(message) {
    if (!this.stopped) this.say(message, true);
    this.stopped = true;
  }

  // The table's events (web_api.h). Saves every change of a played game;
  // recordText() gives the game's record (fetched once per event).
  // A lesson saves nothing: the game it interrupts waits under its save
  // ("resume" brings it back as it was), or is dropped when nothing of it
  // was played (a first visit's deal before the tutorial).
  onGameEvent(type, info, recordText) {
    if (!this.enabled || !this.api || this.ignoring) return;
    if (type === 'lesson') this.setAside();
    if (info.mode !== 'play') return;
    if (type === 'newgame' || type === 'load') this.switchGame();
    if (!this.current) return;
    this.current.played = info.entries > 0;
    if (type === 'undo') this.current.undone = true;
    const finished = info.phase === 'game_over';
    const record = recordText();
    if (!this.fits(record)) return;
    const snapshot = {
      variant: info.variant, players: info.players, deal: info.deal, scores: info.scores,
      finished, record,
    };
    if (finished && !this.current.counted) {
      this.current.counted = true;
      snapshot.counted = true;
      recordGameOver(info, opponentsLevel(record, info.players), this.current.undone).then((r) => { if (!r.ok) this.say(r.error, true); });
    }
    // The stamp orders the journal against the save (newer is resumed).
    snapshot.at = this.lastAt = Math.max(Date.now(), this.lastAt + 1);
    snapshot.told = ++this.told;
    if (writeJournal(this.current.id, snapshot.at, record, this.current.undone)) this.journaled = snapshot.told;
    this.queue = snapshot;
    this.flush();
  }

  // Whether `record` may be saved: not past the limit a load would refuse.
  // Says once per game when it comes near the limit, and once when it passes it.
  fits(record) {
    const game = this.current;
    const size = utf8Length(record);
    if (size > LIMITS.recordBytes) {
      if (!game.overLimit) {
        game.overLimit = true;
        const moves = game.lastFit ? JSON.parse(game.lastFit).moves.length : 0;
        this.warn(pageText('overLimit', { moves }));
      }
      return false;
    }
    if (size >= LIMITS.recordBytes * NEAR_LIMIT_FRACTION && !game.nearLimit) {
      game.nearLimit = true;
      this.warn(pageText('nearLimit', { percent: Math.floor((100 * size) / LIMITS.recordBytes) }));
    }
    game.lastFit = record;  // the save ends with this one (the latest snapshot is written)
    return true;
  }

  // The game in play when a lesson takes the table.
  setAside() {
    const game = this.current;
    if (!game || game.played) return;
    this.current = null;
    this.queue = null;
    game.lock?.release();
    dropJournal(game.id);
    deleteGame(game.id).then(() => this.onChange());
    writeMeta('current', null);
  }

  switchGame() {
    const next = this.next;
    // The same game again (resumed from a lesson) keeps its lock.
    if (this.current?.lock && this.current.lock !== next?.lock) this.current.lock.release();
    this.next = null;
    const game = next
      ? { id: next.id, version: next.version, created: next.created, counted: !!next.counted, undone: !!next.undone, lock: next.lock ?? null }
      : { id: newId(), version: 0, created: Date.now(), counted: false, undone: false, lock: null };
    this.current = game;
    // A game that came without its lock (new, imported) takes it now; a lock
    // that arrives after the tab moved on is given back at once.
    if (!game.lock) {
      holdLock(game.id).then((lock) => {
        if (this.current === game) game.lock = lock;
        else lock?.release();
      });
    }
    this.stopped = false;
    writeMeta('current', game.id);
  }

  async flush() {
    if (this.writing) return;
    this.writing = true;
    while (this.queue && this.current) {
      const { told, ...snapshot } = this.queue;
      this.queue = null;
      const game = this.current;
      const entry = {
        id: game.id, schema: SAVE_SCHEMA, version: game.version + 1, created: game.created,
        updated: Date.now(), counted: game.counted, undone: game.undone, ...snapshot,
      };
      const written = await writeGame(entry, game.version);
      // IndexedDB has the journal's snapshot, or never will (another tab
      // saved this game since: its save is the one to resume).
      if ((written.ok || written.conflict) && told >= this.journaled) dropJournal(game.id);
      if (written.ok) {
        game.version = entry.version;
        this.lastSaved = entry.record;
        if (this.stopped) this.say(pageText('savingAgain'), false);
        this.stopped = false;
        this.onChange();
      } else if (written.conflict) {
        this.stop(written.error);
        this.current = null;
      } else {
        this.stop(written.error);
      }
      this.settled = told;
      this.wake();
    }
    this.writing = false;
    // What is left was dropped (a conflict, a lesson set the game aside).
    this.wake(true);
  }

  // Every save for the list, newest first: { entry, problem } objects.
  async list() {
    const all = await listGames();
    if (!all.ok) return all;
    const items = all.value.map((raw) => ({ raw, ...checkEntry(raw) }));
    items.sort((a, b) => (b.entry?.updated ?? 0) - (a.entry?.updated ?? 0));
    return { ok: true, value: items };
  }

  isCurrent(id) {
    return this.current?.id === id;
  }

  // Whether the current game waits behind a lesson (Resume brings it back).
  waiting(id) {
    return this.isCurrent(id) && this.api?.state().mode === 'lesson';
  }

  // Loads a saved game into the table; the game in progress stays on any problem.
  async resume(id) {
    const read = await readGame(id);
    if (!read.ok) return read;
    const { entry, problem } = checkEntry(read.value);
    if (problem) return { ok: false, error: problem };
    withJournal(entry);
    if (this.waiting(id)) return this.load({ ...entry, lock: this.current.lock });
    if (this.isCurrent(id)) return { ok: true };
    const lock = await holdLock(id);
    if (!lock) return { ok: false, error: pageText('gameOtherTab') };
    const loaded = this.load({ ...entry, lock });
    if (!loaded.ok) lock.release();
    return loaded;
  }

  // Plays `next` (a save entry with its lock) on the table; it becomes the
  // current game when the table says it loaded.
  load(next) {
    this.next = next;
    const error = this.api.loadRecord(next.record);
    if (!error) return { ok: true };
    this.next = null;
    return { ok: false, error: pageText('saveNotLoaded', { reason: error }) };
  }

  // Imports a record's text as a new saved game and plays it. A record the
  // table would keep longer than a save may be (its seats added) is refused
  // before it is loaded: it was announced as imported and never saved.
  importRecord(text) {
    const error = this.api.checkRecord(text);
    if (error) return { ok: false, error };
    const kept = this.api.loadedRecordBytes(text);
    if (kept > LIMITS.recordBytes) return { ok: false, error: pageText('importTooLong', { size: kept, max: LIMITS.recordBytes }) };
    this.next = { id: newId(), version: 0, created: Date.now(), counted: false, lock: null };
    const warnings = [];
    this.held = warnings;
    let loadError;
    try {
      loadError = this.api.loadRecord(text);
    } finally {
      this.held = null;
    }
    if (loadError) {
      this.next = null;
      return { ok: false, error: loadError };
    }
    // warnings: what the save said of the game's size (near the limit).
    return { ok: true, warnings };
  }

  async remove(id) {
    if (this.isCurrent(id)) return { ok: false, error: pageText('cannotDeleteCurrent') };
    const lock = await holdLock(id);
    if (!lock) return { ok: false, error: pageText('gameOtherTab') };
    const result = await deleteGame(id);
    lock.release();
    this.onChange();
    return result;
  }

  async exportText(id) {
    const read = await readGame(id);
    if (!read.ok) return read;
    const { entry, problem } = checkEntry(read.value);
    if (problem && typeof entry?.record !== 'string') return { ok: false, error: problem };
    return { ok: true, value: entry.record, entry };
  }
}
