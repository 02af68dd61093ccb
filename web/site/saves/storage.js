// Browser storage for the game: one IndexedDB database owned by the page.
// Every call resolves to a result object instead of throwing, so a missing
// or full storage never stops play: the caller shows the message and goes on.
//   meta   small values by key (visits, the current game's id, statistics)
//   games  saved games by id (see saves.js for the entry's shape)

import { pageText } from '../page/page_text.js';

const DB_NAME = 'canasta';
const DB_VERSION = 2;
const STORE_META = 'meta';
const STORE_GAMES = 'games';

// A browser whose storage never answers an open (seen with a hung storage
// process) would keep the table waiting for the saved game forever: after
// this long the page plays on without saving. Generous: a busy machine's
// first open can take seconds, and a false "not saving" costs the game.
export const OPEN_TIMEOUT_MS = 10000;

let dbPromise = null;

// Whether an open database has the stores this page uses, shaped as it makes them.
function usable(db) {
  if (!db.objectStoreNames.contains(STORE_META) || !db.objectStoreNames.contains(STORE_GAMES)) return false;
  try {
    return db.transaction(STORE_GAMES, 'readonly').objectStore(STORE_GAMES).keyPath === 'id';
  } catch {
    return false;
  }
}

// Opens the database at `version` (undefined: whatever version it has),
// creating the stores that are missing on an upgrade. Resolves to
// { db } or { error: DOMException-like, blocked?, silent? } (silent: no
// answer within OPEN_TIMEOUT_MS; a database that opens later is closed).
function open(version) {
  return new Promise((resolve) => {
    let request;
    try {
      request = version === undefined ? self.indexedDB.open(DB_NAME) : self.indexedDB.open(DB_NAME, version);
    } catch (e) {
      resolve({ error: e });
      return;
    }
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      resolve({ error: new Error('no answer'), silent: true });
    }, OPEN_TIMEOUT_MS);
    const answer = (result) => {
      clearTimeout(timer);
      if (late) result.db?.close();
      else resolve(result);
    };
    // Version 1 had the meta store only; version 2 adds the saved games. A
    // repair (below) creates whichever is missing.
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE_META)) db.createObjectStore(STORE_META);
      if (!db.objectStoreNames.contains(STORE_GAMES)) db.createObjectStore(STORE_GAMES, { keyPath: 'id' });
    };
    request.onsuccess = () => answer({ db: request.result });
    request.onerror = () => answer({ error: request.error ?? new Error(pageText('unknownError')) });
    request.onblocked = () => answer({ error: new Error('blocked'), blocked: true });
  });
}

function connected(db) {
  // A newer page in another tab wants to upgrade: let it, this tab stops saving.
  db.onversionchange = () => {
    db.close();
    dbPromise = Promise.resolve({ ok: false, error: pageText('dbNewerTab') });
  };
  return { ok: true, db };
}

// The database, opened once: at DB_VERSION, or at the newer version another
// page left when its stores are still ours (a newer page only adds
// stores); a database missing a store (damaged) is repaired by an upgrade
// that adds it. Every failure is a sentence that says what happened.
async function openWithRepair() {
  try {
    if (!self.indexedDB) return { ok: false, error: pageText('noStorage') };
  } catch (e) {  // a browser may refuse even to show it (private mode, blocked cookies)
    return { ok: false, error: pageText('noStorageReason', { reason: e.message }) };
  }
  const first = await open(DB_VERSION);
  if (first.silent) return { ok: false, error: pageText('storageSilent') };
  if (first.blocked) return { ok: false, error: pageText('storageBlocked') };
  if (first.error?.name === 'VersionError') {
    const newer = await open(undefined);
    if (newer.db && usable(newer.db)) return connected(newer.db);
    newer.db?.close();
    return { ok: false, error: pageText('dbNewer') };
  }
  if (first.error) return { ok: false, error: pageText('noStorageReason', { reason: first.error.message }) };
  if (usable(first.db)) return connected(first.db);
  const version = first.db.version + 1;
  first.db.close();
  const repaired = await open(version);
  if (repaired.db && usable(repaired.db)) return connected(repaired.db);
  repaired.db?.close();
  return { ok: false, error: pageText('dbDamaged', { reason: repaired.error?.message ?? pageText('noGamesStore') }) };
}

function openDb() {
  dbPromise ??= openWithRepair();
  return dbPromise;
}

export function describeWriteError(error) {
  if (error && (error.name === 'QuotaExceededError' || /quota/i.test(error.message ?? ''))) {
    return pageText('storageFull');
  }
  return pageText('savingFailed', { reason: error?.message ?? pageText('unknownError') });
}

// Runs `body(stores)` in one transaction; resolves to { ok, value } once the
// transaction completed, or { ok: false, error } (write errors described);
// `fail(message, more)` aborts it, the result carrying `more`'s fields.
async function transaction(names, mode, body) {
  const opened = await openDb();
  if (!opened.ok) return opened;
  return new Promise((resolve) => {
    let value;
    let failure = null;
    let failureFields = {};
    try {
      const tx = opened.db.transaction(names, mode);
      const stores = Object.fromEntries(names.map((name) => [name, tx.objectStore(name)]));
      tx.oncomplete = () => resolve({ ok: true, value });
      tx.onerror = () => resolve({ ok: false, error: failure ?? describeWriteError(tx.error) });
      tx.onabort = () => resolve({ ok: false, error: failure ?? describeWriteError(tx.error), ...failureFields });
      body(stores, (v) => { value = v; }, (message, more = {}) => {
        failure = message;
        failureFields = more;
        tx.abort();
      });
    } catch (e) {
      resolve({ ok: false, error: describeWriteError(e) });
    }
  });
}

function onResult(request, done) {
  request.onsuccess = () => done(request.result);
}

export function readMeta(key) {
  return transaction([STORE_META], 'readonly', (s, set) => onResult(s.meta.get(key), set));
}

export function writeMeta(key, value) {
  return transaction([STORE_META], 'readwrite', (s) => s.meta.put(value, key));
}

// Every saved game, as stored (damaged entries included: the caller checks them).
export function listGames() {
  return transaction([STORE_GAMES], 'readonly', (s, set) => onResult(s.games.getAll(), set));
}

export function readGame(id) {
  return transaction([STORE_GAMES], 'readonly', (s, set) => onResult(s.games.get(id), set));
}

// Writes `entry` if the stored one still has version `expected` (0 = new
// game): a tab holding an older copy never overwrites a newer save. The
// conflict is { ok: false, conflict: true, error }.
export async function writeGame(entry, expected) {
  return transaction([STORE_GAMES], 'readwrite', (s, set, fail) => {
    onResult(s.games.get(entry.id), (stored) => {
      const version = stored?.version ?? 0;
      if (version !== expected) {
        fail(pageText('savedElsewhere'), { conflict: true });
        return;
      }
      try {
        s.games.put(entry);
      } catch (e) {  // some browsers refuse a write synchronously (quota, size)
        fail(describeWriteError(e));
        return;
      }
      set(entry.version);
    });
  });
}

export function deleteGame(id) {
  return transaction([STORE_GAMES], 'readwrite', (s) => s.games.delete(id));
}
