// Example mode (issue 15 item 1): a page of another origin embeds a position
// with data-mode="example", a caption and highlighted cards; the game's own
// chrome (Games, status line, and on the table the menu, the action buttons
// and the score box) gives way to the table alone with the caption and a
// Reset button under it; the mirror says which cards are marked and which
// card froze the pile; Reset brings back a position, a record and a replay.
// A bad mode is refused with its reason. Screenshots at the three sizes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE, artifactPath, openSite } from './browser.mjs';
import { startServer } from '../../tools/lib/serve.mjs';

const POSITION = 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c,6d,4s,8h,Jc,Qd,5h hand1=Ac,Ad,Td,Th,7c,7s,8s,8d,Qs,Jd,4h melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c seed=11';
const OTHER = 'players=2 turn=0 dealer=1 phase=play scores=1500,800 hand0=Ac,Ad,Ah,Kc,Kd,Ks,9h,8h,6c,6d,5h,4s hand1=Qc,Qd,Td,Th,7c,7s,8s,8d,Qs,Jd,4h pile=5c,4d,7h,Td seed=12';
const CAPTION = 'The 2♦ freezes the pile: take it with the natural pair of nines.';
const SIZES = [
  { name: 'wide', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 },
];

// The host page: another origin's page with one example element and embed.js.
async function embedOn(page, hostUrl, origin, attributes) {
  // The host page is a bare one with no icon: the browser's own request for one is no error of ours.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto(hostUrl);
  await page.evaluate(({ src, attributes }) => {
    document.body.style.margin = '16px';
    const element = document.createElement('div');
    element.setAttribute('data-canasta', '');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(`data-${name}`, value);
    document.body.replaceChildren(element);
    const script = document.createElement('script');
    script.src = src;
    document.head.append(script);
  }, { src: `${origin}/embed.js`, attributes });
  await page.waitForFunction(() => document.querySelector('iframe'), null, { timeout: 10000 });
  let frame = null;
  const until = Date.now() + 30000;
  while (!frame && Date.now() < until) {
    frame = page.frames().find((f) => f.url().startsWith(`${origin}/index.html`));
    if (!frame) await page.waitForTimeout(50);
  }
  assert.ok(frame, 'the game frame loads');
  // The frame may be found before its document has a body.
  await frame.waitForFunction(() => document.body?.dataset.ready === '1', null, { timeout: 30000 });
  return frame;
}

for (const size of SIZES) {
  test(`example mode on another origin's page (${size.name})`, { timeout: 90000 }, async () => {
    const site = await openSite({ viewport: size.viewport, deviceScaleFactor: size.deviceScaleFactor });
    const other = await startServer(SITE, 0);
    const otherOrigin = `http://127.0.0.1:${other.address().port}`;
    try {
      const { page, origin } = site;
      const frame = await embedOn(page, `${otherOrigin}/version.txt`, origin,
        { mode: 'example', caption: CAPTION, position: POSITION, lang: 'en', title: 'Example: a frozen pile', highlight: '2d,9h,9s' });

      // The chrome gives way: no status bar (Games, status line); the caption and Reset show.
      assert.equal(await frame.evaluate(() => getComputedStyle(document.getElementById('status-bar')).display), 'none');
      assert.equal(await frame.locator('#example-caption').textContent(), CAPTION);
      const reset = frame.getByRole('button', { name: 'Put the example back as it was' });
      assert.ok(await reset.isVisible(), 'Reset is shown');
      assert.equal(await reset.textContent(), 'Reset');
      // The table writes the position out in full: that is the one Reset must bring back.
      const start = await frame.evaluate(() => window.canastaTable.state().position);
      assert.match(start, /hand0=Kc,Kd,Qd,Jc,9h,9s,8h,6c,6d,5h,4s .* pile=5c,4d,2d,7h,Td,9c /);
      // The table alone: no menu or action buttons among its places.
      const kinds = new Set((await frame.evaluate(() => window.canastaTable.targets())).targets.map((t) => t.kind));
      assert.deepEqual([...kinds].sort(), ['hand', 'meld', 'melds', 'pile', 'stock']);
      // The caption line lies under the table, the canvas above it.
      const [canvasBottom, barTop, tableBottom] = await frame.evaluate(() => [
        document.getElementById('canvas').getBoundingClientRect().bottom,
        document.getElementById('example-bar').getBoundingClientRect().top,
        document.getElementById('table').getBoundingClientRect().bottom]);
      assert.ok(Math.abs(canvasBottom - barTop) < 1 && tableBottom > barTop, `canvas ${canvasBottom}, bar ${barTop}, table ${tableBottom}`);
      // The mirror says the marked cards, where they lie, and what froze the pile.
      await frame.waitForFunction(() => document.getElementById('mirror-marked'), null, { timeout: 10000 });
      assert.equal(await frame.textContent('#mirror-marked'), 'Marked cards: 2♦ (discard pile), 9♥ (Your hand), 9♠ (Your hand)');
      assert.equal(await frame.textContent('#mirror-pile'), 'Discard pile: 6 cards, top card 9♣, frozen by the 2♦ laid crosswise');
      await page.waitForTimeout(500);
      await page.screenshot({ path: artifactPath(`example-mode-${size.name}.png`) });

      // The host puts another position on the table; Reset brings the example back.
      await page.evaluate((p) => window.Canasta.games[0].send({ type: 'loadPosition', position: p }), OTHER);
      await frame.waitForFunction((p) => window.canastaTable.state().position.includes(p), 'scores=1500,800', { timeout: 10000 });
      await reset.click();
      await frame.waitForFunction((p) => window.canastaTable.state().position === p, start, { timeout: 10000 });

      assert.deepEqual(site.consoleErrors, []);
    } finally {
      other.closeAllConnections();
      await new Promise((done) => other.close(done));
      await site.close();
    }
  });
}

test('a mode that is neither play nor example is refused with its reason', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?mode=lesson&lang=en&save=0&position=${encodeURIComponent(POSITION)}`);
    await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30000 });
    const status = await page.locator('#notice-text, #status').allTextContents();
    assert.ok(status.some((line) => line.includes('mode=lesson (play or example)')), `the refusal is said: ${status.join(' | ')}`);
    assert.equal(await page.evaluate(() => document.body.classList.contains('example')), false);
  } finally {
    await site.close();
  }
});

// The concealed example of the rules page: a record from a start position.
const RECORD = JSON.stringify({ format: 2, variant: 'classic', options: [], players: 2, seed: 13,
  start: 'players=2 turn=0 dealer=1 phase=play hand0=Kc,Kd,Kh,Ks,Kc,Kd,2h,5c,5d,5h,9s,8h hand1=Qc,Qd,Td,Th,7c,7s,8s,8d,Qs,Jd,4h melds1=Ac,Ad,Ah pile=5s,4d,7h,Td seed=13',
  moves: ['meld Kc Kc Kd Kd Kh Ks 2h']});

test('Reset brings back a record played on and a replay stepped through', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    const open = async (query) => {
      await page.goto(`${origin}/?mode=example&lang=en&save=0&fast=1&${query}`);
      await page.waitForFunction(() => document.body.dataset.ready === '1', null, { timeout: 30000 });
    };
    const reset = page.getByRole('button', { name: 'Put the example back as it was' });
    const position = () => page.evaluate(() => window.canastaTable.state().position);

    // A record: the game goes on from its end; Reset deals it again.
    await open(`record=${encodeURIComponent(RECORD)}`);
    const start = await position();
    assert.match(start, /melds0=Kc,Kc,Kd,Kd,Kh,Ks,2h /);
    await page.evaluate(() => window.canastaTable.api().loadPosition('players=2 turn=0 phase=play hand0=5c,5d,5h,9s hand1=Qc,Qd,Td pile=5s seed=3'));
    await page.waitForFunction((p) => window.canastaTable.state().position !== p, start);
    await reset.click();
    await page.waitForFunction((p) => window.canastaTable.state().position === p, start, { timeout: 10000 });

    // A replay: stepped forward, Reset shows it from its start again.
    await open(`replay=1&record=${encodeURIComponent(RECORD)}`);
    assert.deepEqual(await page.evaluate(() => window.canastaTable.state().replay), { index: 0, length: 1 });
    await page.getByRole('button', { name: 'One move forward' }).click();
    await page.waitForFunction(() => window.canastaTable.state().replay.index === 1);
    await reset.click();
    await page.waitForFunction(() => window.canastaTable.state().replay?.index === 0, null, { timeout: 10000 });
    assert.equal(await page.textContent('#replay-position'), 'Move 0 of 1');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
