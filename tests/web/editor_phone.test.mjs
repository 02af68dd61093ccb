// The position editor on a phone and with long games: a finger carries a
// card to a place screens away (the page scrolls while it is held at the
// edge), a game record as long as the record limit pastes, the help links to
// the documentation, and picking one of two identical cards outlines that
// one alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath, openSite } from './browser.mjs';
import { dealIn, openEditor, touchDragFar } from './editor_helpers.mjs';
import { typeInto } from './game_helpers.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true };
const notation = (page) => page.inputValue('#out-notation');
const field = (text, name) => new RegExp(`(?:^| )${name}=([^ ]*)`).exec(text)?.[1];

test('on a phone a finger carries a card from the top hand down to the stock, the page scrolling under it', { timeout: 60000 }, async () => {
  const site = await openSite(PHONE);
  try {
    const { page, origin } = site;
    await openEditor(page, origin);
    await dealIn(page, { players: '4', seed: '3' });
    await page.evaluate(() => window.scrollTo(0, 0));
    const first = page.locator('.zone[data-zone="hand0"] button.card').first();
    await first.scrollIntoViewIfNeeded();
    const card = await first.getAttribute('data-card');
    const stock = page.locator('.zone[data-zone="stock"]');
    const stockBox = await stock.boundingBox();
    assert.ok(stockBox.y > PHONE.viewport.height, `the stock (at ${stockBox.y} px) starts below the screen`);
    const inHand = await page.locator(`.zone[data-zone="hand0"] button.card[data-card="${card}"]`).count();
    const inStock = await stock.locator(`button.card[data-card="${card}"]`).count();

    assert.ok(await touchDragFar(page, first, 'stock'), 'held at the bottom edge, the page scrolled to the stock');
    await page.waitForFunction(([c, n]) => document.querySelectorAll(`.zone[data-zone="stock"] button.card[data-card="${c}"]`).length === n,
      [card, inStock + 1], { timeout: 5000 });
    assert.equal(await page.locator(`.zone[data-zone="hand0"] button.card[data-card="${card}"]`).count(), inHand - 1);
    assert.equal(await page.getAttribute('body', 'data-valid'), '1');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('a game record as long as the record limit (1 MiB) pastes and loads', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openEditor(page, origin);
    // A game two moves in, written by the engine, padded with JSON's
    // whitespace to exactly the limit the page and the engine share.
    const record = await page.evaluate(async () => {
      const { LIMITS } = await import('./page/limits.js');
      const module = await createProtocolModule();
      const ask = botAsker(module, 'protocol_request', 'protocol_free');
      ask('new classic players=2 seed=11');
      ask(`play ${ask('bot standard').replace(/^ok /, '')}`);
      ask(`play ${ask('bot standard').replace(/^ok /, '')}`);
      const text = ask('record');
      return text.replace('"moves":', `"moves":${' '.repeat(LIMITS.recordBytes - new TextEncoder().encode(text).length)}`);
    });
    assert.equal(Buffer.byteLength(record), 1 << 20);
    await typeInto(page, '#paste', record, { paste: true });
    await page.getByRole('button', { name: 'Load' }).click();
    await page.waitForFunction(() => document.body.dataset.refused === '0' && document.body.dataset.valid === '1', null, { timeout: 30000 });
    assert.equal(field(await notation(page), 'players'), '2');
    assert.match(await page.textContent('#verdict'), /valid/i);
    // One byte more is refused with the engine's reason, and the position stays.
    const before = await notation(page);
    await typeInto(page, '#paste', record.replace('}', ' }'), { paste: true });
    await page.getByRole('button', { name: 'Load' }).click();
    await page.waitForFunction(() => document.body.dataset.refused === '1');
    assert.match(await page.textContent('#verdict'), /1048577 bytes long; a record has at most 1048576/);
    assert.equal(await notation(page), before);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('picking one of two identical cards outlines that one alone', { timeout: 60000 }, async () => {
  const site = await openSite(PHONE);
  try {
    const { page, origin } = site;
    await openEditor(page, origin);
    await dealIn(page, { players: '2', seed: '11' });
    // The pack holds two of every card: bring the other copy of a card of
    // seat 0's into its hand (tap it, then the hand's "Put here").
    const card = await page.locator('.zone[data-zone="hand0"] button.card').first().getAttribute('data-card');
    const twin = page.locator(`.zone:not([data-zone="hand0"]) button.card[data-card="${card}"]`).first();
    await twin.scrollIntoViewIfNeeded();
    await twin.tap();
    await page.locator('.zone[data-zone="hand0"] button.put').tap();
    const copies = page.locator(`.zone[data-zone="hand0"] button.card[data-card="${card}"]`);
    await page.waitForFunction((c) => document.querySelectorAll(`.zone[data-zone="hand0"] button.card[data-card="${c}"]`).length === 2, card);

    await copies.nth(1).tap();
    assert.deepEqual(await copies.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-pressed'))), ['false', 'true']);
    assert.equal(await page.locator('button.card[aria-pressed="true"]').count(), 1);
    await page.locator('.zone[data-zone="hand0"]').screenshot({ path: artifactPath('editor-twin-picked.png') });
    // Tapping it again puts it back; the other copy is picked on its own.
    await copies.nth(1).tap();
    await copies.nth(0).tap();
    assert.deepEqual(await copies.evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-pressed'))), ['true', 'false']);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('the editor\'s help opens the documentation beside it, in a new tab, at the editor\'s section', { timeout: 60000 }, async () => {
  const site = await openSite(PHONE);
  try {
    const { page, origin, context } = site;
    await openEditor(page, origin, 'lang=de');
    assert.equal(await page.textContent('#help'), 'Hilfe: Einbinden, der Editor, Lektionen (auf Englisch)');
    const [docs] = await Promise.all([context.waitForEvent('page'), page.locator('#help').tap()]);
    await docs.waitForLoadState();
    assert.equal(new URL(docs.url()).pathname, '/docs/authoring.html');
    assert.equal(new URL(docs.url()).hash, '#the-position-editor');
    assert.equal(await docs.textContent('#the-position-editor'), 'The position editor');
    assert.ok(await docs.locator('#lessons-format-canasta-lesson-version-1').isVisible());
    await docs.screenshot({ path: artifactPath('editor-docs-phone.png') });
    // The lesson skeleton's help names the format's section.
    const [format] = await Promise.all([context.waitForEvent('page'), page.locator('#lesson-help').tap()]);
    await format.waitForLoadState();
    assert.equal(new URL(format.url()).hash, '#lessons-format-canasta-lesson-version-1');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
