// The one channel between page and table (assets/messages/messages.txt, checked
// by the page's one validator): every message of a game fits its schema (a
// message that does not is a console error); the page's messages are checked
// by the table, and a bad one is refused with a reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { humanMove, openTable } from './game_helpers.mjs';

test('every message of a game fits its schema, and the table refuses bad page messages', { timeout: 90000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5&save=0`);
    await page.evaluate(() => {
      window.seenTypes = new Set();
      window.canastaTable.bridge().watch((m) => window.seenTypes.add(m.type));
    });
    for (let i = 0; i < 3; i++) await humanMove(page);
    const seen = await page.evaluate(() => [...window.seenTypes].sort());
    // firstFrame and language came before: the page shows the table in English.
    assert.ok(await page.evaluate(() => document.body.dataset.firstFrame));
    for (const type of ['announce', 'botRequest', 'game', 'mirror', 'view']) {
      assert.ok(seen.includes(type), `${type} seen (${seen})`);
    }
    const replies = await page.evaluate(() => {
      const bridge = window.canastaTable.bridge();
      return {
        unknown: bridge.send({ type: 'nonsense' }),
        late: bridge.send({ type: 'botAnswer', id: 999999, move: 'draw' }),
        long: bridge.send({ type: 'botAnswer', id: 1, move: 'x'.repeat(20000) }),
        schema: bridge.receive(JSON.stringify({ type: 'announce', text: 'hi', extra: 1 })),
      };
    });
    assert.deepEqual(replies.unknown, { ok: false, error: 'Nothing at the table takes a message of type "nonsense".' });
    assert.equal(replies.late.ok, false);
    assert.match(replies.late.error, /Request 999999 is not open/);
    assert.match(replies.long.error, /at most 16384 are accepted/);
    assert.equal(replies.schema, false);
    // The one message that broke the schema is the one this test made up.
    assert.deepEqual(site.consoleErrors, ['Canasta: the table sent a message that does not fit its schema (announce: unknown field extra).']);
  } finally {
    await site.close();
  }
});
