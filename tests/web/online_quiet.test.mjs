// A page that is never invited and invites nobody makes no network request
// at all for online tables: the online layer, PeerJS and the QR encoder
// stay on the server, no WebSocket opens and no peer connection is made,
// while the player plays and opens the panels. Pressing Invite friends is
// what loads them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openOnline } from './online_helpers.mjs';
import { humanMove, openTable, pressPlace, waitForHuman } from './game_helpers.mjs';


test('a page that invites nobody loads nothing of online tables and opens no connection', async () => {
  const setup = await openOnline();
  try {
    const { page, context, sockets, foreignRequests, consoleErrors } = await setup.player();
    const requested = [];
    context.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await openTable(page, `${setup.origin}/?seed=5&fast=1&${setup.wire}`);
    await waitForHuman(page, ['draw']);
    await pressPlace(page, page, (t) => t.kind === 'stock');
    await page.click('#games-button');
    await page.click('#games-close');
    // A whole round after the panels: the human's discard, the computer
    // players' turns, their saves and sounds, until the human is to draw again.
    await humanMove(page);
    await waitForHuman(page, ['draw']);
    assert.ok(await page.isVisible('#online-button'), 'Invite friends is offered');
    assert.deepEqual(requested.filter((path) => /^\/(online|vendor)\//.test(path)), []);
    assert.deepEqual(sockets, []);
    assert.deepEqual(await page.evaluate(() => window.rtcConfigs.length), 0);
    assert.equal(await page.evaluate(() => typeof window.peerjs), 'undefined');
    // Invite friends: now the layer, the connection library and the QR
    // encoder come, and the page registers with the (loopback) signaling server.
    await page.click('#online-button');
    await page.waitForSelector('#invite-link');
    await page.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'hostWaiting');
    const loaded = requested.filter((path) => /^\/(online|vendor)\//.test(path));
    assert.ok(loaded.includes('/vendor/peerjs.min.js'), loaded.join());
    assert.ok(loaded.includes('/vendor/lean-qr.mjs'), loaded.join());
    assert.ok(loaded.includes('/online/online.bundle.js'), loaded.join());
    assert.equal(sockets.length, 1);
    assert.ok(sockets[0].startsWith(setup.signal.url.replace(/\/$/, '')), sockets[0]);
    assert.deepEqual(foreignRequests, []);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await setup.close();
  }
});
