// Online tables over loopback: what a guest waits for and what it costs.
// A host and two guests (separate headless Chromium contexts) play a Classic
// deal of four with a computer player; signaling on loopback (tools/lib/
// signal.mjs), no ICE servers. Every page keeps a timeline on the same clock
// (performance.timeOrigin + now):
//   - connecting: a guest's page opens its signaling socket, and the host's
//     welcome arrives over the data channel;
//   - a guest's move: it leaves (guestMove), reaches the host's online layer,
//     the host's table publishes the views it makes (the host's own time for
//     the round trip), the host's table plays it (its "game" message), and
//     each page's table draws it (the end of the first animation frame
//     after the move reached that page's table: the frame that draws it);
//   - every message each guest's data channel received during the deal, and
//     its bytes (UTF-8, as sent).
// The 1.1 s this printed before was not the delay: it waited for the next
// "view" message the table published, and a table publishes one only when
// its page-facing view (phase, targets) changes, often long after the move
// was drawn. Each step of a move is printed apart, and the tables' frame
// work: the frame that draws a new position redraws the whole scene.
// Printed per kind, then the medians.
//   node tools/lib/bench_online.mjs [site dir]   (default build/site)
// Last line: connect_ms=F move_to_host_ms=F move_to_guest_ms=F move_p95_ms=F
//   host_round_trip_ms=F host_round_trip_p95_ms=F messages_per_deal_guest=N
//   bytes_per_deal_guest=N moves=N
import { resolve } from 'node:path';
import { launchChromium } from './chromium.mjs';
import { recordRtc } from './record_rtc.mjs';
import { startServer } from './serve.mjs';
import { spawnSignal } from './signal.mjs';
import { joinLink } from './join_link.mjs';

const site = resolve(process.argv[2] ?? 'build/site');
const DEAL_MS = 600000;

// In every page: the timeline of the online layer and the table's bridge.
function watchTimeline() {
  window.benchTimeline = [];
  const now = () => performance.timeOrigin + performance.now();
  const install = () => {
    const bridge = window.canastaTable?.bridge?.();
    if (!bridge) return setTimeout(install, 20);
    bridge.watch((message) => {
      if (message.type === 'game' && message.event === 'move') window.benchTimeline.push({ what: 'played', seat: message.seat, move: message.move, at: now() });
      if (message.type === 'guestMove') window.benchTimeline.push({ what: 'sent', seat: message.seat, move: message.move, at: now() });
    });
    const send = bridge.send.bind(bridge);
    bridge.send = (message) => {
      if (message.type === 'guestView' && message.last) window.benchTimeline.push({ what: 'arrived', seat: message.last.seat, move: message.last.move, at: now() });
      return send(message);
    };
    return undefined;
  };
  install();
  // Every frame of the table's main loop (requestAnimationFrame), when its
  // work ended: a move the table took before it is in that frame, since a
  // new position changes the scene's key and the frame draws it anew.
  const frame = window.requestAnimationFrame.bind(window);
  window.requestAnimationFrame = (callback) => frame((t) => {
    callback(t);
    window.benchTimeline.push({ what: 'drawn', at: now() });
  });
  // The first signaling socket the page opens starts its connection.
  const Socket = window.WebSocket;
  window.WebSocket = function WebSocket(...args) {
    if (!window.benchTimeline.some((e) => e.what === 'socket')) window.benchTimeline.push({ what: 'socket', at: now() });
    return new Socket(...args);
  };
  window.WebSocket.prototype = Socket.prototype;
  Object.assign(window.WebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
}

// On the host's page: a guest's move as the online layer receives it, and
// the views of that move the host's table publishes for the guests.
function watchHost() {
  const now = () => performance.timeOrigin + performance.now();
  const host = window.canastaOnline.host();
  const receive = host.receive.bind(host);
  host.receive = (guest, link, message) => {
    if (message?.t === 'move') window.benchTimeline.push({ what: 'hostIn', seat: message.seat, move: message.move, at: now() });
    return receive(guest, link, message);
  };
  const seatView = host.seatView.bind(host);
  host.seatView = (message) => {
    seatView(message);
    if (message.last) window.benchTimeline.push({ what: 'hostOut', seat: message.last.seat, move: message.last.move, at: now() });
  };
}

async function open(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(recordRtc);
  await context.addInitScript(watchTimeline);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? NaN;
const p95 = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length * 0.95)] ?? NaN;

// Every person's moves are the table's own (autoplay=1: the Standard
// bot's choice for the viewer, played as the person would, through the
// online layer on a guest's page): waits for the deal's score sheet.
function dealOver(page) {
  return page.waitForFunction(() => document.body.dataset.phase === 'score', null, { timeout: DEAL_MS, polling: 200 });
}

const server = await startServer(site, 0);
const origin = `http://127.0.0.1:${server.address().port}`;
const signal = await spawnSignal();
const browser = await launchChromium();
// The host's autoplay waits for the shared table (autoplay=shared): its solo
// deal does not play itself out while the guests connect.
const wire = `signal=${encodeURIComponent(signal.url)}&ice=none&fast=1&lang=en&autoplay=shared`;
try {
  const host = await open(browser, `${origin}/?seed=21&players=4&${wire}`);
  await host.waitForFunction(() => document.body.dataset.ready === '1');
  await host.click('#online-button');
  await host.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'hostWaiting');
  const link = await host.inputValue('#invite-link');
  await host.evaluate(watchHost);
  const guests = [];
  for (const [seat, name] of [[1, 'Ana'], [2, 'Bo']]) {
    const page = await open(browser, joinLink(link, 'fast=1&lang=en&autoplay=1'));
    await page.waitForSelector('#guest-name', { state: 'visible' });
    await page.fill('#guest-name', name);
    await page.click(`#online-panel tr[data-seat="${seat}"] button[data-action="sit"]`);
    await page.waitForFunction((s) => window.canastaOnline.guest().lobby?.you.includes(s), seat);
    guests.push({ page, seat });
  }
  await host.selectOption('#online-panel tr[data-seat="3"] select', 'computer');
  const startedAt = await host.evaluate(() => performance.timeOrigin + performance.now());
  await host.click('#online-start');
  await Promise.all([host, ...guests.map((g) => g.page)].map(dealOver));
  const [hostLine, ...guestLines] = await Promise.all([host, ...guests.map((g) => g.page)].map((p) => p.evaluate(() => window.benchTimeline)));
  const bytes = await Promise.all(guests.map((g) => g.page.evaluate(() => window.canastaOnline.guest().bytesReceived)));
  const received = await Promise.all(guests.map((g) => g.page.evaluate(() => window.channelMessages)));
  const connect = guestLines.map((line, i) => received[i].find((m) => m.data.includes('"t":"welcome"')).at - line.find((e) => e.what === 'socket').at);
  const dealMessages = received.map((all) => all.filter((m) => m.at >= startedAt));
  const messages = dealMessages.map((m) => m.length);
  const dealBytes = dealMessages.map((m) => m.reduce((sum, e) => sum + Buffer.byteLength(e.data), 0));
  // The host's own time: a guest's move in, the first view of it out.
  const roundTrips = hostLine.filter((e) => e.what === 'hostIn').flatMap((into) => {
    const out = hostLine.find((e) => e.what === 'hostOut' && e.seat === into.seat && e.move === into.move && e.at >= into.at);
    return out ? [out.at - into.at] : [];
  });
  const toHost = [];
  const toGuest = [];
  const drawnAfter = (line, at) => line.find((e) => e.what === 'drawn' && e.at >= at)?.at;
  guests.forEach((mover, index) => {
    for (const sent of guestLines[index].filter((e) => e.what === 'sent')) {
      const played = hostLine.find((e) => e.what === 'played' && e.seat === mover.seat && e.move === sent.move && e.at >= sent.at);
      if (!played) continue;
      const hostDrawn = drawnAfter(hostLine, played.at);
      if (hostDrawn) toHost.push(hostDrawn - sent.at);
      guests.forEach((other, j) => {
        if (j === index) return;
        const arrived = guestLines[j].find((e) => e.what === 'arrived' && e.seat === mover.seat && e.move === sent.move && e.at >= sent.at);
        const drawn = arrived && drawnAfter(guestLines[j], arrived.at);
        if (drawn) toGuest.push(drawn - sent.at);
      });
    }
  });
  // Each step of a guest's move on its way to the other guest's table, on
  // the pages' shared clock: where the time goes.
  const steps = { 'guest page -> host online layer': [], 'host layer -> host engine played': [], 'host played -> host drew': [],
    'host layer -> views out': [], 'views out -> other guest table': [], 'other guest table -> drew': [] };
  guests.forEach((mover, index) => {
    for (const sent of guestLines[index].filter((e) => e.what === 'sent')) {
      const match = (e, what) => e.what === what && e.seat === mover.seat && e.move === sent.move && e.at >= sent.at;
      const into = hostLine.find((e) => match(e, 'hostIn'));
      const played = hostLine.find((e) => match(e, 'played'));
      const out = hostLine.find((e) => match(e, 'hostOut'));
      if (!into || !played || !out) continue;
      steps['guest page -> host online layer'].push(into.at - sent.at);
      steps['host layer -> host engine played'].push(played.at - into.at);
      const hostDrawn = drawnAfter(hostLine, played.at);
      if (hostDrawn) steps['host played -> host drew'].push(hostDrawn - played.at);
      steps['host layer -> views out'].push(out.at - into.at);
      guests.forEach((other, j) => {
        if (j === index) return;
        const arrived = guestLines[j].find((e) => match(e, 'arrived'));
        const drawn = arrived && drawnAfter(guestLines[j], arrived.at);
        if (!drawn) return;
        steps['views out -> other guest table'].push(arrived.at - out.at);
        steps['other guest table -> drew'].push(drawn - arrived.at);
      });
    }
  });
  // The table's own work per frame (its last 600 frames) and the interval
  // between frames: a step that ends at a frame waits for the next one.
  const pages = [host, ...guests.map((g) => g.page)];
  const work = (await Promise.all(pages.map((p) => p.evaluate(() => window.canastaTable.frameWork())))).flat();
  const intervals = [hostLine, ...guestLines].flatMap((line) => {
    const frames = line.filter((e) => e.what === 'drawn' && e.at >= startedAt).map((e) => e.at);
    return frames.slice(1).map((at, i) => at - frames[i]);
  });
  console.log(`  frames: the table's work median ${median(work).toFixed(1)} ms, p95 ${p95(work).toFixed(1)} ms; `
    + `interval between frames median ${median(intervals).toFixed(1)} ms, p95 ${p95(intervals).toFixed(1)} ms`);
  for (const [name, values] of Object.entries(steps)) {
    console.log(`  step ${name}: median ${median(values).toFixed(1)} ms, p95 ${p95(values).toFixed(1)} ms`);
  }
  for (const [name, values] of [['to the host', toHost], ['to the other guest', toGuest]]) {
    console.log(`guest move drawn ${name}: ${values.length} moves, median ${median(values).toFixed(1)} ms, p95 ${p95(values).toFixed(1)} ms`);
  }
  console.log(`a guest's connection, signaling socket to the host's welcome: ${connect.map((v) => v.toFixed(1)).join(', ')} ms`);
  console.log(`the host's own time from a guest's move to its views: ${roundTrips.length} moves, median ${median(roundTrips).toFixed(2)} ms, p95 ${p95(roundTrips).toFixed(2)} ms`);
  console.log(`messages a deal sent to each guest: ${messages.join(', ')}; bytes: ${dealBytes.join(', ')} (the guests' own count: ${bytes.join(', ')})`);
  const all = [...toHost, ...toGuest];
  console.log(`connect_ms=${median(connect).toFixed(1)} move_to_host_ms=${median(toHost).toFixed(1)} move_to_guest_ms=${median(toGuest).toFixed(1)} move_p95_ms=${p95(all).toFixed(1)} `
    + `host_round_trip_ms=${median(roundTrips).toFixed(2)} host_round_trip_p95_ms=${p95(roundTrips).toFixed(2)} `
    + `messages_per_deal_guest=${Math.max(...messages)} bytes_per_deal_guest=${Math.max(...dealBytes)} moves=${toHost.length}`);
} finally {
  await browser.close();
  await signal.close();
  server.closeAllConnections();
  server.close();
}
