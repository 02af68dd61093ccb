// Shared set-up for the browser tests: serves build/site on a free loopback
// port, starts Debian's Chromium through playwright-core (never a downloaded
// browser), and records console errors and any request to another origin.
import { mkdirSync } from 'node:fs';
import { after } from 'node:test';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../tools/lib/chromium.mjs';
import { launchFirefox } from '../../tools/lib/firefox.mjs';
import { startServer } from '../../tools/lib/serve.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// CANASTA_SITE serves another assembled site (a private build folder).
export const SITE = process.env.CANASTA_SITE ? resolve(process.env.CANASTA_SITE) : join(ROOT, 'build/site');
export const ARTIFACTS = join(ROOT, 'build/artifacts');

// Runs the page's modules one by one instead of its bundles (the build's
// tools/lib/bundle_site.mjs), for a test that changes one module on its way
// with a route of its own: the bundles are answered with an import of the
// module they were made from. `target`: a page or a browser context.
export async function unbundled(target) {
  for (const [bundle, entry] of [['app.bundle.js', './app.js'], ['online/online.bundle.js', './online.js']]) {
    await target.route(`**/${bundle}`, (route) => route.fulfill({
      contentType: 'text/javascript', body: `export * from '${entry}';\nimport '${entry}';\n`,
    }));
  }
}


// Records what must not happen: console errors, uncaught exceptions and
// requests to another origin. `requests` is what emits request events (a
// Playwright context, a puppeteer page), `page` the page whose console counts.
function watch({ requests, page, origin }) {
  const consoleErrors = [];
  const foreignRequests = [];
  requests.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  return { consoleErrors, foreignRequests };
}

async function serve(site, onResponse) {
  const server = await startServer(site, 0, '127.0.0.1', { onResponse });
  // `owner` is the browser context the test opened (its browser is shared
  // by the file's other tests).
  const close = async (owner) => {
    await owner.close();
    // A service worker's fetch can leave a connection open after the browser is gone.
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  };
  return { server, origin: `http://127.0.0.1:${server.address().port}`, close };
}

// One Chromium for all the tests of a file (node runs each file in a process
// of its own). Each test gets a fresh context of it, which shares no storage,
// cache, cookies or service worker with another, so a test still starts from
// a first visit; what is saved is the second or so of launching and closing
// a browser per test, about a minute of the suite's wall time. A browser
// that died is launched again, so one crash fails one test only. The same
// for Firefox, whose launch costs more (about 8 CPU s against Chromium's 2):
// each test opens a browser context of it (a WebDriver BiDi user context,
// with storage, cache and service workers of its own).
const launched = new Map();  // name -> { browser (a promise), connected(browser) }
async function ofThisFile(name, launch, connected) {
  const running = launched.has(name) && await launched.get(name).browser.catch(() => null);
  if (running && connected(running)) return running;
  launched.set(name, { browser: launch(), connected });
  return launched.get(name).browser;
}
export const chromiumOfThisFile = () => ofThisFile('chromium', launchChromium, (b) => b.isConnected());
export const firefoxOfThisFile = () => ofThisFile('firefox', launchFirefox, (b) => b.connected);
after(async () => {
  for (const { browser, connected } of launched.values()) {
    const running = await browser.catch(() => null);
    if (running && connected(running)) await running.close();
  }
});

// `onResponse` hears of every answer the server gives (tools/lib/serve.mjs).
export async function openSite({ viewport = { width: 1280, height: 800 }, deviceScaleFactor = 1, site = SITE, onResponse, ...contextOptions } = {}) {
  const { server, origin, close } = await serve(site, onResponse);
  const browser = await chromiumOfThisFile();
  const context = await browser.newContext({ viewport, deviceScaleFactor, ...contextOptions });
  const page = await context.newPage();
  const watched = watch({ requests: context, page, origin });
  return { server, origin, browser, context, page, ...watched, close: () => close(context) };
}

// The same for Firefox (puppeteer-core over WebDriver BiDi): one page of the
// given viewport in a fresh browser context of the file's Firefox.
export async function openFirefoxSite({ viewport = { width: 1280, height: 800 }, site = SITE } = {}) {
  const { server, origin, close } = await serve(site);
  const browser = await firefoxOfThisFile();
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const watched = watch({ requests: page, page, origin });
  return { server, origin, browser, context, page, ...watched, close: () => close(context) };
}

// What the service worker did: whether it is active and how many files it
// precached (the skeleton tests in both browsers).
export function serviceWorkerFacts(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const keys = await caches.keys();
    const cache = await caches.open(keys.find((k) => k.startsWith('canasta-')));
    return { active: !!registration.active, files: (await cache.keys()).length };
  });
}

export function artifactPath(name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return join(ARTIFACTS, name);
}

// Counts distinct colours on the canvas as the user sees it: a screenshot of
// the canvas (WebGL does not keep its drawing buffer for readback) decoded
// by the page (or frame) itself, sampled on a grid of about 60 x 60. A blank
// canvas has one or two. With `fromTop` (a fraction of the height), only the
// canvas below that line is sampled.
export async function canvasColourCount(target, { fromTop = 0 } = {}) {
  return pngColourCount(target, await target.locator('#canvas').screenshot(), { fromTop });
}

// The same count for a PNG taken any other way (Firefox's element
// screenshot), decoded by `target`, a Playwright or puppeteer page.
export async function pngColourCount(target, png, { fromTop = 0 } = {}) {
  return (await pngFacts(target, png, { fromTop })).colours;
}

// Card-white pixels (every channel above 235) of a PNG below `fromTop`: a
// hand of cards drawn there has thousands, a bare felt none.
export async function pngWhitePixels(target, png, { fromTop = 0 } = {}) {
  return (await pngFacts(target, png, { fromTop })).white;
}

// The colours ([r, g, b]) down the column `x` of a PNG from row `y0` to `y1`.
export async function pngColumn(target, png, x, y0, y1) {
  return (await pngFacts(target, png, { fromTop: 0, column: { x, y0, y1 } })).column;
}

// Decodes the PNG in `target` and reads the part below `fromTop` (a
// fraction of the height): distinct colours on a grid of about 60 x 60
// (quantized), and card-white pixels, every one counted; with `column`
// ({x, y0, y1}), that column's colours too.
function pngFacts(target, png, { fromTop, column = null }) {
  return target.evaluate(async ({ dataUrl, fromTop: fraction, column: strip }) => {
    const image = new Image();
    image.src = dataUrl;
    await image.decode();
    const copy = document.createElement('canvas');
    copy.width = image.width;
    copy.height = image.height;
    const ctx = copy.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const top = Math.floor(copy.height * fraction);
    const colours = new Set();
    const stepY = Math.max(1, Math.floor((copy.height - top) / 60));
    const stepX = Math.max(1, Math.floor(copy.width / 60));
    const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
    for (let y = top; y < copy.height; y += stepY) {
      for (let x = 0; x < copy.width; x += stepX) {
        const i = (y * copy.width + x) * 4;
        colours.add(`${data[i] >> 3},${data[i + 1] >> 3},${data[i + 2] >> 3}`);
      }
    }
    let white = 0;
    for (let i = top * copy.width * 4; i < data.length; i += 4) if (data[i] > 235 && data[i + 1] > 235 && data[i + 2] > 235) white += 1;
    const column = [];
    for (let y = strip?.y0 ?? 1; strip && y <= strip.y1; y += 1) {
      const i = (y * copy.width + strip.x) * 4;
      column.push([data[i], data[i + 1], data[i + 2]]);
    }
    return { colours: colours.size, white, column };
  }, { dataUrl: `data:image/png;base64,${png.toString('base64')}`, fromTop, column });
}
