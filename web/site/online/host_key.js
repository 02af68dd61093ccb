// The host's key: what lets a guest tell the real host from a page that
// took the table's id on the signaling server. Each shared table has its
// own ECDSA P-256 key pair, made by WebCrypto when the table is first
// shared; its private half cannot be read out of the browser (a
// non-extractable CryptoKey) and is kept in IndexedDB with the table's id,
// so a reloaded host signs with the same key. The invitation link carries
// the SHA-256 of the public key in its fragment (#k=...), which browsers
// never send to a server: only people the host gave the link know it, and
// a page holding the table's id cannot make a key that matches it.
// handshake.js uses the key to answer each guest's challenge.

const DB_NAME = 'canasta-online';
const STORE = 'keys';
const RECORD = 'host';
// A storage that does not answer: the key lives in memory for this visit.
const OPEN_TIMEOUT_MS = 3000;
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' };
export const SIGNATURE = { name: 'ECDSA', hash: 'SHA-256' };

// A key's print: base64url of SHA-256 of the raw public key, 43 characters.
export const KEY_PRINT = /^[A-Za-z0-9_-]{43}$/;
// A raw P-256 public key (65 bytes) and a P-256 signature (64 bytes), in base64url.
export const isRawKey = (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{87}$/.test(v);
export const isSignature = (v) => typeof v === 'string' && /^[A-Za-z0-9_-]{86}$/.test(v);

export function toBase64Url(bytes) {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text) {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// WebCrypto is there only on a secure page (https, or the machine itself).
export const canSign = () => Boolean(globalThis.isSecureContext !== false && globalThis.crypto?.subtle);

export async function keyPrint(rawKey) {
  return toBase64Url(await crypto.subtle.digest('SHA-256', fromBase64Url(rawKey)));
}

// The invitation link with the key's print in its fragment.
export function linkWithKey(link, print) {
  const url = new URL(link);
  url.hash = `k=${print}`;
  return url.href;
}

// What an invitation's fragment says of the host's key: { print }, or
// { problem: 'old' } (no print: a link made before hosts had keys) or
// { problem: 'damaged' } (a print that is not one).
export function keyOfLink(hash) {
  const print = new URLSearchParams(String(hash ?? '').replace(/^#/, '')).get('k');
  if (print === null) return { problem: 'old' };
  return KEY_PRINT.test(print) ? { print } : { problem: 'damaged' };
}

function request(result) {
  return new Promise((resolve, reject) => {
    result.onsuccess = () => resolve(result.result);
    result.onerror = () => reject(result.error);
  });
}

function openDb() {
  return new Promise((resolve) => {
    let opening;
    try {
      opening = globalThis.indexedDB?.open(DB_NAME, 1);
    } catch {
      opening = null;
    }
    if (!opening) {
      resolve(null);
      return;
    }
    const timer = setTimeout(() => resolve(null), OPEN_TIMEOUT_MS);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    opening.onsuccess = () => {
      clearTimeout(timer);
      resolve(opening.result);
    };
    opening.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    opening.onblocked = () => {
      clearTimeout(timer);
      resolve(null);
    };
  });
}

// Reads, writes or deletes the one stored key record; null when storage fails.
async function stored(mode, change) {
  const db = await openDb();
  if (!db) return null;
  try {
    const store = db.transaction(STORE, mode).objectStore(STORE);
    return await request(change(store));
  } catch {
    return null;
  } finally {
    db.close();
  }
}

async function newKey(tableId) {
  const pair = await crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify']);
  const raw = toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { tableId, privateKey: pair.privateKey, raw };
}

// The key a HostTable signs with, for one table at a time. A page without
// IndexedDB (or whose storage does not answer) keeps it in memory: its
// invitation holds until the page is closed.
export function hostKeys() {
  let memory = null;
  const ready = async (record) => ({
    raw: record.raw,
    print: await keyPrint(record.raw),
    sign: async (bytes) => toBase64Url(await crypto.subtle.sign(SIGNATURE, record.privateKey, bytes)),
  });
  return {
    // The table's key: the stored one, or a new one (which replaces any other).
    async open(tableId) {
      if (!canSign()) throw new Error('insecure');
      if (memory?.tableId === tableId) return ready(memory);
      const kept = await stored('readonly', (store) => store.get(RECORD));
      if (kept?.tableId === tableId && kept.privateKey && typeof kept.raw === 'string') {
        memory = kept;
        return ready(kept);
      }
      memory = await newKey(tableId);
      await stored('readwrite', (store) => store.put(memory, RECORD));
      return ready(memory);
    },
    // The table is closed: its key goes with it.
    async forget() {
      memory = null;
      await stored('readwrite', (store) => store.delete(RECORD));
    },
  };
}
