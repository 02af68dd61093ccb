// A lesson its author got wrong is refused in the reader's language (issue
// 38.4): the engine gives a code and its values, and the table words it from
// its own catalog (problem_text), the parts it passes on too (a step's field,
// a move's verdict, the rules and the game's title); the page words the same
// code for the embedding page that asked. At lang=de a host page embeds a
// lesson with a step that lacks its "success" text, then sends one whose
// accepted move is not legal; at lang=pt a lesson in the page's address names
// rules its position's players do not play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { ROOT, artifactPath, openSite } from './browser.mjs';
import { embedGame, openTable, withHostOrigin } from './game_helpers.mjs';
import { readCatalogs } from '../../tools/lib/catalog.mjs';

const SLOW = 30000;
const POSITION = 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c hand1=Ac,Ad,Td,Th,7c melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c seed=11';
const lesson = (step, extra = {}) => JSON.stringify({
  format: 'canasta-lesson', version: 1, id: 'author-lesson', title: 'A lesson of the author', ...extra, position: POSITION,
  steps: [{ prompt: 'Take the frozen pile.', accept: ['pickup 9h 9s'], success: 'Taken.', wrong: 'Not that.', ...step }],
});

const catalogs = readCatalogs(join(ROOT, 'assets/text'));
const words = (lang, id) => catalogs[lang].entries.get(id).text;

const tableMessage = (target) => target.evaluate(() => window.canastaTable.targets().message ?? '');
const waitForMessage = (target, start) => target.waitForFunction(
  (text) => (window.canastaTable.targets().message ?? '').startsWith(text), start, { timeout: SLOW });

test('a German reader of an embedding page reads a broken lesson\'s refusal in German, on the table and in the answer', { timeout: 120000 }, async () => {
  await withHostOrigin({ viewport: { width: 1280, height: 800 } }, async ({ site, hostOrigin }) => {
    const { page, origin } = site;
    const refused = words('de', 'lessonProblem').replace('{0}', '');

    // The first step has no "success": the step and its field are named in German.
    const frame = await embedGame(page, `${hostOrigin}/version.txt`, origin, { lang: 'de', lesson: lesson({ success: undefined }) });
    await waitForMessage(frame, refused);
    assert.equal(await tableMessage(frame), `${refused}Schritt 1: „success“ fehlt.`);
    await page.screenshot({ path: artifactPath('lesson-refused-de.png') });

    // The host sends a lesson whose answer is not legal there: the verdict
    // inside is the table's own German sentence, its rank in German too.
    const answer = await page.evaluate((json) => new Promise((resolve) => {
      const element = document.querySelector('[data-canasta]');
      element.addEventListener('canasta:result', (event) => resolve(event.detail), { once: true });
      element.canastaGame.send({ type: 'loadLesson', lesson: json, requestId: 3 });
    }), lesson({ accept: ['pickup 6c Kc'] }));
    assert.equal(answer.ok, false);
    const why = `Schritt 1: Der akzeptierte Zug "pickup 6c Kc" ist dort nicht erlaubt: ${words('de', 'whyPairWrong').replace('{0}', words('de', 'pluralNines'))}`;
    assert.equal(answer.error, words('de', 'answerLesson').replace('{detail}', why));
    await waitForMessage(frame, `${refused}Schritt 1: Der akzeptierte`);
    assert.equal(await tableMessage(frame), `${refused}${why}`);
    assert.deepEqual(site.consoleErrors, []);
  });
});

test('a Portuguese reader of a lesson in the address reads the rules its position breaks in Portuguese', { timeout: 90000 }, async () => {
  const site = await openSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?lang=pt&lesson=${encodeURIComponent(lesson({}, { variant: 'american' }))}`);
    const refused = words('pt', 'lessonProblem').replace('{0}', '');
    await waitForMessage(page, refused);
    const rules = words('pt', 'rulesPlayers').replace('{game}', words('pt', 'titleAmerican')).replace('{counts}', '4');
    assert.equal(await tableMessage(page), `${refused}${words('pt', 'lessonPosition').replace('{reason}', rules)}`);
    await page.screenshot({ path: artifactPath('lesson-refused-pt-390x844.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
