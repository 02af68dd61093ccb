// The position editor (issue 15 item 4): a position built by dragging cards
// with the mouse, and by picking them with the keyboard, comes out as the
// notation and the embed snippet; a bad notation pasted in is refused with
// the engine's reason and the position in the editor is kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { CLI } from '../../tools/lib/protocol_replay.mjs';
import { artifactPath, openSite } from './browser.mjs';
import { fields } from './true_positions.mjs';
import { dealIn, drag, openEditor, touchDrag } from './editor_helpers.mjs';
import { chooseOption, typeInto } from './game_helpers.mjs';

const notation = (page) => page.inputValue('#out-notation');
const field = (text, name) => new RegExp(`(?:^| )${name}=([^ ]*)`).exec(text)?.[1];

test('a position built by dragging and by the keyboard comes out as notation and snippet', { timeout: 90000 }, async () => {
  const site = await openSite({ viewport: { width: 1280, height: 900 } });
  try {
    const { page, origin } = site;
    await openEditor(page, origin);
    await dealIn(page);
    const dealt = await notation(page);
    assert.equal(field(dealt, 'players'), '2');
    assert.equal(field(dealt, 'stock'), undefined, 'the stock is left to the seed');
    const hand0 = field(dealt, 'hand0').split(',');
    const pile0 = field(dealt, 'pile').split(',');

    // A deuce from the stock dragged onto the pile freezes it.
    const deuce = page.locator('.zone[data-zone="stock"] button.card[data-card^="2"]').first();
    const deuceCard = await deuce.getAttribute('data-card');
    await drag(page, deuce, 'pile');
    await page.waitForFunction((c) => document.getElementById('out-notation').value.includes(c), deuceCard);
    assert.deepEqual(field(await notation(page), 'pile').split(','), [...pile0, deuceCard]);
    assert.match(await page.locator('.zone[data-zone="pile"] h4').textContent(), /frozen$/);

    // The first card of seat 0's hand dragged on top of it.
    const first = page.locator('.zone[data-zone="hand0"] button.card').first();
    const top = await first.getAttribute('data-card');
    assert.equal(top, hand0[0]);
    await drag(page, first, 'pile');
    await page.waitForFunction((c) => document.getElementById('out-notation').value.includes(`,${c} `), top);
    let now = await notation(page);
    assert.deepEqual(field(now, 'pile').split(','), [...pile0, deuceCard, top]);
    assert.deepEqual(field(now, 'hand0').split(','), hand0.slice(1));
    assert.equal(await page.textContent('#verdict'), 'The position is valid.');

    // The keyboard: Enter picks a card of seat 1, Tab reaches the pile's
    // "Put here", Enter puts it there.
    const other = page.locator('.zone[data-zone="hand1"] button.card').first();
    const moved = await other.getAttribute('data-card');
    await other.focus();
    await page.keyboard.press('Enter');
    assert.equal(await page.textContent('#picked-line'), `Picked: ${await other.textContent()}. Choose the place it goes.`);
    const put = page.locator('.zone[data-zone="pile"] button.put');
    await put.focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((c) => document.getElementById('out-notation').value.includes(`,${c} `), moved);
    now = await notation(page);
    assert.equal(field(now, 'pile').split(',').at(-1), moved);

    // The score of a side, then the turn: each is said in the notation and judged.
    await typeInto(page, '#scores input[data-side="0"]', '1500');
    await page.locator('#scores input[data-side="0"]').press('Tab');
    await page.waitForFunction(() => / scores=1500,0( |$)/.test(document.getElementById('out-notation').value));
    await chooseOption(page, '#turn-seat', '1');
    await page.waitForFunction(() => / turn=1( |$)/.test(document.getElementById('out-notation').value));
    assert.equal(await page.textContent('#verdict'), 'The position is valid.');
    await chooseOption(page, '#turn-seat', '0');
    await page.waitForFunction(() => / turn=0( |$)/.test(document.getElementById('out-notation').value));
    now = await notation(page);

    // Marking the deuce for the text, with a caption: the snippet says both.
    await page.locator('.zone[data-zone="pile"] button.card', { hasText: /^2/ }).first().click();
    await page.getByRole('button', { name: 'Mark for the text' }).click();
    await typeInto(page, '#caption', 'The 2 froze the pile.');
    const snippet = await page.inputValue('#out-snippet');
    const shown = new URLSearchParams({ mode: 'example', position: now, save: '0', lang: 'en', caption: 'The 2 froze the pile.', highlight: deuceCard });
    assert.equal(snippet, `<script src="${origin}/embed.js" defer></script>\n`
      + `<div data-canasta data-mode="example" data-position="${now}" data-caption="The 2 froze the pile." data-highlight="${deuceCard}">\n`
      + '  <p>The 2 froze the pile.</p>\n'
      + `  <p><a href="${origin}/index.html?${shown.toString().replace(/&/g, '&amp;')}">Open it as an example</a></p>\n</div>`);
    const lesson = JSON.parse(await page.inputValue('#out-lesson'));
    assert.deepEqual([lesson.format, lesson.version, lesson.position, lesson.highlight], ['canasta-lesson', 1, now, deuceCard]);
    assert.equal(lesson.steps[0].accept.length, 1, 'the Standard player\'s move is the first answer');
    await page.screenshot({ path: artifactPath('editor-wide.png'), fullPage: true });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('on a phone a finger drags a card; a bad notation pasted in is refused with the engine\'s reason, and the position stays', { timeout: 60000 }, async () => {
  const site = await openSite({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
  try {
    const { page, origin } = site;
    await openEditor(page, origin);
    await dealIn(page, { players: '4', seed: '3' });
    // A finger drags seat 0's first card into seat 1's hand, just below it.
    const first = page.locator('.zone[data-zone="hand0"] button.card').first();
    const card = await first.getAttribute('data-card');
    const held = field(await notation(page), 'hand1').split(',');
    await page.locator('.zone[data-zone="hand1"]').scrollIntoViewIfNeeded();
    await touchDrag(page, first, 'hand1');
    await page.waitForFunction((n) => document.getElementById('out-notation').value.match(/ hand1=([^ ]*)/)[1].split(',').length === n, held.length + 1);
    assert.deepEqual(field(await notation(page), 'hand1').split(','), [...held, card]);
    const before = await notation(page);
    await typeInto(page, '#paste', 'players=2 turn=0 hand0=9h,9h,9h,Kc pile=5c');
    await page.getByRole('button', { name: 'Load' }).click();
    await page.waitForFunction(() => document.body.dataset.refused === '1');
    assert.equal(await page.textContent('#verdict'),
      'Not loaded: Too many copies of 9h: the pack holds 2. The position you had is kept.');
    assert.equal(await notation(page), before);
    assert.equal(await page.locator('.zone[data-zone^="hand"]').count(), 4);
    await page.screenshot({ path: artifactPath('editor-phone.png'), fullPage: true });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('the editor speaks the page\'s language: German from the address, Italian from its menu', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openEditor(page, origin, 'lang=de');
    await page.getByRole('button', { name: 'Geben' }).click();
    await page.waitForFunction(() => document.body.dataset.valid === '1');
    assert.equal(await page.textContent('#verdict'), 'Die Stellung ist gültig.');
    assert.equal(await page.locator('#deal-variant option[value="classic"]').textContent(), 'Klassisch (1950)');
    assert.match(await page.locator('.zone[data-zone="pile"] h4').textContent(), /^Ablagestapel \(oberste Karte zuletzt\)/);
    await chooseOption(page, '#language', 'it');
    assert.equal(await page.getByRole('button', { name: 'Distribuisci' }).count(), 1);
    assert.match(await page.locator('.zone[data-zone="pile"] h4').textContent(), /^Pozzo \(la carta in cima per ultima\)/);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'it');
    assert.equal(await page.textContent('#verdict'), 'La posizione è valida.');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

test('the editor refuses what the table could not play on from: a seed with words after it, a player stuck without a move', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openEditor(page, origin);
    await dealIn(page);
    const before = await notation(page);
    // The seed box takes a seed, not more of the engine's command ("1
    // options=min15" dealt a min15 game).
    await typeInto(page, '#deal-seed', '1 options=min15');
    await page.getByRole('button', { name: 'Deal' }).click();
    await page.waitForFunction(() => /^Not loaded/.test(document.getElementById('verdict').textContent));
    assert.equal(await page.textContent('#verdict'),
      'Not loaded: a seed is a whole number from 0 to 18446744073709551615. The position you had is kept.');
    assert.equal(await notation(page), before);
    // Seat 1 holds one deuce after drawing: it may neither meld nor discard.
    await typeInto(page, '#paste', 'players=2 dealer=0 turn=1 phase=play hand0=Kc,Qd,5h hand1=2c seed=1');
    await page.getByRole('button', { name: 'Load' }).click();
    await page.waitForFunction(() => document.body.dataset.refused === '1');
    assert.match(await page.textContent('#verdict'), /^Not loaded: hand1 holds one card after the draw .*seat 1 has no legal move/);
    assert.equal(await notation(page), before);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

// Typing in the editor's fields as a person does (issue 36 item 5): the
// seed typed and Enter deals it, a caption typed reaches the snippet, a
// notation typed in the paste box and Load loads it, and Escape leaves a
// field (as on the game's page, where it gives the keys back to the table).
test('the editor\'s fields take what is typed: a seed and Enter deal, a caption reaches the snippet, Escape leaves the field', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openEditor(page, origin);
    const first = await notation(page);
    await page.click('#deal-seed');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('11');
    await page.keyboard.press('Enter');
    await page.waitForFunction((was) => document.getElementById('out-notation').value !== was, first);
    assert.equal(await page.inputValue('#deal-seed'), '11');

    await page.click('#caption');
    await page.keyboard.type('Freeze the pile!');
    await page.waitForFunction(() => document.getElementById('out-snippet').value.includes('Freeze the pile!'));
    await page.keyboard.press('Escape');
    assert.equal(await page.evaluate(() => document.activeElement?.id ?? ''), '');

    await page.click('#paste');
    await page.keyboard.type('players=2 dealer=0 turn=1 phase=draw hand0=Kc,Qd,5h hand1=2c,7s seed=1');
    await page.getByRole('button', { name: 'Load' }).click();
    await page.waitForFunction(() => / hand1=2c,7s /.test(document.getElementById('out-notation').value));
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});

// A hand left to the pack (README: `hand1=11`) is shown as the cards the
// engine deals it, the same cards the text protocol deals for that line,
// under a title that says so; the notation keeps the count.
test('a hand written as a count shows the cards the seed deals it, and the notation keeps the count', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openEditor(page, origin);
    const line = 'players=2 dealer=1 turn=0 phase=draw hand0=Kc,Kd,Qh hand1=11 pile=5h seed=3';
    const shown = execFileSync(CLI, [], { input: `position ${line}\nshow\nquit\n`, encoding: 'utf8' }).split('\n')[1];
    const dealt = fields(shown).hand1.split(',');
    assert.equal(dealt.length, 11);
    await page.click('#paste');
    await page.keyboard.type(line);
    await page.getByRole('button', { name: 'Load' }).click();
    await page.waitForFunction(() => / hand1=11 /.test(document.getElementById('out-notation').value));
    await page.waitForFunction(() => document.body.dataset.valid === '1');
    const hand = await page.$$eval('.zone[data-zone="hand1"] button.card', (cards) => cards.map((c) => c.dataset.card));
    assert.deepEqual([...hand].sort(), [...dealt].sort());
    assert.match(await page.textContent('.zone[data-zone="hand1"] h4'), /11 cards dealt by the seed/);
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
