// A table made for the phone (issue 37, item 1): at each phone and tablet
// screen and in each language, every target a finger uses is at least 44x44
// CSS pixels, each hand card (11 and 20 of them) shows 36 pixels of width
// and its rank at 14, text reads at 12 and meld labels and card counts at 13,
// and a selected card never lies over a button. Measured from the table's
// own layout (table_sizes.mjs); each screen's sizes are printed and written
// to build/artifacts/table-sizes-<screen>.txt.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { openSite, artifactPath } from './browser.mjs';
import { openTable, pressPlace, waitForHuman } from './game_helpers.mjs';
import { measureTable, risenOverButtons } from './table_sizes.mjs';

const SCREENS = [
  { width: 390, height: 844, scale: 3 },
  { width: 360, height: 740, scale: 3 },
  { width: 412, height: 915, scale: 3 },
  { width: 844, height: 390, scale: 3 },
  { width: 768, height: 1024, scale: 2 },
];
const LANGUAGES = ['en', 'es', 'pt', 'de', 'it'];

// Twenty cards in hand in the middle of a deal: melds on both sides (a
// mixed one, whose label says its wild cards), red threes and a pile.
const TWENTY =
  'players=4 turn=0 phase=play ' +
  'hand0=Ac,Kd,Kh,Qs,Qc,Jh,Jd,Th,9s,9c,8d,8h,7s,7c,6d,6h,5s,5c,4d,4h ' +
  'melds0=Ad,Ah,As/8c,8s,2h red30=3h melds1=Kc,Ks,Kc/Qd,Qh,Qh,Jk ' +
  'hand1=Ac,Kh,8h,6s,5s hand2=Jc,Jd,8c,7h,6h hand3=Th,Ts,9c,9h,6d pile=5h,Qd,Jc,Ts,6s';

const url = (origin, lang, extra) => `${origin}/?fast=1&measure=1&lang=${lang}&${extra}`;
const texted = (page) => page.waitForFunction(() => (window.canastaTable.targets().texts ?? []).length > 0, null, { timeout: 30000 });

for (const screen of SCREENS) {
  const size = `${screen.width}x${screen.height}`;
  test(`at ${size} every target, hand card and text is large enough, in every language`, { timeout: 300000 }, async () => {
    const site = await openSite({
      viewport: { width: screen.width, height: screen.height }, deviceScaleFactor: screen.scale, hasTouch: true, isMobile: true,
    });
    const lines = [`table sizes at ${size} (CSS px)`];
    const problems = [];
    try {
      const { page, origin } = site;
      // A deal's eleven cards; one tapped rises, and covers no button.
      await openTable(page, url(origin, 'en', 'seed=5'));
      await waitForHuman(page);
      await texted(page);
      const dealt = await measureTable(page);
      lines.push(`en, dealt: ${JSON.stringify(dealt.report)}`);
      problems.push(...dealt.problems.map((p) => `en, dealt: ${p}`));
      await pressPlace(page, page, (t) => t.kind === 'hand' && t.index === 5, { touch: true });
      await page.waitForFunction(() => [...document.querySelectorAll('#mirror-hand li')].some((li) => /, selected$/.test(li.textContent)),
        null, { timeout: 30000 });
      const selected = await measureTable(page);
      problems.push(...risenOverButtons(selected.view).map((p) => `en, selected: ${p}`));
      await page.screenshot({ path: artifactPath(`sizes-${size}-selected.png`) });
      for (const lang of LANGUAGES) {
        await openTable(page, url(origin, lang, `seed=3&position=${encodeURIComponent(TWENTY)}`));
        await texted(page);
        const twenty = await measureTable(page);
        lines.push(`${lang}, twenty: ${JSON.stringify(twenty.report)}`);
        problems.push(...twenty.problems.map((p) => `${lang}, twenty: ${p}`));
        if (lang === 'en' || lang === 'de') await page.screenshot({ path: artifactPath(`sizes-${size}-${lang}-twenty.png`) });
      }
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
      lines.push(...problems.map((p) => `TOO SMALL ${p}`));
      writeFileSync(artifactPath(`table-sizes-${size}.txt`), `${lines.join('\n')}\n`);
      console.log(lines.join('\n'));
    }
    assert.deepEqual(problems, [], `too small at ${size}`);
  });
}
