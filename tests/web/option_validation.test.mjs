// Address and data options are checked once, by the engine's rules, and a
// bad one is refused with a visible notice, never bent into a valid one:
// a seed above 2^64-1 no longer leaves the page "Shuffling…" forever (nor
// an embedded game), 4294967298 players is not 2, extra levels and unknown
// languages are said. The page's validator and the engine's setup reader
// accept exactly the same seeds and player counts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { noticeText } from './game_helpers.mjs';

const HUGE_SEED = '99999999999999999999';

async function firstFrame(target) {
  await target.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame, null, { timeout: 30000 });
}

test('a seed above 2^64-1 is refused with a notice and the table starts', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?seed=${HUGE_SEED}&lang=en&save=0`);
    await firstFrame(page);
    const notice = await noticeText(page);
    assert.match(notice, /refused/);
    assert.match(notice, new RegExp(`seed=${HUGE_SEED.slice(0, 20)}`));
    assert.match(notice, /18446744073709551615/);
    assert.equal(await page.isVisible('#loading'), false, 'the loading text is gone');
    // The largest seed itself is valid and deals.
    await page.goto(`${origin}/?seed=18446744073709551615&lang=en&save=0`);
    await firstFrame(page);
    assert.ok((await page.evaluate(() => window.canastaTable.record())).includes('"seed":18446744073709551615'));
  } finally {
    await site.close();
  }
});

test('an embedded game with such a data-seed starts and says so', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    // A host page on the game's own origin is enough here: the frame reads its options from data attributes.
    await page.route(`${origin}/host.html`, (route) => route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><div data-canasta data-seed="${HUGE_SEED}" data-lang="de" style="width:640px;height:400px"></div><script src="embed.js"></script>`,
    }));
    await page.goto(`${origin}/host.html`);
    let frame;
    const until = Date.now() + 30000;
    while (!(frame = page.frames().find((f) => f.url().includes('embed=1')))) {
      assert.ok(Date.now() < until, 'the game frame loads');
      await page.waitForTimeout(50);
    }
    await firstFrame(frame);
    const notice = await noticeText(frame);
    assert.match(notice, /abgelehnt/, 'the notice is in the frame\'s language');
    assert.match(notice, /seed=/);
  } finally {
    await site.close();
  }
});

test('out-of-range players, extra levels and unknown languages are refused with a notice', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    const cases = [
      ['players=4294967298', /players=4294967298 \(players is a number from 2 to 6\)/],
      ['players=2&levels=expert,expert,beginner', /levels=expert,expert,beginner/],
      ['levels=expert,expert,expert,expert,expert,expert,expert', /levels=/],
      ['lang=xx', /lang=xx \(the languages are en, es, pt, de and it\)/],
      ['seed=-1&players=7', /seed=-1 .*; players=7/],
    ];
    for (const [query, expected] of cases) {
      await page.goto(`${origin}/?${query}&save=0`);
      await firstFrame(page);
      assert.match(await noticeText(page), expected, query);
    }
    // A refused player count is never bent into a valid one: the table keeps four.
    await page.goto(`${origin}/?players=4294967298&save=0&lang=en`);
    await firstFrame(page);
    assert.equal((await page.evaluate(() => window.canastaTable.state())).players, 4);
  } finally {
    await site.close();
  }
});

test('the page and the engine accept the same seeds and player counts', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await page.goto(`${origin}/?save=0&lang=en`);
    await firstFrame(page);
    const verdicts = await page.evaluate(async () => {
      const { isSeed, isPlayers } = await import('./page/page_options.js');
      const api = window.canastaTable.api();
      const seeds = ['0', '7', '007', '18446744073709551615', '18446744073709551616', '99999999999999999999', '-1', '1.5', '', '1e3'];
      const players = ['2', '6', '1', '7', '4294967298', '-4'];
      const engineSeed = (s) => api.newGame({ seed: s }) === '';
      const enginePlayers = (p) => {
        let value;
        try { value = JSON.parse(p); } catch { return false; }
        return api.newGame({ players: value }) === '' && window.canastaTable.state().players === value;
      };
      return [
        ...seeds.map((s) => ({ what: `seed ${s}`, page: isSeed(s), engine: engineSeed(s) })),
        ...players.map((p) => ({ what: `players ${p}`, page: isPlayers(p), engine: enginePlayers(p) })),
      ];
    });
    for (const v of verdicts) assert.equal(v.page, v.engine, `${v.what}: page ${v.page}, engine ${v.engine}`);
    assert.ok(verdicts.some((v) => v.page) && verdicts.some((v) => !v.page));
    const refused = await page.evaluate(() => window.canastaTable.api().newGame({ players: 4294967298 }));
    assert.match(refused, /players/);
  } finally {
    await site.close();
  }
});

test('a player count the chosen game is not played by is refused and that game starts at its own count', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    // MA-01: Modern American is 4 players only.
    await page.goto(`${origin}/?variant=american&players=2&seed=5&lang=en&save=0`);
    await firstFrame(page);
    let notice = await noticeText(page);
    assert.match(notice, /players=2 \(Modern American is played by 4 players\)/);
    let state = await page.evaluate(() => window.canastaTable.state());
    assert.equal(state.variant, 'american');
    assert.equal(state.players, 4);
    // UY-01: Uruguayan is 2, 3 or 4; 5 is refused, 3 is taken as asked.
    await page.goto(`${origin}/?variant=uruguayan&players=5&seed=5&lang=es&save=0`);
    await firstFrame(page);
    notice = await noticeText(page);
    assert.match(notice, /players=5 \(la Canasta uruguaya se juega con 2, 3 o 4 jugadores\)/);
    state = await page.evaluate(() => window.canastaTable.state());
    assert.equal(state.variant, 'uruguayan');
    assert.ok([2, 3, 4].includes(state.players));
    await page.goto(`${origin}/?variant=uruguayan&players=3&seed=5&lang=en&save=0`);
    await firstFrame(page);
    state = await page.evaluate(() => window.canastaTable.state());
    assert.equal(state.players, 3);
  } finally {
    await site.close();
  }
});

test('an embedded Uruguayan game for 3 starts as asked; an embedded Modern American for 3 says why it plays with 4', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    for (const [variant, lang, want, said] of [['uruguayan', 'en', 3, null], ['american', 'it', 4, /players=3 \(la Canasta americana moderna si gioca in 4\)/]]) {
      await page.route(`${origin}/host-${variant}.html`, (route) => route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><div data-canasta data-variant="${variant}" data-players="3" data-seed="9" data-lang="${lang}" style="width:640px;height:400px"></div><script src="embed.js"></script>`,
      }));
      await page.goto(`${origin}/host-${variant}.html`);
      let frame;
      const until = Date.now() + 30000;
      while (!(frame = page.frames().find((f) => f.url().includes('embed=1')))) {
        assert.ok(Date.now() < until, 'the game frame loads');
        await page.waitForTimeout(50);
      }
      await firstFrame(frame);
      const state = await frame.evaluate(() => window.canastaTable.state());
      assert.equal(state.variant, variant);
      assert.equal(state.players, want);
      if (said) assert.match(await noticeText(frame), said);
    }
  } finally {
    await site.close();
  }
});

// The caption limit is a count of characters and says so: 200 letters of
// Greek (400 bytes) were refused as "longer than 200 bytes"; an option named
// twice is a mistake the address refuses, as the engine does.
test('the caption limit counts characters and says characters; an option named twice is refused', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    const greek = 'α'.repeat(200);
    await page.goto(`${origin}/?mode=example&caption=${encodeURIComponent(greek)}&lang=en&save=0`);
    await firstFrame(page);
    assert.equal(await page.textContent('#example-caption'), greek);
    await page.goto(`${origin}/?mode=example&caption=${encodeURIComponent(`${greek}β`)}&lang=en&save=0`);
    await firstFrame(page);
    assert.match(await noticeText(page), /caption=α+… \(longer than 200 characters\)/);
    assert.equal(await page.textContent('#example-caption'), '');
    await page.goto(`${origin}/?options=min15,min15&seed=3&lang=en&save=0`);
    await firstFrame(page);
    assert.match(await noticeText(page), /options=min15,min15 \(option names of letters and digits, each named once\)/);
    assert.deepEqual((await page.evaluate(() => JSON.parse(window.canastaTable.record()))).options ?? [], []);
  } finally {
    await site.close();
  }
});
