// Example mode (issue 15 item 1, in part): a page of another origin embeds a
// position with data-mode="example" and a caption; the game's own chrome
// (Games, status line) gives way to the caption and a Reset button, and Reset
// brings the position back after the host (or the reader) changed it. A bad
// mode is refused with its reason. Screenshots at the three sizes.
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
        { mode: 'example', caption: CAPTION, position: POSITION, lang: 'en', title: 'Example: a frozen pile' });

      // The chrome gives way: no status bar (Games, status line); the caption and Reset show.
      assert.equal(await frame.evaluate(() => getComputedStyle(document.getElementById('status-bar')).display), 'none');
      assert.equal(await frame.locator('#example-caption').textContent(), CAPTION);
      const reset = frame.getByRole('button', { name: 'Put the example back as it was' });
      assert.ok(await reset.isVisible(), 'Reset is shown');
      assert.equal(await reset.textContent(), 'Reset');
      // The table writes the position out in full: that is the one Reset must bring back.
      const start = await frame.evaluate(() => window.canastaTable.state().position);
      assert.match(start, /hand0=Kc,Kd,Qd,Jc,9h,9s,8h,6c,6d,5h,4s .* pile=5c,4d,2d,7h,Td,9c /);
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
