// The dealer's cut (UY-50, Uruguayan option cut_bonus) at the table: a
// person dealing picks the place in the pack with the keys (arrows, Enter)
// or the pointer (drag along the pack, let go), the table says how many
// were cut and whether that was exact, and a computer dealer cuts by itself.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, tableRecord, tableState, tableTargets } from './game_helpers.mjs';

// Before deal 0 with seat 0 (the person) dealing: the whole pack in the stock.
function cutPosition() {
  const cards = [];
  for (let deck = 0; deck < 2; ++deck)
    for (const rank of 'A23456789TJQK') for (const suit of 'cdhs') cards.push(rank + suit);
  for (let j = 0; j < 4; ++j) cards.push('Jk');
  return `variant=uruguayan options=cut_bonus players=4 dealer=0 turn=0 phase=cut stock=${cards.join(',')}`;
}

const cutStrip = async (page) => (await tableTargets(page)).targets.find((t) => t.kind === 'cut');

async function openCut(page, origin) {
  await openTable(page, `${origin}/?fast=1&lang=en&seed=5&position=${encodeURIComponent(cutPosition())}`);
  await page.waitForFunction(() => window.canastaTable.targets().targets?.some((t) => t.kind === 'cut'), null, { timeout: 30000 });
}

// Keeps every sentence the live region (#status) says from now on.
const listen = (page) => page.evaluate(() => {
  const status = document.getElementById('status');
  window.saidAloud = [];
  new MutationObserver(() => window.saidAloud.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
});
const said = (page, text) => page.waitForFunction((t) => window.saidAloud.includes(t), text, { timeout: 30000 });

// The first move of the record once the cut is made.
async function cutMade(page) {
  // record() answers the record as JSON text.
  await page.waitForFunction(() => JSON.parse(window.canastaTable.record() || '{}').moves?.length > 0, null,
    { timeout: 30000 });
  return JSON.parse(await tableRecord(page)).moves[0];
}

for (const [width, height, scale] of [[1280, 800, 1], [390, 844, 3]]) {
  test(`the dealer cuts exactly with the keys at ${width}x${height}`, { timeout: 120000 }, async () => {
    const site = await openSite({ viewport: { width, height }, deviceScaleFactor: scale });
    try {
      const { page, origin } = site;
      await openCut(page, origin);
      assert.match((await tableTargets(page)).message, /^Cut the pack/);
      await page.screenshot({ path: artifactPath(`dealer-cut-${width}x${height}.png`) });
      // From half the pack (54): up lifts ten more, each left one fewer.
      await page.locator('#canvas').focus();
      await listen(page);
      await page.keyboard.press('ArrowUp');
      await said(page, 'Cut at 59% of the pack.');
      for (let k = 0; k < 4; ++k) await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('Enter');
      assert.equal(await cutMade(page), 'cut 60');
      const state = await tableState(page);
      assert.match(state.position, / cut=60 /);
      assert.match(state.position, / phase=(draw|play|ask) /);
      // The table says how many and that it was exact.
      await said(page, 'You cut 60 cards: exactly the cards dealt.');
      await page.screenshot({ path: artifactPath(`dealer-cut-done-${width}x${height}.png`) });
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });

  test(`the dealer cuts by dragging along the pack at ${width}x${height}`, { timeout: 120000 }, async () => {
    const site = await openSite({ viewport: { width, height }, deviceScaleFactor: scale });
    try {
      const { page, origin } = site;
      await openCut(page, origin);
      const strip = await cutStrip(page);
      const y = strip.y + strip.h / 2;
      await listen(page);
      await page.mouse.move(strip.x + strip.w * 0.2, y);
      await page.mouse.down();
      await page.mouse.move(strip.x + strip.w * 0.5, y, { steps: 4 });
      await page.mouse.move(strip.x + strip.w * 0.75, y, { steps: 4 });
      await page.screenshot({ path: artifactPath(`dealer-cut-drag-${width}x${height}.png`) });
      await page.mouse.up();
      const move = await cutMade(page);
      const cut = Number(move.split(' ')[1]);
      assert.ok(Math.abs(cut - 81) <= 1, `three quarters of 108 cards, not ${move}`);
      assert.match((await tableState(page)).position, new RegExp(` cut=${cut} `));
      await said(page, `You cut ${cut} cards; the deal needs 60.`);
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });
}

test('the hint names the exact cut and says why, and Enter then cuts there', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openCut(page, origin);
    await page.locator('#canvas').focus();
    await listen(page);
    await page.keyboard.press('h');
    await said(page, 'Hint: cut 60 cards. 60 cards are exactly the cards dealt, 15 for each player: your side ' +
      'scores 100 points for it with a canasta, and loses 100 points without one.');
    await page.keyboard.press('Enter');
    assert.equal(await cutMade(page), 'cut 60');
    await said(page, 'You cut 60 cards: exactly the cards dealt.');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('a computer dealer cuts by itself, and the table says how many', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    // Everything the status line says, from the page's start: the cut comes at once.
    await page.addInitScript(() => {
      window.saidAloud = [];
      document.addEventListener('DOMContentLoaded', () => {
        const status = document.getElementById('status');
        new MutationObserver(() => window.saidAloud.push(status.textContent)).observe(status, { childList: true, characterData: true, subtree: true });
      });
    });
    // Deal 0's dealer is the last seat, a computer player.
    await openTable(page, `${origin}/?fast=1&lang=en&seed=9&variant=uruguayan&options=cut_bonus&players=4`);
    const move = await cutMade(page);
    assert.match(move, /^cut \d+$/);
    const cut = Number(move.slice(4));
    assert.ok(!(await tableTargets(page)).targets.some((t) => t.kind === 'cut'), 'no pack to cut for the person');
    // The table says how many, the number the record holds, against the 60 dealt (4 x 15).
    const sentence = new RegExp(`^\\S.* cut ${cut} cards(: exactly the cards dealt|; the deal needs 60)\\.$`);
    await page.waitForFunction((source) => window.saidAloud.some((line) => new RegExp(source).test(line)), sentence.source, { timeout: 30000 });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
