// Every hint says why (issue 37, item 3), seen as a learner sees it: in a
// Uruguayan lesson the hint calls the pile the pot, as the lesson does, and
// gives its reason; once the lesson is complete, Hint is no longer offered
// (it was left lit and did nothing).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openSite } from './browser.mjs';
import { openTable, pressPlace, tableTargets } from './game_helpers.mjs';

const SLOW = 30000;
const hintButton = async (page) => (await tableTargets(page)).targets.find((t) => t.kind === 'action' && t.name === 'Hint');

test('a Uruguayan lesson: the hint takes the pot and says why; a finished lesson offers no hint', { timeout: 180000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?lesson=uruguayan-pot&lang=en&fast=1`);
    for (let step = 1; step <= 16; ++step) {
      await page.waitForFunction(() => {
        const t = window.canastaTable.targets();
        return /^Lesson complete/.test(t.mirror?.lesson?.progress ?? '')
          || t.targets.some((x) => x.kind === 'action' && x.name === 'Hint' && x.enabled);
      }, null, { timeout: SLOW });
      const before = (await tableTargets(page)).mirror.lesson;
      if (/^Lesson complete/.test(before.progress)) break;
      await pressPlace(page, page, (t) => t.kind === 'action' && t.name === 'Hint' && t.enabled);
      await page.waitForFunction(() => /^Hint: /.test(window.canastaTable.targets().message), null, { timeout: SLOW });
      const { message } = await tableTargets(page);
      if (step === 1) {
        assert.match(message, /^Hint: take the pot\. It gives you \d+ cards and a meld of eights\.$/);
        await page.screenshot({ path: artifactPath('hint-pot-1280x800.png') });
      }
      assert.doesNotMatch(message, /\bpile\b/, `step ${step}: ${message}`);
      const place = (await tableTargets(page)).targets.find((t) => t.highlighted === true && ['action', 'stock', 'pile', 'meld'].includes(t.kind));
      await pressPlace(page, page, (t) => t.kind === place.kind && t.index === place.index && t.highlighted === true);
      await page.waitForFunction((progress) => {
        const lesson = window.canastaTable.targets().mirror?.lesson;
        return lesson && (lesson.tone === 'wrong' || lesson.progress !== progress);
      }, before.progress, { timeout: SLOW });
    }
    assert.match((await tableTargets(page)).mirror.lesson.progress, /^Lesson complete/);
    // Complete: Hint is off, and H says nothing.
    await page.waitForFunction(() => window.canastaTable.targets().targets.some((t) => t.kind === 'action' && t.name === 'Hint'), null, { timeout: SLOW });
    assert.equal((await hintButton(page)).enabled, false, 'Hint is not offered once the lesson is complete');
    await page.focus('#canvas');
    await page.keyboard.press('h');
    await page.waitForTimeout(300);
    assert.doesNotMatch((await tableTargets(page)).message, /^Hint: /);
    await page.screenshot({ path: artifactPath('hint-lesson-complete-1280x800.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
