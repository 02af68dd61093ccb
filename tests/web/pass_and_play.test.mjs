// Pass-and-play: four seats, two people (partners: Ana and Ben) and two
// computer players on one device. The new-game dialog seats the people and
// takes their names (typed in the page's inputs over the table's fields);
// between two people's turns a screen hides the hand until the next one
// takes the device, and while it shows no card of any hand is drawn or said
// (the screen-reader mirror has no hand, the canvas's hand area is bare);
// the partner answers "May I go out?" behind the same screen; the table
// names whose hand it shows; the game saves with the players' names.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openSite, pngWhitePixels } from './browser.mjs';
import { actionButton, openTable, pressPlace, storedGames, tableState, tableTargets } from './game_helpers.mjs';

// The dialog buttons' names (frontend/table/dialog_action.h, dialog_action_name).
const PASS_READY = 'passReady';
const nameField = (seat) => `name:${seat}`;
const person = (seat) => `person:${seat}`;
const SLOW = 30000;

// Watches every message of the table: a view or mirror that shows a hand
// while the pass screen is up is a leak.
const WATCH_FOR_LEAKS = () => {
  const leaks = window.passLeaks = [];
  window.passScreens = 0;
  let passing = false;
  window.canastaTable.bridge().watch((m) => {
    if (m.type === 'view') {
      passing = m.dialog.some((d) => d.id === 'passReady');
      if (passing) window.passScreens += 1;
      if (passing && (m.hand !== 0 || m.targets.some((t) => t.kind === 'hand'))) leaks.push(`view with a hand: ${m.hand}`);
    }
    if (m.type === 'mirror' && (m.pass || passing) && m.hand.length) leaks.push(`mirror says ${m.hand.map((c) => c.card)}`);
  });
};

// Card-white pixels in the bottom fifth of the canvas, where the hand lies.
async function whiteInHandArea(page) {
  return pngWhitePixels(page, await page.locator('#canvas').screenshot(), { fromTop: 0.8 });
}

const passButton = (page) => page.evaluate((id) => window.canastaTable.targets().dialog?.find((d) => d.id === id) ?? null, PASS_READY);

// Waits for the pass screen (playing nothing meanwhile) and checks it hides the hand.
async function passScreen(page, name, shot) {
  await page.waitForFunction((id) => window.canastaTable.targets().dialog?.some((d) => d.id === id), PASS_READY, { timeout: SLOW });
  const button = await passButton(page);
  assert.equal(button.label, `I am ${name}: show my cards`);
  assert.match(await page.textContent('#mirror-pass'), new RegExp(`Hand the device to ${name}`));
  assert.equal(await page.locator('#mirror-hand').count(), 0, 'the mirror says no hand');
  assert.equal(await whiteInHandArea(page), 0, 'no card is drawn where the hand lies');
  if (shot) await page.screenshot({ path: artifactPath(shot) });
}

async function takeOver(page) {
  await pressPlace(page, page, (d) => d.id === PASS_READY, { among: 'dialog', what: 'the pass screen\'s button' });
  await page.waitForFunction(() => !window.canastaTable.targets().dialog?.length, null, { timeout: SLOW });
}

// One whole turn of the person in front of the table: draw, discard the first card.
async function playTurn(page) {
  await page.waitForFunction(() => document.body.dataset.phase === 'draw', null, { timeout: SLOW });
  const before = (await tableState(page)).entries;
  await pressPlace(page, page, (t) => t.kind === 'stock');
  await page.waitForFunction(() => document.body.dataset.phase === 'play', null, { timeout: SLOW });
  await pressPlace(page, page, (t) => t.kind === 'hand' && t.index === 0);
  await pressPlace(page, page, (t) => actionButton('Discard')(t) && t.enabled);
  await page.waitForFunction((n) => window.canastaTable.state().entries >= n + 2, before, { timeout: SLOW });
}

test('pass-and-play: two people and two computers, the hand hidden between turns, the partner asked', { timeout: 240000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5&measure=1`);
    assert.ok(await whiteInHandArea(page) > 1000, 'the measure sees a hand when one is drawn');
    await page.evaluate(WATCH_FOR_LEAKS);

    // New game: Ben at seat 2 is a person; the two type their names.
    await pressPlace(page, page, (t) => t.kind === 'menu' && t.name === 'New');
    await pressPlace(page, page, (d) => d.id === person(2), { among: 'dialog', what: 'seat 2\'s Person chip' });
    for (const [seat, name] of [[0, 'Ana'], [2, 'Ben']]) {
      const input = page.locator(`input.table-field[data-field="${nameField(seat)}"]`);
      await input.waitFor({ timeout: SLOW });
      assert.equal(await input.getAttribute('aria-label'), `Name of player ${seat + 1}`);
      await input.click();
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
    }
    await page.waitForFunction(() => window.canastaTable.targets().dialog.filter((d) => d.field).map((d) => d.value).join() === 'Ana,Ben', null, { timeout: SLOW });
    await page.screenshot({ path: artifactPath('pass-new-game-1280x800.png') });
    await pressPlace(page, page, (d) => d.label === 'Start', { among: 'dialog', what: 'Start' });

    // Whoever set the game up holds the device: it goes to the first person to play.
    // (The new game starts on the table's next frame: wait for its seats.)
    await page.waitForFunction(() => window.canastaTable.state().seats?.[2]?.kind === 'local', null, { timeout: SLOW });
    const seats = (await tableState(page)).seats;
    assert.deepEqual(seats.map((s) => [s.kind, s.name ?? '']), [['local', 'Ana'], ['computer', ''], ['local', 'Ben'], ['computer', '']]);
    const firstTurns = [];
    for (let turn = 0; turn < 4; turn++) {
      const button = await (async () => {
        await page.waitForFunction((id) => window.canastaTable.targets().dialog?.some((d) => d.id === id), PASS_READY, { timeout: SLOW });
        return passButton(page);
      })();
      const name = button.label.startsWith('I am Ana') ? 'Ana' : 'Ben';
      await passScreen(page, name, turn === 0 ? 'pass-screen-1280x800.png' : null);
      await takeOver(page);
      assert.ok(await whiteInHandArea(page) > 1000, `${name}'s hand shows once ${name} has the device`);
      // The table names whose hand it shows, over the side's melds.
      await page.waitForFunction((who) => (window.canastaTable.targets().texts ?? []).some((l) => l.text.startsWith(`${who}'s hand`)), name, { timeout: SLOW })
        .catch(() => assert.fail(`the table does not name ${name}'s hand`));
      if (turn === 0) await page.screenshot({ path: artifactPath('pass-hand-named-1280x800.png') });
      firstTurns.push(name);
      await playTurn(page);
      assert.equal((await tableState(page)).viewer, name === 'Ana' ? 0 : 2);
    }
    // The device went back and forth between the partners.
    assert.deepEqual(firstTurns.slice(0, 2).sort(), ['Ana', 'Ben']);
    assert.notEqual(firstTurns[0], firstTurns[1]);

    // The game is saved with the players and their names.
    await page.waitForFunction((id) => window.canastaTable.targets().dialog?.some((d) => d.id === id), PASS_READY, { timeout: SLOW });
    // The computer players wait while the pass screen is up: the record stands still.
    await page.waitForFunction(() => window.canastaTable.record() !== null && window.canastaTable.record() === window.canastaTable.savedRecord(), null, { timeout: SLOW });
    const saved = (await storedGames(page)).map((g) => JSON.parse(g.record)).find((r) => r.seats?.[2]?.name === 'Ben');
    assert.ok(saved, 'a saved game names Ben');
    assert.deepEqual(saved.seats[0], { kind: 'local', level: 'standard', name: 'Ana' });

    // "May I go out?": Ana asks, Ben answers behind the screen, the device comes back.
    const position = 'players=4 turn=0 phase=draw hand0=Kc,Kd,Ks hand1=Qc,Jd,9s hand2=Jc,Td,8s hand3=Tc,9d,7s '
      + 'melds0=7c,7d,7h,7s,7c,7d,7h melds1=5c,5d,5h pile=4h stock=4c,4d,6h,6s seed=3';
    assert.equal(await page.evaluate((p) => window.canastaTable.api().loadPosition(p), position), '');
    await passScreen(page, 'Ana');
    await takeOver(page);
    await pressPlace(page, page, (t) => actionButton('Ask partner')(t) && t.enabled);
    await passScreen(page, 'Ben', 'pass-ask-1280x800.png');
    await takeOver(page);
    await page.waitForFunction(() => /Ana asks: may I go out\?/.test(window.canastaTable.targets().message), null, { timeout: SLOW });
    await page.screenshot({ path: artifactPath('pass-answer-1280x800.png') });
    await pressPlace(page, page, (t) => actionButton('Yes')(t) && t.enabled);
    await passScreen(page, 'Ana');
    await takeOver(page);
    assert.match((await tableTargets(page)).message, /Your partner says yes/);

    const leaks = await page.evaluate(() => window.passLeaks);
    assert.deepEqual(leaks, []);
    assert.ok(await page.evaluate(() => window.passScreens) >= 8);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('pass-and-play on a phone: the pass screen and the names', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=de&seed=8&save=0`);
    await pressPlace(page, page, (t) => t.kind === 'menu' && t.name === 'Neu', { touch: true });
    await pressPlace(page, page, (d) => d.id === person(1), { among: 'dialog', touch: true, what: 'seat 1\'s Person chip' });
    const input = page.locator(`input.table-field[data-field="${nameField(1)}"]`);
    await input.waitFor({ timeout: SLOW });
    await input.tap();
    await page.keyboard.type('Jürgen');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => window.canastaTable.targets().dialog.some((d) => d.field && d.value === 'Jürgen'), null, { timeout: SLOW });
    await page.screenshot({ path: artifactPath('pass-new-game-390x844.png') });
    await pressPlace(page, page, (d) => d.label === 'Starten' || d.label === 'Start', { among: 'dialog', touch: true, what: 'Start' });
    await page.waitForFunction((id) => window.canastaTable.targets().dialog?.some((d) => d.id === id), PASS_READY, { timeout: SLOW });
    assert.equal(await page.locator('#mirror-hand').count(), 0);
    assert.equal(await whiteInHandArea(page), 0);
    await page.screenshot({ path: artifactPath('pass-screen-390x844.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

// Presses `key` on the canvas until the status line (the live region) says
// `words`; the table takes a key at its next frame, so each press waits for
// the line to change.
async function keyUntil(page, key, words, most = 60) {
  const status = () => page.evaluate(() => document.getElementById('status').textContent);
  let said = await status();
  for (let i = 0; i < most && said !== words; ++i) {
    await page.keyboard.press(key);
    await page.waitForFunction((before) => document.getElementById('status').textContent !== before, said, { timeout: SLOW });
    said = await status();
  }
  assert.equal(said, words);
}

test('pass-and-play by the keyboard: each seat\'s chips and name field are said, Enter passes the device', { timeout: 180000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5&save=0`);
    await pressPlace(page, page, (t) => t.kind === 'menu' && t.name === 'New');
    await page.locator('#canvas').focus();
    // Seat 2's Person chip, said with the seat's player, marked the first seat's partner, then its new name field.
    await keyUntil(page, 'Tab', 'Bruno · Partner: Person');
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => window.canastaTable.targets().dialog.some((d) => d.id === id), nameField(2), { timeout: SLOW });
    await keyUntil(page, 'Shift+Tab', 'Alice: Master', 1);
    await keyUntil(page, 'Tab', 'Name of player 3: Player 3', 1);
    // Enter types in the page's own input over the field; Enter again gives the canvas the keys back.
    await page.keyboard.press('Enter');
    await page.waitForFunction((id) => document.activeElement?.dataset?.field === id, nameField(2), { timeout: SLOW });
    await page.keyboard.type('Ben');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'canvas', null, { timeout: SLOW });
    await page.waitForFunction((id) => window.canastaTable.targets().dialog.some((d) => d.id === id && d.value === 'Ben'), nameField(2), { timeout: SLOW });
    await keyUntil(page, 'Tab', 'Start');
    await page.keyboard.press('Enter');

    // The pass screen: said on the status line; Escape does not lift it, Enter does.
    await page.waitForFunction((id) => window.canastaTable.targets().dialog?.some((d) => d.id === id), PASS_READY, { timeout: SLOW });
    const to = (await passButton(page)).label.match(/^I am (.+): show my cards$/)[1];
    assert.ok(['Player 1', 'Ben'].includes(to), to);
    await page.waitForFunction((line) => document.getElementById('status').textContent === line, `Pass to ${to}: tap when ready.`, { timeout: SLOW });
    // Escape, then Tab: keys are handled in order, so once Tab's focus on the
    // pass button is said, Escape has been handled too.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await page.waitForFunction((line) => document.getElementById('status').textContent === line, `I am ${to}: show my cards`, { timeout: SLOW });
    assert.ok(await passButton(page), 'Escape leaves the pass screen up');
    assert.equal(await page.locator('#mirror-hand').count(), 0);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !window.canastaTable.targets().dialog?.length, null, { timeout: SLOW });
    await page.waitForFunction(() => document.querySelectorAll('#mirror-hand li').length > 0, null, { timeout: SLOW });
    assert.equal((await tableState(page)).viewer, to === 'Ben' ? 2 : 0);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
