// What an embedding page hands its games: a lesson, a record or a position
// reach the frame by message once it is ready, never in its address (a
// lesson of 40 KiB made the server answer 431 and the frame stay blank); a
// lesson file is read only from the host's own site, also after a
// redirect, and only up to the 64 KiB a lesson may have, checked before it
// is read whole; every problem is said on the table, however long its
// address; a lesson's title, however long, stays above its buttons and
// takes two lines at most, ended by "…", so its prompt always shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { artifactPath, openSite } from './browser.mjs';
import { embedGame, tableState, tableTargets } from './game_helpers.mjs';

const SLOW = 30000;
const POSITION = 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c hand1=Ac,Ad,Td,Th,7c melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c seed=11';
const lessonWith = (title, prompt = 'Take the frozen pile.') => JSON.stringify({
  format: 'canasta-lesson', version: 1, id: 'host-lesson', title, position: POSITION,
  steps: [{ prompt, accept: ['pickup 9h 9s'], success: 'Taken.', wrong: 'Not that.' }],
});

// A host site of its own on loopback (another origin than the game's):
// `routes` maps a path to a handler (req, res); /host.html is an empty page
// for embed() (served for real: a page Playwright fulfils is not on
// loopback, and Chromium then refuses it the game's loopback scripts);
// anything else is a 404.
async function startHost(routes = {}) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const handler = routes[path];
    if (handler) handler(req, res);
    else if (path === '/host.html') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><link rel="icon" href="data:,"><body></body>');
    else res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

async function closeHost({ server }) {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
}

// Opens the host's page with one game element (its data attributes set
// before embed.js runs); resolves to the game's frame once its table is ready.
const embed = (page, host, gameOrigin, attributes) =>
  embedGame(page, `${host.origin}/host.html`, gameOrigin, attributes, 'width:900px;height:700px');

const tableMessage = (frame) => frame.evaluate(() => window.canastaTable.targets().message ?? '');
const waitForProblem = (frame) => frame.waitForFunction(
  () => window.canastaTable.targets().message?.startsWith('This lesson cannot be shown'), null, { timeout: SLOW });
const waitForPrompt = (frame) => frame.waitForFunction(
  () => (document.getElementById('mirror-lesson-prompt')?.textContent ?? '').startsWith('Take the frozen pile.'), null, { timeout: SLOW });

test('a lesson of 60 KB and a long record reach the game by message, not in its address; a long title stays above the lesson\'s buttons', { timeout: 150000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  const host = await startHost();
  try {
    const { page, origin } = site;
    // The title: 60 KB of words, far more than the panel has room for.
    const long = lessonWith('A very long title '.repeat(3300).trim());
    assert.ok(long.length > 59000 && long.length < 65536);
    let frame = await embed(page, host, origin, { lesson: long });
    await waitForPrompt(frame);
    assert.ok(frame.url().length < 1000, `the frame's address is ${frame.url().length} characters`);
    const buttonsOf = async (f) => {
      const targets = (await tableTargets(f)).targets.filter((t) => t.kind === 'lesson');
      const box = await (await f.frameElement()).boundingBox();
      const x0 = Math.min(...targets.map((t) => t.x)), y0 = Math.min(...targets.map((t) => t.y));
      const x1 = Math.max(...targets.map((t) => t.x + t.w)), y1 = Math.max(...targets.map((t) => t.y + t.h));
      return page.screenshot({ clip: { x: box.x + x0, y: box.y + y0, width: x1 - x0, height: y1 - y0 } });
    };
    await page.waitForTimeout(500);
    const withLongTitle = await buttonsOf(frame);
    await page.screenshot({ path: artifactPath('lesson-long-title-1280x800.png') });
    // The lesson's column above its buttons, as drawn (title and prompt).
    const panelOf = async (f) => {
      const targets = (await tableTargets(f)).targets.filter((t) => t.kind === 'lesson');
      const box = await (await f.frameElement()).boundingBox();
      const x0 = Math.min(...targets.map((t) => t.x)), y0 = Math.min(...targets.map((t) => t.y));
      const x1 = Math.max(...targets.map((t) => t.x + t.w));
      return page.screenshot({ clip: { x: box.x + x0, y: box.y, width: x1 - x0, height: y0 } });
    };
    const longPanel = await panelOf(frame);
    frame = await embed(page, host, origin, { lesson: lessonWith('A short title') });
    await waitForPrompt(frame);
    await page.waitForTimeout(500);
    assert.ok(withLongTitle.equals(await buttonsOf(frame)), 'the buttons look the same under a 60 KB title as under a short one');
    // Two lines of the title show and nothing after them: the same 60 KB
    // with other words after its first 600 characters looks the same...
    const sameStart = 'A very long title '.repeat(34) + 'Other words later '.repeat(3266);
    frame = await embed(page, host, origin, { lesson: lessonWith(sameStart.trim()) });
    await waitForPrompt(frame);
    await page.waitForTimeout(500);
    assert.ok(longPanel.equals(await panelOf(frame)), 'what the title says after its two lines never shows');
    // ...and the prompt shows under them: another prompt looks different.
    frame = await embed(page, host, origin, { lesson: lessonWith('A very long title '.repeat(3300).trim(), 'Take the frozen pile. Use the nines.') });
    await waitForPrompt(frame);
    await page.waitForTimeout(500);
    assert.ok(!longPanel.equals(await panelOf(frame)), 'the prompt shows under a 60 KB title');

    // A record padded to 60 KB: read from the message as from an address.
    const record = `{"format":2,"variant":"classic","players":4,"seed":7,"moves":["draw"]${' '.repeat(60000)}}`;
    frame = await embed(page, host, origin, { record });
    await frame.waitForFunction(() => window.canastaTable.state()?.entries === 1, null, { timeout: SLOW });
    assert.ok(frame.url().length < 1000);
    assert.equal((await tableState(frame)).players, 4);
    // A position, handed over to an example.
    frame = await embed(page, host, origin, { position: POSITION, mode: 'example' });
    await frame.waitForFunction((p) => window.canastaTable.state()?.position?.includes('hand0=Kc,Kd,9h,9s,6c'), POSITION, { timeout: SLOW });
    assert.equal((await tableState(frame)).players, 2);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await closeHost(host);
    await site.close();
  }
});

test('a 10 MB lesson file on the host\'s own site is refused by its size before it is read whole, and the table says so', { timeout: 120000 }, async () => {
  const site = await openSite();
  const sent = { chunked: 0, declared: 0 };
  const chunk = Buffer.alloc(64 * 1024, 'x');
  // Sends up to 10 MB, a chunk every 20 ms (3 MB/s: loopback's socket buffers
  // would otherwise take megabytes before any reader could stop), counting
  // what went out.
  const stream = (name, headers) => (req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', ...headers });
    let stopped = false;
    res.on('close', () => { stopped = true; });
    const more = () => {
      if (stopped) return;
      if (sent[name] >= 10 * 1024 * 1024) return void res.end();
      sent[name] += chunk.length;
      res.write(chunk);
      setTimeout(more, 20);
    };
    more();
  };
  const host = await startHost({
    '/big.json': stream('chunked', {}),
    '/declared.json': stream('declared', { 'Content-Length': String(10 * 1024 * 1024) }),
  });
  try {
    const { page, origin } = site;
    for (const [file, name] of [['big.json', 'chunked'], ['declared.json', 'declared']]) {
      const frame = await embed(page, host, origin, { lesson: file });
      await waitForProblem(frame);
      assert.equal(await tableMessage(frame),
        `This lesson cannot be shown: the lesson at ${host.origin}/${file} is longer than 65536 bytes and was not read`);
      // Not read whole: the reader stopped the download on its way.
      assert.ok(sent[name] < 10 * 1024 * 1024, `${name}: ${sent[name]} bytes were sent of 10 MB`);
      assert.ok(frame.url().length < 1000);
    }
  } finally {
    await closeHost(host);
    await site.close();
  }
});

test('options too long for an address (a 20,000-character caption, 18 KB of options) are left out of it and refused by name with their limit; the element is ready', { timeout: 120000 }, async () => {
  const site = await openSite();
  const host = await startHost();
  try {
    const { page, origin } = site;
    const options = Array.from({ length: 3300 }, (_, i) => `o${i}`).join(',');
    assert.ok(options.length > 18000);
    const cases = [
      [{ mode: 'example', position: POSITION, caption: 'c'.repeat(20000) }, 'caption=… (longer than 200 characters)'],
      [{ options }, 'options=… (longer than 500 characters)'],
    ];
    for (const [attributes, refused] of cases) {
      const frame = await embed(page, host, origin, attributes);
      assert.ok(frame.url().length <= 6000, `the frame's address is ${frame.url().length} characters`);
      await page.waitForFunction(() => window.Canasta.games[0].ready, null, { timeout: SLOW });  // canasta:ready came
      await frame.waitForFunction(() => document.body.dataset.notice, null, { timeout: SLOW });
      assert.equal(await frame.evaluate(() => document.body.dataset.notice),
        `Some options of this address were refused and the game starts without them: ${refused}.`);
    }
  } finally {
    await closeHost(host);
    await site.close();
  }
});

test('an inline lesson longer than 64 KiB (10 MB, or 180 KB of nested lists) is refused on the table, not dropped for an ordinary game', { timeout: 120000 }, async () => {
  const site = await openSite();
  const host = await startHost();
  try {
    const { page, origin } = site;
    const huge = `{"format":"canasta-lesson","version":1,"id":"x${'x'.repeat(10 * 1024 * 1024)}"}`;
    const nested = `{"format":"canasta-lesson","version":1,"id":"x","steps":${'['.repeat(90000)}${']'.repeat(90000)}}`;
    for (const lesson of [huge, nested]) {
      const frame = await embed(page, host, origin, { lesson });
      await waitForProblem(frame);
      assert.equal(await tableMessage(frame),
        `This lesson cannot be shown: the lesson is ${Buffer.byteLength(lesson)} bytes long; a lesson has at most 65536`);
      assert.ok(frame.url().length < 1000);
    }
  } finally {
    await closeHost(host);
    await site.close();
  }
});

test('a redirect from the host\'s site to another that allows it does not bring the other site\'s lesson in', { timeout: 90000 }, async () => {
  const site = await openSite();
  const other = await startHost({
    '/lesson.json': (req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(lessonWith('Another site\'s lesson'));
    },
  });
  const host = await startHost({
    '/redir': (req, res) => res.writeHead(302, { Location: `${other.origin}/lesson.json` }).end(),
  });
  try {
    const { page, origin } = site;
    const frame = await embed(page, host, origin, { lesson: '/redir?to=elsewhere' });
    await waitForProblem(frame);
    assert.equal(await tableMessage(frame),
      `This lesson cannot be shown: the lesson at ${other.origin}/lesson.json is on another site; a lesson is fetched only from the page's own site`);
    assert.equal(await frame.evaluate(() => document.getElementById('mirror-lesson-prompt')?.textContent ?? ''), '');
  } finally {
    await closeHost(host);
    await closeHost(other);
    await site.close();
  }
});

test('a lesson address too long for the table\'s message is shortened, and the problem is still said', { timeout: 90000 }, async () => {
  const site = await openSite();
  const host = await startHost();
  try {
    const { page, origin } = site;
    const name = `${'a'.repeat(1500)}.json`;
    const frame = await embed(page, host, origin, { lesson: name });
    await waitForProblem(frame);
    const message = await tableMessage(frame);
    assert.match(message, new RegExp(`^This lesson cannot be shown: the lesson at ${host.origin}/a+…a+\\.json could not be fetched \\(HTTP 404\\)$`));
    assert.ok(message.length < 300);
  } finally {
    await closeHost(host);
    await site.close();
  }
});

test('while its lesson is on its way from the host\'s site the frame shows the felt, not a deal of its own; then the lesson', { timeout: 90000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 800 } });
  // The lesson file waits until the test lets it go: as slow as a phone's network.
  let release;
  const released = new Promise((done) => { release = done; });
  const host = await startHost({
    '/slow.json': async (req, res) => {
      await released;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(lessonWith('A slow lesson'));
    },
  });
  try {
    const { page, origin } = site;
    const frame = await embedGame(page, `${host.origin}/host.html`, origin, { lesson: 'slow.json' }, 'width:900px;height:700px', { awaitDocument: false });
    await frame.waitForFunction(() => document.body.dataset.firstFrame, null, { timeout: SLOW });
    const seen = () => frame.evaluate(() => ({
      awaiting: document.body.dataset.awaitingDocument ?? null,
      canvas: getComputedStyle(document.getElementById('canvas')).visibility,
      mirror: getComputedStyle(document.getElementById('table-mirror')).visibility,
      loading: document.getElementById('loading').hidden ? null : document.getElementById('loading').textContent,
      position: window.canastaTable.state().position,
    }));
    const waiting = await seen();
    assert.equal(waiting.awaiting, '1');
    assert.deepEqual([waiting.canvas, waiting.mirror], ['hidden', 'hidden'], 'the table\'s own deal is not shown');
    assert.equal(waiting.loading, 'Shuffling…');
    await page.screenshot({ path: artifactPath('embed-lesson-on-its-way-1280x800.png') });
    release();
    await waitForPrompt(frame);
    const shown = await seen();
    assert.deepEqual([shown.awaiting, shown.canvas, shown.mirror, shown.loading], [null, 'visible', 'visible', null]);
    // (The table prints a hand in its own order.)
    assert.equal(/ hand0=([^ ]*)/.exec(shown.position)?.[1].split(',').sort().join(), '6c,9h,9s,Kc,Kd');
    assert.match(shown.position, / pile=5c,4d,2d,7h,Td,9c /);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    release();
    await closeHost(host);
    await site.close();
  }
});
