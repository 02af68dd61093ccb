// Shared steps of the saved-game, offline and embedding tests: open the
// page and wait until it is ready, make the human's moves with real clicks
// on the places the table publishes, and wait for the save to catch up.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayScore } from '../../tools/lib/protocol_replay.mjs';
import { startServer } from '../../tools/lib/serve.mjs';
import { SITE, openSite } from './browser.mjs';

export const tableReady = (page) => page.waitForFunction(
  () => document.body.dataset.ready === '1' && document.body.dataset.firstFrame, null, { timeout: 30000 });

// The suite runs on two shared cores next to builds: waits are generous so a
// busy machine slows a test down instead of failing it (no test asserts time).
const SLOW_MACHINE_MS = 30000;

export async function openTable(page, url) {
  await page.goto(url);
  await tableReady(page);
}

// Reloads the page once (a second navigation would start another page,
// which finds what the first one saved) and waits until it is ready.
export async function reloadTable(page) {
  await page.reload();
  await tableReady(page);
}

export const tableState = (page) => page.evaluate(() => window.canastaTable.state());
export const tableRecord = (page) => page.evaluate(() => window.canastaTable.record());

// Waits until the human is to move in `phase` (draw or play), playing
// answers and waiting out the computer players meanwhile. The page's phase
// is the one of the last frame drawn, the game's is the one of now: a test
// goes on only when they agree (just after Resume, the page still showed the
// lesson's play while the game waited for a draw).
export async function waitForHuman(page, phases = ['draw', 'play']) {
  const until = Date.now() + SLOW_MACHINE_MS;
  while (Date.now() < until) {
    const { phase, now } = await page.evaluate(() => ({
      phase: document.body.dataset.phase, now: window.canastaTable.state().phase,
    }));
    if (phases.includes(phase) && phase === now) return phase;
    if (phase === 'answer') await pressPlace(page, page, actionButton('Yes'));
    else await page.waitForTimeout(30);
  }
  throw new Error('the human was not asked to move in time');
}

// Where the table in `target` (the page, or a frame on it) publishes the
// place `match` picks, in the page's CSS pixels, once it keeps still. The
// places are the table's targets, or with `among: 'dialog'` the open dialog's
// buttons. The table publishes its places after drawing the frame that
// follows an input (an enabled button after a selection, a dialog after the
// menu press), cards may still be flying, and a frame on a host page may still
// be moving or out of view: a click aimed at a place read once can land where
// the place was. Waits as a player would, for up to SLOW_MACHINE_MS and at
// least a few looks (on a starved machine one look at a page busy starting up
// took the whole wait, and the place was never seen twice); if the place
// never shows, the failure says `what` was looked for.
// Works with Playwright's pages and puppeteer's (Firefox) alike.
async function steadyPlace(page, target, match, among, what) {
  const frame = target === page ? null : await target.frameElement();
  if (frame) await frame.scrollIntoViewIfNeeded();
  const view = page.viewportSize ? page.viewportSize() : page.viewport();
  const until = Date.now() + SLOW_MACHINE_MS;
  let last = '';
  for (let looks = 1; ; looks += 1) {
    const { animating, places } = await target.evaluate((list) => ({
      animating: document.body.dataset.phase === 'animating',
      places: window.canastaTable.targets()[list] ?? [],
    }), among);
    const place = animating ? undefined : places.filter(match).at(-1);
    const box = frame ? await frame.boundingBox() : { x: 0, y: 0 };
    const point = place && box ? { x: box.x + place.x + place.w / 2, y: box.y + place.y + place.h / 2 } : null;
    const inView = point && point.x >= 0 && point.y >= 0 && point.x < view.width && point.y < view.height;
    const seen = JSON.stringify(point);
    if (inView && seen === last) return point;
    if (Date.now() > until && looks >= 5) throw new Error(`${what} is not on the table, in view and still (last seen at ${seen}, ${looks} looks)`);
    last = seen;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

// Clicks (or taps) the place of the table that `match` picks (the last one
// if several do), as a player does.
export async function pressPlace(page, target, match, { touch = false, among = 'targets', what = `the place ${match}` } = {}) {
  const { x, y } = await steadyPlace(page, target, match, among, what);
  if (touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

// Picks the table's action button `name` (Meld, Discard, Hint, Undo, ... in the table's language).
export const actionButton = (name) => (t) => t.kind === 'action' && t.name === name;

// What a move of the human changes: the record, or a guest's view.
const moveMark = () => {
  const state = window.canastaTable.state();
  return state.mode === 'guest' ? state.position : state.entries;
};

// One move by the human: draw from the stock, or discard the last card,
// with the mouse or (`touch`) a finger. The move is done when the table's
// record grows, or at an online guest's table (which keeps no record) when
// the host's answer changes the guest's view.
export async function humanMove(page, { touch = false } = {}) {
  const phase = await waitForHuman(page);
  const before = await page.evaluate(moveMark);
  if (phase === 'draw') {
    await pressPlace(page, page, (t) => t.kind === 'stock', { touch });
  } else {
    await pressPlace(page, page, (t) => t.kind === 'hand', { touch });
    await pressPlace(page, page, (t) => actionButton('Discard')(t) && t.enabled, { touch });
  }
  await eventually(async () => (await page.evaluate(moveMark)) !== before, `the table taking the ${phase} move pressed`);
}

// Waits until the computer players are done (the table waits for the human,
// a dialog or the next deal) and the table's record is saved: the store and
// the table compare fairly only while nothing moves. (A save caught between
// a bot's draw and its discard is stale by the time a test reads it.)
export async function waitSaved(page) {
  await page.waitForFunction(() => {
    const t = window.canastaTable;
    const moving = ['wait', 'animating'].includes(document.body.dataset.phase);
    return !moving && t.record() !== null && t.record() === t.savedRecord();
  }, null, { timeout: SLOW_MACHINE_MS });
}

// Opens the game's own page, plays one move and waits until it is saved:
// the table's state and record text then.
export async function openWithSavedMove(page, origin) {
  await openTable(page, `${origin}/?fast=1&lang=en`);
  await humanMove(page);
  await waitSaved(page);
  return { state: await tableState(page), record: await tableRecord(page) };
}

// Waits until `check()` (async) holds, looking every 50 ms for up to
// SLOW_MACHINE_MS; the failure names `what`.
export async function eventually(check, what) {
  const until = Date.now() + SLOW_MACHINE_MS;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not seen within ${SLOW_MACHINE_MS} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

// The score sheet the page shows once a deal is over (its screen-reader
// table: each side's deal score and running total) held against the text
// protocol's replay of the table's own record: the engine's numbers, not the
// page's. Also the table's scores. Answers the protocol's score.
export async function sheetMatchesReplay(page) {
  await page.waitForFunction(() => document.querySelectorAll('#mirror-sheet tr').length > 1, null, { timeout: SLOW_MACHINE_MS });
  const replayed = replayScore(await page.evaluate(() => window.canastaTable.record()));
  assert.ok(replayed.ok, `the record replays through the protocol: ${replayed.error}`);
  const rows = await page.evaluate(() => [...document.querySelectorAll('#mirror-sheet tr')].slice(1)
    .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
  const { sides } = replayed.score;
  assert.deepEqual(rows.at(-1), sides.flatMap((side) => [String(side.deal), String(side.total)]), 'the sheet\'s last deal');
  assert.deepEqual((await tableState(page)).scores, sides.map((side) => side.total), 'the table\'s scores');
  return replayed.score;
}

// Every saved game in the page's IndexedDB, as stored.
export function storedGames(page) {
  return page.evaluate(() => new Promise((resolve, reject) => {
    const open = indexedDB.open('canasta');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const request = open.result.transaction('games').objectStore('games').getAll();
      request.onsuccess = () => { open.result.close(); resolve(request.result); };
      request.onerror = () => reject(request.error);
    };
  }));
}

export function putStoredGame(page, entry) {
  return page.evaluate((value) => new Promise((resolve, reject) => {
    const open = indexedDB.open('canasta');
    open.onsuccess = () => {
      const tx = open.result.transaction('games', 'readwrite');
      tx.objectStore('games').put(value);
      tx.oncomplete = () => { open.result.close(); resolve(); };
      tx.onerror = () => reject(tx.error);
    };
  }), entry);
}

// Points the page's "game to resume" (meta.current) at a save.
export function setCurrentGame(page, id) {
  return page.evaluate((value) => new Promise((resolve) => {
    const open = indexedDB.open('canasta');
    open.onsuccess = () => {
      const tx = open.result.transaction('meta', 'readwrite');
      tx.objectStore('meta').put(value, 'current');
      tx.oncomplete = () => { open.result.close(); resolve(); };
    };
  }), id);
}

// Puts `text` into the field `selector` as a person does: a click on the
// field, whatever it holds selected (Ctrl+A) and typed over key by key; with
// { paste: true } it goes in at once, as a paste does (Playwright's
// insertText: one input event), for what nobody types (a whole record,
// control characters). The field must then hold exactly the text: a value
// set by a script hid that nobody could type a name into the online panel.
// Playwright and puppeteer-core (Firefox) pages alike, except for paste.
export async function typeInto(page, selector, text, { paste = false } = {}) {
  await page.click(selector);
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  if (text === '') await page.keyboard.press('Backspace');
  else if (paste) await page.keyboard.insertText(text);
  else await page.keyboard.type(text);
  const held = await page.$eval(selector, (field) => field.value);
  assert.ok(held === text, `${selector} holds what was typed: ${JSON.stringify(held.slice(0, 80))}`);
}

// Picks the option whose value is `value` in the native <select> `selector`
// as a keyboard user does: the list takes the focus (as Tab gives it) and
// the arrow keys step to the option, each step read back. (Typing the label
// into the opened list relied on the browser's type-to-find, which forgets
// what was typed after a second: on a loaded machine the keys came slower
// and the list kept its old choice.) The select must then hold it.
export async function chooseOption(page, selector, value) {
  const at = await page.$eval(selector, (select, v) => ({
    target: [...select.options].findIndex((o) => o.value === v), count: select.options.length,
  }), value);
  assert.ok(at.target >= 0, `${selector} offers ${value}`);
  for (let step = 0; step <= at.count; step++) {
    const index = await page.$eval(selector, (select) => select.selectedIndex);
    if (index === at.target) break;
    // Focused again at each step: a page that draws the list anew (the
    // host's lobby, when a guest comes) leaves the focus on none.
    await page.focus(selector);
    await page.keyboard.press(index < at.target ? 'ArrowDown' : 'ArrowUp');
  }
  const held = await page.$eval(selector, (select) => select.value);
  assert.ok(held === value, `${selector} holds ${value} once chosen: ${held}`);
}

export async function noticeText(page) {
  await page.waitForSelector('#notice:not([hidden])', { timeout: SLOW_MACHINE_MS });
  return page.textContent('#notice-text');
}

export function writeTemp(dir, name, text) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

export const readText = (path) => readFileSync(path, 'utf8');

// Imports `text` as the file `name` (written in `dir`) as a person does:
// Games, Import…, the file chosen in the browser's dialog. Returns the
// notice it brings, which is then closed.
export async function importThroughGames(page, dir, name, text) {
  if (await page.locator('#games-panel').isHidden()) await page.click('#games-button');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click('#import-button')]);
  await chooser.setFiles(writeTemp(dir, name, text));
  const message = await noticeText(page);
  await page.click('#notice-close');
  return message;
}

// The table's published places (CSS pixels) and the open dialog's buttons.
export const tableTargets = (page) => page.evaluate(() => window.canastaTable.targets());
export const dialogButtons = async (page) => (await tableTargets(page)).dialog ?? [];

// Taps a menu button of the table (New, Log, Rules, Options, in the table's language).
export const tapMenu = (page, name) => pressPlace(page, page, (t) => t.kind === 'menu' && t.name === name, { what: `the menu button "${name}"` });

// Presses the open dialog's button with this label.
export const pressDialog = (page, label) => pressPlace(page, page, (d) => d.label === label, { among: 'dialog', what: `the dialog's button "${label}"` });

// An embedded table is ready for a test once its host's document (lesson,
// record, position) is on it: until then the frame has drawn the table's own
// first deal, hidden (app.js), and a test that read it at the frame's own
// ready once saw that deal instead of the author's position.
const documentOnTable = () => document.body?.dataset.ready === '1' && document.body.dataset.firstFrame
  && document.body.dataset.awaitingDocument === undefined;

// Runs `body({ site, hostOrigin })` with the site open (openSite's
// `siteOptions`) and a second origin serving the same files, the host of a
// page that embeds the game from the first; closes both after it.
export async function withHostOrigin(siteOptions, body) {
  const site = await openSite(siteOptions);
  const other = await startServer(SITE, 0);
  try {
    await site.page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    return await body({ site, hostOrigin: `http://127.0.0.1:${other.address().port}` });
  } finally {
    other.closeAllConnections();
    await new Promise((done) => other.close(done));
    await site.close();
  }
}

// A host page at hostUrl (another origin's, or the game's own) with one game
// element whose data-* attributes (`attributes`, English unless said) are set
// before the game's embed.js runs; resolves to the game's frame once its
// table is ready and, unless `awaitDocument` is false, its document is on it.
export async function embedGame(page, hostUrl, gameOrigin, attributes, css = 'height:700px', { awaitDocument = true } = {}) {
  await page.goto(hostUrl);
  await page.evaluate(({ src, attrs, style }) => {
    const element = document.createElement('div');
    element.setAttribute('data-canasta', '');
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(`data-${name}`, value);
    element.style.cssText = style;
    document.body.replaceChildren(element);
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }, { src: `${gameOrigin}/embed.js`, attrs: { lang: 'en', ...attributes }, style: css });
  let frame = null;
  const until = Date.now() + SLOW_MACHINE_MS;
  while (!frame && Date.now() < until) {
    frame = page.frames().find((f) => f.url().startsWith(`${gameOrigin}/index.html`));
    if (!frame) await page.waitForTimeout(50);
  }
  if (!frame) throw new Error('the game frame did not load');
  await frame.waitForFunction(() => document.body?.dataset.ready === '1', null, { timeout: SLOW_MACHINE_MS });
  if (awaitDocument) await frame.waitForFunction(documentOnTable, null, { timeout: SLOW_MACHINE_MS });
  return frame;
}

// The game frame of a host page's element `index` (embed.js numbers them)
// served from `origin`, once its table has drawn with its document on it;
// frames load lazily, so the element must be in view.
export async function embeddedFrame(page, origin, index) {
  const until = Date.now() + 30000;
  for (;;) {
    const frame = page.frames().find((f) => f.url().startsWith(`${origin}/index.html`) && new URL(f.url()).searchParams.get('id') === String(index));
    if (frame) {
      await frame.waitForFunction(documentOnTable, null, { timeout: 30000 });
      return frame;
    }
    if (Date.now() > until) throw new Error(`the game frame ${index} did not load`);
    await page.waitForTimeout(50);
  }
}

// A disk that takes its time: each write of the games store reaches it
// `ms` later (its transaction kept busy meanwhile), as on a loaded machine.
// A page that goes away meanwhile (a reload) never wrote it.
export function slowDisk(ms) {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function slowPut(...args) {
    if (this.name !== 'games') return put.apply(this, args);
    const until = performance.now() + ms;
    const later = () => {
      if (performance.now() < until) this.count().onsuccess = later;
      else put.apply(this, args);
    };
    return later();
  };
}
