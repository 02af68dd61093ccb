// The one channel between page and table (frontend/platform/bridge.h,
// web/site/table/table_messages.js): the header and the page's schema list the
// same messages and fields; every message of a game fits its schema (a
// message that does not is a console error); the page's messages are
// checked by the table, and a bad one is refused with a reason.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openSite, ROOT } from './browser.mjs';
import { humanMove, openTable } from './game_helpers.mjs';
import { PAGE_MESSAGES, TABLE_MESSAGES } from '../../web/site/table/table_messages.js';

// The messages a section of bridge.h's comment lists: { type: [fields] }
// (a field marked ? is optional; "{a} | {b}" lists both shapes' fields).
function headerMessages(section) {
  const header = readFileSync(join(ROOT, 'frontend/platform/bridge.h'), 'utf8');
  const comment = header.split('\n').filter((l) => l.startsWith('//')).map((l) => l.slice(2)).join('\n');
  const start = comment.indexOf(section);
  const end = comment.indexOf('\n\n', start);
  const text = comment.slice(start, end);
  const out = {};
  for (const match of text.matchAll(/^ {3}(\w+) +((?:\{[^}]*\}(?: \| )?)+)/gm)) {
    const fields = [...match[2].matchAll(/\{([^}]*)\}/g)].flatMap((m) => m[1].split(',')).map((f) => f.trim()).filter(Boolean);
    out[match[1]] = [...new Set(fields.map((f) => f.replace('?', '')))].sort();
  }
  return out;
}

test('bridge.h and table_messages.js list the same messages and fields', () => {
  const table = headerMessages('Table -> page');
  assert.deepEqual(Object.keys(table).sort(), Object.keys(TABLE_MESSAGES).sort());
  for (const [type, fields] of Object.entries(table)) assert.deepEqual(fields, Object.keys(TABLE_MESSAGES[type]).sort(), type);
  assert.deepEqual(Object.keys(headerMessages('Page -> table')).sort(), [...PAGE_MESSAGES].sort());
});

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
