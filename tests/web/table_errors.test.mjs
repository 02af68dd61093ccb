// Stale errors (issue 12, item 2): the red reason of a refused move must not
// stay as the headline after the next, legal action, or a legal draw or
// discard would look failed. table_hints covers a legal meld; this covers a
// draw and a discard.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, tableState, tableTargets, pressPlace, actionButton as button } from './game_helpers.mjs';

// Classic, seat 0 to draw, nothing melded yet.
const POSITION = 'variant=classic options= players=4 deal=0 dealer=3 turn=0 phase=draw answer=none askdraw=0 scores=0,0 hand0=Ac,Qd,Qh,Jc,Th,Ts,9c,6h,Jk,7c,7s hand1=Kd,Qd,Qs,Jd,Th,9c,8c,6s,5d,2d,2h hand2=Kc,Ks,Ks,Qc,8s,7h,6d,5h,4h,3c,3h hand3=Ac,As,Kc,Jh,7d,7h,6d,5s,4s,3h,Jk known0= known1= known2= known3= melds0= melds1= red30= red31= pile=Jk,3d,9d stock=Jk,8d,Jh,2s,4d,9s,5c,4c,Ad,7d,As,Qc,Td,9h,Js,5h,Tc,Jd,5d,4c,Ah,9h,4s,4h,2c,8d,8c,Tc,3s,6s,Kh,Kh,2s,6c,8h,Ts,9d,6c,6h,9s,3s,3d,2d,Qs,2c,4d,Qh,Ah,8s,Jc,Js,Kd,3c,5s,Td,2h,5c,8h,7s,Ad,7c melded= played= started= added=0 premelded=0 lastred3=0 out=- concealed=0 end=none seed=1';

// Desktops use the mouse, the phone a finger, on the place a target names.
const press = (page, phone, find) => pressPlace(page, page, find, { touch: phone });

const isError = () => window.canastaTable.targets().messageError === true;

const SIZES = [
  { width: 1920, height: 1080, scale: 1 },
  { width: 1280, height: 800, scale: 1 },
  { width: 390, height: 844, scale: 3, phone: true },
];

for (const { width, height, scale, phone } of SIZES) test(`a refused move's reason goes away on the next legal draw and discard, at ${width}x${height}`, { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width, height }, deviceScaleFactor: scale, hasTouch: !!phone, isMobile: !!phone });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&position=${encodeURIComponent(POSITION)}`);
    // The position itself, not a fresh deal: a refused position would deal anew.
    assert.match((await tableState(page)).position, /phase=draw .*hand0=Ac,Qd,Qh,Jc,Th,Ts,9c,7c,7s,6h,Jk /);

    await press(page, phone, button('Discard'));  // before drawing: refused
    await page.waitForFunction(isError, null, { timeout: 30000 });
    await page.screenshot({ path: artifactPath(`stale-error-refused-${width}x${height}.png`) });
    await press(page, phone, (t) => t.kind === 'stock');  // a legal draw
    await page.waitForFunction(() => /phase=play/.test(window.canastaTable.state().position), null, { timeout: 30000 });
    assert.equal((await tableTargets(page)).messageError, false, 'the draw clears the refused discard\'s reason');

    await press(page, phone, button('Meld'));  // with nothing selected: refused
    await page.waitForFunction(isError, null, { timeout: 30000 });
    await press(page, phone, (t) => t.kind === 'hand' && t.card === '9c');
    await page.waitForFunction(() => window.canastaTable.targets().targets.some((t) => t.kind === 'action' && t.name === 'Discard' && t.enabled), null, { timeout: 30000 });
    await press(page, phone, button('Discard'));  // a legal discard
    await page.waitForFunction(() => /pile=Jk,3d,9d,9c /.test(window.canastaTable.state().position), null, { timeout: 30000 });
    const after = await tableTargets(page);
    assert.equal(after.messageError, false, 'the discard clears the refused meld\'s reason');
    await page.screenshot({ path: artifactPath(`stale-error-cleared-${width}x${height}.png`) });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
