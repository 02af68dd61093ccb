// Frame-time benchmark of the table in headless Chromium at 1280x800: plays
// computer-only moves with animations on (normal speed) and measures, for
// every frame, the time the table took to make it (the main loop's work:
// events, game, drawing, GL submission; the page records it in
// Module.frameWork). The interval between frames is printed too: it cannot
// fall below the display's refresh period (16.7 ms at 60 Hz), so it says
// whether frames were missed, not how long one takes; its longest value
// while the bot worker is thinking shows the page is not waiting on it.
// Usage: node tools/lib/bench_frames.mjs [seconds]
// Last line: frame_p95_ms=F frame_max_ms=F interval_max_while_thinking_ms=F
import { launchChromium } from './chromium.mjs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.argv[2] ?? 8);
// CANASTA_SITE_DIR measures another build of the site (default build/site).
const server = await startServer(resolve(process.env.CANASTA_SITE_DIR ?? resolve(ROOT, 'build/site')), 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  // Animations stay on; the human's seat draws and discards through the
  // table's own keys so the bots keep moving and cards keep flying.
  await page.goto(`${origin}/?seed=42&lang=en`);
  await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 30000 });
  const frames = page.evaluate((ms) => new Promise((done) => {
    const times = [];
    let thinkingMax = 0;
    let last = performance.now();
    const end = last + ms;
    const tick = (now) => {
      times.push(now - last);
      if (window.canastaTable.botsThinking() > 0) thinkingMax = Math.max(thinkingMax, now - last);
      last = now;
      if (now < end) requestAnimationFrame(tick);
      else done({ times, thinkingMax });
    };
    requestAnimationFrame(tick);
  }), seconds * 1000);
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const phase = await page.evaluate(() => document.body.dataset.phase);
    if (phase === 'draw') await page.keyboard.press('d');
    else if (phase === 'play') {
      const t = await page.evaluate(() => window.canastaTable.targets());
      const hand = t.targets.filter((x) => x.kind === 'hand');
      const last = hand[hand.length - 1];
      if (last) await page.mouse.click(last.x + last.w / 2, last.y + last.h / 2);
      await page.keyboard.press('x');
    } else if (phase === 'score') await page.keyboard.press('n');
    await page.waitForTimeout(100);
  }
  const { times, thinkingMax } = await frames;
  const intervals = times.slice(5).sort((a, b) => a - b);
  const work = (await page.evaluate(() => window.canastaTable.frameWork())).slice(5).sort((a, b) => a - b);
  const p95 = (xs) => xs[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))] ?? 0;
  const max = (xs) => xs[xs.length - 1] ?? 0;
  console.log(`frames=${intervals.length} interval_p95_ms=${p95(intervals).toFixed(2)} interval_max_ms=${max(intervals).toFixed(2)}`);
  console.log(`frame_p95_ms=${p95(work).toFixed(2)} frame_max_ms=${max(work).toFixed(2)} interval_max_while_thinking_ms=${thinkingMax.toFixed(2)}`);
} finally {
  await browser.close();
  server.close();
}
