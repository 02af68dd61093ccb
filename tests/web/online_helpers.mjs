// Shared set-up of the online tables' browser tests: build/site served on
// loopback, a signaling server on loopback (tools/lib/signal.mjs, PeerJS's
// own), and one browser context per player (its own storage, as another
// device's browser) of the file's Chromium (browser.mjs). Every page is watched as the other browser tests watch
// theirs (console errors, requests to another origin), and records:
//   - every RTCPeerConnection's configuration (the tests use no ICE server,
//     so nothing leaves the machine), and
//   - every message its data channels received, as the page got it (the
//     hidden-card test reads them all).
import assert from 'node:assert/strict';
import { startServer } from '../../tools/lib/serve.mjs';
import { recordRtc } from '../../tools/lib/record_rtc.mjs';
import { spawnSignal } from '../../tools/lib/signal.mjs';
import { SITE, chromiumOfThisFile } from './browser.mjs';
import { joinLink } from '../../tools/lib/join_link.mjs';
import { typeInto } from './game_helpers.mjs';
import { fields } from './true_positions.mjs';

export { joinLink };

export { recordRtc };

export async function openOnline({ site = SITE } = {}) {
  const server = await startServer(site, 0);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const signal = await spawnSignal();
  const browser = await chromiumOfThisFile();
  const players = [];
  const player = async ({ viewport = { width: 1280, height: 800 }, ...options } = {}) => {
    const context = await browser.newContext({ viewport, ...options });
    await context.addInitScript(recordRtc);
    const page = await context.newPage();
    const consoleErrors = [];
    const foreignRequests = [];
    const sockets = [];
    context.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreignRequests.push(url);
    });
    page.on('websocket', (socket) => sockets.push(socket.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(String(error)));
    const entry = { context, page, consoleErrors, foreignRequests, sockets };
    players.push(entry);
    return entry;
  };
  // The page options every online test page uses: the loopback signaling
  // server and no ICE servers.
  const wire = `signal=${encodeURIComponent(signal.url)}&ice=none`;
  const close = async () => {
    for (const { context } of players) await context.close();
    await signal.close();
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  };
  return { origin, signal, browser, player, players, wire, close };
}

// Every ICE configuration a page used names no server at all.
export async function iceServersUsed(page) {
  const configs = await page.evaluate(() => window.rtcConfigs);
  return configs.flatMap((c) => c.iceServers ?? []);
}

// The host opens the game's own page (`query`: seed, players...), presses
// Invite friends and reads the invitation link from the panel.
export async function hostInvites(setup, host, query = 'seed=7') {
  await host.page.goto(`${setup.origin}/?${query}&fast=1&lang=en&${setup.wire}`);
  await host.page.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame);
  await host.page.click('#online-button');
  await host.page.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'hostWaiting');
  return host.page.inputValue('#invite-link');
}

// A friend opens the link (in English, fast, with `query` after), types a
// name and sits at `seat` (from 0): the panel then says "(you)" there.
export async function guestSits(guest, link, name, seat, { query = '', timeout = 60000 } = {}) {
  await guest.page.goto(joinLink(link, `fast=1&lang=en${query}`));
  await guest.page.waitForSelector('#guest-name', { state: 'visible', timeout });
  await typeInto(guest.page, '#guest-name', name);
  await guest.page.click(`#online-panel tr[data-seat="${seat}"] button[data-action="sit"]`);
  await guest.page.waitForFunction((s) => window.canastaOnline.guest().lobby?.you.includes(s)
    && document.querySelector(`#online-panel tr[data-seat="${s}"] td`)?.textContent.includes('(you)'), seat, { timeout });
}

// What the host's lobby says of each seat.
export function lobbyRows(page) {
  return page.$$eval('#online-panel table.seats tr', (rows) => rows.map((r) => r.querySelector('td').textContent));
}

// Every move the host's table plays, with its seat (the bridge's game events).
export function watchHostMoves() {
  window.hostMoves = [];
  const install = () => {
    const bridge = window.canastaTable?.bridge?.();
    if (!bridge) return setTimeout(install, 20);
    bridge.watch((m) => {
      if (m.type === 'game' && m.move !== undefined) window.hostMoves.push(m.seat);
    });
    return undefined;
  };
  install();
}

// The fields of an observation line (engine/observation_text.h).
// What an observation of `seat` may say of the other hands: only the cards
// publicly known to be there, until the deal is over and every hand is shown.
export function hiddenCardProblems(obs, seat, players) {
  const f = fields(obs);
  const problems = [];
  if (f.seat !== String(seat)) problems.push(`an observation of seat ${f.seat}`);
  for (const secret of ['stock', 'seed']) if (secret in f) problems.push(`${secret}= is sent`);
  if (f.phase === 'over' || f.phase === 'end') return problems;
  for (let other = 0; other < players; other++) {
    if (other === seat) continue;
    const hand = f[`hand${other}`] ?? '';
    const known = f[`known${other}`] ?? '';
    if (hand.split(',').sort().join() !== known.split(',').sort().join()) problems.push(`seat ${other}'s hand ${hand} (known: ${known})`);
  }
  return problems;
}

// The host's engine's observation of every remote seat, as its table
// published them (seatView and seatRequest), in the host's page.
export function watchHostObservations() {
  window.hostObservations = [];
  const install = () => {
    const bridge = window.canastaTable?.bridge?.();
    if (!bridge) return setTimeout(install, 20);
    bridge.watch((m) => {
      if (m.type === 'seatView' || m.type === 'seatRequest') window.hostObservations.push({ seat: m.seat, obs: m.observation });
    });
    return undefined;
  };
  install();
}

// What every seat sees alike of a position (its notation, engine/notation):
// whose turn and the phase, the pile's top card and size, the stock's size,
// each hand's size and the melds. A guest's table draws the cards it cannot
// see at random, so only these are compared with the host's.
export function publicFacts(position) {
  const f = Object.fromEntries(position.split(' ').map((field) => field.split('=')));
  const count = (list) => (list ? list.split(',').length : 0);
  const pile = f.pile ? f.pile.split(',') : [];
  return {
    deal: f.deal, turn: f.turn, phase: f.phase, top: pile.at(-1) ?? '', pile: pile.length, stock: count(f.stock),
    hands: Object.keys(f).filter((k) => /^hand\d$/.test(k)).map((k) => count(f[k])),
    melds: Object.keys(f).filter((k) => /^melds\d$/.test(k)).map((k) => f[k]),
  };
}

export const factsOf = async (page) => publicFacts(await page.evaluate(() => window.canastaTable.state().position));

// Waits until the guest's table shows what the host's does (the host's table
// waits for its own player meanwhile, so nothing moves), for `timeout` ms at most.
export async function guestShowsHost(host, guest, what, timeout = 60000) {
  const end = Date.now() + timeout;
  for (;;) {
    const [hostFacts, guestFacts] = [await factsOf(host.page), await factsOf(guest.page)];
    if (JSON.stringify(hostFacts) === JSON.stringify(guestFacts)) return hostFacts;
    if (Date.now() > end) assert.deepEqual(guestFacts, hostFacts, what);
    await new Promise((done) => setTimeout(done, 100));
  }
}
