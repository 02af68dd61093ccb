// One voice: in every tutorial lesson the hint (H) is the lesson's answer,
// and the place it lights (the Meld, Discard or Ask partner button, the
// stock or the pile) carries it out exactly: pressed, the lesson says
// "right" at every step until the lesson is complete. The first lesson is
// opened by the address and each next one by the panel's Next button, as a
// learner goes through the tutorial: one page load instead of sixteen (each
// costs seconds of CPU), and Next is shown to lead to the tutorial's next
// lesson in order.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, artifactPath, openSite } from './browser.mjs';
import { dialogButtons, eventually, openTable, pressDialog, pressPlace, tableTargets } from './game_helpers.mjs';

const SLOW = 30000;
const LESSONS = readdirSync(join(ROOT, 'assets/lessons')).filter((f) => f.endsWith('.json')).sort()
  .map((f) => ({ name: f.replace(/^\d+-/, '').replace(/\.json$/, ''),
    title: JSON.parse(readFileSync(join(ROOT, 'assets/lessons', f), 'utf8')).title.en }));

const lessonOf = async (page) => (await tableTargets(page)).mirror?.lesson ?? {};
// The place the hint lit: a highlighted action button, or the stock, pile
// or meld it outlines.
const lit = (t) => t.highlighted === true && ['action', 'stock', 'pile', 'meld'].includes(t.kind);

test('every tutorial lesson: H gives the lesson\'s answer and its lit place plays it', { timeout: 600000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    const { page, origin } = site;
    assert.ok(LESSONS.length >= 10, LESSONS.map((l) => l.name).join());
    for (const [index, { name, title }] of LESSONS.entries()) {
      if (index === 0) await openTable(page, `${origin}/?lesson=${name}&lang=en&fast=1`);
      else {
        // A lesson that ends the deal leaves its score sheet open over the
        // table: the learner closes it, then presses Next.
        // (The sheet opens once the deal's last move is drawn: on a loaded
        // machine after the lesson says it is complete, so it is waited for
        // whenever the deal is over, drawn or not: a Next pressed before the
        // sheet opened was lost under it.)
        const closes = async () => (await dialogButtons(page)).some((d) => d.label === 'Close');
        const dealOver = () => document.body.dataset.phase === 'score' || ['over', 'end'].includes(window.canastaTable.state().phase);
        if (await page.evaluate(dealOver)) await eventually(closes, `${LESSONS[index - 1].name}: the score sheet`);
        if (await closes()) await pressDialog(page, 'Close');
        await pressPlace(page, page, (t) => t.kind === 'lesson' && t.name === 'Next', { what: `Next after ${LESSONS[index - 1].name}` });
      }
      await page.waitForFunction((expected) => window.canastaTable.targets().mirror?.lesson?.title === expected, title, { timeout: SLOW })
        .catch(async () => assert.fail(`${name}: the tutorial's next lesson is "${title}", not "${(await lessonOf(page)).title}"`));
      for (let step = 1; step <= 64; ++step) {
        // The learner's turn at this step (the replies have been played).
        await page.waitForFunction(() => {
          const t = window.canastaTable.targets();
          return t.mirror?.lesson && (/^Lesson complete/.test(t.mirror.lesson.progress)
            || (['draw', 'play', 'answer'].includes(document.body.dataset.phase) && t.targets.some((x) => x.kind === 'action' && x.name === 'Hint' && x.enabled)));
        }, null, { timeout: SLOW });
        const before = await lessonOf(page);
        if (/^Lesson complete/.test(before.progress)) break;
        await page.locator('#canvas').focus();
        await page.keyboard.press('h');
        await page.waitForFunction(() => /^Hint: /.test(window.canastaTable.targets().message), null, { timeout: SLOW });
        const { message } = await tableTargets(page);
        assert.doesNotMatch(message, / \+ /, `${name} step ${step}: the hint is said in words: ${message}`);
        if (step === 1 && name === 'minimum-count') await page.screenshot({ path: artifactPath('lesson-hint-minimum-count-1280x800.png') });
        await page.waitForFunction(() => window.canastaTable.targets().targets.some((t) => t.highlighted === true
          && ['action', 'stock', 'pile', 'meld'].includes(t.kind)), null, { timeout: SLOW });
        const place = (await tableTargets(page)).targets.find(lit);
        await pressPlace(page, page, (t) => t.kind === place.kind && t.index === place.index && t.highlighted === true,
          { what: `${name} step ${step}: the place the hint lit (${place.kind} ${place.name ?? ''}) after "${message}"` });
        // A right answer moves the lesson on; a wrong or refused one does not.
        await page.waitForFunction((progress) => {
          const t = window.canastaTable.targets();
          const lesson = t.mirror?.lesson;
          return lesson && (lesson.tone === 'wrong' || t.messageError || lesson.progress !== progress);
        }, before.progress, { timeout: SLOW });
        const after = await tableTargets(page);
        assert.equal(after.mirror.lesson.tone, 'right',
          `${name} step ${step}: "${message}" then ${place.kind} ${place.name ?? ''}: ${after.mirror.lesson.feedback} ${after.message}`);
      }
      assert.match((await lessonOf(page)).progress, /^Lesson complete/, name);
    }
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
