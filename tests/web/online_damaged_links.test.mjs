// An invitation whose signaling server (signal=), MQTT broker (mqtt=) or ICE servers (ice=) the page
// refuses (see online_options.js) is damaged: the page used to drop the option and fall back to the
// public servers, which the link never named. Now such a link contacts
// nobody (no socket, no request elsewhere, no peer connection) and says it
// is damaged, in the guest's panel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath } from './browser.mjs';
import { openOnline } from './online_helpers.mjs';

const WAIT = { timeout: 60000 };
const TABLE = 'abcdefgh23456789';
const PRINT = 'A'.repeat(43);  // a key print of the right form: the address is what is damaged

const DAMAGED = [
  ['signal', 'http://127.0.0.1:9600/'],
  ['signal', 'ws://user:secret@127.0.0.1:9600/'],
  ['signal', `wss://${'a'.repeat(200)}.example/`],
  // Plain ws: the page's Content-Security-Policy allows only on this machine's
  // 127.0.0.1 and localhost: elsewhere (an IPv6 address too) it was tried
  // in vain; now the link is refused with the reason.
  ['signal', 'ws://[::1]:9600/'],
  ['signal', 'ws://signal.example.org/'],
  // The MQTT broker (mqtt=, the second way in: rendezvous.js) by the same rules.
  ['mqtt', 'http://broker.example/mqtt'],
  ['mqtt', 'ws://broker.example.org:8083/mqtt'],
  ['ice', 'turn:evil.example:3478'],
  ['ice', 'stun:ok.example:3478,turn:evil.example'],
];

test('a link with a refused signal=, mqtt= or ice= contacts nobody and says it is damaged', { timeout: 300000 }, async () => {
  const setup = await openOnline();
  try {
    for (const [name, value] of DAMAGED) {
      const guest = await setup.player();
      const query = new URLSearchParams({ join: TABLE, fast: '1', lang: 'en' });
      query.set(name, value);
      await guest.page.goto(`${setup.origin}/?${query}#k=${PRINT}`);
      await guest.page.waitForFunction(
        () => document.querySelector('#online-panel')?.dataset.status === 'linkAddressDamaged', null, WAIT);
      assert.match(await guest.page.textContent('#online-panel .online-status'), /damaged.*nothing was contacted/);
      assert.deepEqual(guest.sockets, [], `${name}=${value}: no socket opened`);
      assert.deepEqual(guest.foreignRequests, [], `${name}=${value}: no other site asked`);
      assert.deepEqual(await guest.page.evaluate(() => window.rtcConfigs), [], `${name}=${value}: no peer connection`);
      assert.equal(await guest.page.isVisible('#guest-name'), false);
      if (name === 'ice') await guest.page.screenshot({ path: artifactPath('online-damaged-link-1280.png') });
      await guest.context.close();
    }
  } finally {
    await setup.close();
  }
});
