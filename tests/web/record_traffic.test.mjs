// The record crosses the WASM boundary once per move: a game event is small
// (no record), and the page asks the table for the record at most once per
// event, however many of its parts (saving, the embedding host) need it.
// (An embedded game's host gets the record only with dealover and gameover:
// embed.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openSite } from './browser.mjs';
import { humanMove, openTable } from './game_helpers.mjs';

// Wraps the table module as the page creates it: counts the game events,
// the record's bytes in them, and the canasta_record_json calls made while
// an event is being handled.
const COUNT_RECORD_TRAFFIC = () => {
  const count = window.recordTraffic = { events: 0, eventsWithRecord: 0, fetchesInEvents: 0 };
  let create;
  Object.defineProperty(window, 'createCanastaModule', {
    configurable: true,
    set(value) { create = value; },
    get() {
      return (module) => {
        let inEvent = false;
        const onTableMessage = module.onTableMessage;
        module.onTableMessage = (text) => {
          const message = JSON.parse(text);
          if (message.type !== 'game') return onTableMessage(text);
          count.events += 1;
          if ('record' in message) count.eventsWithRecord += 1;
          inEvent = true;
          try { return onTableMessage(text); } finally { inEvent = false; }
        };
        const created = create(module);
        // Runs before the page's own continuation, so the page's calls go through it.
        created.then((ready) => {
          const ccall = ready.ccall;
          ready.ccall = (name, ...rest) => {
            if (name === 'canasta_record_json' && inEvent) count.fetchesInEvents += 1;
            return ccall(name, ...rest);
          };
        });
        return created;
      };
    },
  });
};

test('each move: a small event and one fetch of the record', { timeout: 60000 }, async () => {
  const site = await openSite();
  try {
    const { page, origin } = site;
    await page.addInitScript(COUNT_RECORD_TRAFFIC);
    await openTable(page, `${origin}/?fast=1&lang=en&seed=5`);
    const before = await page.evaluate(() => ({ ...window.recordTraffic }));
    for (let i = 0; i < 4; i++) await humanMove(page);
    const after = await page.evaluate(() => ({ ...window.recordTraffic }));
    const events = after.events - before.events;
    assert.ok(events >= 4, `${events} events`);
    assert.equal(after.eventsWithRecord, 0, 'no event carries the record');
    // Saving needs the record after every move; nothing else asks for it.
    assert.equal(after.fetchesInEvents - before.fetchesInEvents, events, 'one record fetch per event');
    assert.deepEqual(site.consoleErrors, []);
  } finally {
    await site.close();
  }
});
