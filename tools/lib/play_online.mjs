// A whole Classic game (to 5,000), in one of three ways:
//   partners  an online table over loopback: the host in headless Chromium,
//             its partner a guest in Firefox ESR (puppeteer-core over
//             WebDriver BiDi), the other side two computer players, from one
//             invitation link;
//   four      the same with four people: the host, the Firefox partner and
//             two Chromium guests;
//   pass      pass-and-play on one device (Chromium): two people, partners,
//             and two computer players; the pass screen's button is pressed.
// The people's moves are the Standard bot's (autoplay=1), or with `hints`
// (partners, four) each person plays by keyboard and mouse: H on their turn,
// then a click on what the hint lit (tools/lib/hint_player.mjs), so the game
// is Master's through the table's own targets. With `reload` (partners,
// four) the host's page reloads once in the second deal, after ten moves of
// it: the game must come back from its save, the guests find the host again
// by themselves and the game goes on to its end.
// The computers play at once (fast=1); the host's page starts each next
// deal from its score sheet (Enter), as its player would. Prints each deal's
// totals, then the game's end on every page, the messages and bytes each
// guest received, and whether the host's saved record replays (in the
// native CLI) to the same final scores.
//   node tools/lib/play_online.mjs [partners|four|pass] [hints] [reload]   (default partners; SITE=dir, default build/site)
// Last line: deals=N final=A,B guests_final=A,B;.. messages_guest=N,.. bytes_guest=N,.. replay_same=yes|no reloaded=yes|no
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { launchFirefox } from './firefox.mjs';
import { replayScore } from './protocol_replay.mjs';
import { recordRtc } from './record_rtc.mjs';
import { startServer } from './serve.mjs';
import { spawnSignal } from './signal.mjs';
import { joinLink } from './join_link.mjs';
import { playHintedStep } from './hint_player.mjs';
import { chooseOption, typeInto } from '../../tests/web/game_helpers.mjs';

const mode = process.argv[2] ?? 'partners';
if (!['partners', 'four', 'pass'].includes(mode)) throw new Error(`unknown mode ${mode}: partners, four or pass`);
const flags = new Set(process.argv.slice(3));
for (const flag of flags) if (!['hints', 'reload'].includes(flag)) throw new Error(`unknown word ${flag}: hints or reload`);
const byHints = flags.has('hints') && mode !== 'pass';
const reloadOnce = flags.has('reload') && mode !== 'pass';
const site = resolve(process.env.SITE ?? 'build/site');
const people = byHints ? 'fast=1&lang=en' : 'fast=1&lang=en&autoplay=1';
const PASS_READY = 'passReady';  // frontend/table/dialog_action.h dialog_action_name
const DEAL_MS = 600000;

const server = await startServer(site, 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const signal = await spawnSignal();
const chromium = await launchChromium();
const firefox = await launchFirefox();
const wire = `signal=${encodeURIComponent(signal.url)}&ice=none&${people}`;
const started = Date.now();
let host = null;
let reloaded = false;

// The moves of the deal in play, from the host's record ("next" between deals).
const movesThisDeal = () => host.evaluate(() => {
  const moves = JSON.parse(window.canastaTable.record()).moves;
  return moves.length - 1 - moves.lastIndexOf('next');
});

// The host reloads its page once every move so far is saved (the store
// writes a snapshot at a time): the same game comes back from the save, the
// table is shared again, and every guest is linked again by itself.
async function reloadHost(guestCount) {
  const deal = await host.evaluate(() => window.canastaTable.state().deal);
  await host.waitForFunction(() => {
    const saved = window.canastaTable.savedRecord();
    return saved && JSON.stringify(JSON.parse(saved).moves) === JSON.stringify(JSON.parse(window.canastaTable.record()).moves);
  }, null, { timeout: 60000, polling: 100 });
  const moves = await host.evaluate(() => JSON.parse(window.canastaTable.record()).moves.length);
  const at = Date.now();
  await host.reload();
  await host.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 60000 });
  const back = await host.evaluate(() => ({ deal: window.canastaTable.state().deal, moves: JSON.parse(window.canastaTable.record()).moves.length }));
  if (back.deal !== deal || back.moves < moves) throw new Error(`the reloaded host resumed deal ${back.deal} with ${back.moves} moves, not deal ${deal} with ${moves}`);
  await host.waitForFunction((n) => {
    const h = window.canastaOnline?.host();
    return h && h.started && [...h.guests.values()].filter((g) => g.link).length === n;
  }, guestCount, { timeout: 120000, polling: 100 });
  reloaded = true;
  console.log(`the host reloaded in deal ${deal + 1} (counted from 1) after ${moves} moves of the game; every guest was back in ${Math.round((Date.now() - at) / 100) / 10} s`);
}

// The people play their turns by the hints until the host's score sheet
// shows; in the second deal, after ten of its moves, the host reloads once.
async function playDealByHints(pages, dealIndex) {
  const until = Date.now() + DEAL_MS;
  while (Date.now() < until) {
    if (await host.evaluate(() => document.body.dataset.phase === 'score')) return;
    if (reloadOnce && !reloaded && dealIndex === 1 && await movesThisDeal() >= 10) {
      await reloadHost(pages.length - 1);
      continue;
    }
    let moved = false;
    for (const page of pages) moved = (await playHintedStep(page)) || moved;
    if (!moved) await new Promise((resolve) => setTimeout(resolve, 40));
  }
  throw new Error('the deal did not end in time');
}

try {
  host = await (await chromium.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await host.goto(`${origin}/?seed=21&players=4&${wire}`);
  await host.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame);
  const guests = [];
  if (mode === 'pass') {
    // Seat 2, the host's partner, is a second person at this device.
    await host.evaluate(() => window.canastaTable.bridge().send({ type: 'setSeat', seat: 2, kind: 'local', level: 'standard' }));
  } else {
    await host.click('#online-button');
    await host.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'hostWaiting');
    const link = await host.inputValue('#invite-link');
    const firefoxPage = await firefox.newPage();
    await firefoxPage.setViewport({ width: 1280, height: 800 });
    await firefoxPage.evaluateOnNewDocument(recordRtc);
    await firefoxPage.goto(joinLink(link, people));
    await firefoxPage.waitForSelector('#guest-name', { visible: true, timeout: 120000 });
    await typeInto(firefoxPage, '#guest-name', 'Flo');
    // Seat 2: the host's partner (sides 0,1,0,1).
    await firefoxPage.click('#online-panel tr[data-seat="2"] button[data-action="sit"]');
    await firefoxPage.waitForFunction(() => window.canastaOnline.guest().lobby?.you.includes(2), { timeout: 60000 });
    guests.push(firefoxPage);
    for (const [seat, name] of [[1, 'Ana'], [3, 'Bo']]) {
      if (mode !== 'four') {
        await chooseOption(host, `#online-panel tr[data-seat="${seat}"] select`, 'computer');
        continue;
      }
      const page = await (await chromium.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
      await page.addInitScript(recordRtc);
      await page.goto(joinLink(link, people));
      await page.waitForSelector('#guest-name', { state: 'visible', timeout: 120000 });
      await typeInto(page, '#guest-name', name);
      await page.click(`#online-panel tr[data-seat="${seat}"] button[data-action="sit"]`);
      await page.waitForFunction((s) => window.canastaOnline.guest().lobby?.you.includes(s), seat, { timeout: 60000 });
      guests.push(page);
    }
    await host.click('#online-start');
    for (const page of guests) await page.waitForFunction(() => window.canastaTable.state().mode === 'guest', { timeout: 60000 });
  }
  const startedAt = await host.evaluate(() => Date.now());
  let deals = 0;
  let passes = 0;
  for (;;) {
    if (byHints) await playDealByHints([host, ...guests], deals);
    else if (reloadOnce && deals === 1 && !reloaded) {
      while (await movesThisDeal() < 10) await new Promise((resolve) => setTimeout(resolve, 100));
      await reloadHost(guests.length);
    }
    // The pass screen between the two people's turns (pass mode): Enter.
    const shown = await host.waitForFunction((id) => document.body.dataset.phase === 'score'
      || (window.canastaTable.targets().dialog?.some((d) => d.id === id) ? 'pass' : false), PASS_READY, { timeout: DEAL_MS, polling: 100 });
    if (await shown.jsonValue() === 'pass') {
      passes += 1;
      // The next person presses the screen's button (its place on the canvas).
      const button = await host.evaluate((id) => window.canastaTable.targets().dialog?.find((d) => d.id === id) ?? null, PASS_READY);
      const box = await host.locator('#canvas').boundingBox();
      if (button) await host.mouse.click(box.x + button.x + button.w / 2, box.y + button.y + button.h / 2);
      // (The next screen may follow at once, for the other person.)
      await host.waitForFunction(([id, label]) => !window.canastaTable.targets().dialog?.some((d) => d.id === id && d.label === label),
        [PASS_READY, button?.label], { timeout: 60000 });
      continue;
    }
    const state = await host.evaluate(() => window.canastaTable.state());
    deals += 1;
    console.log(`deal ${deals}: totals ${state.scores.join(', ')} (${Math.round((Date.now() - started) / 1000)} s)`);
    if (state.phase === 'game_over' || state.scores.some((s) => s >= 5000)) break;
    await host.focus('#canvas');
    await host.keyboard.press('Enter');
    await host.waitForFunction(() => document.body.dataset.phase !== 'score', null, { timeout: 60000 });
  }
  if (mode === 'pass') console.log(`the device was passed ${passes} times`);
  const final = (await host.evaluate(() => window.canastaTable.state())).scores;
  // Every guest's table shows the game's end too.
  const guestsFinal = [];
  const messages = [];
  const bytes = [];
  for (const page of guests) {
    await page.waitForFunction(() => document.body.dataset.phase === 'score', { timeout: 60000, polling: 250 });
    guestsFinal.push((await page.evaluate(() => window.canastaTable.state())).scores.join(','));
    const received = await page.evaluate((t) => window.channelMessages.filter((m) => m.at >= t).map((m) => m.data), startedAt);
    messages.push(received.length);
    bytes.push(received.reduce((sum, data) => sum + Buffer.byteLength(data), 0));
  }
  // The host's record, replayed by the native CLI: the same final scores.
  const record = await host.evaluate(() => window.canastaTable.record());
  const dir = mkdtempSync(join(tmpdir(), 'canasta-online-'));
  writeFileSync(join(dir, 'game.json'), record);
  // The record replayed by the text protocol (./tools/canasta: replay, then
  // score): the same final totals as both tables showed.
  const replayed = replayScore(record);
  const totals = replayed.ok ? replayed.score.sides.map((side) => side.total) : [];
  const replaySame = totals.join() === final.join() ? 'yes' : `no (${replayed.error ?? ''} ${totals.join(',')})`;
  console.log(`game over after ${deals} deals in ${Math.round((Date.now() - started) / 1000)} s; record saved at ${join(dir, 'game.json')}`);
  console.log(`deals=${deals} final=${final.join(',')} guests_final=${guestsFinal.join(';') || '-'} messages_guest=${messages.join(',') || '-'} `
    + `bytes_guest=${bytes.join(',') || '-'} replay_same=${replaySame} reloaded=${reloaded ? 'yes' : 'no'}`);
} finally {
  await firefox.close();
  await chromium.close();
  await signal.close();
  server.closeAllConnections();
  server.close();
}
