// <canasta-table>, registered by embed.js: its attributes are the options
// the data- attributes give (mode, position, highlight, caption, lesson...),
// on a page of another origin, and a data- element beside it keeps working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SITE, artifactPath, openSite } from './browser.mjs';
import { embeddedFrame } from './game_helpers.mjs';
import { startServer } from '../../tools/lib/serve.mjs';

const POSITION = 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c,6d,4s,8h,Jc,Qd,5h hand1=Ac,Ad,Td,Th,7c,7s,8s,8d,Qs,Jd,4h melds0=Ah,As,Ac pile=5c,4d,7h,Td,2d,9c seed=11';
const CAPTION = 'The 2♦ froze the pile: take it with the natural pair of nines.';

test('<canasta-table> takes the data- attributes\' options as attributes, beside a data- element, on another origin', { timeout: 90000 }, async () => {
  const site = await openSite();
  const other = await startServer(SITE, 0);
  const otherOrigin = `http://localhost:${other.address().port}`;
  try {
    const { page, origin } = site;
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto(`${otherOrigin}/version.txt`);
    await page.evaluate(({ position, caption, src }) => {
      document.documentElement.innerHTML = '<head></head><body></body>';
      const attribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      document.body.innerHTML = `<h1>Custom element</h1>
        <canasta-table id="custom" mode="example" position="${attribute(position)}" highlight="2d,9h,9s" caption="${attribute(caption)}"
          title="Example: the frozen pile" style="width: 800px"><p>Fallback text</p></canasta-table>
        <div id="classic" data-canasta data-mode="example" data-position="${attribute(position)}" data-highlight="9c" style="width: 800px"></div>`;
      const script = document.createElement('script');
      script.src = src;
      script.defer = true;
      document.head.append(script);
    }, { position: POSITION, caption: CAPTION, src: `${origin}/embed.js` });

    const frame = await embeddedFrame(page, origin, 0);
    const params = new URL(frame.url()).searchParams;
    assert.deepEqual([params.get('mode'), params.get('highlight'), params.get('caption'), params.get('position')],
      ['example', '2d,9h,9s', CAPTION, POSITION]);
    assert.equal(await page.getAttribute('#custom iframe', 'title'), 'Example: the frozen pile');
    assert.equal(await page.locator('#custom p').count(), 0, 'the game replaced the fallback');
    assert.equal(await frame.textContent('#example-caption'), CAPTION);
    await frame.waitForFunction(() => document.getElementById('mirror-marked'), null, { timeout: 10000 });
    assert.equal(await frame.textContent('#mirror-marked'), 'Marked cards: 2♦ (discard pile), 9♥ (Your hand), 9♠ (Your hand)');
    // The element is sized like a data- example (an example's own shape) and
    // is driven the same way.
    const box = await page.locator('#custom').boundingBox();
    assert.equal(box.width, 800);
    assert.ok(Math.abs(box.height - 500) <= 1, `16:10 for a two-player example (${box.height})`);
    assert.ok(await page.evaluate(() => Boolean(document.getElementById('custom').canastaGame?.send)));

    // The data- element beside it keeps working.
    await page.locator('#classic').scrollIntoViewIfNeeded();
    const second = await embeddedFrame(page, origin, 1);
    await second.waitForFunction(() => document.getElementById('mirror-marked'), null, { timeout: 10000 });
    assert.match(await second.textContent('#mirror-marked'), /^Marked cards: 9♣/);
    await page.screenshot({ path: artifactPath('custom-element.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    other.closeAllConnections();
    await new Promise((done) => other.close(done));
    await site.close();
  }
});
