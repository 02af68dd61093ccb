// The new-game dialog offers the four games of the rules table, each with the
// player counts it allows and a line saying what it is; choosing one never
// moves the dialog, and Start deals that game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, tableState, dialogButtons, tapMenu, pressDialog } from './game_helpers.mjs';

const dialog = dialogButtons;

async function click(page, label) {
  await pressDialog(page, label);
  await page.waitForFunction((l) => {
    const b = (window.canastaTable.targets().dialog ?? []).find((d) => d.label === l);
    return !b || b.on || !['Classic (1950)', 'Three-pack', 'Modern American', 'Uruguayan'].includes(l);
  }, label, { timeout: 30000 });
}

const playerChips = async (page) => (await dialog(page)).filter((b) => /^[2-6]$/.test(b.label)).map((b) => b.label);

// Presses Start and, over a game in progress, Start anyway (that game stays
// in Games); resolves once the table deals `variant`.
async function startGame(page, variant) {
  await click(page, 'Start');
  await page.waitForFunction((v) => window.canastaTable.state().variant === v
    || (window.canastaTable.targets().dialog ?? []).some((b) => b.label === 'Start anyway'), variant, { timeout: 30000 });
  if ((await dialog(page)).some((b) => b.label === 'Start anyway')) await click(page, 'Start anyway');
  await page.waitForFunction((v) => window.canastaTable.state().variant === v, variant, { timeout: 30000 });
}

for (const [width, height, scale] of [[1920, 1080, 1], [1280, 800, 1], [390, 844, 3]]) {
  test(`the new-game dialog offers Classic, Three-pack, Modern American and Uruguayan at ${width}x${height}`, { timeout: 120000 }, async () => {
    const site = await openSite({ viewport: { width, height }, deviceScaleFactor: scale });
    try {
      const { page, origin } = site;
      await openTable(page, `${origin}/?fast=1&lang=en&seed=4`);
      await tapMenu(page, 'New');
      await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).length > 0, null, { timeout: 30000 });
      const labels = (await dialog(page)).map((b) => b.label);
      for (const game of ['Classic (1950)', 'Three-pack', 'Modern American', 'Uruguayan']) assert.ok(labels.includes(game), game);
      assert.deepEqual(await playerChips(page), ['2', '3', '4', '5', '6']);
      const start = (await dialog(page)).find((b) => b.label === 'Start');

      await click(page, 'Uruguayan');
      assert.deepEqual(await playerChips(page), ['2', '3', '4', '6']);
      assert.ok((await dialog(page)).some((b) => b.label === 'The pile is always frozen'), 'Uruguayan options');
      await click(page, 'Modern American');
      assert.deepEqual(await playerChips(page), ['4']);
      assert.ok((await dialog(page)).some((b) => b.label === 'No special hands'), 'Modern American options');
      assert.ok(!(await dialog(page)).some((b) => /Minimum 15/.test(b.label)), 'no Classic options');
      const after = (await dialog(page)).find((b) => b.label === 'Start');
      assert.deepEqual([after.x, after.y, after.w, after.h], [start.x, start.y, start.w, start.h], 'the dialog did not move');
      await page.screenshot({ path: artifactPath(`new-game-american-${width}x${height}.png`) });

      await startGame(page, 'american');
      const state = await tableState(page);
      assert.equal(state.players, 4);
      assert.match(state.position, /variant=american/);
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });
}

// Trios (UY-01): six Uruguayan players play with the Spanish pack of 216
// cards, which the 6 chip turns on; the table seats two teams of three.
for (const [width, height, scale] of [[1280, 800, 1], [390, 844, 3]]) {
  test(`Uruguayan trios: six players bring the 216-card pack at ${width}x${height}`, { timeout: 180000 }, async () => {
    const site = await openSite({ viewport: { width, height }, deviceScaleFactor: scale });
    try {
      const { page, origin } = site;
      await openTable(page, `${origin}/?fast=1&lang=en&seed=4`);
      await tapMenu(page, 'New');
      await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).length > 0, null, { timeout: 30000 });
      await click(page, 'Uruguayan');
      const pack = 'Spanish pack: 216 cards (six players: trios)';
      // An option that is on shows a tick before its words.
      const isPack = (b) => b.label.replace(/^✓ /, '') === pack;
      assert.equal((await dialog(page)).find(isPack)?.on, false);
      await pressDialog(page, '6');
      await page.waitForFunction((l) => (window.canastaTable.targets().dialog ?? []).find((b) => b.label === `✓ ${l}`)?.on,
        pack, { timeout: 30000 });
      await page.screenshot({ path: artifactPath(`new-game-trios-${width}x${height}.png`) });
      // Without the pack six cannot sit down: the table shrinks to four.
      await pressDialog(page, `✓ ${pack}`);
      await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).find((b) => b.label === '4')?.on,
        null, { timeout: 30000 });
      await pressDialog(page, '6');
      await startGame(page, 'uruguayan');
      const state = await tableState(page);
      assert.equal(state.players, 6);
      assert.match(state.position, /variant=uruguayan options=pack216 players=6/);
      // The screen-reader mirror names the three players of each team.
      await page.waitForFunction(() => document.querySelectorAll('#table-mirror .mirror-seats').length === 2, null, { timeout: 30000 });
      const teams = await page.$$eval('#table-mirror .mirror-seats', (ps) => ps.map((p) => p.textContent.split(', ').length));
      assert.deepEqual(teams, [3, 3]);
      await page.waitForTimeout(500);
      await page.screenshot({ path: artifactPath(`table-trios-${width}x${height}.png`) });
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });
}
