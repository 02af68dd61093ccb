// The done-test of issue 15: an author builds a position in the editor (a
// paste to start from, then cards dragged or tapped), embeds it as an example
// and, from the editor's lesson skeleton, as a lesson on a page of another
// origin; the reader sees the example as the editor made it (the frozen pile,
// the marked cards, the caption) and answers the lesson wrongly, then
// rightly. Screenshots of the host page at 1920x1080, 1280x800 and 390x844.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE, artifactPath, openSite } from './browser.mjs';
import { drag, openEditor, tapMove } from './editor_helpers.mjs';
import { embeddedFrame, pressPlace, typeInto } from './game_helpers.mjs';
import { startServer } from '../../tools/lib/serve.mjs';

// The position the author starts from: the 2♦ still in hand, the pile open.
const BASE = 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c,6d,4s,8h,Jc,Qd,5h,2d hand1=Ac,Ad,Td,Th,7c,7s,8s,8d,Qs,Jd,4h melds0=Ah,As,Ac pile=5c,4d,7h,Td seed=11';
const CAPTION = 'The 2♦ froze the pile: only a natural pair of nines takes it now.';
const SIZES = [
  { name: 'wide', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true },
];

// In the editor: paste the start, freeze the pile with the 2♦ from the hand,
// put the 9♣ from the stock on top, mark the three cards the text names;
// by dragging with the mouse, or by tapping on a touch screen.
async function author(page, origin, touch) {
  const move = touch ? tapMove : drag;
  await openEditor(page, origin);
  await typeInto(page, '#paste', BASE);
  await page.getByRole('button', { name: 'Load' }).click();
  await page.waitForFunction(() => document.body.dataset.valid === '1' && document.getElementById('out-notation').value.includes('2d'));
  await move(page, page.locator('.zone[data-zone="hand0"] button.card[data-card="2d"]'), 'pile');
  await page.waitForFunction(() => / pile=5c,4d,7h,Td,2d /.test(` ${document.getElementById('out-notation').value} `));
  await move(page, page.locator('.zone[data-zone="stock"] button.card[data-card="9c"]').first(), 'pile');
  await page.waitForFunction(() => / pile=5c,4d,7h,Td,2d,9c /.test(` ${document.getElementById('out-notation').value} `));
  for (const card of ['2d', '9h', '9s']) {
    const tap = (locator) => (touch ? locator.tap() : locator.click());
    await tap(page.locator(`button.card[data-card="${card}"]`).first());
    await tap(page.getByRole('button', { name: 'Mark for the text' }));
  }
  await typeInto(page, '#caption', CAPTION);
  return {
    notation: await page.inputValue('#out-notation'),
    snippet: await page.inputValue('#out-snippet'),
    lesson: JSON.parse(await page.inputValue('#out-lesson')),
  };
}

// The author fills in the skeleton's texts and names the answer.
function finishLesson(skeleton) {
  const lesson = structuredClone(skeleton);
  lesson.id = 'frozen-nines';
  lesson.title = { en: 'Your turn: the frozen pile' };
  Object.assign(lesson.steps[0], {
    prompt: { en: 'The pile is frozen. Take it.' },
    accept: ['pickup 9h 9s'],
    success: { en: 'Right: your natural pair of nines takes the frozen pile.' },
    wrong: { en: 'Not that: with the pile frozen, take it with your natural pair of nines.' },
    then: 'bots',
  });
  return JSON.stringify(lesson);
}

// A small rules page of another origin with the snippet in it: the element
// goes in as the snippet writes it, embed.js is loaded by the host.
async function hostPage(page, url, snippet, lesson, embedSrc) {
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto(url);
  await page.evaluate(({ snippet: html, lesson, embedSrc: src }) => {
    document.documentElement.innerHTML = '<head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body></body>';
    const style = document.createElement('style');
    style.textContent = `body { font: 17px/1.6 Georgia, serif; max-width: 1100px; margin: 0 auto; padding: 24px; color: #222; background: #fbfaf6; }
      h1, h2 { color: #0a472d; font-size: 32px; margin: 0 0 8px; } h2 { font-size: 25px; margin: 32px 0 8px; } .grid { display: grid; grid-template-columns: 1fr 1.8fr; gap: 28px; align-items: start; }
      .grid > div:last-child { border-radius: 10px; overflow: hidden; box-shadow: 0 3px 14px rgba(0,0,0,.22); }
      @media (max-width: 760px) { .grid { grid-template-columns: 1fr; } body { padding: 14px; } h1 { font-size: 26px; } }`;
    document.head.append(style);
    document.body.innerHTML = `<h1>The frozen pile</h1><div class="grid"><div><p>A wild card in the discard pile freezes it:
      it lies crosswise, so everyone sees it. From then on the pile goes only to a player holding a <strong>natural pair</strong>
      of its top card's rank, who melds them with it at once.</p><p>Here the 2♦ froze the pile under the 9♣. You hold 9♥ and 9♠.</p></div>
      ${html.replace(/<script[^>]*><\/script>\n?/, '')}</div>
      <h2>Now you</h2><div class="grid"><div><p>The same table as a lesson: take the pile. A wrong move is taken back
      with a word on why; <strong>Show me</strong> plays the answer.</p></div><div id="lesson" data-canasta data-lang="en"></div></div>`;
    document.getElementById('lesson').dataset.lesson = lesson;
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }, { snippet, lesson, embedSrc });
}

// Waits for the mirror's element `id` to say `text`; if it never does, the
// failure says what the table showed instead.
async function waitMirror(frame, id, text) {
  try {
    await frame.waitForFunction(({ el, want }) => document.getElementById(el)?.textContent === want,
      { el: id, want: text }, { timeout: 30000 });
  } catch (error) {
    const seen = await frame.evaluate((el) => ({
      text: document.getElementById(el)?.textContent ?? null,
      phase: document.body.dataset.phase,
      entries: window.canastaTable.state().entries,
      lesson: document.getElementById('mirror-lesson')?.textContent ?? null,
    }), id);
    throw new Error(`${id} never said "${text}": ${JSON.stringify(seen)} (${error.message})`);
  }
}

// Waits until the table's hand has `count` cards selected (the mirror says
// so); if it never does, the failure says what the mirror lists.
async function waitSelected(frame, count) {
  try {
    await frame.waitForFunction((k) => [...document.querySelectorAll('#mirror-hand li')]
      .filter((li) => /, selected$/.test(li.textContent)).length === k, count, { timeout: 30000 });
  } catch (error) {
    const hand = await frame.evaluate(() => [...document.querySelectorAll('#mirror-hand li')].map((li) => li.textContent));
    throw new Error(`the hand never had ${count} selected: ${JSON.stringify(hand)} (${error.message})`);
  }
}

for (const size of SIZES) {
  test(`authored in the editor, embedded on another origin as an example and a lesson (${size.name})`, { timeout: 120000 }, async () => {
    const site = await openSite({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor, hasTouch: size.hasTouch, isMobile: size.isMobile });
    const other = await startServer(SITE, 0);
    const otherOrigin = `http://localhost:${other.address().port}`;
    try {
      const { page, origin } = site;
      const { notation, snippet, lesson } = await author(page, origin, size.hasTouch);
      assert.match(snippet, /data-highlight="2d,9h,9s"/);
      assert.deepEqual([lesson.format, lesson.version, lesson.position, lesson.highlight], ['canasta-lesson', 1, notation, '2d,9h,9s']);
      assert.equal(lesson.steps[0].accept.length, 1, 'the skeleton suggests an answer');
      await hostPage(page, `${otherOrigin}/version.txt`, snippet, finishLesson(lesson), `${origin}/embed.js`);
      const frame = await embeddedFrame(page, origin, 0);

      // The reader's table is the author's position, with its caption and marks.
      const shown = await frame.evaluate(() => window.canastaTable.state().position);
      // (The table prints hands in its own order; the pile keeps the author's.)
      const cards = (text, name) => new RegExp(`(?:^| )${name}=([^ ]*)`).exec(text)?.[1]?.split(',').sort().join();
      for (const name of ['hand0', 'hand1', 'melds0']) assert.equal(cards(shown, name), cards(notation, name), name);
      assert.match(shown, / pile=5c,4d,7h,Td,2d,9c /);
      assert.equal(await frame.textContent('#example-caption'), CAPTION);
      await frame.waitForFunction(() => document.getElementById('mirror-marked'), null, { timeout: 10000 });
      assert.equal(await frame.textContent('#mirror-pile'), 'Discard pile: 6 cards, top card 9♣, frozen by the 2♦ laid crosswise');
      assert.equal(await frame.textContent('#mirror-marked'), 'Marked cards: 2♦ (discard pile), 9♥ (Your hand), 9♠ (Your hand)');

      // The lesson: the same position; drawing is wrong and taken back, the
      // natural pair takes the pile.
      await page.locator('#lesson').scrollIntoViewIfNeeded();  // its frame loads lazily
      const lessonFrame = await embeddedFrame(page, origin, 1);
      await waitMirror(lessonFrame, 'mirror-lesson-prompt', 'The pile is frozen. Take it.');
      await lessonFrame.waitForFunction(() => document.body.dataset.phase === 'draw', null, { timeout: 30000 });
      await pressPlace(page, lessonFrame, (t) => t.kind === 'stock', { touch: size.hasTouch });
      await waitMirror(lessonFrame, 'mirror-lesson-feedback', 'Not that: with the pile frozen, take it with your natural pair of nines.');
      assert.equal((await lessonFrame.evaluate(() => window.canastaTable.state())).entries, 0, 'the wrong move is taken back');
      await page.waitForTimeout(300);
      await page.screenshot({ path: artifactPath(`teach-lesson-wrong-${size.name}.png`) });
      // A player sees each card rise before pressing the next place.
      for (const [count, card] of [[1, '9h'], [2, '9s']]) {
        await pressPlace(page, lessonFrame, (t) => t.kind === 'hand' && t.card === card, { touch: size.hasTouch });
        await waitSelected(lessonFrame, count);
      }
      await pressPlace(page, lessonFrame, (t) => t.kind === 'pile', { touch: size.hasTouch });
      await waitMirror(lessonFrame, 'mirror-lesson-feedback', 'Right: your natural pair of nines takes the frozen pile.');
      assert.match((await lessonFrame.evaluate(() => window.canastaTable.record())), /"pickup 9h 9s"|"pickup 9s 9h"/);
      await page.waitForTimeout(600);
      await page.screenshot({ path: artifactPath(`teach-example-${size.name}.png`) });
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      other.closeAllConnections();
      await new Promise((done) => other.close(done));
      await site.close();
    }
  });
}
