// Times a searching bot in the real bot worker (web/site/bots/bot_worker.js and
// the WASM module it loads) in headless Chromium, as the table asks it:
// with its time budget. Reads observation lines (engine/observation_text.h)
// on stdin, keeps every <every>th, asks the worker
// "bot <level> <seed> <observation>" for each, one at a time, and prints the
// round-trip times: <level>_wasm_median_ms=F <level>_wasm_p95_ms=F decisions=N
// <slowdown>: the factor the caller slowed the CPU by (tools/lib/slow_cpu.sh),
// named in the figures: <level>_wasm_cpu<slowdown>_median_ms. (DevTools' CPU
// throttling would not do: it slows the page, not its worker.)
//   node tools/lib/bench_bots_wasm.mjs <site dir> [level=expert] [every=1] [slowdown=1] < observations.txt
import { launchChromium } from './chromium.mjs';
import { readFileSync } from 'node:fs';
import { startServer } from './serve.mjs';

const site = process.argv[2];
const level = process.argv[3] ?? 'expert';
const every = Number(process.argv[4] ?? 1);
const slowdown = Number(process.argv[5] ?? 1);
const observations = readFileSync(0, 'utf8').split('\n').filter((line, i) => line.length > 0 && i % every === 0);
const server = await startServer(site, 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  // Any same-origin document can start the worker; the worker script itself
  // is the smallest one the site serves.
  await page.goto(`${origin}/bots/bot_worker.js`);
  const times = await page.evaluate(async ({ lines, level }) => {
    const worker = new Worker('/bots/bot_worker.js');
    let nextId = 1;
    // A request of the worker channel (assets/messages/messages.txt).
    const ask = (request) =>
      new Promise((resolve) => {
        const id = nextId++;
        worker.onmessage = (event) => {
          if (event.data.id === id) resolve(event.data);
        };
        worker.postMessage({ id, ...request });
      });
    const warm = await ask({ kind: 'hands', variant: 'classic', players: 4, seed: 1 });
    if (!warm.ok) throw new Error(`worker: ${warm.error}`);
    const out = [];
    for (let i = 0; i < lines.length; ++i) {
      const start = performance.now();
      const answer = await ask({ kind: 'bot', level, seed: String(i + 1), observation: lines[i] });
      out.push(performance.now() - start);
      if (!answer.ok) throw new Error(`worker refused an observation: ${answer.error}`);
    }
    worker.terminate();
    return out;
  }, { lines: observations, level });
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.round(q * (times.length - 1)))];
  console.log(`${level} in the WASM worker: ${times.length} decisions, median ${pick(0.5).toFixed(2)} ms, ` +
    `p95 ${pick(0.95).toFixed(2)} ms, max ${pick(1).toFixed(2)} ms`);
  const name = slowdown > 1 ? `${level}_wasm_cpu${slowdown}` : `${level}_wasm`;
  console.log(`${name}_median_ms=${pick(0.5).toFixed(3)} ${name}_p95_ms=${pick(0.95).toFixed(3)} decisions=${times.length}`);
} finally {
  await browser.close();
  await new Promise((done) => server.close(done));
}
