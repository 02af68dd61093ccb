// What a visit costs on the wire, in headless Chromium with a fresh profile,
// against tools/lib/serve.mjs (gzip, ETag, Cache-Control: no-cache, as a
// static host):
//   first frame   compressed bytes from navigation until the first playable
//                 frame (no service worker yet), and the time to it; median
//                 of RUNS visits
//   first visit   every byte the server sends until the service worker has
//                 precached the site and the network is quiet: the page, the
//                 bot worker and the precache (which should only revalidate
//                 what the page already loaded: no file downloaded twice)
//   repeat visit  the bytes of a second visit when nothing changed (the
//                 service worker answers; only its update check goes out)
//   phone on 4G   the first frame of a phone (390x844, touch) on a 4G link
//                 (150 ms round trip, 16 Mbit/s down, 8 up, as Chromium's
//                 network emulation paces it), at full CPU speed and with the
//                 CPU four times slower; median of RUNS visits each
//   node tools/lib/bench_web.mjs [site dir]    (default build/site; RUNS=5)
// Last line: first_visit_bytes_gz=N first_frame_ms=F whole_first_visit_bytes=N
//            downloaded_twice=N repeat_visit_bytes=N phone_4g_first_frame_ms=F
//            phone_4g_cpu4_first_frame_ms=F
import { launchChromium } from './chromium.mjs';
import { resolve } from 'node:path';
import { startServer } from './serve.mjs';

const site = resolve(process.argv[2] ?? 'build/site');
const runs = Number(process.env.RUNS ?? 5);
const QUIET_MS = 1500;

const responses = [];
const server = await startServer(site, 0, '127.0.0.1', { onResponse: (r) => responses.push({ ...r, at: Date.now() }) });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const FOUR_G = { offline: false, latency: 150, downloadThroughput: 16e6 / 8, uploadThroughput: 8e6 / 8 };

async function firstFrame(device = DESKTOP, { network = null, cpuSlowdown = 1 } = {}) {
  const context = await browser.newContext({ ...device, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network) await cdp.send('Network.emulateNetworkConditions', network);
  if (cpuSlowdown > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let bytes = 0;
  let counting = true;
  cdp.on('Network.loadingFinished', (event) => { if (counting) bytes += event.encodedDataLength; });
  await page.goto(`${origin}/?seed=42`);
  await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 120000 });
  counting = false;
  const ms = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    return Number(document.body.dataset.firstFrame) - (navigation?.startTime ?? 0);
  });
  await context.close();
  return { bytes, ms };
}

// Resolves once the server has answered nothing for QUIET_MS since `from`.
async function quiet(from = 0) {
  for (;;) {
    const last = Math.max(from, responses.length ? responses[responses.length - 1].at : 0);
    const wait = last + QUIET_MS - Date.now();
    if (wait <= 0) return;
    await new Promise((done) => setTimeout(done, wait));
  }
}

function summary(list) {
  const byPath = new Map();
  for (const r of list) {
    const path = r.path.replace(/\?.*/, '');
    const entry = byPath.get(path) ?? { bytes: 0, full: 0, revalidated: 0 };
    entry.bytes += r.bytes;
    if (r.status === 200) entry.full += 1;
    if (r.status === 304) entry.revalidated += 1;
    byPath.set(path, entry);
  }
  return byPath;
}

function report(title, list) {
  const byPath = summary(list);
  console.log(`${title}: ${list.length} requests`);
  for (const [path, e] of [...byPath].sort((a, b) => b[1].bytes - a[1].bytes)) {
    console.log(`  ${String(e.bytes).padStart(8)} B  ${e.full}x200 ${e.revalidated}x304  ${path}`);
  }
  return {
    bytes: list.reduce((sum, r) => sum + r.bytes, 0),
    twice: [...byPath.values()].filter((e) => e.full > 1).length,
  };
}

// A first visit with the service worker, then a second visit in the same profile.
async function visits() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  responses.length = 0;
  await page.goto(`${origin}/?seed=42`);
  await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 120000 });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 120000 });
  await quiet();
  const first = report('first visit with the service worker', responses.splice(0));
  await page.goto(`${origin}/?seed=42`);
  // The page asks for a new version once its bot worker has answered.
  await page.waitForFunction(() => document.body.dataset.updateChecked, null, { timeout: 120000 });
  await quiet();
  const repeat = report('repeat visit, nothing changed', responses.splice(0));
  await context.close();
  return { first, repeat };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await firstFrame());
  for (const r of results) console.log(`visit: ${r.bytes} bytes gz, first frame ${r.ms.toFixed(0)} ms`);
  const phone = [];
  const slowPhone = [];
  for (let i = 0; i < runs; i++) {
    phone.push((await firstFrame(PHONE, { network: FOUR_G })).ms);
    slowPhone.push((await firstFrame(PHONE, { network: FOUR_G, cpuSlowdown: 4 })).ms);
  }
  console.log(`phone on 4G: first frame ${phone.map((ms) => ms.toFixed(0)).join(', ')} ms; CPU 4x slower: ${slowPhone.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  const { first, repeat } = await visits();
  console.log(`first_visit_bytes_gz=${median(results.map((r) => r.bytes))} first_frame_ms=${median(results.map((r) => r.ms)).toFixed(0)}`
    + ` whole_first_visit_bytes=${first.bytes} downloaded_twice=${first.twice} repeat_visit_bytes=${repeat.bytes}`
    + ` phone_4g_first_frame_ms=${median(phone).toFixed(0)} phone_4g_cpu4_first_frame_ms=${median(slowPhone).toFixed(0)}`);
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}
