// The page parses untrusted text on its main thread within fixed size
// budgets (limits.js); this measures what the worst inputs at those budgets
// cost there: the table's check of a record (JSON, record fields, replay),
// a position and a setup, each the median of RUNS calls in headless
// Chromium through the page's own API (heap strings, size checks).
//   node tools/lib/bench_parsers.mjs [site dir]   (default build/site; RUNS=5)
// Last line: record_keys_ms=F record_moves_ms=F record_start_ms=F record_oversize_ms=F position_ms=F setup_ms=F max_ms=F
import { resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { startServer } from './serve.mjs';

const site = resolve(process.argv[2] ?? 'build/site');
const runs = Number(process.env.RUNS ?? 5);

const server = await startServer(site, 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/?save=0&fast=1&lang=en`);
  await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60000 });
  const figures = await page.evaluate(async (n) => {
    const { LIMITS } = await import('./page/limits.js');
    const api = window.canastaTable.api();
    const fill = (head, item, tail, budget) => {
      const parts = [head];
      let size = head.length + tail.length;
      for (let i = 0; size + item(i).length + 1 <= budget; i += 1) {
        parts.push(`${i ? ',' : ''}${item(i)}`);
        size += item(i).length + 1;
      }
      return parts.join('') + tail;
    };
    // Each input is built once, before the calls are timed.
    const keys = fill('{', (i) => `"k${i}":0`, '}', LIMITS.recordBytes);
    const moves = fill('{"format":1,"variant":"classic","players":4,"seed":1,"moves":[', () => '"draw"', ']}', LIMITS.recordBytes);
    const start = `{"format":1,"variant":"classic","players":2,"seed":0,"start":"${fill('players=2', (i) => ` x${i}=1`, '', LIMITS.positionBytes - 16)}","moves":[]}`;
    const oversize = 'x'.repeat(LIMITS.recordBytes + 1);
    const position = fill('players=2', (i) => ` known${i % 2}=7h`, '', LIMITS.positionBytes);
    const setup = { variant: 'v'.repeat(LIMITS.setupBytes - 20) };
    const inputs = {
      // Distinct keys up to the record budget: the repeated-key check's worst case.
      record_keys: () => api.checkRecord(keys),
      // The most moves that fit (refused at the first illegal one; replay is linear).
      record_moves: () => api.checkRecord(moves),
      // A start position of many fields, at the position budget.
      record_start: () => api.checkRecord(start),
      record_oversize: () => api.checkRecord(oversize),
      position: () => api.loadPosition(position),
      setup: () => api.newGame(setup),
    };
    const out = {};
    for (const [name, run] of Object.entries(inputs)) {
      const times = [];
      for (let i = 0; i < n; i += 1) {
        const start = performance.now();
        run();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      out[name] = times[Math.floor(times.length / 2)];
    }
    return out;
  }, runs);
  for (const [name, ms] of Object.entries(figures)) console.log(`${name}: median ${ms.toFixed(1)} ms over ${runs} calls`);
  const line = Object.entries(figures).map(([name, ms]) => `${name}_ms=${ms.toFixed(1)}`).join(' ');
  console.log(`${line} max_ms=${Math.max(...Object.values(figures)).toFixed(1)}`);
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}
