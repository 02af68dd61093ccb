// Screen readers (issue 12, item 9): an accessible region outside the canvas
// says the hand in order with its selection, the pile, the stock and each
// side's melds; keyboard focus on the canvas says what is focused; moves are
// spoken by the status line as they happen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { openTable, tableState, humanMove, waitForHuman, pressPlace } from './game_helpers.mjs';

test('the table in words: hand, selection, pile, melds, and the focused place', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5&players=4`);
    await waitForHuman(page, ['draw']);
    const hand = page.getByRole('list', { name: 'Your hand' });
    const held = /hand0=([^ ]*)/.exec((await tableState(page)).position)[1].split(',').length;
    await page.waitForFunction((n) => document.querySelectorAll('#mirror-hand li').length === n, held, { timeout: 30000 });
    assert.equal(await hand.getByRole('listitem').count(), held);
    assert.match(await page.textContent('#mirror-pile'), /^Discard pile: (1 card|\d+ cards), top card /);
    assert.equal(await page.getByRole('heading', { name: /^Us: melds/ }).count(), 1);
    assert.equal(await page.getByRole('heading', { name: /^Them: melds/ }).count(), 1);

    // Selecting a card is said in the list.
    await humanMove(page);  // draw first: then a card may be selected for play
    await pressPlace(page, page, (t) => t.kind === 'hand');
    await page.waitForFunction(() => [...document.querySelectorAll('#mirror-hand li')].some((li) => /, selected$/.test(li.textContent)), null, { timeout: 30000 });
    // One card is a discard, not a meld: it is not counted toward the minimum.
    const oneCounted = await page.evaluate(() => document.getElementById('mirror-selection')?.textContent ?? '');
    assert.doesNotMatch(oneCounted, /selected \d+ of/);
    // Two are: before our initial meld they are counted against it (50 at 0 points).
    await pressPlace(page, page, (t) => t.kind === 'hand' && t.index === 0);
    await page.waitForFunction(() => /^selected \d+ of 50$/.test(document.getElementById('mirror-selection')?.textContent ?? ''), null, { timeout: 30000 });

    // Keyboard focus on the canvas is said on the status line.
    await page.focus('#canvas');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => {
      const said = document.getElementById('status').textContent;
      const words = document.getElementById('table-mirror').textContent;
      return said.length > 0 && words.includes(said.replace(/, selected$/, ''));
    }, null, { timeout: 30000 });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
