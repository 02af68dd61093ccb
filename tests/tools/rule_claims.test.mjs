// Every rule the kit states is true: each sentence of the sample rules page
// (beside each table and in its caption) and of each tutorial lesson is a
// claim the engine checks through the text protocol (tests/tools/claims/).
// A sentence no claim quotes fails, so a changed statement is checked again
// before it ships; a translation that names other numbers or cards than
// English fails too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { CLI, checkRun, lessonContexts } from './claims/engine.mjs';
import { LESSON_CLAIMS } from './claims/lesson_claims.mjs';
import { PAGE_CLAIMS } from './claims/page_claims.mjs';
import { SAMPLE_PAGE, english, lessonTexts, numbersAndCards, pageSections, readLessons } from './claims/texts.mjs';

test('the engine program is built', () => {
  assert.ok(existsSync(CLI), `missing ${CLI}: run ./tools/build native-release`);
});

// The claims of one text: their sentences, joined, are the text; each
// claim that states a rule holds in the engine, from its own position or
// the one `contextOf(claim)` gives.
function checkText(label, text, claims, contextOf) {
  assert.ok(claims, `${label}: "${text}" has no claims: give each sentence a claim (tests/tools/claims/)`);
  assert.equal(claims.map((c) => c.says).join(' '), text,
    `${label}: the claims quote another text than the one shown; check the new text's statements and quote it`);
  for (const claim of claims) {
    const where = `${label}: "${claim.says}"`;
    if (claim.not) {
      assert.ok(!claim.run && !claim.each, `${where}: a sentence that states no rule has nothing to run`);
      continue;
    }
    assert.ok(claim.run?.length || claim.each?.length, `${where}: a rule with no check`);
    if (claim.run?.length) {
      const position = claim.position ?? contextOf(claim);
      assert.ok(position, `${where}: no position to check it in`);
      checkRun(position, claim.run, where);
    }
    for (const [i, other] of (claim.each ?? []).entries()) checkRun(other.position, other.run, `${where} (case ${i + 1})`);
  }
}

test('every statement of the sample rules page holds in the engine', () => {
  const sections = pageSections(readFileSync(SAMPLE_PAGE, 'utf8'));
  assert.deepEqual(sections.map((s) => s.id), PAGE_CLAIMS.map((c) => c.section), 'every teaching section has its claims');
  for (const section of sections) {
    const claims = PAGE_CLAIMS.find((c) => c.section === section.id);
    assert.equal(section.paragraphs.length, claims.paragraphs.length, `#${section.id}: a claim list per paragraph`);
    section.paragraphs.forEach((text, i) => checkText(`#${section.id} paragraph ${i + 1}`, text, claims.paragraphs[i], () => section.position));
    if (section.caption !== undefined) checkText(`#${section.id} caption`, section.caption, claims.caption, () => section.position);
  }
});

for (const lesson of readLessons()) {
  test(`every statement of the lesson ${lesson.file} holds in the engine`, () => {
    const claims = LESSON_CLAIMS[lesson.id];
    assert.ok(claims, `the lesson ${lesson.id} has no claims (tests/tools/claims/lesson_claims.mjs)`);
    const contexts = lessonContexts(lesson);
    for (const text of lessonTexts(lesson)) {
      if (text.where === 'title') continue;
      const step = claims.steps[text.step];
      const fieldClaims = text.field === 'feedback' ? step?.feedback?.[text.move] : step?.[text.field];
      checkText(`${lesson.id} ${text.where}`, english(text.text), fieldClaims, (claim) => {
        const context = contexts[text.step];
        // A claim may speak of the step's start, of the position after its
        // answer or feedback move (the default for success and feedback
        // texts), or of the next step's start (after the replies).
        const at = claim.at ?? (text.field === 'success' ? 'after' : text.field === 'feedback' ? 'feedback' : 'before');
        if (at === 'feedback') return context.feedback[text.move];
        if (at === 'next') return contexts[text.step + 1]?.before;
        return context[at];
      });
    }
  });

  test(`the lesson ${lesson.file} names the same numbers and cards in every language`, () => {
    for (const { where, text } of lessonTexts(lesson)) {
      if (typeof text === 'string') continue;
      const want = numbersAndCards(text.en);
      for (const [lang, said] of Object.entries(text)) {
        assert.deepEqual(numbersAndCards(said), want, `${lesson.id} ${where} in ${lang}: "${said}" against "${text.en}"`);
      }
    }
  });
}
