// A huge or broken save, a hostile import or embedding page never stops the
// table: text crosses into WASM through the heap with its size checked
// first, each refusal is a message, and a save that cannot be opened is
// kept while a fresh table starts. Also the smaller holes: trailing bytes
// after a record, several dropped files, a damaged or newer database, a
// save with a numeric id, a corrupt visit counter.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSite } from './browser.mjs';
import {
  humanMove, noticeText, openTable, openWithSavedMove, reloadTable, putStoredGame, tableReady, setCurrentGame, storedGames, tableState, waitSaved, writeTemp,
} from './game_helpers.mjs';

// The table is alive: it answers and draws a new frame.
async function tableAlive(page) {
  assert.ok((await tableState(page)).position, 'the table answers');
  await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); }));
}

// An embedding page on the game's own origin with one game, once ready, and
// send(command): the game's result for it (or, after 15 s, that none came).
// `hostScript` runs on the host page first; a command's `setupFrom` names a
// function it defines on window.setups, whose value (anything a structured
// clone carries) is sent as the command's setup.
async function openHost(page, origin, hostScript = '') {
  await page.route(`${origin}/host.html`, (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><div data-canasta data-lang="en" style="width:640px;height:400px"></div><script>${hostScript}</script><script src="embed.js"></script>`,
  }));
  await page.goto(`${origin}/host.html`);
  await page.waitForFunction(() => window.Canasta?.games[0]?.ready, null, { timeout: 30000 });
  return (command) => page.evaluate((message) => new Promise((resolve) => {
    const game = window.Canasta.games[0];
    game.element.addEventListener('canasta:result', (event) => resolve(event.detail), { once: true });
    setTimeout(() => resolve({ ok: 'no result came' }), 15000);
    const { setupFrom, ...rest } = message;
    game.send(setupFrom ? { ...rest, setup: window.setups[setupFrom]() } : rest);
  }), command);
}

test('a 1.4 MB save: the page starts a fresh table, keeps the save and says so; huge texts are refused with a message', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en`);
    await putStoredGame(page, { id: 'big', schema: 1, version: 1, updated: Date.now(), record: 'x'.repeat(1400000) });
    await setCurrentGame(page, 'big');
    await reloadTable(page);
    assert.match(await noticeText(page), /could not be opened: This save is 1400000 bytes long; at most 1048576 can be opened\. A new game starts and the save is kept/);
    assert.ok((await storedGames(page)).some((g) => g.id === 'big'), 'the save is kept');
    await tableAlive(page);

    // The entry is listed with its problem; it can be deleted, not resumed.
    await page.click('#games-button');
    await page.waitForSelector('#games-list tr[data-id=big] td.problem');
    assert.equal(await page.locator('#games-list tr[data-id=big] button[data-action=resume]').count(), 0);

    // Every entry point refuses oversized text with a message and the game goes on.
    const position = (await tableState(page)).position;
    const answers = await page.evaluate(() => {
      const api = window.canastaTable.api();
      return {
        load: api.loadRecord('x'.repeat(1400000)),
        check: api.checkRecord(`{"a":"${'y'.repeat(1500000)}"}`),
        replay: api.loadReplay('z'.repeat(2000000)),
        setup: api.newGame({ seed: '1'.repeat(1500000) }),
        position: api.loadPosition(`players=2 ${' '.repeat(5000)}`),
      };
    });
    assert.match(answers.load, /game record is 1400000 bytes long; at most 1048576/);
    assert.match(answers.check, /game record is 1500008 bytes long/);
    assert.match(answers.replay, /game record is 2000000 bytes long/);
    assert.match(answers.setup, /game setup is 1500011 bytes long; at most 4096/);
    assert.match(answers.position, /position is 5010 bytes long; at most 4096/);
    await tableAlive(page);
    assert.equal((await tableState(page)).position, position);

    await page.click('#games-list tr[data-id=big] button[data-action=delete]');
    await page.waitForFunction(() => !document.querySelector('#games-list tr[data-id=big]'));
    assert.ok(!(await storedGames(page)).some((g) => g.id === 'big'));
  } finally {
    await site.close();
  }
});

test('an embedding page sending a 1.5 MB newGame or a 1.4 MB record gets an error and the table goes on', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    const send = await openHost(page, origin);
    const setup = await send({ type: 'newGame', setup: { variant: 'classic', seed: '7'.repeat(1500000) }, requestId: 1 });
    assert.equal(setup.ok, false);
    assert.match(setup.error, /^The new game was not started: seed=7{24}… \(a seed is a whole number/);
    const record = await send({ type: 'loadRecord', record: 'x'.repeat(1400000), requestId: 2 });
    assert.equal(record.ok, false);
    assert.match(record.error, /game record is 1400000 bytes long/);
    const frame = page.frames().find((f) => f.url().includes('embed=1'));
    await tableAlive(frame);
  } finally {
    await site.close();
  }
});

// The host's newGame is checked as the page's own address is, by the same
// code: what one refuses, the other refuses, and every command gets its
// result, whatever the structured clone carried (a cycle threw inside the
// frame and no result ever came).
test('the host\'s newGame: a setup that refers to itself, a BigInt seed, seven levels: a result with the reason, as the address would', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    const setups = `window.setups = {
      cycle: () => { const s = { variant: 'classic' }; s.again = s; return s; },
      cycleInLevels: () => { const l = ['expert']; l.push(l); return { levels: l }; },
      bigSeed: () => ({ seed: 18446744073709551616n }),
      sevenLevels: () => ({ players: 6, levels: ['standard', 'expert', 'expert', 'expert', 'expert', 'expert', 'bogus'] }),
      twiceOptions: () => ({ options: ['min15', 'min15'] }),
      inexactSeed: () => ({ seed: 2 ** 60 + 1 }),
      bigIntSeed: () => ({ seed: 12345678901234567890n, players: 2 }),
      map: () => new Map([['players', 2]]),
      date: () => new Date(0),
      nothing: () => null,
      seats: () => ({ players: 2, seed: 5, seats: [{ kind: 'local', name: 'Ana' }, { kind: 'computer', level: 'expert' }] }),
      remoteSeat: () => ({ players: 2, seats: [{ kind: 'local' }, { kind: 'remote' }] }),
      threeSeats: () => ({ players: 2, seats: [{ kind: 'local' }, { kind: 'computer' }, { kind: 'computer' }] }),
    };`;
    const host = await openHost(page, origin, setups);
    const send = (name) => host({ type: 'newGame', setupFrom: name, requestId: name });
    const cycle = await send('cycle');
    assert.equal(cycle.ok, false);
    assert.equal(cycle.error, 'The new game was not started: its setup has no field “again” (the fields are variant, options, players, seed, levels, seats and undo).');
    assert.equal((await send('cycleInLevels')).ok, false);
    const bigSeed = await send('bigSeed');
    assert.equal(bigSeed.ok, false);
    assert.match(bigSeed.error, /seed=18446744073709551616 \(a seed is a whole number from 0 to 18446744073709551615\)/);
    const seven = await send('sevenLevels');
    assert.equal(seven.ok, false);
    assert.match(seven.error, /^The new game was not started: levels=standard,expert,expert,e… \(levels is beginner/);
    const twice = await send('twiceOptions');
    assert.equal(twice.ok, false);
    assert.match(twice.error, /options=min15,min15 \(option names of letters and digits, each named once\)/);
    assert.match((await send('inexactSeed')).error, /seed=1152921504606846976 \(not a whole number JavaScript holds exactly/);
    // A BigInt seed in range is a seed: it deals exactly that game.
    assert.equal((await send('bigIntSeed')).ok, true);
    const frame = page.frames().find((f) => f.url().includes('embed=1'));
    assert.match(await frame.evaluate(() => window.canastaTable.record()), /"seed":12345678901234567890/);
    await tableAlive(frame);

    // A Map or a Date is no setup (either once dealt a default game and
    // answered ok); null gets its sentence too, not silence.
    const before = await frame.evaluate(() => window.canastaTable.record());
    for (const [name, kind] of [['map', 'Map'], ['date', 'Date'], ['nothing', 'null']]) {
      const answer = await send(name);
      assert.equal(answer.ok, false, name);
      assert.equal(answer.error, `The new game was not started: its setup (${kind}) is not a plain object of fields.`);
    }
    assert.equal(await frame.evaluate(() => window.canastaTable.record()), before, 'the game goes on');
    // seats, as README documents them: who plays each seat, as records keep them.
    assert.equal((await send('seats')).ok, true);
    assert.match(await frame.evaluate(() => window.canastaTable.record()),
      /"players":2,"seed":5,"seats":\[\{"kind":"local","level":"standard","name":"Ana"\},\{"kind":"computer","level":"expert"\}\]/);
    for (const name of ['remoteSeat', 'threeSeats']) {
      const answer = await send(name);
      assert.equal(answer.ok, false, name);
      assert.match(answer.error, /^The new game was not started: seats=\[…\] \(a list of at most one seat per player, each with a kind \(local or computer\)/);
    }

    // The address refuses the same values, by the same checks.
    const refused = await frame.evaluate(async () => {
      const { readPageOptions } = await import('./page/page_options.js');
      const names = (query) => readPageOptions(query).refused.map((r) => r.name);
      return {
        seed: names('?seed=18446744073709551616'),
        levels: names('?players=6&levels=standard,expert,expert,expert,expert,expert,bogus'),
        options: names('?options=min15,min15'),
      };
    });
    assert.deepEqual(refused, { seed: ['seed'], levels: ['levels'], options: ['options'] });
  } finally {
    await site.close();
  }
});

test('a save the engine refuses: Resume says why and Delete works in this tab (no lock left behind)', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en`);
    await putStoredGame(page, { id: 'truncated', schema: 1, version: 3, updated: 1, variant: 'classic', players: 4,
      scores: [0, 0], record: '{"format":1,"variant":"classic","players":4,"se' });
    await setCurrentGame(page, 'truncated');
    await reloadTable(page);
    assert.match(await noticeText(page), /could not be .*The record is not valid JSON/);
    await page.click('#notice-close');
    await page.click('#games-button');
    await page.click('#games-list tr[data-id=truncated] button[data-action=resume]');
    const resumed = await noticeText(page);
    assert.match(resumed, /could not be loaded/);
    assert.doesNotMatch(resumed, /another tab/);
    await page.click('#notice-close');
    await page.click('#games-list tr[data-id=truncated] button[data-action=delete]');
    await page.waitForFunction(() => !document.querySelector('#games-list tr[data-id=truncated]'));
    assert.ok(!(await storedGames(page)).some((g) => g.id === 'truncated'));
  } finally {
    await site.close();
  }
});

test('hostile imports: trailing bytes, several files, and quadratic-parser bait are refused at once', { timeout: 180000 }, async () => {
  const site = await openSite();
  const dir = mkdtempSync(join(tmpdir(), 'canasta-hostile-'));
  try {
    const { page, origin } = site;
    const { state: { position }, record } = await openWithSavedMove(page, origin);
    const importFile = async (name, text) => {
      await page.setInputFiles('#import-file', writeTemp(dir, name, text));
      const message = await noticeText(page);
      await page.click('#notice-close');
      return message;
    };

    assert.match(await importFile('nul.canasta.json', `${record}\u0000garbage`), /nul\.canasta\.json was not imported: .*unexpected text after the value/);

    // A 770 KB record whose start holds thousands of fields (froze the page 40 s)
    // and an 830 KB object of distinct keys (15 s natively): refused within the wait.
    let start = 'players=4';
    for (let i = 0; start.length < 770000; i += 1) start += ` x${i}=1`;
    const bait = JSON.stringify({ format: 1, variant: 'classic', players: 4, seed: 1, start, moves: [] });
    assert.match(await importFile('fields.canasta.json', bait), /"start" is longer than a position can be/);
    const keys = `{${Array.from({ length: 60000 }, (_, i) => `"key${i}":0`).join(',')}}`;
    assert.ok(keys.length > 700000);
    assert.match(await importFile('keys.canasta.json', keys), /keys\.canasta\.json was not imported: The record has no "format" number/);

    // Several files dropped at once: said, none imported.
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.items.add(new File(['{}'], 'a.canasta.json'));
      data.items.add(new File(['{}'], 'b.canasta.json'));
      document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    });
    assert.match(await noticeText(page), /Drop one game file at a time: 2 files were dropped and none was imported/);
    assert.equal((await tableState(page)).position, position);

    // The same bait through the address of a returning visitor.
    // A 1 MB address: loading it takes long on a busy machine, so it is
    // loaded once (navigating to page.url() again loaded it a second time).
    await page.goto(`${origin}/?fast=1&lang=en&record=${encodeURIComponent(bait)}`, { timeout: 90000 });
    await tableReady(page);
    assert.match(await noticeText(page), /"start" is longer than a position can be/);
  } finally {
    await site.close();
  }
});

test('storage trouble is said plainly: a missing games store is repaired, a newer database is named, a numeric id deletes, a bad visit counter restarts', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin, context } = site;
    // A database of this version without its games store.
    await page.goto(`${origin}/manifest.webmanifest`);
    await page.evaluate(() => new Promise((resolve) => {
      const open = indexedDB.open('canasta', 2);
      open.onupgradeneeded = () => {
        open.result.createObjectStore('meta');
      };
      open.onsuccess = () => {
        const tx = open.result.transaction('meta', 'readwrite');
        tx.objectStore('meta').put({ count: 'x' }, 'visits');
        tx.oncomplete = () => { open.result.close(); resolve(); };
      };
    }));
    await openTable(page, `${origin}/?fast=1&lang=en`);
    await page.waitForFunction(() => document.body.dataset.visits);
    assert.equal(await page.evaluate(() => document.body.dataset.visits), '1');
    assert.equal(await page.textContent('#storage-status'), '', 'the status line says nothing of visits');
    await humanMove(page);
    await waitSaved(page);
    assert.equal((await storedGames(page)).length, 1, 'the repaired store saves the game');

    // A save with a numeric id (written by something else) can be deleted.
    await putStoredGame(page, { id: 42, schema: 1, record: '{}' });
    await page.click('#games-button');
    await page.click('#games-list tr[data-id="42"] button[data-action=delete]');
    await page.waitForFunction(() => !document.querySelector('#games-list tr[data-id="42"]'));
    assert.ok(!(await storedGames(page)).some((g) => g.id === 42));

    // A database left by a newer version whose stores are not ours.
    const other = await context.browser().newContext();
    const fresh = await other.newPage();
    await fresh.goto(`${origin}/manifest.webmanifest`);
    await fresh.evaluate(() => new Promise((resolve) => {
      const open = indexedDB.open('canasta', 99);
      open.onupgradeneeded = () => open.result.createObjectStore('everything');
      open.onsuccess = () => { open.result.close(); resolve(); };
    }));
    await openTable(fresh, `${origin}/?fast=1&lang=en`);
    const message = await noticeText(fresh);
    assert.match(message, /newer version of Canasta/);
    assert.doesNotMatch(message, /private mode/);
    await humanMove(fresh);
    await other.close();
  } finally {
    await site.close();
  }
});

// Seat 1 holds a deuce alone after drawing: it may neither meld nor
// discard, and every bot stopped the worker (the table froze under "took
// too long"); a save or import ending there killed the table at each reload.
const DEAD_END = 'players=2 dealer=0 turn=1 phase=play hand0=Kc,Qd,5h hand1=2c seed=1';

test('a position where the player to move has no move: refused from the address, an import and a save, with the reason, and the table plays', { timeout: 90000 }, async () => {
  const site = await openSite();
  const dir = mkdtempSync(join(tmpdir(), 'canasta-dead-end-'));
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&position=${encodeURIComponent(DEAD_END)}`);
    assert.match(await noticeText(page), /The position is wrong: hand1 holds one card after the draw .*seat 1 has no legal move/);
    await page.click('#notice-close');
    await humanMove(page);
    await tableAlive(page);
    assert.doesNotMatch(await page.textContent('#worker-status'), /unavailable/i);

    const record = JSON.stringify({ format: 2, variant: 'classic', options: [], players: 2, seed: 1, start: DEAD_END, moves: [] });
    await page.setInputFiles('#import-file', writeTemp(dir, 'stuck.canasta.json', record));
    assert.match(await noticeText(page), /stuck\.canasta\.json was not imported: The record's start position is wrong: hand1 holds one card/);
    await page.click('#notice-close');

    // A save written before this check: the table starts a new game and keeps the save.
    await putStoredGame(page, { id: 'stuck', schema: 1, version: 1, updated: Date.now(), variant: 'classic', players: 2,
      scores: [0, 0], record });
    await setCurrentGame(page, 'stuck');
    await reloadTable(page);
    assert.match(await noticeText(page), /could not be opened: The record's start position is wrong: .*A new game starts and the save is kept/);
    await tableAlive(page);
    assert.ok((await storedGames(page)).some((g) => g.id === 'stuck'));
  } finally {
    await site.close();
  }
});
