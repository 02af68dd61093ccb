// Hints and buttons agree (issue 12, item 1): a wild card selected alone goes
// to the one meld it may join when Meld is pressed, the highlighted button is
// the one that carries out the selection, a hint that adds to a meld says
// where, and a legal move clears the red reason of a refused one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, tableState, tableTargets, pressPlace, actionButton } from './game_helpers.mjs';

// Classic, seat 0 to play: its side has melded 7c 7s Jk and it holds a joker.
const POSITION = 'variant=classic options= players=4 deal=0 dealer=3 turn=0 phase=play answer=none askdraw=0 scores=0,0 hand0=Ac,Qd,Qh,Jc,Th,Ts,9c,6h,Jk hand1=Kd,Qd,Qs,Jd,Th,9c,8c,6s,5d,2d,2h hand2=Kc,Ks,Ks,Qc,8s,7h,6d,5h,4h,3c,3h hand3=Ac,As,Kc,Jh,7d,7h,6d,5s,4s,3h,Jk known0= known1= known2= known3= melds0=7c,7s,Jk melds1= red30= red31= pile=3d,9d stock=Jk,8d,Jh,2s,4d,9s,5c,4c,Ad,7d,As,Qc,Td,9h,Js,5h,Tc,Jd,5d,4c,Ah,9h,4s,4h,2c,8d,8c,Tc,3s,6s,Kh,Kh,2s,6c,8h,Ts,9d,6c,6h,9s,3s,3d,2d,Qs,2c,4d,Qh,Ah,8s,Jc,Js,Kd,3c,5s,Td,2h,5c,8h,7s,Ad,7c melded=0 played= started=7 added=0 premelded=0 lastred3=0 out=- concealed=0 end=none seed=1';

const targets = tableTargets;
const action = async (page, name) => (await targets(page)).targets.find(actionButton(name));
const tap = (page, match) => pressPlace(page, page, match);
// The action button `name` once the table has highlighted it (the hint's
// message and the highlight may be published a frame apart).
const highlightedAction = (name) => (t) => actionButton(name)(t) && t.highlighted;

test('a joker selected alone melds onto the sevens with the highlighted Meld button', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&position=${encodeURIComponent(POSITION)}`);
    await page.waitForFunction(() => document.body.dataset.phase === 'play', null, { timeout: 30000 });

    await page.keyboard.press('x');  // Discard with nothing selected: refused
    await page.waitForFunction(() => window.canastaTable.targets().messageError === true, null, { timeout: 30000 });

    await tap(page, (t) => t.kind === 'hand' && t.card === 'Jk');
    await page.waitForFunction(() => window.canastaTable.targets().targets.some((t) => t.kind === 'action' && t.name === 'Meld' && t.highlighted), null, { timeout: 30000 });
    assert.equal((await action(page, 'Discard')).highlighted, false, 'Discard is not the highlighted button');
    await page.screenshot({ path: artifactPath('hint-joker-selected-1280x800.png') });

    await page.keyboard.press('m');
    await page.waitForFunction(() => /melds0=7c,7s,Jk,Jk/.test(window.canastaTable.state().position), null, { timeout: 30000 });
    const after = await targets(page);
    assert.equal(after.messageError, false, 'the refused discard no longer shows as the headline');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

// The same with a natural seven in hand (swapped with seat 3's nine).
const WITH_SEVEN = 'variant=classic options= players=4 deal=0 dealer=3 turn=0 phase=play answer=none askdraw=0 scores=0,0 hand0=Ac,Qd,Qh,Jc,Th,Ts,7d,6h,Jk hand1=Kd,Qd,Qs,Jd,Th,9c,8c,6s,5d,2d,2h hand2=Kc,Ks,Ks,Qc,8s,7h,6d,5h,4h,3c,3h hand3=Ac,As,Kc,Jh,9c,7h,6d,5s,4s,3h,Jk known0= known1= known2= known3= melds0=7c,7s,Jk melds1= red30= red31= pile=3d,9d stock=Jk,8d,Jh,2s,4d,9s,5c,4c,Ad,7d,As,Qc,Td,9h,Js,5h,Tc,Jd,5d,4c,Ah,9h,4s,4h,2c,8d,8c,Tc,3s,6s,Kh,Kh,2s,6c,8h,Ts,9d,6c,6h,9s,3s,3d,2d,Qs,2c,4d,Qh,Ah,8s,Jc,Js,Kd,3c,5s,Td,2h,5c,8h,7s,Ad,7c melded=0 played= started=7 added=0 premelded=0 lastred3=0 out=- concealed=0 end=none seed=1';

test('the hint for a card that joins a meld says which meld, and the highlighted button carries it out', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&position=${encodeURIComponent(WITH_SEVEN)}`);
    await page.waitForFunction(() => document.body.dataset.phase === 'play', null, { timeout: 30000 });
    await tap(page, actionButton('Hint'));
    await page.waitForFunction(() => /^Hint: /.test(window.canastaTable.targets().message), null, { timeout: 30000 });
    // The hint is Master's move (the coach's worker, thinking for its time,
    // so either), with its reason: the seven onto the sevens, or the discard
    // the search found best, called the safest only when it is, else said
    // why the hand lets it go.
    const { message } = await targets(page);
    if (message.startsWith('Hint: add')) {
      assert.equal(message, 'Hint: add 7\u2666 to the sevens. It scores 5 points now.');
      await tap(page, highlightedAction('Meld'));
      await page.waitForFunction(() => /melds0=7c,7d,7s,Jk /.test(window.canastaTable.state().position), null, { timeout: 30000 });
    } else {
      // Every discard comes with its reason, in words (no percentage).
      assert.match(message, /^Hint: discard \S+\. (It is your safest discard: .+|Keep your melds in hand for now: .+|\S+ is a single card that fits none of your melds: .+|Your other cards are worth more to you than \S+\.)$/);
      // Discarded: the hand is a card shorter until this seat's next turn (the
      // pile may change again at once: the computer players move fast).
      const held = (await targets(page)).mirror.hand.length;
      await tap(page, highlightedAction('Discard'));
      await page.waitForFunction((n) => window.canastaTable.targets().mirror.hand.length === n - 1, held, { timeout: 30000 });
    }
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
