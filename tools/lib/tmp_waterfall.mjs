import { launchChromium } from './chromium.mjs';
import { resolve } from 'node:path';
import { startServer } from './serve.mjs';
const site = resolve(process.argv[2] ?? 'build/site');
const slow = Number(process.argv[3] ?? 4);
const server = await startServer(site, 0, '127.0.0.1', {});
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await launchChromium();
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const FOUR_G = { offline: false, latency: 150, downloadThroughput: 16e6 / 8, uploadThroughput: 8e6 / 8 };
for (let run = 0; run < Number(process.env.RUNS ?? 1); run++) {
const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
await cdp.send('Network.emulateNetworkConditions', FOUR_G);
if (slow > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: slow });
await page.goto(`${origin}/?seed=42`);
await page.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: 120000 });
const out = await page.evaluate(() => ({
  ff: Number(document.body.dataset.firstFrame),
  nav: performance.getEntriesByType('navigation').map(e => [e.responseStart, e.responseEnd, e.domInteractive, e.domContentLoadedEventEnd]),
  res: performance.getEntriesByType('resource').map(e => [e.name.replace(/^.*\/\/[^/]+\//, ''), Math.round(e.startTime), Math.round(e.responseStart), Math.round(e.responseEnd), e.transferSize]),
  marks: performance.getEntriesByType('mark').map(e => [e.name, Math.round(e.startTime)]),
}));
if (process.env.RUNS) { console.log('ff', out.ff); } else {
console.log('firstFrame', out.ff, 'nav', out.nav.map(a => a.map(Math.round)));
for (const r of out.res.sort((a, b) => a[1] - b[1])) console.log(r.join('\t'));
for (const m of out.marks) console.log('mark', m.join('\t'));
}
await context.close();
}
await browser.close(); server.close();
