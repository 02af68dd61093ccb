// First-visit budget of the page: compressed bytes transferred from
// navigation until the first playable frame (through tools/lib/serve.mjs,
// which gzips as a static host would), and the time from navigation to that
// frame, in headless Chromium with a fresh profile (no cache, no service
// worker yet). Median of RUNS visits.
//   node tools/lib/bench_web.mjs [site dir]    (default build/site; RUNS=5)
// Last line: first_visit_bytes_gz=N first_frame_ms=F
import { launchChromium } from './chromium.mjs';
import { resolve } from 'node:path';
import { startServer } from './serve.mjs';

const site = resolve(process.argv[2] ?? 'build/site');
const runs = Number(process.env.RUNS ?? 5);

async function visit(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  let counting = true;
  cdp.on('Network.loadingFinished', (event) => { if (counting) bytes += event.encodedDataLength; });
  await page.goto(`${origin}/?seed=42`);
  await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 60000 });
  counting = false;
  const ms = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    return Number(document.body.dataset.firstFrame) - (navigation?.startTime ?? 0);
  });
  await context.close();
  return { bytes, ms };
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const server = await startServer(site, 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
try {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await visit(browser, origin));
  for (const r of results) console.log(`visit: ${r.bytes} bytes gz, first frame ${r.ms.toFixed(0)} ms`);
  console.log(`first_visit_bytes_gz=${median(results.map((r) => r.bytes))} first_frame_ms=${median(results.map((r) => r.ms)).toFixed(0)}`);
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}
