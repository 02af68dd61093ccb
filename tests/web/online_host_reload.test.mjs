// A host who reloads mid-deal, in real browsers: the host's page (its own
// seat played by autoplay) shares a Classic deal of four with Ana and Bo
// (both autoplay) and a computer player. The host reloads while the deal
// goes on: its page resumes the same game from its saved record, shares the
// same table again, and the guests' pages find it by themselves (no click:
// they keep looking for a host that went away). The deal goes on from where
// it was: Ana's next move is taken by the host's engine and drawn on Bo's
// table.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath } from './browser.mjs';
import { hostInvites, openOnline, watchHostMoves, joinLink } from './online_helpers.mjs';

const WAIT = { timeout: 60000 };

async function sit(guest, link, name, seat) {
  await guest.page.goto(joinLink(link, 'fast=1&lang=en&autoplay=1'));
  await guest.page.waitForSelector('#guest-name', { state: 'visible', timeout: 60000 });
  await guest.page.fill('#guest-name', name);
  await guest.page.click(`#online-panel tr[data-seat="${seat}"] button[data-action="sit"]`);
  await guest.page.waitForFunction((s) => window.canastaOnline.guest().lobby?.you.includes(s), seat, WAIT);
}

// Every move a guest's table was told of (the host's views with a last
// move), with the page's clock.
function watchGuestMoves() {
  window.guestMoves = [];
  const install = () => {
    const bridge = window.canastaTable?.bridge?.();
    if (!bridge) return setTimeout(install, 20);
    const send = bridge.send.bind(bridge);
    bridge.send = (message) => {
      const reply = send(message);
      if (message.type === 'guestView' && message.last?.move && reply.ok) window.guestMoves.push({ seat: message.last.seat, move: message.last.move, at: Date.now() });
      return reply;
    };
    return undefined;
  };
  install();
}

const recordMoves = (page) => page.evaluate(() => window.canastaTable.state().entries);

test('online host reload in browsers: the same table comes back, the guests find it, the deal goes on', { timeout: 180000 }, async () => {
  const setup = await openOnline();
  try {
    const host = await setup.player();
    await host.context.addInitScript(watchHostMoves);
    const ana = await setup.player();
    const bo = await setup.player({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await bo.context.addInitScript(watchGuestMoves);
    const link = await hostInvites(setup, host, 'seed=21&players=4&autoplay=1');
    await sit(ana, link, 'Ana', 1);
    await sit(bo, link, 'Bo', 2);
    await host.page.selectOption('#online-panel tr[data-seat="3"] select', 'computer');
    await host.page.click('#online-start');
    // (The host's autoplay played its solo game before the start dealt this one.)
    await bo.page.waitForFunction(() => window.canastaTable?.state()?.mode === 'guest', null, WAIT);
    // A round of moves, so the reload comes mid-deal.
    await host.page.waitForFunction(() => window.canastaTable.state().entries >= 8, null, WAIT);
    const deal = await host.page.evaluate(() => window.canastaTable.state().deal);
    // The moves saved so far: the store writes a snapshot at a time, so the
    // last move or two a bot made an instant before the reload may not be
    // written yet (README, Limits); every saved one must come back.
    await host.page.waitForFunction(() => {
      const saved = window.canastaTable.savedRecord();
      if (!saved) return false;
      // This game's record (not the solo game autoplay played before it).
      const { moves } = JSON.parse(saved), live = JSON.parse(window.canastaTable.record()).moves;
      return moves.length >= 8 && JSON.stringify(moves) === JSON.stringify(live.slice(0, moves.length));
    }, null, WAIT);
    const before = await host.page.evaluate(() => JSON.parse(window.canastaTable.savedRecord()).moves.length);

    await host.page.reload();
    await host.page.waitForFunction(() => document.body.dataset.ready === '1', null, WAIT);
    // The same game, resumed from its saved record: the same deal, no move lost.
    assert.equal(await host.page.evaluate(() => window.canastaTable.state().deal), deal);
    assert.ok(await recordMoves(host.page) >= before);
    // The same table, shared again: both guests are back at their seats by themselves.
    await host.page.waitForFunction(() => {
      const h = window.canastaOnline?.host();
      return h && h.started && h.seats[1].kind === 'remote' && h.seats[2].kind === 'remote'
        && [...h.guests.values()].filter((g) => g.link).length === 2;
    }, null, WAIT).catch(async (e) => {
      // Where it stopped: the host's signaling (a reload once went to the
      // default server, not the invitation's) and each guest's link.
      const hostSide = await host.page.evaluate(() => {
        const h = window.canastaOnline?.host();
        return { panel: document.querySelector('#online-panel')?.dataset.status, trouble: h?.signalTrouble };
      });
      const guests = await Promise.all([ana, bo].map((g) => g.page.evaluate(() => window.canastaOnline.guest().status)));
      throw new Error(`${e.message}: host ${JSON.stringify(hostSide)}, guests ${guests}, sockets ${host.sockets.join(' ')}`);
    });
    const since = await bo.page.evaluate(() => Date.now());
    // Ana's next move from here (not a computer's stand-in before she came
    // back): the host's engine plays it, Bo's table is told of it.
    await host.page.evaluate(() => { window.hostMoves = []; });
    await host.page.waitForFunction(() => window.hostMoves.includes(1), null, WAIT);
    await bo.page.waitForFunction((t) => window.guestMoves.some((m) => m.seat === 1 && m.at >= t), since, WAIT);
    assert.equal(await host.page.evaluate(() => window.canastaTable.state().deal), deal);
    assert.deepEqual(await bo.page.evaluate(() => window.canastaOnline.guest().lobby.you), [2]);
    await bo.page.screenshot({ path: artifactPath('online-host-reloaded-guest-390.png') });
    await host.page.screenshot({ path: artifactPath('online-host-reloaded-host-1280.png') });

    for (const p of [host, ana, bo]) assert.deepEqual(p.consoleErrors.filter((e) => !/WebSocket|ERR_CONNECTION|Lost connection|Could not connect/i.test(e)), []);
    for (const p of [host, ana, bo]) assert.deepEqual(p.foreignRequests, []);
  } finally {
    await setup.close();
  }
});
