// Who is who online (issue 37, item 8): the lobby's seats read Us and Them
// from each viewer's own seat, the host's and a seated guest's, instead of
// "side 1" and "side 2".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { artifactPath } from './browser.mjs';
import { guestSits, hostInvites, openOnline } from './online_helpers.mjs';

const sides = (page) => page.$$eval('#online-panel table.seats th', (heads) => heads.map((h) => h.textContent));

test('the lobby names the sides from each viewer\'s seat: Us and Them', { timeout: 180000 }, async () => {
  const setup = await openOnline();
  try {
    const host = await setup.player();
    const ana = await setup.player();
    const link = await hostInvites(setup, host, 'seed=7&players=4');
    assert.deepEqual(await sides(host.page), ['Seat 1 · Us', 'Seat 2 · Them', 'Seat 3 · Us', 'Seat 4 · Them']);
    await guestSits(ana, link, 'Ana', 1);
    await ana.page.waitForFunction(() => /Us$/.test(document.querySelector('#online-panel tr[data-seat="1"] th')?.textContent ?? ''), null, { timeout: 30000 });
    assert.deepEqual(await sides(ana.page), ['Seat 1 · Them', 'Seat 2 · Us', 'Seat 3 · Them', 'Seat 4 · Us']);
    await ana.page.screenshot({ path: artifactPath('online-sides-guest-1280x800.png') });
    for (const { consoleErrors } of [host, ana]) assert.deepEqual(consoleErrors, []);
  } finally {
    await setup.close();
  }
});
