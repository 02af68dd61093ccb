// The desktop felt (issue 37, item 7): at 1920x1080 a meld's label
// stands right under its cards at 14 px or more (it stood 70 px below them,
// at the foot of the column, at 13 px), the meld area's header keeps a
// running total during the deal ("Us 1,250 · this deal 60": the melds on
// the table, as the engine's count scores them), not only the score before
// it, and each area is as large as its melds (it had half the table).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openSite, pngColumn } from './browser.mjs';
import { openTable } from './game_helpers.mjs';

// Seat 0's side has melded 7♣ 7♠ and a joker (60 points); the scores stand at 1,250 to 800.
const POSITION = 'variant=classic options= players=4 deal=0 dealer=3 turn=0 phase=play answer=none askdraw=0 scores=1250,800 hand0=Ac,Qd,Qh,Jc,Th,Ts,7d,6h,Jk hand1=Kd,Qd,Qs,Jd,Th,9c,8c,6s,5d,2d,2h hand2=Kc,Ks,Ks,Qc,8s,7h,6d,5h,4h,3c,3h hand3=Ac,As,Kc,Jh,9c,7h,6d,5s,4s,3h,Jk known0= known1= known2= known3= melds0=7c,7s,Jk melds1= red30= red31= pile=3d,9d stock=Jk,8d,Jh,2s,4d,9s,5c,4c,Ad,7d,As,Qc,Td,9h,Js,5h,Tc,Jd,5d,4c,Ah,9h,4s,4h,2c,8d,8c,Tc,3s,6s,Kh,Kh,2s,6c,8h,Ts,9d,6c,6h,9s,3s,3d,2d,Qs,2c,4d,Qh,Ah,8s,Jc,Js,Kd,3c,5s,Td,2h,5c,8h,7s,Ad,7c melded=0 played= started=7 added=0 premelded=0 lastred3=0 out=- concealed=0 end=none seed=1';

test('1920x1080: the meld label under its cards at 14 px, the running total in the header', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1920, height: 1080 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&measure=1&position=${encodeURIComponent(POSITION)}`);
    await page.waitForFunction(() => document.body.dataset.phase === 'play', null, { timeout: 30000 });
    const view = await page.evaluate(() => window.canastaTable.targets());
    const label = view.texts.find((l) => l.role === 'meld' && /^7×3/.test(l.text));
    assert.ok(label, JSON.stringify(view.texts.filter((l) => l.role === 'meld')));
    assert.ok(label.px >= 14, `the meld label is ${label.px} px`);
    // The lowest row of the meld's cards (card white) in its column, above the label.
    const meld = view.targets.find((t) => t.kind === 'meld');
    const png = await page.screenshot({ path: artifactPath('desktop-melds-1920x1080.png') });
    const down = await pngColumn(page, png, Math.round(meld.x + meld.w / 2), Math.round(meld.y), Math.round(label.y));
    const lastCardRow = Math.round(meld.y) + down.map((c) => c.every((v) => v > 220)).lastIndexOf(true);
    assert.ok(label.y - lastCardRow <= 8, `the label starts ${Math.round(label.y - lastCardRow)} px below the cards`);
    const header = view.texts.find((l) => l.role === 'meld' && /^Us\b/.test(l.text));
    assert.match(header.text, /^Us\s+1,250\s+·\s+this deal 60$/);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

// Several melds a side (the position of table_facts_test's running total):
// us K×3, 9×3 and 7 7 joker; them A×3, 5×4, a mixed canasta of eights and a
// red three. The engine's count (count_deal, checked there) puts us at
// 30 + 30 + 60 = 120 and them at 60 + 20 + 80 + 300 + 100 = 560.
const SEVERAL = 'variant=classic players=4 dealer=3 turn=0 phase=play scores=1250,800 hand0=Ac,Qd,Qh,Jc,Th,Ts,7d,6h,Jk hand1=Kd,Qd,Qs,Jd,Th,9c,8c,6s,5d,2d,2h hand2=Kc,Ks,Ks,Qc,8s,7h,6d,5h,4h,3c,3h hand3=Ac,As,Kc,Jh,9c,7h,6d,5s,4s,3h,Jk melds0=7c,7s,Jk/Kh,Kh,Kd/9s,9h,9d melds1=Ad,Ad,Ah/5c,5h,5d,5s/8d,8c,8d,8h,8h,8s,2c red31=3d pile=3d played= seed=1';

for (const [width, height] of [[1920, 1080], [1280, 800]]) {
  test(`${width}x${height}: each side's running total, its area no larger than its melds, each label beside its cards at 14 px`, { timeout: 120000 }, async () => {
    const site = await openSite({ viewport: { width, height } });
    try {
      const { page, origin } = site;
      await openTable(page, `${origin}/?fast=1&lang=en&measure=1&position=${encodeURIComponent(SEVERAL)}`);
      await page.waitForFunction(() => document.body.dataset.phase === 'play', null, { timeout: 30000 });
      const view = await page.evaluate(() => window.canastaTable.targets());
      const lines = view.texts.filter((l) => l.role === 'meld');
      const us = lines.find((l) => /^Us\b/.test(l.text)), them = lines.find((l) => /^Them\b/.test(l.text));
      assert.match(us.text, /^Us\s+1,250\s+·\s+this deal 120$/);
      assert.match(them.text, /^Them\s+800\s+·\s+this deal 560$/);
      for (const header of [us, them]) assert.ok(header.px >= 14, `${header.text} at ${header.px} px`);
      const labels = lines.filter((l) => /×/.test(l.text) && !/^8×7/.test(l.text));
      assert.deepEqual(labels.map((l) => l.text.replace(/ · 1 wild$/, '')).sort(), ['5×4', '7×3', '9×3', 'A×3', 'K×3']);
      const png = await page.screenshot({ path: artifactPath(`desktop-melds-several-${width}x${height}.png`) });
      for (const label of labels) {
        assert.ok(label.px >= 14, `${label.text} at ${label.px} px`);
        // The lowest card-white row above the label, in its column's middle.
        const x = Math.round(label.x + label.w / 2), top = Math.round(label.y) - 150;
        const down = await pngColumn(page, png, x, top, Math.round(label.y));
        const lastCardRow = top + down.map((c) => c.every((v) => v > 220)).lastIndexOf(true);
        assert.ok(label.y - lastCardRow <= 8, `${label.text} starts ${Math.round(label.y - lastCardRow)} px below its cards`);
      }
      // Our area ends under its labels (three cards deep): no band of empty felt below them.
      const area = view.targets.find((t) => t.kind === 'melds');
      const lowest = Math.max(...labels.filter((l) => Math.abs(l.y - us.y) < area.h).map((l) => l.y + l.px * 1.2));
      assert.ok(area.y + area.h - lowest <= 12, `our area reaches ${Math.round(area.y + area.h - lowest)} px below its labels`);
      // It spanned the table's whole width (1,556 px at 1920x1080) for two melds.
      assert.ok(area.w <= width * 0.45, `our area is ${area.w} px wide`);
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });
}
