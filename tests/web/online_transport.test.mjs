// The online tables' wire in real browsers (web/site/online/transport.js):
// two Chromium contexts find each other through the loopback signaling
// server (tools/lib/signal.mjs) and talk over a WebRTC data channel with no
// ICE server; a message over the receiver's limit, a binary one or one in
// another serialization never reaches the receiver's logic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { iceServersUsed, openOnline } from './online_helpers.mjs';

const TABLE = 'transport0test01';

async function hostEcho(page, signal) {
  await page.evaluate(async ({ signal: url, table }) => {
    const { hostPeer, Link } = await import('/online/transport.js');
    window.heard = [];
    window.refused = [];
    window.hostEnd = await hostPeer(table, { signal: url, ice: 'none' }, {
      onConnection: (connection) => {
        window.serializations = [...(window.serializations ?? []), connection.serialization];
        const link = new Link(connection, { maxIn: 2048, maxOut: 65536 });
        link.onmessage = (m) => {
          window.heard.push(m);
          link.send({ t: 'echo', n: m.n });
        };
        link.onrefused = (why) => window.refused.push(why);
      },
    });
  }, { signal: signal.url, table: TABLE });
}

test('two browsers open a data channel through the loopback signaling server, with no ICE server, and limits hold on the real channel', async () => {
  const online = await openOnline();
  try {
    const host = await online.player();
    const guest = await online.player();
    for (const p of [host, guest]) await p.page.goto(`${online.origin}/manifest.webmanifest`);
    await hostEcho(host.page, online.signal);
    const result = await guest.page.evaluate(async ({ signal: url, table }) => {
      const { guestConnect } = await import('/online/transport.js');
      const link = await guestConnect(table, { signal: url, ice: 'none' }, { maxIn: 65536, maxOut: 4096 });
      const echoes = [];
      link.onmessage = (m) => echoes.push(m.n);
      link.send({ t: 'hi', n: 1 });
      link.send({ t: 'hi', n: 2, pad: 'x'.repeat(3000) });  // over the host's 2 KiB: refused there
      link.connection.dataChannel.send(new Uint8Array([1, 2, 3]).buffer);  // binary: refused there
      link.connection.dataChannel.send('not json');
      link.send({ t: 'hi', n: 3 });
      const sentTooMuch = link.send({ t: 'hi', pad: 'y'.repeat(5000) });  // over its own 4 KiB: not sent
      await new Promise((done) => {
        const check = () => (echoes.length >= 2 ? done() : setTimeout(check, 20));
        check();
      });
      return { echoes, sentTooMuch };
    }, { signal: online.signal.url, table: TABLE });
    assert.deepEqual(result.echoes, [1, 3]);
    assert.equal(result.sentTooMuch, false);
    await host.page.waitForFunction(() => window.refused.length >= 3);
    assert.deepEqual(await host.page.evaluate(() => window.refused), ['size', 'binary', 'json']);
    assert.deepEqual(await host.page.evaluate(() => window.serializations), ['raw']);
    for (const p of [host, guest]) {
      assert.deepEqual(await iceServersUsed(p.page), [], 'no ICE server');
      assert.ok((await p.page.evaluate(() => window.rtcConfigs.length)) >= 1, 'a peer connection was made');
      assert.deepEqual(p.foreignRequests, []);
      assert.ok(p.sockets.every((url) => url.startsWith(online.signal.url.replace(/\/$/, ''))), p.sockets.join());
    }
  } finally {
    await online.close();
  }
});
