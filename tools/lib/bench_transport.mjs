// The measured choice of the online tables' transport (README, "Online
// tables"): PeerJS (its own self-hostable server, npm `peer`) against
// Trystero (public Nostr relays by default), each installed at a pinned
// version into a scratch folder by tools/bench. For each library:
//   - the bytes a page downloads to load it (every file the page asked for,
//     gzip -9 as a static host would send it);
//   - the time from "host and guest start" to an open data channel on both
//     sides between two headless Chromium contexts on loopback, with the
//     signaling on loopback (PeerJS's own server; for Trystero a minimal
//     Nostr relay written here, which only forwards events to the matching
//     subscriptions, as a real relay does, without storing them) and no ICE
//     servers: host candidates only, nothing leaves the machine.
//   node tools/lib/bench_transport.mjs <folder with node_modules>   (RUNS=10)
// Last line: peerjs_gz=N trystero_gz=N peerjs_open_ms=F trystero_open_ms=F
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const folder = resolve(process.argv[2] ?? 'build/transport-eval');
const runs = Number(process.env.RUNS ?? 10);
const requireThere = createRequire(join(folder, 'package.json'));
const { PeerServer } = requireThere('peer');
const { WebSocketServer } = requireThere('ws');

// Nostr (NIP-01) in its smallest form: REQ subscribes with filters on kinds
// and "#x" tags, EVENT is acknowledged and passed to every matching
// subscription of every socket, CLOSE ends a subscription.
function startNostrRelay() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const subscriptions = new Map();  // socket -> Map(subId -> filters)
  const matches = (filter, event) => (!filter.kinds || filter.kinds.includes(event.kind))
    && (!filter['#x'] || event.tags.some(([name, value]) => name === 'x' && filter['#x'].includes(value)));
  wss.on('connection', (socket) => {
    subscriptions.set(socket, new Map());
    socket.on('close', () => subscriptions.delete(socket));
    socket.on('message', (data) => {
      const [type, ...rest] = JSON.parse(String(data));
      if (type === 'REQ') {
        subscriptions.get(socket).set(rest[0], rest.slice(1));
        socket.send(JSON.stringify(['EOSE', rest[0]]));
      } else if (type === 'CLOSE') {
        subscriptions.get(socket).delete(rest[0]);
      } else if (type === 'EVENT') {
        const event = rest[0];
        socket.send(JSON.stringify(['OK', event.id, true, '']));
        for (const [other, subs] of subscriptions) {
          for (const [subId, filters] of subs) {
            if (filters.some((filter) => matches(filter, event))) other.send(JSON.stringify(['EVENT', subId, event]));
          }
        }
      }
    });
  });
  return new Promise((done) => wss.on('listening', () => done(wss)));
}

const PAGES = {
  'peerjs.html': `<!doctype html><meta charset="utf-8"><script src="/node_modules/peerjs/dist/peerjs.min.js"></script>
<script>
window.openChannel = (role, id, port) => new Promise((done, fail) => {
  const start = performance.now();
  const options = { host: '127.0.0.1', port, path: '/', secure: false, config: { iceServers: [] } };
  const peer = new peerjs.Peer(role === 'host' ? id : undefined, options);
  peer.on('error', (e) => fail(String(e)));
  const opened = (conn) => conn.on('open', () => done(performance.now() - start));
  if (role === 'host') peer.on('connection', opened);
  else peer.on('open', () => opened(peer.connect(id, { reliable: true })));
});
</script>`,
  'trystero.html': `<!doctype html><meta charset="utf-8">
<script type="importmap">{"imports":{
  "trystero":"/node_modules/trystero/dist/index.mjs",
  "@trystero-p2p/nostr":"/node_modules/@trystero-p2p/nostr/dist/index.mjs",
  "@trystero-p2p/core":"/node_modules/@trystero-p2p/core/dist/index.mjs",
  "@noble/secp256k1":"/node_modules/@noble/secp256k1/index.js"}}</script>
<script type="module">
import { joinRoom } from 'trystero';
window.openChannel = (role, id, port) => new Promise((done) => {
  const start = performance.now();
  const room = joinRoom({ appId: 'canasta-eval', relayConfig: { urls: ['ws://127.0.0.1:' + port] },
    rtcConfig: { iceServers: [] } }, id);
  room.onPeerJoin = () => done(performance.now() - start);
});
window.loaded = true;
</script>`,
};

async function measure(browser, origin, library, port, run) {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const pages = await Promise.all(contexts.map((c) => c.newPage()));
  const files = new Set();
  pages[0].on('requestfinished', (request) => files.add(new URL(request.url()).pathname));
  await Promise.all(pages.map((p) => p.goto(`${origin}/${library}.html`)));
  if (library === 'trystero') await Promise.all(pages.map((p) => p.waitForFunction(() => window.loaded)));
  const id = `table-${run}-${Date.now()}`;
  const host = pages[0].evaluate(([i, p]) => window.openChannel('host', i, p), [id, port]);
  const guest = pages[1].evaluate(([i, p]) => window.openChannel('guest', i, p), [id, port]);
  const times = await Promise.all([host, guest]);
  await Promise.all(contexts.map((c) => c.close()));
  const bytes = [...files].filter((f) => f.startsWith('/node_modules/'))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(folder, f)), { level: 9 }).length, 0);
  return { ms: Math.max(...times), bytes };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
mkdirSync(join(folder, 'pages'), { recursive: true });
for (const [name, html] of Object.entries(PAGES)) writeFileSync(join(folder, name), html);
const site = await startServer(folder, 0);
const origin = `http://127.0.0.1:${site.address().port}`;
const peerServer = await new Promise((done) => {
  const app = PeerServer({ host: '127.0.0.1', port: 0, path: '/' }, (server) => done(server));
  app.on('error', (e) => console.error(e));
});
const relay = await startNostrRelay();
const ports = { peerjs: peerServer.address().port, trystero: relay.address().port };
const browser = await launchChromium();
const figures = {};
try {
  for (const library of ['peerjs', 'trystero']) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(browser, origin, library, ports[library], run));
    const ms = results.map((r) => r.ms);
    console.log(`${library}: ${results[0].bytes} bytes gz to load; open data channel ms: ${ms.map((m) => m.toFixed(0)).join(' ')}`);
    figures[`${library}_gz`] = results[0].bytes;
    figures[`${library}_open_ms`] = median(ms).toFixed(0);
  }
} finally {
  await browser.close();
  site.closeAllConnections();
  site.close();
  peerServer.close();
  relay.close();
}
console.log(`peerjs_gz=${figures.peerjs_gz} trystero_gz=${figures.trystero_gz} peerjs_open_ms=${figures.peerjs_open_ms} trystero_open_ms=${figures.trystero_open_ms}`);
process.exit(0);
