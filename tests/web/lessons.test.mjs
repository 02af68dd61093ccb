// Lessons and the tutorial (issue 15 items 2 and 3): a tutorial lesson opened
// by the address is answered wrongly (the feedback is read from the
// screen-reader region #table-mirror and the position stays), then Show me
// plays each answer until the lesson is complete; a page of another origin
// embeds lessons as a same-origin file, inline JSON and a tutorial name, and
// one that cannot load is said on the table. Screenshots at the three sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openSite } from './browser.mjs';
import { embedGame, openTable, pressPlace, tableState, tableTargets, withHostOrigin } from './game_helpers.mjs';

const SIZES = [
  { name: '1920x1080', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
  { name: '1280x800', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: '390x844', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
];
const SLOW = 30000;

const mirrorText = (target, id) => target.evaluate((el) => document.getElementById(el)?.textContent ?? '', id);

async function waitForMirror(target, id, expected) {
  await target.waitForFunction(({ el, text }) => (document.getElementById(el)?.textContent ?? '').startsWith(text),
    { el: id, text: expected }, { timeout: SLOW });
}

const lessonButton = (name) => (t) => t.kind === 'lesson' && t.name === name;

for (const size of SIZES) {
  test(`a tutorial lesson: a wrong move, its feedback, Show me to the end (${size.name})`, { timeout: 120000 }, async () => {
    const site = await openSite({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });
    try {
      const { page, origin } = site;
      await openTable(page, `${origin}/?lesson=frozen-pile&lang=en`);
      await waitForMirror(page, 'mirror-lesson-prompt', 'A deuce lies in the pile, so the pile is frozen.');
      assert.equal((await tableState(page)).mode, 'lesson');
      await page.waitForFunction(() => document.body.dataset.phase === 'draw', null, { timeout: SLOW });

      // Drawing is legal but not the lesson's answer: it is taken back.
      await pressPlace(page, page, (t) => t.kind === 'stock');
      await waitForMirror(page, 'mirror-lesson-feedback',
        'Drawing is allowed, but you leave six cards, the 2♦ among them, to the others.');
      const afterWrong = await tableState(page);
      assert.equal(afterWrong.entries, 0, 'the wrong move was not played');
      assert.equal(afterWrong.phase, 'draw');
      assert.match(afterWrong.position, / pile=5c,4d,2d,7h,Td,9c /);
      await page.waitForTimeout(300);
      await page.screenshot({ path: artifactPath(`lesson-wrong-${size.name}.png`) });

      // Show me plays the answer (pickup 9h 9s), then the second step's. On
      // the widest screen by the keyboard: Tab to the button (its name is
      // said by the status line), Enter.
      if (size.name === '1920x1080') {
        await page.locator('#canvas').focus();
        const status = () => page.evaluate(() => document.getElementById('status').textContent);
        let said = await status();
        for (let i = 0; i < 5 && said !== 'Show me'; ++i) {
          await page.keyboard.press('Tab');
          // The table takes the key at its next frame: wait for the status
          // line to name the next place before pressing again.
          await page.waitForFunction((before) => document.getElementById('status').textContent !== before, said, { timeout: SLOW });
          said = await status();
        }
        assert.equal(said, 'Show me', 'Show me is first in the focus order');
        await page.keyboard.press('Enter');
      } else {
        await pressPlace(page, page, lessonButton('Show me'));
      }
      await waitForMirror(page, 'mirror-lesson-feedback', 'Right: a natural pair takes a frozen pile');
      assert.equal((await tableState(page)).entries, 1);
      await waitForMirror(page, 'mirror-lesson-prompt', 'Deuces are wild. Meld K♣ K♦ with a deuce.');
      await page.waitForTimeout(600);
      await page.screenshot({ path: artifactPath(`lesson-step2-${size.name}.png`) });
      await pressPlace(page, page, lessonButton('Show me'));
      await waitForMirror(page, 'mirror-lesson-feedback', 'Right. Keep in mind');
      await page.waitForFunction(() => window.canastaTable.targets().targets.some((t) => t.kind === 'lesson' && t.name === 'Next'),
        null, { timeout: SLOW });
      const heading = await page.evaluate(() => document.querySelector('#mirror-lesson h3').textContent);
      assert.equal(heading, 'The frozen pile (Lesson complete)');
      await page.waitForTimeout(600);
      await page.screenshot({ path: artifactPath(`lesson-done-${size.name}.png`) });

      // Next opens the tutorial's next lesson; the list ticks the one done.
      await pressPlace(page, page, lessonButton('Next'));
      await waitForMirror(page, 'mirror-lesson-prompt', 'The pile holds seven cards');
      await pressPlace(page, page, lessonButton('Lessons'));
      await page.waitForFunction(() => (window.canastaTable.targets().dialog ?? []).some((b) => b.label === '✓ 4. The frozen pile'),
        null, { timeout: SLOW });
      await page.screenshot({ path: artifactPath(`lesson-list-${size.name}.png`) });
      assert.deepEqual(site.consoleErrors, []);
    } finally {
      await site.close();
    }
  });
}

// The host page: another origin's page with one lesson element and embed.js.
const embedLesson = (page, hostUrl, origin, lesson) => embedGame(page, hostUrl, origin, { lesson });

const TINY_LESSON = JSON.stringify({
  format: 'canasta-lesson', version: 1, id: 'host-lesson', title: 'A lesson of the host',
  position: 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c hand1=Ac,Ad,Td,Th,7c melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c seed=11',
  steps: [{ prompt: 'Take the frozen pile.', accept: ['pickup 9h 9s'], success: 'Taken.', wrong: 'Not that.' }],
});

test('lessons embedded on another origin: a file of the host, inline, and ones that cannot load', { timeout: 150000 }, async () => {
  await withHostOrigin({ viewport: { width: 1280, height: 800 } }, async ({ site, hostOrigin }) => {
    const { page, origin } = site;
    await page.route(`${hostOrigin}/lessons/host.json`, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: TINY_LESSON }));

    // A file on the host page's own origin, by a relative address.
    let frame = await embedLesson(page, `${hostOrigin}/version.txt`, origin, 'lessons/host.json');
    await waitForMirror(frame, 'mirror-lesson-prompt', 'Take the frozen pile.');
    await pressPlace(page, frame, lessonButton('Show me'));
    await waitForMirror(frame, 'mirror-lesson-feedback', 'Taken.');
    await page.screenshot({ path: artifactPath('lesson-embedded-file.png') });

    // Inline JSON and a tutorial lesson's name; the host sends another lesson.
    frame = await embedLesson(page, `${hostOrigin}/version.txt`, origin, TINY_LESSON);
    await waitForMirror(frame, 'mirror-lesson-prompt', 'Take the frozen pile.');
    const result = await page.evaluate(() => new Promise((resolve) => {
      const element = document.querySelector('[data-canasta]');
      element.addEventListener('canasta:result', (event) => resolve(event.detail), { once: true });
      element.canastaGame.send({ type: 'loadLesson', lesson: 'canastas', requestId: 7 });
    }));
    assert.equal(result.ok, true);
    assert.equal(result.requestId, 7);
    await waitForMirror(frame, 'mirror-lesson-prompt', 'Seven cards of one rank make a canasta.');
    frame = await embedLesson(page, `${hostOrigin}/version.txt`, origin, 'black-threes');
    await waitForMirror(frame, 'mirror-lesson-prompt', 'The pile holds seven cards');

    // Another site's file is not fetched; a missing file and a broken lesson are said on the table.
    const problem = (f) => f.evaluate(() => window.canastaTable.targets().message);
    frame = await embedLesson(page, `${hostOrigin}/version.txt`, origin, `${origin}/lessons/x.json`);
    await frame.waitForFunction(() => window.canastaTable.targets().message?.startsWith('This lesson cannot be shown'), null, { timeout: SLOW });
    assert.equal(await problem(frame), `This lesson cannot be shown: the lesson at ${origin}/lessons/x.json is on another site; a lesson is fetched only from the page's own site`);
    assert.equal(await mirrorText(frame, 'mirror-lesson-prompt'), '');
    frame = await embedLesson(page, `${hostOrigin}/version.txt`, origin, 'lessons/missing.json');
    await frame.waitForFunction(() => window.canastaTable.targets().message?.startsWith('This lesson cannot be shown'), null, { timeout: SLOW });
    assert.equal(await problem(frame), `This lesson cannot be shown: the lesson at ${hostOrigin}/lessons/missing.json could not be fetched (HTTP 404)`);
    const broken = TINY_LESSON.replace('pickup 9h 9s', 'pickup');
    frame = await embedLesson(page, `${hostOrigin}/version.txt`, origin, broken);
    await frame.waitForFunction(() => window.canastaTable.targets().message?.startsWith('This lesson cannot be shown'), null, { timeout: SLOW });
    assert.match(await problem(frame), /^This lesson cannot be shown: Step 1: the accepted move "pickup" is not legal there: /);
    await page.screenshot({ path: artifactPath('lesson-embedded-error.png') });
    // Never a blank table: the frame still shows a game.
    assert.ok((await frame.evaluate(() => window.canastaTable.targets().targets.length)) > 10);
    // The browser reports the missing file's 404 itself; nothing else went wrong.
    assert.deepEqual(site.consoleErrors.filter((e) => !/status of 404/.test(e)), []);
  });
});
