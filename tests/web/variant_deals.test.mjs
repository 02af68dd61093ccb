// A whole deal of each new game, played through the page with real input to
// its score sheet: the table, the engine's rules and the score sheet work for
// Modern American and Uruguayan as for Classic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { DEAL_TIMEOUT_MS, playDeal } from './play_deal.mjs';
import { openTable, sheetMatchesReplay, tableState } from './game_helpers.mjs';

for (const [variant, players] of [['american', 4], ['uruguayan', 2]]) {
  test(`a whole deal of ${variant} with ${players} players reaches its score sheet`, { timeout: DEAL_TIMEOUT_MS + 60000 }, async () => {
    const site = await openSite({ viewport: { width: 1280, height: 800 } });
    try {
      const { page, origin } = site;
      await openTable(page, `${origin}/?fast=1&lang=en&seed=11&variant=${variant}&players=${players}`);
      const before = await tableState(page);
      assert.equal(before.variant, variant);
      assert.equal(before.players, players);
      await page.screenshot({ path: artifactPath(`${variant}-start-1280x800.png`) });
      // What the game's rules make worth seeing, said to a screen reader as
      // the canvas shows it: Modern American's pile is always frozen and its
      // turn card is counted down (MA-30, MA-05); Uruguayan's pot wants a
      // natural pair until its first take (UY-22).
      const pile = await page.textContent('#mirror-pile');
      if (variant === 'american') {
        assert.match(await page.textContent('#mirror-facts'), /^\d+ cards to the turn card, then no more bonus cards/);
      } else {
        assert.match(pile, /FIRST TAKE$/);
      }
      const { turns, state } = await playDeal(page, 'mouse');
      assert.ok(turns >= 1, 'the human played');
      assert.ok(state.dialog.some((b) => b.label === 'Next deal' || b.label === 'New game'), 'the score sheet shows');
      // The sheet's numbers are the engine's: the record replayed by the text protocol scores the same.
      const score = await sheetMatchesReplay(page);
      assert.equal(score.sides.length, 2);
      await page.screenshot({ path: artifactPath(`${variant}-score-1280x800.png`) });
      const after = await tableState(page);
      assert.match(after.position, new RegExp(`variant=${variant}`));
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });
}
