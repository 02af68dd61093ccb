// Service worker: keeps what offline play needs under a versioned cache so
// the game loads and plays offline after the first visit; the position
// editor, the large icons and the examples are cached the first time they
// are used. tools/lib/stamp_site.mjs fills in VERSION (a hash of the site's
// files), PRECACHE and LATER at build time.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const LATER = __LATER__;
const CACHE = `canasta-${VERSION}`;
const later = new Set(LATER.map((path) => new URL(path, self.location).pathname));

// The page registers this worker once the game is running, so its files are
// in the browser's HTTP cache: 'no-cache' revalidates them (a 304 with no
// body) instead of downloading them again, and never takes a stale copy a
// host's max-age would allow into the new version's cache.
self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const root = await rootAddress();
    const page = await fetch(new Request(root, { cache: 'no-cache' }));
    if (!page.ok) throw new Error(`${root}: ${page.status}`);
    await cache.put(cacheKey(new Request(root)), page);
    await cache.addAll(PRECACHE.filter((path) => path !== './').map((path) => new Request(path, { cache: 'no-cache' })));
  })());
});

// The root page as the installing tab loaded it: the browser's HTTP cache
// keys './?seed=7' apart from './', so revalidating the tab's own address
// keeps the page from being downloaded a second time. The page is a static
// file: any query gives the same one.
async function rootAddress() {
  const root = new URL('./', self.location);
  for (const client of await self.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const url = new URL(client.url);
    if (url.origin === root.origin && cacheKey(new Request(url)) === root.href) return url.href;
  }
  return root.href;
}

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('canasta-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

// index.html is the site's root page: one cached copy answers both.
function cacheKey(request) {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/index.html')) url.pathname = url.pathname.slice(0, -'index.html'.length);
  url.search = '';
  return url.href;
}

// Cache first for our own files; a file of the site fetched for the first
// time is kept when it is one of the LATER ones; anything else goes to the
// network untouched.
self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A host's Vary: Accept-Encoding must not turn a cached file into a miss.
    const hit = await cache.match(cacheKey(request), { ignoreVary: true });
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok && later.has(url.pathname)) await cache.put(cacheKey(request), response.clone());
    return response;
  })());
});
