// A Firefox guest at a Chromium host's table: Debian's Firefox ESR (puppeteer-
// core over WebDriver BiDi) opens the invitation, sits, and plays its first
// turns (autoplay=1: the Standard bot's move for the viewer, sent through the
// online layer) over a WebRTC data channel on loopback, signaling through
// ./tools/signal's server, no ICE server. The host's engine takes them; then
// every message the Firefox guest's channel received is read: observations
// the host published for its seat, and no hidden card.
// Firefox needs no preference of its own for this (checked with and without
// loopback candidates and mDNS host names: it connects either way here).
import { writeFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, firefoxOfThisFile } from './browser.mjs';
import {
  hiddenCardProblems, hostInvites, openOnline, recordRtc, watchHostMoves, watchHostObservations, joinLink,
} from './online_helpers.mjs';
import { chooseOption, typeInto } from './game_helpers.mjs';
import { chatOnTurn, sitByKeyboard, untilGuestDraws } from './online_keys.mjs';

test('a Firefox guest at a Chromium host: it sits, plays its turns over WebRTC, and receives no hidden card', { timeout: 240000 }, async () => {
  const setup = await openOnline();
  const firefox = await (await firefoxOfThisFile()).createBrowserContext();
  try {
    const host = await setup.player();
    await host.context.addInitScript(watchHostMoves);
    await host.context.addInitScript(watchHostObservations);
    const link = await hostInvites(setup, host, 'seed=21&players=4&autoplay=shared');
    const page = await firefox.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.evaluateOnNewDocument(recordRtc);
    await page.goto(joinLink(link, 'fast=1&lang=en&autoplay=1'));
    await page.waitForSelector('#guest-name', { visible: true, timeout: 120000 });
    // Typed as a person does. (The table once took these keys: the box
    // stayed empty, which was blamed on puppeteer's typing over BiDi.)
    await typeInto(page, '#guest-name', 'Flo');
    await page.click('#online-panel tr[data-seat="1"] button[data-action="sit"]');
    await page.waitForFunction(() => window.canastaOnline.guest().lobby?.you.includes(1), { timeout: 60000 });
    await host.page.waitForFunction(() => document.querySelector('#online-panel tr[data-seat="1"] td')?.textContent === 'Flo', null, { timeout: 60000 });
    for (const seat of [2, 3]) await chooseOption(host.page, `#online-panel tr[data-seat="${seat}"] select`, 'computer');
    await host.page.click('#online-start');
    await page.waitForFunction(() => window.canastaTable?.state()?.mode === 'guest' && window.canastaTable.state().viewer === 1, { timeout: 60000 });
    // Two of the guest's turns go round (each a draw, maybe melds, a
    // discard), whole: a turn counts once the next seat has moved (counted
    // at its first move, the second turn was one move, a draw, and a run
    // that caught it there saw 3 moves).
    await host.page.waitForFunction(() => {
      const turns = window.hostMoves.filter((seat, i, all) => seat === 1 && i + 1 < all.length && all[i + 1] !== 1).length;
      return turns >= 2;
    }, null, { timeout: 120000, polling: 200 });
    const hostMovesOfFlo = await host.page.evaluate(() => window.hostMoves.filter((s) => s === 1).length);
    assert.ok(hostMovesOfFlo >= 4, `the host played ${hostMovesOfFlo} of Flo's moves`);
    const shot = await page.screenshot({ encoding: 'base64' });
    writeFileSync(artifactPath('online-firefox-guest-1280.png'), Buffer.from(shot, 'base64'));

    // What the guest received first: the game goes on meanwhile, and the
    // host has published everything the guest had by then.
    const received = await page.evaluate(() => window.channelMessages.map((m) => m.data));
    const published = new Set((await host.page.evaluate(() => window.hostObservations)).filter((p) => p.seat === 1).map((p) => p.obs));
    let observations = 0;
    for (const data of received) {
      assert.notEqual(data, '[binary]');
      const { obs, ...rest } = JSON.parse(data);
      if (obs !== undefined) {
        observations++;
        assert.ok(published.has(obs), `an observation the host did not publish for seat 1: ${obs}`);
        assert.deepEqual(hiddenCardProblems(obs, 1, 4), [], obs);
      }
      assert.doesNotMatch(JSON.stringify(rest), /hand\d=|stock=|seed=/);
    }
    assert.ok(observations >= 4, `Flo received ${observations} observations`);
    assert.deepEqual(errors, []);
    assert.deepEqual(host.foreignRequests, []);
  } finally {
    await firefox.close();
    await setup.close();
  }
});

// Typing at an online table in Firefox (online_typing.test.mjs does it in
// Chromium): the table took every key typed into the online panel's fields.
test('a Firefox guest by keyboard: its name typed, a seat taken with Enter, "d" in the chat is a chat line and no move, Escape gives the keys back', { timeout: 240000 }, async () => {
  const setup = await openOnline();
  const firefox = await (await firefoxOfThisFile()).createBrowserContext();
  try {
    const host = await setup.player();
    const page = await firefox.newPage();
    await page.setViewport({ width: 1280, height: 800 });
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const guest = { page };
    await sitByKeyboard(setup, host, guest, 'Flo');
    await untilGuestDraws(host, guest);
    await chatOnTurn(host, guest, 'Flo');
    assert.deepEqual(errors, []);
    assert.deepEqual(host.consoleErrors, []);
  } finally {
    await firefox.close();
    await setup.close();
  }
});
