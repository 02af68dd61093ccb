// The look at every size (tools/screenshots): the real page of build/site in
// Chromium at 1920x1080, 1280x800 and 390x844 (a phone, three device pixels
// per CSS pixel) and in Firefox ESR at 1280x800, each showing the first-visit
// card, a Classic deal under way, New game, Options, Saved games, the keys
// (`?`), Rules, the score sheet, a lesson of each game, a deal in Spanish
// and German, and a whole deal's log in German, saved as PNGs for people to
// look at. Not a test: it asserts nothing, it shows. Only
// page.goto/evaluate/mouse/keyboard/screenshot are used, which Playwright
// and puppeteer share, so one tour serves both browsers.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { launchFirefox } from './firefox.mjs';
import { startServer } from './serve.mjs';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);
const SLOW_MS = 120000;  // two shared cores: generous waits, nothing timed
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

// Polls `fn(arg)` in the page until it is truthy; its value.
async function until(page, fn, arg, what) {
  const end = Date.now() + SLOW_MS;
  for (;;) {
    const value = await page.evaluate(fn, arg).catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`waited too long for ${what}`);
    await sleep(100);
  }
}

const ready = (page) => until(page, () => document.body.dataset.ready === '1' && !!document.body.dataset.firstFrame,
  null, 'the table');

// The table at rest: nothing flying, and then two more frames drawn.
async function settle(page) {
  await until(page, () => !['animating', 'wait'].includes(document.body.dataset.phase), null, 'the table at rest');
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await sleep(300);
}

// Clicks the centre of the place `pick` (source text of a function of the
// target) chooses among the table's targets (`among`: targets or dialog).
async function press(page, among, pick, what) {
  const place = await until(page, ([list, source]) => {
    if (document.body.dataset.phase === 'animating') return null;
    // eslint-disable-next-line no-new-func
    const chosen = new Function('places', `return (${source})(places);`);
    return chosen(window.canastaTable.targets()[list] ?? []) ?? null;
  }, [among, pick], what);
  await page.mouse.click(place.x + place.w / 2, place.y + place.h / 2);
}

// The menu's buttons left to right: New, Log, Rules, Options (named in the
// table's language, so picked by place).
const menuButton = (index) => `(places) => places.filter((t) => t.kind === 'menu').sort((a, b) => a.x - b.x)[${index}]`;

async function shot(page, dir, name) {
  await settle(page);
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path });
  console.log(path);
}

async function closeDialog(page) {
  await page.keyboard.press('Escape');
  await sleep(300);
}

// One browser page through the tour, its files named `<what>-<size>`.
async function tour(page, origin, dir, size) {
  const game = (lang) => `${origin}/?fast=1&lang=${lang}&seed=5&players=4`;
  await page.goto(`${origin}/?lang=en`);  // a first visit: the first-visit card
  await ready(page);
  await shot(page, dir, `intro-en-${size}`);
  await page.goto(game('en'));
  await ready(page);
  await until(page, () => ['draw', 'play'].includes(document.body.dataset.phase), null, 'the person to move');
  await press(page, 'targets', "(places) => places.find((t) => t.kind === 'stock')", 'the stock');
  await until(page, () => document.body.dataset.phase === 'play', null, 'the play after the draw');
  await shot(page, dir, `deal-en-${size}`);
  for (const [index, name] of [[0, 'new'], [3, 'options'], [2, 'rules'], [1, 'log']]) {
    await press(page, 'targets', menuButton(index), `the menu button ${name}`);
    await shot(page, dir, `${name}-en-${size}`);
    await closeDialog(page);
  }
  await page.evaluate(() => document.getElementById('canvas').focus());
  await page.keyboard.press('?');
  await shot(page, dir, `keys-en-${size}`);
  await closeDialog(page);
  await page.evaluate(() => document.getElementById('games-button').click());
  await shot(page, dir, `games-en-${size}`);
  await page.evaluate(() => document.getElementById('games-button').click());
  for (const lang of ['es', 'de']) {
    await page.goto(game(lang));
    await ready(page);
    await until(page, () => ['draw', 'play'].includes(document.body.dataset.phase), null, 'the person to move');
    await shot(page, dir, `deal-${lang}-${size}`);
    await press(page, 'targets', menuButton(0), 'the menu button new');
    await shot(page, dir, `new-${lang}-${size}`);
  }
  for (const lesson of ['minimum-count', 'american-bonus-cards', 'uruguayan-pot']) {
    await page.goto(`${origin}/?fast=1&lang=en&lesson=${lesson}`);
    await ready(page);
    await until(page, () => window.canastaTable.targets().mirror?.lesson, null, `the lesson ${lesson}`);
    await shot(page, dir, `lesson-${lesson}-${size}`);
  }
  // The computer plays the person's seat too, to the deal's score sheet.
  await page.goto(`${origin}/?fast=1&lang=en&seed=5&players=4&autoplay=1`);
  await ready(page);
  await until(page, () => (window.canastaTable.targets().dialog ?? []).some((d) => /^(Next deal|New game)$/.test(d.label)),
    null, 'the score sheet');
  await shot(page, dir, `score-en-${size}`);
  // A whole deal's log in German, whose long words and card names wrap.
  await page.goto(`${origin}/?fast=1&lang=de&seed=5&players=4&autoplay=1`);
  await ready(page);
  await until(page, () => document.body.dataset.phase === 'score', null, 'the score sheet');
  await closeDialog(page);
  await press(page, 'targets', menuButton(1), 'the menu button log');
  await shot(page, dir, `log-de-${size}`);
}

const CHROMIUM_SIZES = [
  { width: 1920, height: 1080, deviceScaleFactor: 1 },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
  { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
];

export async function takeScreenshots(dir, browsers) {
  mkdirSync(dir, { recursive: true });
  const server = await startServer(join(ROOT, 'build/site'), 0, '127.0.0.1');
  const origin = `http://127.0.0.1:${server.address().port}`;
  try {
    if (browsers.includes('chromium')) {
      const browser = await launchChromium();
      try {
        for (const { width, height, ...device } of CHROMIUM_SIZES) {
          // A fresh context per size: a first visit, no saved game.
          const context = await browser.newContext({ viewport: { width, height }, ...device });
          await tour(await context.newPage(), origin, dir, `${width}x${height}`);
          await context.close();
        }
      } finally {
        await browser.close();
      }
    }
    if (browsers.includes('firefox')) {
      const browser = await launchFirefox();
      try {
        const page = await browser.newPage();
        await page.setViewport({ width: 1280, height: 800 });
        await tour(page, origin, dir, 'firefox-1280x800');
      } finally {
        await browser.close();
      }
    }
  } finally {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
}

const [dir, which = 'all'] = process.argv.slice(2);
if (!dir || !['all', 'chromium', 'firefox'].includes(which)) {
  console.error('usage: tools/screenshots OUT_DIR [all|chromium|firefox]');
  process.exit(2);
}
await takeScreenshots(resolve(dir), which === 'all' ? ['chromium', 'firefox'] : [which]);
