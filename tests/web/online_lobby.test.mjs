// The online lobby in real browsers: the host's invitation (link and QR
// code of exactly that link), friends who open it, type a name and sit at a
// free seat, a seat already taken refused, a seat the host gives a computer
// player, all in the panel by keyboard and in the guest's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, artifactPath } from './browser.mjs';
import { chooseOption, typeInto } from './game_helpers.mjs';
import { guestSits, hostInvites, lobbyRows, openOnline, joinLink } from './online_helpers.mjs';

// The QR code on the host's page, module by module, against lean-qr's
// encoding of the link under node: the code says exactly the link.
async function qrMatchesLink(page, link) {
  const { generate } = await import(pathToFileURL(join(ROOT, 'node_modules/lean-qr/index.mjs')));
  const expected = generate(link);
  const seen = await page.$eval('#invite-qr', (canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const dark = [];
    for (let i = 0; i < data.length; i += 4) dark.push(data[i] < 128 ? 1 : 0);
    return { width: canvas.width, dark };
  });
  const pad = 4;
  assert.equal(seen.width, expected.size + 2 * pad);
  for (let y = 0; y < expected.size; y++) {
    for (let x = 0; x < expected.size; x++) {
      assert.equal(seen.dark[(y + pad) * seen.width + x + pad], expected.get(x, y) ? 1 : 0, `module ${x},${y}`);
    }
  }
}

test('friends open the link, pick free seats under their names; a taken seat is refused; the host gives a seat to a computer', async () => {
  const setup = await openOnline();
  try {
    const host = await setup.player();
    const ana = await setup.player({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const bo = await setup.player();
    const link = await hostInvites(setup, host);
    assert.match(link, /^http:\/\/127\.0\.0\.1:\d+\/index\.html\?join=[a-z0-9]{16}&signal=ws%3A%2F%2F127\.0\.0\.1%3A\d+%2F&ice=none#k=[A-Za-z0-9_-]{43}$/);
    await qrMatchesLink(host.page, link);
    await guestSits(ana, link, 'Ana', 1);
    await host.page.waitForFunction(() => document.querySelector('#online-panel tr[data-seat="1"] td')?.textContent === 'Ana');
    await ana.page.screenshot({ path: artifactPath('online-lobby-guest-390.png') });
    // Bo tries Ana's seat: the host refuses it and Bo is told; Bo sits at 2.
    await bo.page.goto(joinLink(link, 'fast=1&lang=de'));
    await bo.page.waitForSelector('#guest-name', { state: 'visible', timeout: 60000 });
    await typeInto(bo.page, '#guest-name', 'Bo');
    assert.equal(await bo.page.locator('#online-panel tr[data-seat="1"] button').count(), 0, 'no Sit here on a taken seat');
    // As a hostile page would, straight on the wire: the host refuses it.
    await bo.page.evaluate(() => window.canastaOnline.guest().sit(1, 'Bo'));
    await bo.page.waitForFunction(() => document.body.dataset.notice === 'Dieser Platz ist besetzt.');
    await bo.page.click('#online-panel tr[data-seat="2"] button[data-action="sit"]');
    await bo.page.waitForFunction(() => document.querySelector('#online-panel tr[data-seat="2"] td')?.textContent.includes('(du)'));
    // The host gives seat 3 to a computer player (a native select: keyboard and screen readers know it).
    await chooseOption(host.page, '#online-panel tr[data-seat="3"] select', 'computer');
    await bo.page.waitForFunction(() => document.querySelector('#online-panel tr[data-seat="3"] td')?.textContent === 'Computerspieler');
    // A host that typed no name is "Host" (in the host's language) to everyone, with the host's mark.
    assert.deepEqual(await lobbyRows(host.page), ['👑 Host', 'Ana', 'Bo', 'Computer player']);
    assert.deepEqual(await lobbyRows(bo.page), ['👑 Host (Gastgeber)', 'Ana', 'Bo (du)', 'Computerspieler']);
    await host.page.screenshot({ path: artifactPath('online-lobby-host-1280.png') });
    for (const p of [host, ana, bo]) {
      assert.deepEqual(p.foreignRequests, []);
      assert.deepEqual(p.consoleErrors, []);
    }
  } finally {
    await setup.close();
  }
});
