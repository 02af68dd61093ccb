// The sample rules page's tables are readable at every size: the cards each
// example or lesson talks about (its marked cards, the melds it asks for,
// the pile) are drawn at least as large as the hand's cards, and the lesson
// embedded there shows none of the game's menu buttons. Screenshots of
// each table at 1920x1080, 1280x800 and 390x844 land in build/artifacts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openSite } from './browser.mjs';
import { embeddedFrame, pressPlace } from './game_helpers.mjs';

const SIZES = [
  { name: 'wide', viewport: { width: 1920, height: 1080 }, deviceScaleFactor: 1 },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true },
];
const SECTIONS = ['melds', 'frozen-pile', 'initial-meld', 'concealed', 'lesson'];

// The sizes the table drew its cards at, in CSS pixels (a card's size is
// its width; a crosswise card's its height): the hand's, the pile's, our
// melds' columns and each marked card's.
async function cardSizes(frame) {
  // A frame publishes its places once it has drawn them (after the deal flies in).
  await frame.waitForFunction(() => {
    const t = window.canastaTable.targets();
    return document.body.dataset.phase !== 'animating' && (t.targets ?? []).some((p) => p.kind === 'hand');
  }, null, { timeout: 30000 });
  return frame.evaluate(() => {
    const { targets, marked = [] } = window.canastaTable.targets();
    const width = (kind) => targets.filter((t) => t.kind === kind).map((t) => t.w);
    return {
      hand: Math.max(...width('hand')),
      pile: width('pile')[0],
      melds: width('meld'),
      marked: marked.map((m) => ({ card: m.card, size: Math.min(m.w, m.h) })),
      menu: targets.filter((t) => t.kind === 'menu').map((t) => t.name),
      lesson: targets.filter((t) => t.kind === 'lesson').map((t) => t.name),
    };
  });
}

// Every card the text talks about is at least the hand's size (half a pixel
// of rounding aside), and so are the pile and our melds.
function checkReadable(sizes, where) {
  const least = sizes.hand - 0.5;
  assert.ok(sizes.hand >= 40, `${where}: the hand's cards are ${sizes.hand} px wide`);
  assert.ok(sizes.pile >= least, `${where}: the pile (${sizes.pile} px) is smaller than the hand (${sizes.hand} px)`);
  for (const w of sizes.melds) assert.ok(w >= least, `${where}: a meld (${w} px) is smaller than the hand (${sizes.hand} px)`);
  for (const { card, size } of sizes.marked) {
    assert.ok(size >= least, `${where}: the marked ${card} (${size} px) is smaller than the hand (${sizes.hand} px)`);
  }
}

for (const size of SIZES) {
  test(`the sample rules page's tables draw the cards they talk about as large as the hand (${size.name})`, { timeout: 180000 }, async () => {
    const { page, origin, close, consoleErrors } = await openSite(size);
    try {
      await page.goto(`${origin}/examples/rules-site.html`);
      for (const [index, id] of SECTIONS.entries()) {
        await page.locator(`#${id} .game`).scrollIntoViewIfNeeded();  // frames load lazily
        const frame = await embeddedFrame(page, origin, index);
        const sizes = await cardSizes(frame);
        checkReadable(sizes, `#${id} at ${size.name}`);
        if (id !== 'lesson') {
          assert.ok(sizes.marked.length > 0, `#${id}: its marked cards are drawn`);
          continue;
        }
        // The lesson on another page: its own buttons, none of the game's menu.
        assert.deepEqual(sizes.menu, [], 'an embedded lesson shows no menu buttons');
        assert.ok(sizes.lesson.includes('Show me'), `the lesson's buttons: ${sizes.lesson}`);
        // Its panel says the prompt: no status line repeats it under the table.
        assert.ok(await frame.evaluate(() => document.getElementById('status-bar').getBoundingClientRect().height <= 1),
          'the status line gives the lesson its room');
        await page.locator(`#${id} .game`).screenshot({ path: artifactPath(`kit-lesson-${size.name}.png`) });
        // The answer makes a canasta: it stays as large as the hand.
        await pressPlace(page, frame, (t) => t.kind === 'lesson' && t.name === 'Show me', { touch: size.hasTouch });
        await frame.waitForFunction(() => /Right/.test(document.getElementById('mirror-lesson-feedback')?.textContent ?? ''),
          null, { timeout: 30000 });
        checkReadable(await cardSizes(frame), `#${id} after its answer at ${size.name}`);
        await page.locator(`#${id} .game`).screenshot({ path: artifactPath(`kit-lesson-canasta-${size.name}.png`) });
      }
      await page.locator('#frozen-pile .game').scrollIntoViewIfNeeded();
      await page.locator('#frozen-pile .game').screenshot({ path: artifactPath(`kit-example-${size.name}.png`) });
      assert.deepEqual(consoleErrors, []);
    } finally {
      await close();
    }
  });
}

test('a tutorial lesson on the game\'s own page draws its red threes as large as the hand, and keeps its menu', { timeout: 120000 }, async () => {
  const { page, origin, close, consoleErrors } = await openSite({ viewport: { width: 1280, height: 800 } });
  try {
    await page.goto(`${origin}/index.html?lesson=red-threes&lang=en`);
    await page.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame, null, { timeout: 30000 });
    const sizes = await cardSizes(page.mainFrame());
    checkReadable(sizes, 'the red threes lesson');
    assert.deepEqual(sizes.marked.map((m) => m.card), ['3h']);
    assert.deepEqual(sizes.menu, ['New', 'Log', 'Rules', 'Options']);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await close();
  }
});
