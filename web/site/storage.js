// Browser storage for the game: one IndexedDB database owned by the page.
// Every call resolves to a result object instead of throwing, so a missing
// or full storage never stops play: the caller shows the message and goes on.

const DB_NAME = 'canasta';
const DB_VERSION = 1;
const STORE_META = 'meta';

let dbPromise = null;

function openDb() {
  if (dbPromise) return dbPromise;
  dbPromise = new Promise((resolve) => {
    if (!('indexedDB' in self)) {
      resolve({ ok: false, error: 'This browser offers no storage here (private mode?): games will not be saved.' });
      return;
    }
    let request;
    try {
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch (e) {
      resolve({ ok: false, error: `Storage is unavailable: ${e.message}` });
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE_META)) db.createObjectStore(STORE_META);
    };
    request.onsuccess = () => resolve({ ok: true, db: request.result });
    request.onerror = () => resolve({ ok: false, error: `Storage could not be opened: ${request.error?.message ?? 'unknown error'}` });
    request.onblocked = () => resolve({ ok: false, error: 'Storage is blocked by another tab of this game; close it and reload.' });
  });
  return dbPromise;
}

function describeWriteError(error) {
  if (error && error.name === 'QuotaExceededError') {
    return 'Browser storage is full: this game goes on, but it is not being saved.';
  }
  return `Saving failed: ${error?.message ?? 'unknown error'}`;
}

export async function readMeta(key) {
  const opened = await openDb();
  if (!opened.ok) return opened;
  return new Promise((resolve) => {
    try {
      const request = opened.db.transaction(STORE_META, 'readonly').objectStore(STORE_META).get(key);
      request.onsuccess = () => resolve({ ok: true, value: request.result });
      request.onerror = () => resolve({ ok: false, error: `Reading storage failed: ${request.error?.message}` });
    } catch (e) {
      resolve({ ok: false, error: `Reading storage failed: ${e.message}` });
    }
  });
}

export async function writeMeta(key, value) {
  const opened = await openDb();
  if (!opened.ok) return opened;
  return new Promise((resolve) => {
    try {
      const tx = opened.db.transaction(STORE_META, 'readwrite');
      tx.objectStore(STORE_META).put(value, key);
      tx.oncomplete = () => resolve({ ok: true });
      tx.onerror = () => resolve({ ok: false, error: describeWriteError(tx.error) });
      tx.onabort = () => resolve({ ok: false, error: describeWriteError(tx.error) });
    } catch (e) {
      resolve({ ok: false, error: describeWriteError(e) });
    }
  });
}
