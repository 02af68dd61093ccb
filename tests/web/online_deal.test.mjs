// A whole online deal in real browsers: a host and two guests (one on a
// phone) on loopback through ./tools/signal's server, a computer player at
// the fourth seat. Every person's moves are the table's own choice
// (autoplay=1: the Standard bot's move for the viewer, played as the person
// would, through the online layer on a guest's page), so the host's engine
// checks every guest move. Then every message each guest's data channel
// received during the deal is read: the observations are those the host's
// engine published for that guest's seat, and none names a card the seat
// may not see: another player's hand beyond the cards it took with the pile
// and still holds (counted by copies, from the true positions of the host's
// record replayed through the text protocol: tests/web/true_positions.mjs,
// not from the known= fields the host wrote), the stock's order, the seed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath } from './browser.mjs';
import { guestSits, hiddenCardProblems, hostInvites, openOnline, watchHostObservations } from './online_helpers.mjs';
import { shownBeyondTaken, truePositions } from './true_positions.mjs';
import { chooseOption } from './game_helpers.mjs';

const DEAL_MS = 240000;

const dealOver = (page) => page.waitForFunction(() => document.body.dataset.phase === 'score', null, { timeout: DEAL_MS, polling: 250 });

test('a whole deal online: two guests and the host, the host decides; no guest receives a hidden card', { timeout: DEAL_MS + 60000 }, async () => {
  const setup = await openOnline();
  try {
    const host = await setup.player();
    await host.context.addInitScript(watchHostObservations);
    const ana = await setup.player({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const bo = await setup.player();
    const link = await hostInvites(setup, host, 'seed=21&players=4&autoplay=shared');
    const guests = [[ana, 'Ana', 1], [bo, 'Bo', 2]];
    for (const [guest, name, seat] of guests) {
      await guestSits(guest, link, name, seat, { query: '&autoplay=1', timeout: 120000 });
      // Before the host starts, the table shows no hand of its own: it waits.
      assert.equal(await guest.page.textContent('#mirror-pass'), 'Waiting for the host to start…');
      assert.equal(await guest.page.$('#mirror-hand'), null);
    }
    await ana.page.locator('#online-close').click();
    await ana.page.screenshot({ path: artifactPath('online-guest-waiting-390.png') });
    await bo.page.locator('#online-close').click();
    await bo.page.screenshot({ path: artifactPath('online-guest-waiting-1280.png') });
    await bo.page.click('#online-button');
    await chooseOption(host.page, '#online-panel tr[data-seat="3"] select', 'computer');
    await host.page.click('#online-start');
    // A guest's table draws its own seat, with the host's names.
    await ana.page.waitForFunction(() => window.canastaTable?.state()?.mode === 'guest', null, { timeout: 60000 });
    // The game is on: a seated guest's panel gives the table back by itself.
    await bo.page.waitForSelector('#online-panel', { state: 'hidden', timeout: 60000 });
    await ana.page.waitForFunction(() => window.channelMessages.filter((m) => m.data.includes('"last"')).length >= 12, null, { timeout: DEAL_MS });
    await ana.page.screenshot({ path: artifactPath('online-deal-midway-guest-390.png') });
    await Promise.all([host, ana, bo].map((p) => dealOver(p.page)));
    // Every page scores the deal as the host's engine did.
    const scores = await Promise.all([host, ana, bo].map((p) => p.page.evaluate(() => window.canastaTable.state().scores)));
    assert.deepEqual(scores[1], scores[0]);
    assert.deepEqual(scores[2], scores[0]);
    const hostState = await host.page.evaluate(() => window.canastaTable.state());
    assert.equal(hostState.mode, 'play');
    for (const [guest, , seat] of guests) {
      const state = await guest.page.evaluate(() => window.canastaTable.state());
      assert.equal(state.viewer, seat);
      assert.equal(state.mode, 'guest');
    }
    await ana.page.screenshot({ path: artifactPath('online-deal-guest-390.png') });
    await bo.page.screenshot({ path: artifactPath('online-deal-guest-1280.png') });

    // Every message each guest received, read whole.
    const published = await host.page.evaluate(() => window.hostObservations);
    const positions = truePositions(await host.page.evaluate(() => window.canastaTable.record()));
    // The whole deal, to its end (a count of positions said it only for long deals).
    assert.ok(positions.length > 20 && positions.at(-1).fields.end !== 'none',
      `the record holds the deal to its end: ${positions.length} positions, the last ending ${positions.at(-1).fields.end}`);
    for (const [guest, name, seat] of guests) {
      const received = await guest.page.evaluate(() => window.channelMessages.map((m) => m.data));
      const own = new Set(published.filter((p) => p.seat === seat).map((p) => p.obs));
      const seen = [];
      let observations = 0;
      let moves = 0;
      for (const data of received) {
        assert.notEqual(data, '[binary]', `${name}: a binary message`);
        const message = JSON.parse(data);
        const { obs, ...rest } = message;
        if (obs !== undefined) {
          observations++;
          seen.push(obs);
          assert.ok(own.has(obs), `${name} received an observation the host's engine did not publish for seat ${seat}: ${obs}`);
          assert.deepEqual(hiddenCardProblems(obs, seat, 4), [], `${name}: ${obs}`);
        }
        if (message.t === 'view' && message.last) moves++;
        // Nothing else of a message carries a position: no other field is an observation or a hand.
        assert.doesNotMatch(JSON.stringify(rest), /hand\d=|stock=|seed=/, `${name}: ${data.slice(0, 200)}`);
      }
      assert.deepEqual(shownBeyondTaken(seen, seat, positions, 4), [], `${name}: what it was shown of other hands`);
      assert.ok(observations > 20, `${name} received ${observations} observations`);
      assert.ok(moves > 20, `${name} was told ${moves} moves`);
    }
    for (const p of [host, ana, bo]) {
      assert.deepEqual(p.foreignRequests, []);
      assert.deepEqual(p.consoleErrors, []);
    }
  } finally {
    await setup.close();
  }
});
