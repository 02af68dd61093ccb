// A guest talks only to the real host, in real browsers over real WebRTC
// (loopback signaling, no ICE server). An invitee knows the table's id from
// the link: while the host's page is away (a reload), another page takes
// that id on the signaling server, as fast as it can. The guests' pages
// come back to it first; it must get no token and nothing it says may be
// shown, and the guests must reach the real host (which opens at one of
// the table's other ids and says so) within 30 s and play on. A page that
// relays between a guest and the real host cannot pass the host's proof
// along; a link whose key print was changed, or that has none, gets nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath } from './browser.mjs';
import { guestSits, hostInvites, joinLink, openOnline, watchHostMoves } from './online_helpers.mjs';
import { PROTOCOL_VERSION } from '../../build/site/online/messages.js';
import { chooseOption } from './game_helpers.mjs';

const WAIT = { timeout: 120000 };

const sit = (guest, link, name, seat) => guestSits(guest, link, name, seat, { query: '&autoplay=1', timeout: WAIT.timeout });

// The other page (in the page, with PeerJS from the site): takes the id
// `canasta-<table>` the moment it is free (tries every 150 ms) and keeps
// every message a guest sends it. 'own': it answers as an older host would
// (a welcome, a lobby, a chat line) and answers a challenge with a key of
// its own. 'relay': it passes everything between the guest and the real
// host, which it reaches as a guest at the table's next id.
function impostor({ table, signal, mode, version }) {
  window.heard = [];
  window.passed = [];
  window.holding = false;
  const url = new URL(signal);
  const options = { debug: 0, host: url.hostname, port: Number(url.port), path: url.pathname, secure: false, config: { iceServers: [] } };
  const b64 = (bytes) => btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const script = document.createElement('script');
  script.src = '/vendor/peerjs.min.js';
  document.head.append(script);
  const lie = async (connection) => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const key = b64(await crypto.subtle.exportKey('raw', pair.publicKey));
    const sig = b64(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode('any')));
    const seats = ['Mallory', 'Eve', 'Trent', 'Oscar'].map((name) => ({ kind: 'remote', name }));
    const game = { variant: 'classic', players: 4 };
    for (const message of [
      { t: 'proof', key, sig },
      { t: 'welcome', v: version, token: 'a'.repeat(24), you: [], seats, started: true, game },
      { t: 'lobby', you: [], seats, started: true, game },
      { t: 'chat', seat: 0, name: 'Mallory', text: 'IMPOSTOR: the table moved, open evil.example' },
    ]) connection.send(JSON.stringify(message));
  };
  const relay = (peer, connection) => {
    const toHost = peer.connect(`canasta-${table}-1`, { serialization: 'raw', reliable: true });
    const queue = [];
    toHost.on('open', () => { while (queue.length) toHost.send(queue.shift()); });
    toHost.on('data', (data) => {
      window.passed.push(data);
      connection.send(data);
    });
    connection.on('data', (data) => (toHost.open ? toHost.send(data) : queue.push(data)));
    connection.on('close', () => toHost.close());
  };
  const take = () => {
    const peer = new window.peerjs.Peer(`canasta-${table}`, options);
    peer.on('open', () => { window.holding = true; });
    peer.on('error', (error) => {
      if (window.holding) return;
      peer.destroy();
      if (error.type === 'unavailable-id' || error.type === 'network' || error.type === 'socket-closed') setTimeout(take, 150);
    });
    peer.on('connection', (connection) => {
      connection.on('data', (data) => window.heard.push(data));
      if (mode === 'relay') relay(peer, connection);
      else connection.on('open', () => lie(connection));
    });
  };
  script.onload = take;
}

// What each guest's page shows and holds that could have come from the
// other page.
async function impostorTraces(page) {
  return page.evaluate(() => {
    const text = document.body.innerText;
    const lobby = window.canastaOnline.guest().lobby;
    return [
      ...(/IMPOSTOR|evil\.example/.test(text) ? ['its chat line on the page'] : []),
      ...(/Mallory|Trent|Oscar/.test(text) ? ['its seats on the page'] : []),
      ...((lobby?.seats ?? []).some((s) => s.name === 'Mallory') ? ['its lobby'] : []),
    ];
  });
}

// The host's page goes away (as in a reload) and the other page takes the
// table's id before it comes back. `heardFrom`: the host stays away until
// that many guests' pages have come to the other page (they look at the
// table's first id first, and keep coming back to it while the host is
// away), so that the attack is made however the pages' timers fall; only
// then is the host's page opened again.
async function hostAwayWhileTaken(setup, host, link, mode, heardFrom = 0) {
  const other = await setup.player();
  await other.page.goto(`${setup.origin}/manifest.webmanifest`);
  const table = new URL(link).searchParams.get('join');
  const hostUrl = host.page.url();
  await host.page.goto('about:blank');
  await other.page.evaluate(impostor, { table, signal: setup.signal.url, mode, version: PROTOCOL_VERSION });
  await other.page.waitForFunction(() => window.holding, null, WAIT);
  await other.page.waitForFunction((n) => window.heard.filter((d) => d.includes('"challenge"')).length >= n, heardFrom, WAIT);
  await host.page.goto(hostUrl);
  await host.page.waitForFunction(() => document.body.dataset.ready === '1', null, WAIT);
  return other;
}

const linkedGuests = (page) => page.evaluate(() => [...(window.canastaOnline?.host()?.guests.values() ?? [])].filter((g) => g.link).length);

test('a page holding the host\'s id during its reload gets no token, shows nothing, and the guests play on with the real host', { timeout: 420000 }, async () => {
  const setup = await openOnline();
  try {
    const host = await setup.player();
    await host.context.addInitScript(watchHostMoves);
    const ana = await setup.player();
    const bo = await setup.player({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const link = await hostInvites(setup, host, 'seed=21&players=4&autoplay=shared');
    await sit(ana, link, 'Ana', 1);
    await sit(bo, link, 'Bo', 2);
    await chooseOption(host.page, '#online-panel tr[data-seat="3"] select', 'computer');
    await host.page.click('#online-start');
    await host.page.waitForFunction(() => window.canastaTable.state().entries >= 6, null, WAIT);
    await host.page.waitForFunction(() => window.canastaTable.savedRecord() !== null, null, WAIT);

    // The guests' pages come to the other page first, and tell it nothing
    // but a challenge (and the channel's empty heartbeats).
    const other = await hostAwayWhileTaken(setup, host, link, 'own', 2);
    const back = Date.now();
    const heard = async () => (await other.page.evaluate(() => window.heard)).map((d) => JSON.parse(d));
    assert.deepEqual((await heard()).filter((m) => !['challenge', 'beat'].includes(m.t)), []);
    // The host says why its table is not at its usual address.
    await host.page.click('#online-button');
    await host.page.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'tableMoved', null, WAIT);
    await host.page.screenshot({ path: artifactPath('online-impostor-host-moved-1280.png') });
    // Both guests find the real host within 30 s of its page being back.
    const left = Math.max(1, 30000 - (Date.now() - back));
    await host.page.waitForFunction(() => [...window.canastaOnline.host().guests.values()].filter((g) => g.link).length === 2, null, { timeout: left })
      .catch(async (e) => {
        const guests = await Promise.all([ana, bo].map((g) => g.page.evaluate(() => window.canastaOnline.guest().status)));
        throw new Error(`${e.message}: ${await linkedGuests(host.page)} linked, guests ${guests}`);
      });
    const all = await heard();
    assert.deepEqual(all.filter((m) => !['challenge', 'beat'].includes(m.t)), []);
    for (const guest of [ana, bo]) {
      const token = await guest.page.evaluate(() => window.canastaOnline.guest().token);
      assert.ok(!JSON.stringify(all).includes(token));
    }
    // The deal goes on: Ana's next move is taken by the real host's engine.
    await host.page.evaluate(() => { window.hostMoves = []; });
    await host.page.waitForFunction(() => window.hostMoves.includes(1), null, WAIT);
    for (const guest of [ana, bo]) {
      await guest.page.click('#online-button');
      assert.deepEqual(await impostorTraces(guest.page), []);
    }
    await bo.page.screenshot({ path: artifactPath('online-impostor-guest-390.png') });
    await host.page.screenshot({ path: artifactPath('online-impostor-host-1280.png') });
  } finally {
    await setup.close();
  }
});

test('a page relaying between a guest and the real host cannot pass the host\'s proof along', { timeout: 420000 }, async () => {
  const setup = await openOnline();
  try {
    const host = await setup.player();
    const ana = await setup.player();
    const link = await hostInvites(setup, host, 'seed=5&players=4&autoplay=shared');
    await sit(ana, link, 'Ana', 1);
    for (const seat of [2, 3]) await chooseOption(host.page, `#online-panel tr[data-seat="${seat}"] select`, 'computer');
    await host.page.click('#online-start');
    await host.page.waitForFunction(() => window.canastaTable.state().entries >= 4, null, WAIT);
    await host.page.waitForFunction(() => window.canastaTable.savedRecord() !== null, null, WAIT);
    const relay = await hostAwayWhileTaken(setup, host, link, 'relay');
    const linked = () => host.page.waitForFunction(() => [...(window.canastaOnline?.host()?.guests.values() ?? [])].filter((g) => g.link).length === 1, null, WAIT);
    await linked();
    // Ana's page, reloaded now, looks at the table's first id first: the
    // relay's, which reaches the real host at its next id.
    await ana.page.reload();
    await relay.page.waitForFunction(() => window.passed.some((d) => d.includes('"proof"')), null, WAIT);
    await ana.page.waitForFunction(() => window.canastaOnline?.guest()?.status === 'connected', null, WAIT);
    await linked();
    // The relay did pass the real host's proof to Ana (the host answered
    // its challenge), and Ana refused it: she sent it nothing more.
    const heard = (await relay.page.evaluate(() => window.heard)).map((d) => JSON.parse(d));
    assert.deepEqual(heard.filter((m) => !['challenge', 'beat'].includes(m.t)), []);
    assert.equal(await ana.page.evaluate(() => window.canastaOnline.guest().status), 'connected');
  } finally {
    await setup.close();
  }
});

test('a link whose key print was changed gets no token sent, and one with no print says to ask for a new link', { timeout: 420000 }, async () => {
  const setup = await openOnline();
  try {
    const host = await setup.player();
    const eve = await setup.player();
    const old = await setup.player();
    const link = await hostInvites(setup, host, 'seed=5&players=2');
    const url = new URL(joinLink(link, 'fast=1&lang=en'));
    const print = url.hash.slice(3);
    url.hash = `k=${print[0] === 'A' ? 'B' : 'A'}${print.slice(1)}`;
    await eve.page.goto(url.href);
    await eve.page.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'hostUnproven', null, WAIT);
    assert.equal(await eve.page.isVisible('#guest-name'), false);
    assert.equal(await linkedGuests(host.page), 0);
    url.hash = '';
    await old.page.goto(url.href);
    await old.page.waitForFunction(() => document.querySelector('#online-panel')?.dataset.status === 'linkOld', null, WAIT);
    assert.match(await old.page.textContent('#online-panel .online-status'), /older version.*new link/);
    assert.deepEqual(old.sockets, [], 'no connection made');
    await old.page.screenshot({ path: artifactPath('online-old-link-1280.png') });
  } finally {
    await setup.close();
  }
});
