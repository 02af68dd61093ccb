// The page options of online tables, checked with the page's others
// (page_options.js) before the online layer is ever loaded:
//   join=<table id>            an invitation to an online table
//   signal=ws(s)://host/path   the site's own signaling server
//   ice=none|stun:host:port,.. the ICE servers (none: a local network, tests)

// A table's id: 16 letters and digits from the browser's random numbers
// (about 82 bits), the capability that the invitation link carries.
export const TABLE_ID = /^[a-z0-9]{16}$/;
export const MAX_SIGNAL_URL = 200;
export const MAX_ICE = 300;

export const isTableId = (v) => TABLE_ID.test(v);

// A signaling server's address: wss: anywhere, ws: only on this machine
// (127.0.0.1 or localhost), as the page's Content-Security-Policy allows
// (index.html); no user or password, no query. An address the page could
// never reach (ws://[::1]/, ws://example.org/) is refused here, with its
// reason, rather than tried in vain.
const LOOPBACK_WS = new Set(['127.0.0.1', 'localhost']);
export function isSignalUrl(value) {
  if (typeof value !== 'string' || value.length > MAX_SIGNAL_URL) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'wss:' || (url.protocol === 'ws:' && LOOPBACK_WS.has(url.hostname)))
      && !url.username && !url.password && !url.search && !url.hash;
  } catch {
    return false;
  }
}

const ICE_URL = /^stun:[a-z0-9.-]+(:\d{1,5})?$/i;
export const isIce = (value) => typeof value === 'string' && value.length <= MAX_ICE
  && (value === 'none' || value.split(',').every((u) => ICE_URL.test(u)));
