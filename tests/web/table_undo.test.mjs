// Undo as a player meets it (issue 37, item 4): on by default against the
// computer, the button itself ("Undo draw") and its tooltip say how far back
// it takes the player, U
// and the button both take back the draw, the game keeps "undo used"
// across a reload, and the statistics mark the finished game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { guestSits, hostInvites, openOnline } from './online_helpers.mjs';
import {
  actionButton, humanMove, openTable, pressPlace, reloadTable, slowDisk, storedGames, tableRecord, tableState, tableTargets,
  waitForHuman, waitSaved,
} from './game_helpers.mjs';

// You (seat 0) are to draw from a stock of two cards, 5,500 points up: the
// deal, and with it the game, ends when the stock is out.
//   your hand: A♣ A♦ A♠ K♣ K♦ 5♥ 6♥ 8♣   pile: J♥ J♣ K♥   stock: 7♦ 9♠
const POSITION = 'players=2 dealer=1 turn=0 scores=5500,100 hand0=Ac,Ad,As,Kc,Kd,5h,6h,8c '
  + 'hand1=Qc,Qd,Qs,9h,9c,4d,4c,7s pile=Jh,Jc,Kh stock=7d,9s seed=3';
const BACK = 'Undo: back to before your draw';
const DONE = 'Back to before your draw: the cards you drew are on the stock again, and what you melded this turn is in your hand.';

const undoPlace = async (page) => (await tableTargets(page)).targets.find(actionButton('Undo'));
const handSize = async (page) => (await tableTargets(page)).mirror.hand.length;

// Draws from the stock with a click, and waits until the table says how far Undo goes.
async function draw(page) {
  await pressPlace(page, page, (t) => t.kind === 'stock');
  await page.waitForFunction((tip) => window.canastaTable.targets().targets.some((t) => t.name === 'Undo' && t.enabled && t.tip === tip),
    BACK, { timeout: 30000 });
}

// The words drawn inside the Undo button, line by line (the table's own
// record of what it drew: ?measure=1).
async function undoFace(page) {
  const { targets, texts } = await tableTargets(page);
  const b = targets.find(actionButton('Undo'));
  return texts.filter((l) => l.y >= b.y && l.y <= b.y + b.h && l.x >= b.x - 1 && l.x + l.w <= b.x + b.w + 1)
    .sort((l, m) => l.y - m.y).map((l) => l.text);
}

// After an undo: the draw is taken back and the table says so.
async function takenBack(page, entries) {
  await page.waitForFunction((n) => window.canastaTable.state().entries === n && window.canastaTable.state().phase === 'draw', entries, { timeout: 30000 });
  await page.waitForFunction((m) => window.canastaTable.targets().message === m, DONE, { timeout: 30000 });
  assert.equal(await handSize(page), 8);
  assert.equal((await undoPlace(page)).enabled, false, 'one step back only');
}

test('Undo: on against the computer, says how far back, U and the button take back the draw, the statistics mark the game', { timeout: 240000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&measure=1&position=${encodeURIComponent(POSITION)}`);
    assert.equal(await waitForHuman(page), 'draw');
    assert.deepEqual(await undoFace(page), ['Undo']);
    const start = (await tableState(page)).entries;
    const before = await undoPlace(page);
    assert.equal(before.enabled, false);
    assert.equal(before.tip, undefined, 'nothing to take back: the button says no more than "Undo"');
    assert.equal(await handSize(page), 8);

    // Drawn: the button's tooltip says where Undo goes; U takes the draw back.
    await draw(page);
    assert.equal(await handSize(page), 9);
    assert.deepEqual((await undoFace(page)).join(' '), 'Undo draw', 'the button says what it takes back');
    await page.screenshot({ path: artifactPath('undo-desktop.png') });
    const place = await undoPlace(page);
    await page.mouse.move(place.x + place.w / 2, place.y + place.h / 2);
    await page.waitForFunction((tip) => document.getElementById('canvas').title === tip, BACK, { timeout: 30000 });
    await page.keyboard.press('u');
    await takenBack(page, start);

    // Drawn again: the real Undo button does the same.
    await draw(page);
    await pressPlace(page, page, (t) => actionButton('Undo')(t) && t.enabled, { what: 'the lit Undo button' });
    await takenBack(page, start);

    // The game is saved as one played with undo, and stays so across a reload.
    await humanMove(page);
    await waitSaved(page);
    const saved = async () => (await storedGames(page)).filter((g) => g.undone === true && !g.finished).length;
    assert.equal(await saved(), 1);
    await reloadTable(page);
    assert.equal(await saved(), 1);

    // The game ends when the stock is out: a discard, the computer's turn, and a pass.
    await humanMove(page);
    assert.equal(await waitForHuman(page), 'draw');
    await pressPlace(page, page, (t) => actionButton('Pass')(t) && t.enabled, { what: 'Pass' });
    await page.waitForFunction(() => window.canastaTable.state().phase === 'game_over', null, { timeout: 30000 });
    await waitSaved(page);
    const { scores } = await tableState(page);
    assert.ok(scores[0] > scores[1], `you win: ${scores}`);

    await page.click('#games-button');
    await page.waitForFunction(() => document.querySelectorAll('#stats-body tr').length === 1
      && document.querySelector('#stats-body td:nth-child(4)')?.textContent !== '', null, { timeout: 10000 });
    const rows = await page.$$eval('#stats-body tr', (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
    const points = new Intl.NumberFormat('en').format(scores[0]);
    assert.deepEqual(rows, [['Classic (1950)', '2', 'Standard', '1 (1 with undo)', '1', points, `${points} (with undo)`]]);
    const games = await page.$$eval('#games-list td.game small', (smalls) => smalls.map((s) => s.textContent));
    assert.deepEqual(games, ['on the table now · undo used']);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

// The host's table once a guest sits at seat 1, seated as the online layer
// seats one (online.js hostTablePort: the bridge's setSeat): no undo, and
// Options does not offer it; a press says why.
test('on a phone, in German, the Undo button says "Ziehen rückgängig" whole, at 12 px or more, within its 44 px', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=de&measure=1&position=${encodeURIComponent(POSITION)}`);
    assert.equal(await waitForHuman(page), 'draw');
    await pressPlace(page, page, (t) => t.kind === 'stock', { touch: true });
    await page.waitForFunction(() => window.canastaTable.targets().targets.some((t) => t.name === 'Rückgängig' && t.enabled), null, { timeout: 30000 });
    const { targets, texts } = await tableTargets(page);
    const b = targets.find(actionButton('Rückgängig'));
    assert.ok(b.w >= 44 && b.h >= 44, `the button is ${b.w}x${b.h}`);
    const lines = texts.filter((l) => l.y >= b.y && l.y <= b.y + b.h && l.x >= b.x - 1 && l.x + l.w <= b.x + b.w + 1);
    assert.equal(lines.sort((l, m) => l.y - m.y).map((l) => l.text).join(' '), 'Ziehen rückgängig');
    for (const l of lines) assert.ok(l.px >= 12, `"${l.text}" at ${l.px} px`);
    await page.screenshot({ path: artifactPath('undo-phone-de.png') });
  } finally {
    await site.close();
  }
});

test('Undo at an online table: not offered, not in Options, and U says why', { timeout: 180000 }, async () => {
  // A friend really sits at the host's table, over WebRTC on loopback.
  const setup = await openOnline();
  try {
    const host = await setup.player();
    const guest = await setup.player();
    const link = await hostInvites(setup, host, 'seed=21&players=2');
    await guestSits(guest, link, 'Bea', 1);
    await host.page.click('#online-start');
    await guest.page.waitForFunction(() => window.canastaTable?.state()?.mode === 'guest', null, { timeout: 60000 });
    const { page } = host;
    assert.equal(await waitForHuman(page), 'draw');
    const entries = (await tableState(page)).entries;
    const held = await handSize(page);
    await pressPlace(page, page, (t) => t.kind === 'stock');
    await page.waitForFunction((n) => window.canastaTable.state().entries === n, entries + 1, { timeout: 30000 });
    const undo = await undoPlace(page);
    assert.equal(undo.enabled, false);
    assert.equal(undo.tip, undefined);
    await page.keyboard.press('u');
    await page.waitForFunction(() => window.canastaTable.targets().message
      === 'Undo is not offered at an online table: the other players have seen the move.', null, { timeout: 30000 });
    assert.equal(await handSize(page), held + 1, 'the draw stands');
    // "Bea sat down." lies over the menu until it fades: the host closes it.
    if (await page.isVisible('#notice-close')) await page.click('#notice-close');
    await pressPlace(page, page, (t) => t.kind === 'menu' && t.name === 'Options', { what: 'Options' });
    await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === 'Close'), null, { timeout: 30000 });
    const labels = (await tableTargets(page)).dialog.map((b) => b.label);
    assert.ok(labels.includes('\u2713 Sounds') || labels.includes('Sounds'), `Options is open: ${labels}`);
    assert.equal(labels.filter((l) => /Allow undo/.test(l)).length, 0, 'no Allow undo at an online table');
    assert.deepEqual(host.consoleErrors, []);
    assert.deepEqual(guest.consoleErrors, []);
  } finally {
    await setup.close();
  }
});

// An undo just before a reload, while the disk has not written it yet: the
// journal (save_journal.js) that brings the newest record back brings the
// mark with it, and the resumed game is saved as played with undo.
test('Undo just before a reload, the disk still writing: the resumed game keeps its mark', { timeout: 180000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&position=${encodeURIComponent(POSITION)}`);
    assert.equal(await waitForHuman(page), 'draw');
    await draw(page);
    await waitSaved(page);
    const drawn = await tableRecord(page);
    await page.evaluate(slowDisk, 30000);
    await page.keyboard.press('u');
    await takenBack(page, 0);
    const undone = await tableRecord(page);
    // (The store is not read here: a read waits for the slow write.)
    assert.equal(await page.evaluate(() => window.canastaTable.savedRecord()), drawn, 'the disk has only the draw');
    await reloadTable(page);
    assert.equal(await tableRecord(page), undone, 'resumed at the undo');
    await waitSaved(page);
    assert.deepEqual((await storedGames(page)).map((g) => g.undone), [true]);
  } finally {
    await site.close();
  }
});
