// A signaling server that takes connections and never answers (as a server
// behind a broken proxy or a dead route does): the host's "Invite friends"
// used to stay on "Opening the table…" for minutes without a word, and a
// guest on "Connecting to the table…" until it said, wrongly, that the host
// had gone. Both now say that the connection server cannot be reached and
// that it is tried again, while the page stays usable.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { artifactPath } from './browser.mjs';
import { openOnline } from './online_helpers.mjs';

const WAIT = { timeout: 60000 };
const PRINT = 'A'.repeat(43);

// Accepts every connection and says nothing, ever.
async function silentServer() {
  const sockets = new Set();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `ws://127.0.0.1:${server.address().port}/`,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((done) => server.close(done));
    },
  };
}

test('a connection server that never answers is said to host and guest, and the table stays usable', { timeout: 240000 }, async () => {
  const setup = await openOnline();
  const silent = await silentServer();
  try {
    const wire = `signal=${encodeURIComponent(silent.url)}&ice=none`;
    const host = await setup.player();
    await host.page.goto(`${setup.origin}/?seed=7&fast=1&lang=en&${wire}`);
    await host.page.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame);
    await host.page.click('#online-button');
    await host.page.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'opening', null, WAIT);
    await host.page.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'signalTrouble', null, WAIT);
    assert.match(await host.page.textContent('#online-panel .online-status'), /cannot be reached; trying again/);
    assert.ok(silent.connections() > 0, 'the page did try the server');
    await host.page.screenshot({ path: artifactPath('online-no-server-host-1280.png') });
    // The panel closes and the game goes on meanwhile.
    await host.page.click('#online-close');
    await host.page.waitForSelector('#online-panel', { state: 'hidden' });

    const guest = await setup.player();
    await guest.page.goto(`${setup.origin}/?join=abcdefgh23456789&fast=1&lang=en&${wire}#k=${PRINT}`);
    await guest.page.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'signalTrouble', null, WAIT);
    assert.match(await guest.page.textContent('#online-panel .online-status'), /cannot be reached; trying again/);
    for (const p of [host, guest]) assert.deepEqual(p.foreignRequests, []);
  } finally {
    await silent.close();
    await setup.close();
  }
});
