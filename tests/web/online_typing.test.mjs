// Typing at an online table, in real Chromium pages over real WebRTC: the
// table (SDL compiled with Emscripten) listens for keys on the window and
// took every key typed into the online panel's fields. The name box stayed
// empty, so a keyboard user could not sit, and "d" typed into the chat on
// one's turn drew a card; Enter sent no chat line. Here the host types its
// name, the guest types its name and sits with Enter, types "d" into the
// chat on its turn and sends it with Enter (a chat line, no move), and
// Escape gives the keys back to the table, where "d" draws.
// (online_firefox.test.mjs does the same with a Firefox guest.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openOnline } from './online_helpers.mjs';
import { chatOnTurn, sitByKeyboard, untilGuestDraws } from './online_keys.mjs';

test('online panel by keyboard in Chromium: names typed, a seat taken with Enter, "d" in the chat is a chat line and no move, Escape gives the keys back', { timeout: 240000 }, async () => {
  const setup = await openOnline();
  try {
    const host = await setup.player();
    const guest = await setup.player();
    await sitByKeyboard(setup, host, guest, 'Ana');
    await untilGuestDraws(host, guest);
    await chatOnTurn(host, guest, 'Ana');
    for (const p of [host, guest]) assert.deepEqual(p.consoleErrors, []);
    for (const p of [host, guest]) assert.deepEqual(p.foreignRequests, []);
  } finally {
    await setup.close();
  }
});
