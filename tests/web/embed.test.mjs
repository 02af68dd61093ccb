// Embedding on a rules website: the sample rules page's three games render
// and fill their containers (and follow them when they change size), the
// host drives one through postMessage and receives its events, and a message
// from another origin is ignored with a warning. Also: the game's own page
// follows the browser window, and bot levels per seat reach the computer
// players in new games, demos and embedded games.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE, artifactPath, canvasColourCount, openSite } from './browser.mjs';
import { embeddedFrame } from './game_helpers.mjs';
import { startServer } from '../../tools/lib/serve.mjs';

// Every game event the host page receives, kept by a capturing listener
// (the events are dispatched on the game's element and do not bubble).
const RECORD_EVENTS = () => {
  window.canastaEvents = [];
  for (const type of ['ready', 'move', 'dealover', 'gameover', 'result']) {
    window.addEventListener(`canasta:${type}`, (event) => {
      window.canastaEvents.push({ example: event.target.closest('section')?.id, type, detail: event.detail });
    }, true);
  }
};

// The commands the page sends its bot worker ("bot <level> <seed> seat=N ...").
const RECORD_BOT_COMMANDS = () => {
  window.botCommands = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    if (data?.kind === 'bot') window.botCommands.push(data);
    return post.call(this, data, ...rest);
  };
};

const EXAMPLES = ['melds', 'frozen-pile', 'initial-meld', 'concealed', 'lesson'];
const CONCEALED = EXAMPLES.indexOf('concealed');

// Distinct colours on the canvas as the user sees it, over the whole canvas
// and over its lower quarter.
async function frameColourCounts(frame) {
  return { all: await canvasColourCount(frame), bottom: await canvasColourCount(frame, { fromTop: 0.75 }) };
}

// The canvas's CSS box, its backing store and the lowest place the table
// publishes, in the frame (or page) that holds it.
const canvasFacts = (target) => target.evaluate(() => {
  const canvas = document.getElementById('canvas');
  const box = canvas.getBoundingClientRect();
  const table = document.getElementById('table').getBoundingClientRect();
  // Replay controls, when shown, take their room above the canvas, an
  // example's caption and Reset theirs below it.
  const barHeight = ['replay-controls', 'example-bar']
    .map((id) => document.getElementById(id))
    .reduce((sum, bar) => sum + (bar.hidden ? 0 : bar.getBoundingClientRect().height), 0);
  const { targets = [] } = window.canastaTable.targets();
  return {
    css: [box.width, box.height],
    table: [table.width, table.height - barHeight],
    backing: [canvas.width, canvas.height],
    ratio: devicePixelRatio,
    lowest: Math.max(...targets.map((t) => t.y + t.h)),
    rightmost: Math.max(...targets.map((t) => t.x + t.w)),
  };
});

// The canvas fills the table area (between the replay controls and an
// example's bar when they are shown), its backing store is that size times
// devicePixelRatio, and the table's places were laid out for that size.
function assertFills(facts, what) {
  const { css, table, backing, ratio, lowest, rightmost } = facts;
  assert.ok(Math.abs(css[0] - table[0]) < 1 && Math.abs(css[1] - table[1]) < 1, `${what}: canvas ${css} fills ${table}`);
  for (const i of [0, 1]) {
    assert.ok(Math.abs(backing[i] - css[i] * ratio) <= ratio + 0.5, `${what}: backing ${backing} is ${css} x ${ratio}`);
  }
  assert.ok(lowest <= css[1] + 1 && lowest > css[1] * 0.8, `${what}: the table reaches ${lowest} of ${css[1]}`);
  assert.ok(rightmost <= css[0] + 1 && rightmost > css[0] * 0.9, `${what}: the table reaches ${rightmost} of ${css[0]}`);
}

async function waitFills(target, what) {
  const until = Date.now() + 5000;
  for (;;) {
    const facts = await canvasFacts(target);
    try {
      assertFills(facts, what);
      return facts;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((done) => setTimeout(done, 50));
    }
  }
}

// The shape embed.js gives each container at least 600 px wide: 8:5 for a
// two-player example, 3:2 for the lesson (the tutorial's canastas lesson has
// four players, whose plates take a row).
const SHAPES = { lesson: 3 / 2 };

// The iframe covers its container on the host page.
async function assertFrameFillsContainer(page, index) {
  const ratio = SHAPES[EXAMPLES[index]] ?? 8 / 5;
  const [frameBox, containerBox] = await page.evaluate((i) => {
    const game = window.Canasta.games[i];
    const box = (e) => { const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; };
    return [box(game.frame), box(game.element)];
  }, index);
  frameBox.forEach((v, i) => assert.ok(Math.abs(v - containerBox[i]) < 1, `frame ${index} ${frameBox} covers ${containerBox}`));
  assert.ok(containerBox[3] >= 240 && Math.abs(containerBox[3] - containerBox[2] / ratio) < 2, `container ${index} is ${ratio}:1`);
}

const waitEvent = (page, match, what) => page.waitForFunction(match, null, { timeout: 15000 })
  .catch(() => { throw new Error(`no ${what} event`); });

test('rules page: its embedded games render, fill their containers, follow them and obey the host', { timeout: 120000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  const other = await startServer(SITE, 0);
  const otherOrigin = `http://127.0.0.1:${other.address().port}`;
  try {
    const { page, origin, context } = site;
    const warnings = [];
    context.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await context.addInitScript(RECORD_EVENTS);
    await page.goto(`${origin}/examples/rules-site.html`);

    const frames = [];
    for (const [index, example] of EXAMPLES.entries()) {
      await page.locator(`#${example} [data-canasta]`).scrollIntoViewIfNeeded();
      frames.push(await embeddedFrame(page, origin, index));
      await assertFrameFillsContainer(page, index);
      assertFills(await waitFills(frames[index], example), example);
      const colours = await frameColourCounts(frames[index]);
      assert.ok(colours.all > 8 && colours.bottom > 4, `${example} is drawn: ${JSON.stringify(colours)}`);
    }
    await page.screenshot({ path: artifactPath('embed-rules-wide.png'), fullPage: true });
    const ready = await page.evaluate(() => window.canastaEvents.filter((e) => e.type === 'ready').map((e) => e.example));
    assert.deepEqual(ready.sort(), [...EXAMPLES].sort());

    // A narrow window: one column, each container narrower and lower; the
    // games follow.
    const wideCss = (await canvasFacts(frames[0])).css;
    await page.setViewportSize({ width: 640, height: 900 });
    for (const [index, example] of EXAMPLES.entries()) {
      await page.locator(`#${example} [data-canasta]`).scrollIntoViewIfNeeded();
      await assertFrameFillsContainer(page, index);
      await waitFills(frames[index], `${example}, narrow`);
    }
    const narrowCss = (await canvasFacts(frames[0])).css;
    assert.ok(narrowCss[0] < wideCss[0] - 50 && narrowCss[1] < wideCss[1] - 30, `narrower: ${wideCss} -> ${narrowCss}`);
    await page.locator('#concealed [data-canasta]').screenshot({ path: artifactPath('embed-rules-narrow.png') });

    // The host steps the replay: the game answers and reports the move (the
    // move names itself; the record comes with the end of the deal).
    await page.evaluate(() => window.Canasta.games[3].send({ type: 'step', delta: 1, requestId: 'step-1' }));
    await waitEvent(page, () => window.canastaEvents.some((e) => e.type === 'result' && e.detail.requestId === 'step-1'), 'step result');
    await waitEvent(page, () => window.canastaEvents.some((e) => e.type === 'move' && e.example === 'concealed'), 'move');
    const move = await page.evaluate(() => window.canastaEvents.find((e) => e.type === 'move' && e.example === 'concealed').detail);
    assert.deepEqual([move.seat, move.move, move.entries, move.record], [0, 'meld Kc Kc Kd Kd Kh Ks 2h + 5c 5d 5h', 1, undefined]);
    assert.equal((await frames[CONCEALED].evaluate(() => window.canastaTable.state().replay.index)), 1);
    await page.evaluate(() => window.Canasta.games[3].send({ type: 'step', delta: 1 }));
    await waitEvent(page, () => window.canastaEvents.some((e) => e.type === 'dealover' && e.example === 'concealed'), 'dealover');
    const dealOver = await page.evaluate(() => window.canastaEvents.find((e) => e.type === 'dealover' && e.example === 'concealed').detail);
    assert.deepEqual(JSON.parse(dealOver.record).moves, [move.move, 'discard 9s']);

    // The host loads a position into the first game.
    const position = await frames[1].evaluate(() => window.canastaTable.state().position);
    await page.evaluate((p) => window.Canasta.games[0].send({ type: 'loadPosition', position: p, requestId: 'load-1' }), position);
    await waitEvent(page, () => window.canastaEvents.some((e) => e.type === 'result' && e.detail.requestId === 'load-1'), 'load result');
    const loaded = await page.evaluate(() => window.canastaEvents.find((e) => e.detail.requestId === 'load-1').detail);
    assert.deepEqual([loaded.ok, loaded.error], [true, undefined]);
    assert.equal(await frames[0].evaluate(() => window.canastaTable.state().position), position);

    const waitWarning = async (pattern) => {
      const until = Date.now() + 5000;
      while (!warnings.some((w) => pattern.test(w)) && Date.now() < until) await page.waitForTimeout(50);
      assert.ok(warnings.some((w) => pattern.test(w)), `a warning ${pattern}: ${warnings.join(' | ')}`);
    };

    // A malformed command from the host is ignored with a warning.
    await page.evaluate(() => window.Canasta.games[0].send({ type: 'explode' }));
    await waitWarning(/a message was ignored: unknown message/);

    // Another origin that frames the game and posts into it is ignored, with a warning.
    const intruder = await context.newPage();
    await intruder.goto(`${otherOrigin}/version.txt`);
    await intruder.evaluate((src) => new Promise((done) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.style.width = '640px';
      frame.style.height = '400px';
      frame.onload = done;
      document.body.append(frame);
    }), `${origin}/index.html?embed=1&save=0&host=${encodeURIComponent(origin)}&position=${encodeURIComponent(position)}`);
    const victim = intruder.frames().find((f) => f.url().startsWith(`${origin}/index.html`));
    await victim.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30000 });
    const untouched = await victim.evaluate(() => window.canastaTable.state().position);
    await intruder.evaluate(() => document.querySelector('iframe').contentWindow.postMessage(
      { canasta: 1, type: 'newGame', setup: { players: 3 } }, '*'));
    await waitWarning(new RegExp(`message from ${otherOrigin.replace(/[.:/]/g, '\\$&')} was ignored`));
    assert.equal(await victim.evaluate(() => window.canastaTable.state().position), untouched);
    await intruder.close();

    assert.deepEqual(site.consoleErrors, []);
    assert.deepEqual(site.foreignRequests.filter((url) => !url.startsWith(otherOrigin)), []);
  } finally {
    other.closeAllConnections();
    await new Promise((done) => other.close(done));
    await site.close();
  }
});

test('the game page follows the browser window', { timeout: 60000 }, async () => {
  const site = await openSite({ viewport: { width: 1200, height: 800 }, deviceScaleFactor: 1.5 });
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?seed=7&fast=1&lang=en`);
    await page.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame, null, { timeout: 30000 });
    const wide = await waitFills(page, 'wide window');
    await page.screenshot({ path: artifactPath('resize-wide.png') });
    await page.setViewportSize({ width: 700, height: 900 });
    const tall = await waitFills(page, 'tall window');
    assert.ok(tall.css[0] < wide.css[0] && tall.css[1] > wide.css[1], `${wide.css} -> ${tall.css}`);
    await page.waitForTimeout(100);
    await page.screenshot({ path: artifactPath('resize-tall.png') });
    await page.setViewportSize({ width: 1000, height: 560 });
    await waitFills(page, 'low window');
    await page.waitForTimeout(100);
    await page.screenshot({ path: artifactPath('resize-low.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

// The seat each bot request was for, with its level: { 0: 'expert', ... }.
const levelsBySeat = (requests) => Object.fromEntries(requests.map((r) => [/^seat=(\d)/.exec(r.observation)?.[1], r.level]));

// Waits until the latest bot command for each seat asks for the expected
// level (earlier ones may come from the game the table dealt first).
async function assertBotLevels(target, expected) {
  const matches = await target.waitForFunction((want) => {
    const latest = {};
    for (const { level, observation } of window.botCommands) latest[/^seat=(\d)/.exec(observation)?.[1]] = level;
    return Object.entries(want).every(([seat, level]) => latest[seat] === level);
  }, expected, { timeout: 20000 }).then(() => true, () => false);
  assert.ok(matches, `levels ${JSON.stringify(expected)}, asked for ${JSON.stringify(levelsBySeat(await target.evaluate(() => window.botCommands)))}`);
}

test('bot levels per seat: new game, demo, a position and an embedded game', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin, context } = site;
    await context.addInitScript(RECORD_BOT_COMMANDS);
    await context.addInitScript(RECORD_EVENTS);

    await page.goto(`${origin}/?demo=1&players=3&levels=beginner,expert,standard&seed=5&fast=1&save=0`);
    await assertBotLevels(page, { 0: 'beginner', 1: 'expert', 2: 'standard' });

    const position = 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c,6d,4s,8h,Jc,Qd,5h hand1=Ac,Ad,Td,Th,7c,7s,8s,8d,Qs,Jd,4h melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c seed=11';
    await page.goto(`${origin}/?demo=1&levels=expert,beginner&fast=1&save=0&position=${encodeURIComponent(position)}`);
    await assertBotLevels(page, { 0: 'expert', 1: 'beginner' });

    // Embedded: the host starts a game with levels per seat and a demo.
    await page.goto(`${origin}/examples/rules-site.html`);
    const frame = await embeddedFrame(page, origin, 0);
    await page.evaluate(() => {
      window.Canasta.games[0].send({ type: 'newGame', setup: { players: 2, seed: 9, levels: ['beginner', 'expert'] }, requestId: 'new' });
      window.Canasta.games[0].send({ type: 'demo', on: true });
    });
    await waitEvent(page, () => window.canastaEvents.some((e) => e.type === 'result' && e.detail.requestId === 'new' && e.detail.ok), 'newGame result');
    await assertBotLevels(frame, { 0: 'beginner', 1: 'expert' });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
