// The sample rules page copies: served from another origin with the
// Content-Security-Policy README gives (the game's origin in script-src and
// frame-src), every table on it works. With a policy that refuses the
// game's frames, each element shows its fallback and a link that opens its
// position on the game's own page, instead of a blank box; with one that
// refuses embed.js itself, each element still reads (its caption and that
// link are written inside it). A lesson made with the editor's own export
// and snippet, copied to another origin as a file beside the page, plays
// under README's policy too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, SITE, artifactPath, openSite } from './browser.mjs';
import { openEditor } from './editor_helpers.mjs';
import { embeddedFrame, pressPlace, typeInto } from './game_helpers.mjs';
import { startServer } from '../../tools/lib/serve.mjs';

const SECTIONS = ['melds', 'frozen-pile', 'initial-meld', 'concealed', 'lesson'];

// README's copy-paste policy line (section "Host page rules") for a game at `origin`.
function readmePolicy(origin) {
  const line = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').find((l) => l.startsWith('<meta http-equiv="Content-Security-Policy"'));
  assert.ok(line, 'README gives a policy line');
  return /content="([^"]+)"/.exec(line)[1].replaceAll('https://your.host', origin);
}

// The sample page, its style and script copied to a folder of their own, as
// an author would: embed.js and the game's links from the game's origin,
// and `policy` as the page's Content-Security-Policy.
function copySample(origin, policy) {
  const dir = mkdtempSync(join(tmpdir(), 'canasta-copy-'));
  const html = readFileSync(join(SITE, 'examples/rules-site.html'), 'utf8');
  // (The author's site has its own icon: the game's is not copied.)
  const copied = html
    .replace(/(<meta http-equiv="Content-Security-Policy"\s+content=")[^"]*"/, `$1${policy}"`)
    .replace(/\s*<link rel="icon"[^>]*>/, '')
    .replaceAll('"../', `"${origin}/`);
  assert.notEqual(copied, html);
  assert.match(copied, new RegExp(`<script src="${origin}/embed.js" defer>`));
  writeFileSync(join(dir, 'rules-site.html'), copied);
  for (const name of ['rules-site.css', 'rules-site.js']) writeFileSync(join(dir, name), readFileSync(join(SITE, 'examples', name)));
  return dir;
}

async function withCopy(policyFor, run) {
  const site = await openSite();
  await withFolder(site, copySample(site.origin, policyFor(site.origin)), 'rules-site.html', run);
}

// Serves `dir` from another origin, opens its `page` and runs `run`, which
// gets the policy violations the console reported.
async function withFolder(site, dir, pageName, run) {
  const other = await startServer(dir, 0);
  try {
    const page = site.page;
    const violations = [];
    page.on('console', (m) => { if (/Content Security Policy|Content-Security-Policy/.test(m.text())) violations.push(m.text()); });
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto(`http://localhost:${other.address().port}/${pageName}`);
    await run({ ...site, violations });
  } finally {
    other.closeAllConnections();
    await new Promise((done) => other.close(done));
    await site.close();
  }
}

test('the sample page copied to another origin with README\'s policy: every table works', { timeout: 150000 }, async () => {
  await withCopy(readmePolicy, async ({ page, origin, violations, consoleErrors }) => {
    for (const [index, id] of SECTIONS.entries()) {
      await page.locator(`#${id} .game`).scrollIntoViewIfNeeded();  // frames load lazily
      const frame = await embeddedFrame(page, origin, index);
      const kind = await frame.evaluate(() => window.canastaTable.targets().targets.some((t) => t.kind === 'hand'));
      assert.ok(kind, `#${id}: the table drew its hand`);
      // The table is the one the element asked for: its mode, and the hand
      // and pile of its position (or, for a lesson, the lesson's mode).
      const asked = await page.locator(`#${id} .game`).evaluate((e) => ({ ...e.dataset }));
      const shown = await frame.evaluate(() => window.canastaTable.state());
      if (asked.lesson) {
        assert.equal(shown.mode, 'lesson', `#${id}: the lesson plays`);
      } else {
        if (asked.replay) assert.equal(shown.mode, 'replay', `#${id}: the record is replayed`);
        const start = asked.position ?? JSON.parse(asked.record).start;
        const field = (text, key) => new RegExp(`(?:^| )${key}=([^ ]*)`).exec(text)?.[1].split(',').sort().join();
        const fieldOfShown = (key) => field(shown.position, key);
        if (!asked.replay) {
          assert.equal(fieldOfShown('hand0'), field(start, 'hand0'), `#${id}: the position's hand`);
          assert.equal(fieldOfShown('pile'), field(start, 'pile'), `#${id}: the position's pile`);
        } else {
          assert.equal(fieldOfShown('hand1'), field(start, 'hand1'), `#${id}: the record's other hand`);
        }
      }
    }
    // The page's own script drives the replay through the API, across origins.
    await page.locator('#drive').scrollIntoViewIfNeeded();
    await page.click('#drive');
    await page.waitForFunction(() => /^Played: /.test(document.getElementById('events').textContent), null, { timeout: 30000 });
    await page.screenshot({ path: artifactPath('kit-copy.png') });
    assert.deepEqual(violations, []);
    assert.deepEqual(consoleErrors, []);
  });
});

test('a copy whose policy refuses the game\'s frames shows each table\'s fallback and a link to its position', { timeout: 90000 }, async () => {
  // The sample's own policy names only its own site for frames.
  const refusing = (origin) => readmePolicy(origin).replace(`frame-src ${origin}`, "frame-src 'self'");
  await withCopy(refusing, async ({ page, origin, violations }) => {
    const first = page.locator('#frozen-pile .game');
    await first.scrollIntoViewIfNeeded();
    const link = first.locator('a.canasta-open');
    await link.waitFor({ timeout: 15000 });
    assert.equal(await first.locator('iframe').count(), 0, 'no blank frame is left');
    assert.equal(await link.textContent(), 'Example: taking a frozen pile ↗');
    const href = new URL(await link.getAttribute('href'));
    assert.equal(`${href.origin}${href.pathname}`, `${origin}/index.html`);
    assert.equal(href.searchParams.get('mode'), 'example');
    assert.match(href.searchParams.get('position'), /pile=5c,4d,2d,7h,Td,9c/);
    assert.equal(href.searchParams.get('highlight'), '2d,9h,9s');
    assert.ok((await first.boundingBox()).height < 200, 'the element shrinks to its fallback');
    assert.ok(violations.some((v) => /frame-src/.test(v)), 'the browser said why');
    await first.screenshot({ path: artifactPath('kit-copy-fallback.png') });
    // The link opens the position on the game's own page.
    await page.goto(href.href);
    await page.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame, null, { timeout: 30000 });
    assert.match(await page.evaluate(() => window.canastaTable.state().position), /pile=5c,4d,2d,7h,Td,9c/);
  });
});

test('a copy whose policy refuses embed.js itself still reads: each table holds its caption and a link', { timeout: 90000 }, async () => {
  // The game's origin left out of script-src: embed.js never runs.
  const noScript = (origin) => readmePolicy(origin).replace(`script-src 'self' ${origin}`, "script-src 'self'");
  await withCopy(noScript, async ({ page, origin, violations }) => {
    await page.waitForFunction(() => document.readyState === 'complete');
    assert.ok(violations.some((v) => /script-src/.test(v)), 'the browser refused embed.js');
    const games = page.locator('.game');
    assert.equal(await games.count(), SECTIONS.length);
    for (const [index, id] of SECTIONS.entries()) {
      const game = games.nth(index);
      assert.equal(await game.locator('iframe').count(), 0, `#${id}: no frame without embed.js`);
      const link = game.locator('a.canasta-open');
      assert.ok(await link.isVisible(), `#${id}: its link shows`);
      const title = await game.getAttribute('data-title');
      assert.equal(await link.textContent(), `${title} ↗`);
      const href = new URL(await link.getAttribute('href'));
      assert.equal(`${href.origin}${href.pathname}`, `${origin}/index.html`);
      const caption = await game.getAttribute('data-caption');
      if (caption) assert.equal(await game.locator('p').first().textContent(), caption);
      assert.ok((await game.boundingBox()).height > 30, `#${id}: the element is not an empty box`);
    }
    // Each link carries its table: the position and marks, or the lesson.
    const frozen = new URL(await page.locator('#frozen-pile a.canasta-open').getAttribute('href'));
    assert.match(frozen.searchParams.get('position'), /pile=5c,4d,2d,7h,Td,9c/);
    assert.equal(frozen.searchParams.get('highlight'), '2d,9h,9s');
    const lesson = new URL(await page.locator('#lesson a.canasta-open').getAttribute('href'));
    assert.equal(lesson.searchParams.get('lesson'), 'canastas');
    await page.locator('#frozen-pile').scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('kit-copy-no-script.png') });
    // The link opens that position on the game's own page.
    await page.goto(frozen.href);
    await page.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame, null, { timeout: 30000 });
    assert.match(await page.evaluate(() => window.canastaTable.state().position), /pile=5c,4d,2d,7h,Td,9c/);
  });
});

// The position the author loads in the editor: the pile frozen by the 2♦
// under the 9♣, and a natural pair of nines in hand.
const FROZEN = 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c,6d,4s,8h,Jc,Qd,5h '
  + 'hand1=Ac,Ad,Td,Th,7c,7s,8s,8d,Qs,Jd,4h melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c seed=11';

// In the editor: load FROZEN, caption it, take the snippet and the lesson
// skeleton, fill the skeleton's texts, and save both into `dir` as an
// author would (the page with README's policy, the lesson as a file).
async function authorLesson(page, origin, dir) {
  await openEditor(page, origin);
  await typeInto(page, '#paste', FROZEN);
  await page.getByRole('button', { name: 'Load' }).click();
  await page.waitForFunction(() => document.body.dataset.valid === '1' && /pile=5c,4d,2d,7h,Td,9c/.test(document.getElementById('out-lesson').value));
  await typeInto(page, '#caption', 'The 2♦ froze the pile.');
  await page.waitForFunction(() => /The 2♦ froze the pile\./.test(document.getElementById('out-snippet').value));
  const snippet = await page.inputValue('#out-snippet');
  // The author fills in the editor's lesson skeleton and saves it beside the page.
  const lesson = JSON.parse(await page.inputValue('#out-lesson'));
  assert.deepEqual(lesson.steps[0].accept, ['pickup 9h 9s'], 'the skeleton suggests the answer');
  lesson.id = 'frozen-nines';
  lesson.title = { en: 'Your turn: the frozen pile' };
  Object.assign(lesson.steps[0], {
    prompt: { en: 'The pile is frozen. Take it.' },
    success: { en: 'Right: your natural pair of nines takes the frozen pile.' },
    wrong: { en: 'Not that: with the pile frozen, take it with your natural pair of nines.' },
  });
  writeFileSync(join(dir, 'frozen-nines.json'), JSON.stringify(lesson, null, 2));
  // The editor's snippet as it is (script tag, element, caption and link
  // inside it), its example turned into the lesson file.
  const element = snippet.replace(/ data-mode="example" data-position="[^"]*"/, ' data-lesson="frozen-nines.json" data-lang="en"');
  assert.notEqual(element, snippet);
  writeFileSync(join(dir, 'lesson.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${readmePolicy(origin)}">
<title>The frozen pile</title></head>
<body><h1>The frozen pile</h1>
${element}
</body></html>
`);
}

test('a lesson made with the editor, copied to another origin as a file with README\'s policy, plays', { timeout: 150000 }, async () => {
  const site = await openSite();
  const { page, origin } = site;
  const dir = mkdtempSync(join(tmpdir(), 'canasta-lesson-'));
  try {
    await authorLesson(page, origin, dir);
  } catch (error) {
    await site.close();
    throw error;
  }
  await withFolder(site, dir, 'lesson.html', async ({ violations, consoleErrors }) => {
    const frame = await embeddedFrame(page, origin, 0);
    const said = (id, text) => frame.waitForFunction(({ el, want }) => document.getElementById(el)?.textContent === want,
      { el: id, want: text }, { timeout: 30000 });
    await said('mirror-lesson-prompt', 'The pile is frozen. Take it.');
    await frame.waitForFunction(() => document.body.dataset.phase === 'draw', null, { timeout: 30000 });
    await pressPlace(page, frame, (t) => t.kind === 'stock');
    await said('mirror-lesson-feedback', 'Not that: with the pile frozen, take it with your natural pair of nines.');
    await pressPlace(page, frame, (t) => t.kind === 'lesson' && t.name === 'Show me');
    await frame.waitForFunction(() => (document.getElementById('mirror-lesson-feedback')?.textContent ?? '')
      .endsWith('Right: your natural pair of nines takes the frozen pile.'), null, { timeout: 30000 });
    assert.match(await frame.evaluate(() => window.canastaTable.record()), /"pickup 9h 9s"|"pickup 9s 9h"/);
    await page.screenshot({ path: artifactPath('kit-copy-lesson.png') });
    assert.deepEqual(violations, []);
    assert.deepEqual(consoleErrors, []);
  });
});
