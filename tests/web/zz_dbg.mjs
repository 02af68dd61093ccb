import { openOnline, hostInvites } from './online_helpers.mjs';
const setup = await openOnline();
try {
  const host = await setup.player();
  const g = await setup.player();
  const link = await hostInvites(setup, host, 'seed=21&players=4&autoplay=1');
  g.page.on('console', (m) => { if (!m.text().includes('GL Driver')) console.log('G>', m.type(), m.text().slice(0, 300)); });
  host.page.on('console', (m) => { if (!m.text().includes('GL Driver')) console.log('H>', m.type(), m.text().slice(0, 300)); });
  await g.page.goto(`${link}&fast=1&lang=en&autoplay=1`);
  await g.page.waitForSelector('#guest-name', { state: 'visible', timeout: 120000 });
  console.log('name visible');
  await g.page.fill('#guest-name', 'Ana');
  await g.page.click(`#online-panel tr[data-seat="1"] button[data-action="sit"]`);
  await g.page.waitForFunction(() => window.canastaOnline.guest().lobby?.you.includes(1), null, { timeout: 60000 });
  console.log('seated');
  await host.page.click('#online-start');
  for (let i = 0; i < 12; i++) {
    await new Promise((r) => setTimeout(r, 8000));
    console.log(JSON.stringify(await g.page.evaluate(() => { const s = window.canastaTable.state(); return { mode: s.mode, phase: document.body.dataset.phase, viewer: s.viewer, msg: window.canastaTable.targets().message, n: window.channelMessages.length }; })),
      JSON.stringify(await host.page.evaluate(() => { const s = window.canastaTable.state(); return { mode: s.mode, phase: document.body.dataset.phase, entries: s.entries, msg: window.canastaTable.targets().message }; })));
  }
} finally { await setup.close(); }
