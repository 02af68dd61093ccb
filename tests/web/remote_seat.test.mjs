// A remote seat on the host's table, played by a page-side fake remote
// player that answers through the bridge (as the online layer will): the
// page seats it with setSeat, the table asks it with that seat's
// observation only, refuses an illegal move with the engine's reason, plays
// a legal one, and after every change tells the page what the seat may see.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite, artifactPath } from './browser.mjs';
import { humanMove, openTable, tableState, waitForHuman } from './game_helpers.mjs';

// The fake remote player: asks a bot worker of its own for a move from the
// observation it was given, and first tries a move the rules refuse.
const REMOTE_PLAYER = () => {
  const bridge = window.canastaTable.bridge();
  const worker = new Worker('bots/bot_worker.js');
  let next = 1;
  const asked = new Map();
  worker.onmessage = ({ data }) => asked.get(data.id)?.(data);
  const think = (observation) => new Promise((resolve) => {
    const id = next++;
    asked.set(id, resolve);
    worker.postMessage({ id, kind: 'bot', level: 'standard', seed: String(id), observation });
  });
  const log = window.remoteLog = { requests: [], views: [], refusals: [], played: [], cancels: 0 };
  bridge.on('seatRequest', (request) => {
    log.requests.push(request);
    if (log.refusals.length === 0) {
      const refused = bridge.send({ type: 'seatMove', id: request.id, seat: request.seat, move: 'discard Jk' });
      log.refusals.push(refused);
    }
    think(request.observation).then((answer) => {
      const reply = bridge.send({ type: 'seatMove', id: request.id, seat: request.seat, move: answer.reply });
      log.played.push({ move: answer.reply, reply });
    });
    return true;
  });
  bridge.on('seatView', (view) => { log.views.push(view); return true; });
  bridge.on('seatCancel', () => { log.cancels += 1; return true; });
  return bridge.send({ type: 'setSeat', seat: 1, kind: 'remote', name: 'Carla' });
};

// What a view shows of the other hands while the deal goes on: only their
// known cards (hand<p> equals known<p>), never the stock.
function hiddenKept(observation, seat) {
  const fields = Object.fromEntries(observation.split(' ').map((f) => f.split('=')));
  if (fields.phase === 'over' || fields.phase === 'end') return true;
  if ('stock' in fields || fields.seat !== String(seat)) return false;
  return [0, 1, 2, 3].filter((p) => p !== seat).every((p) => (fields[`hand${p}`] ?? '') === (fields[`known${p}`] ?? ''));
}

test('a remote seat answered through the bridge plays whole turns', { timeout: 120000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5&save=0`);
    assert.deepEqual(await page.evaluate(REMOTE_PLAYER), { ok: true });
    const seats = (await tableState(page)).seats;
    assert.deepEqual(seats[1], { kind: 'remote', level: 'standard', name: 'Carla' });
    // Play until the remote seat has played two whole turns.
    const until = Date.now() + 90000;
    while (Date.now() < until) {
      const played = await page.evaluate(() => window.remoteLog.played.filter((p) => p.reply.ok).length);
      if (played >= 4) break;
      await humanMove(page);
    }
    const log = await page.evaluate(() => window.remoteLog);
    assert.ok(log.requests.length >= 4, `${log.requests.length} requests`);
    assert.ok(log.requests.every((r) => r.seat === 1), 'every request is seat 1\'s');
    for (const r of log.requests) assert.ok(hiddenKept(r.observation, 1), `the request shows only seat 1's own hand: ${r.observation}`);
    assert.equal(log.refusals[0].ok, false);
    assert.match(log.refusals[0].error, /Draw from the stock or take the pile first|Jk|joker/i);
    assert.ok(log.played.every((p) => p.reply.ok), JSON.stringify(log.played));
    // A view after every change, each the seat's own; moves name who played them.
    assert.ok(log.views.length >= 8, `${log.views.length} views`);
    for (const v of log.views) assert.ok(hiddenKept(v.observation, 1), `the view shows only seat 1's own hand: ${v.observation}`);
    assert.ok(log.views.some((v) => v.last?.seat === 1 && v.last.move === log.played[0].move));
    assert.ok(log.views.some((v) => v.last?.seat === 0));
    // The table names the remote player on its plate and in the log.
    await waitForHuman(page);
    const record = JSON.parse(await page.evaluate(() => window.canastaTable.record()));
    assert.equal(record.format, 3);
    assert.deepEqual(record.seats[1], { kind: 'remote', level: 'standard', name: 'Carla' });
    await page.screenshot({ path: artifactPath('remote-seat-1280x800.png') });
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
