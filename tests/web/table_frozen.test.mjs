// The pile's state before a player tries (issue 37, item 2): before our side
// has melded the pile is frozen for us, and the table says so under it; the
// counter says a selection cannot take it, and why; a refused take's red
// reason goes once the selection changes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, pressPlace } from './game_helpers.mjs';

// Our side has not melded; theirs has, so the pile is open to them only.
const POSITION =
  'players=4 turn=0 phase=draw hand0=Kc,Kd,Jk,5c,6d,7h,8s,9c,Tc,Qh,4s melds1=Qd,Qs,Qc ' +
  'hand1=Ac,Kh,8h,6s,5s hand2=Jc,Jd,8c,7h,6h hand3=Th,Ts,9c,9h,6d pile=5h,6c,Ks';
const view = (page) => page.evaluate(() => window.canastaTable.targets());

test('before our side melds the pile says FROZEN under it, and a refusal goes when the selection changes', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&measure=1&lang=en&seed=3&position=${encodeURIComponent(POSITION)}`);
    await page.waitForFunction(() => (window.canastaTable.targets().texts ?? []).length > 0, null, { timeout: 30000 });
    // K♣ and the joker with the king on top: refused.
    await pressPlace(page, page, (t) => t.kind === 'hand' && t.card === 'Kc', { touch: true });
    await pressPlace(page, page, (t) => t.kind === 'hand' && t.card === 'Jk', { touch: true });
    // The counter says the take cannot be, and why, before the player tries.
    await page.waitForFunction(() => window.canastaTable.targets().texts.some((l) => l.text.includes('frozen for you: a natural pair')),
      null, { timeout: 30000 });
    await pressPlace(page, page, (t) => t.kind === 'pile', { touch: true });
    await page.waitForFunction(() => window.canastaTable.targets().messageError, null, { timeout: 30000 });
    const refusal = (await view(page)).message;
    // Another card: the reason was about the cards selected before.
    await pressPlace(page, page, (t) => t.kind === 'hand' && t.card === 'Kd', { touch: true });
    await page.waitForFunction(() => !window.canastaTable.targets().messageError, null, { timeout: 30000 });
    assert.notEqual((await view(page)).message, refusal);
    const { targets, texts } = await view(page);
    const pile = targets.find((t) => t.kind === 'pile');
    const under = texts.filter((l) => l.role === 'count' && l.y >= pile.y + pile.h - 1 && l.y <= pile.y + pile.h + 30 && l.x < pile.x + pile.w && l.x + l.w > pile.x);
    assert.deepEqual(under.map((l) => l.text), ['FROZEN 3'], 'the word under the pile');
    await page.screenshot({ path: artifactPath('frozen-for-us-390x844.png') });

    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
