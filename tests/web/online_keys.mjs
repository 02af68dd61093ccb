// A guest at an online table who uses the keyboard, in any browser: the
// steps use only page.evaluate, clicks and key presses, which Playwright
// (Chromium) and puppeteer-core (Firefox) share. The host is a Chromium page
// (online_helpers.mjs) that seats nobody else: a two-player Classic deal,
// the host's own turns played with the mouse (game_helpers.mjs humanMove).
import assert from 'node:assert/strict';
import { humanMove, typeInto } from './game_helpers.mjs';
import { hostInvites, joinLink } from './online_helpers.mjs';

const WAIT_MS = 90000;

// Waits until `check(arg)`, run in the page, holds; the failure names `what`
// and says what `state()` (run in the page too) saw last.
export async function until(page, check, arg, what, state = () => document.activeElement?.outerHTML.slice(0, 120)) {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    // (A check answers a boolean: puppeteer does not hand back an element.)
    if (await page.evaluate(check, arg)) return;
    if (Date.now() > end) throw new Error(`${what}: not seen within ${WAIT_MS} ms (${JSON.stringify(await page.evaluate(state))})`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

// The host types its own name into its panel and invites; the guest opens
// the link, types its name, and sits with Enter (Enter in the name box goes
// on to the seat's "Sit here", Enter there sits), then the host starts.
export async function sitByKeyboard(setup, host, guest, name) {
  const link = await hostInvites(setup, host, 'seed=21&players=2');
  // (The box holds "Host" until the host names itself: all of it is typed over.)
  await typeInto(host.page, '#host-name', 'Hal');
  await host.page.keyboard.press('Enter');
  await host.page.waitForFunction(() => window.canastaOnline.host().seats[0].name === 'Hal');

  await guest.page.goto(joinLink(link, 'fast=1&lang=en'));
  await until(guest.page, () => {
    const input = document.getElementById('guest-name');
    return Boolean(input && !input.closest('[hidden]') && document.querySelector('#online-panel button[data-action="sit"]'));
  }, null, 'the guest\'s name box and a seat to take');
  await typeInto(guest.page, '#guest-name', name);
  await guest.page.keyboard.press('Enter');
  await until(guest.page, () => document.activeElement?.dataset.action === 'sit', null, 'Enter in the name box goes on to "Sit here"');
  await guest.page.keyboard.press('Enter');
  await until(guest.page, () => window.canastaOnline.guest().lobby?.you.includes(1), null, 'the guest sits at seat 2');
  await host.page.waitForFunction((n) => window.canastaOnline.host().seats[1].name === n, name);
  // The host's name as it typed it, on the guest's page, with the mark only the host's page sets.
  assert.equal(await guest.page.evaluate(() => document.querySelector('#online-panel tr[data-seat="0"] td').textContent), '👑 Hal (host)');
  await host.page.click('#online-start');
}

// The host's request for the guest's move (seat 1), if the table waits for it.
const hostRequest = (page) => page.evaluate(() => window.canastaOnline.host().requests.get(1)?.req ?? null);

// Plays the host's turns until the guest (seat 1) is to draw on its page.
export async function untilGuestDraws(host, guest) {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const guestDraws = await guest.page.evaluate(() => document.body.dataset.phase === 'draw'
      && window.canastaTable.state().phase === 'draw');
    if (guestDraws && await hostRequest(host.page) !== null) return;
    const hostPhase = await host.page.evaluate(() => document.body.dataset.phase);
    if (['draw', 'play'].includes(hostPhase)) await humanMove(host.page);
    else if (Date.now() > end) throw new Error(`the guest was not asked to draw (host ${hostPhase})`);
    else await new Promise((done) => setTimeout(done, 100));
  }
}

// On the guest's turn: "d" typed into the chat and Enter send a chat line
// "d", and no move; Escape gives the keys back to the table, where "d" draws.
export async function chatOnTurn(host, guest, name) {
  const req = await hostRequest(host.page);
  await guest.page.click('#online-button');
  await guest.page.click('#online-panel .chat-input');
  await guest.page.keyboard.type('d');
  await guest.page.keyboard.press('Enter');
  const line = `${name}: d`;
  await host.page.waitForFunction((l) => [...document.querySelectorAll('#online-panel .chat-log li')].some((li) => li.textContent === l), line, { timeout: WAIT_MS });
  // The chat line left after anything the "d" would have sent (one ordered
  // channel): the host's table still waits for the same question.
  assert.equal(await hostRequest(host.page), req, 'the "d" typed into the chat made no move');
  assert.equal(await host.page.evaluate(() => window.canastaTable.state().phase), 'draw');
  assert.equal(await guest.page.evaluate(() => document.querySelector('#online-panel .chat-input').value), '');
  await until(guest.page, (l) => [...document.querySelectorAll('#online-panel .chat-log li')].some((li) => li.textContent === l), line, 'the guest\'s own chat line');

  await guest.page.keyboard.press('Escape');
  await until(guest.page, () => document.activeElement?.id === 'canvas', null, 'Escape gives the keyboard back to the table');
  await guest.page.keyboard.press('d');
  await host.page.waitForFunction((r) => window.canastaOnline.host().requests.get(1)?.req !== r
    && window.canastaTable.state().phase === 'play', req, { timeout: WAIT_MS });
}
