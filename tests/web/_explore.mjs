import { hostInvites, openOnline } from './online_helpers.mjs';
const setup = await openOnline();
let page;
const white = async (name) => {
  const png = await page.screenshot({ path: `/tmp/on3/${name}.png` });
  const rows = await page.evaluate(async (dataUrl) => {
    const image = new Image(); image.src = dataUrl; await image.decode();
    const c = document.createElement('canvas'); c.width = image.width; c.height = image.height;
    const ctx = c.getContext('2d'); ctx.drawImage(image, 0, 0);
    const { data } = ctx.getImageData(0, 0, c.width, c.height);
    let rows = 0;
    for (let y = 0; y < c.height; y++) { let all = true; for (let x = 0; x < 100; x++) { const i = (y * c.width + x) * 4; if (!(data[i] > 235 && data[i+1] > 235 && data[i+2] > 235)) { all = false; break; } } if (all) rows++; }
    return rows;
  }, `data:image/png;base64,${png.toString('base64')}`);
  console.log(name, 'white rows:', rows, await page.evaluate(() => [document.activeElement?.id, document.getElementById('notice').hidden, document.getElementById('online-panel')?.hidden, document.getElementById('table').scrollTop, document.getElementById('online-panel').scrollTop, document.getElementById('canvas').getBoundingClientRect().top]));
};
try {
  const host = await setup.player();
  page = host.page;
  await hostInvites(setup, host, 'seed=21&players=4');
  await page.click('#online-close');
  await page.click('#online-button');
  await page.waitForTimeout(300);
  await white('f-a-open-focus');
  await page.evaluate(() => { const n = document.getElementById('notice'); n.hidden = false; document.getElementById('notice-text').textContent = 'Hello there'; });
  await page.waitForTimeout(300);
  await white('f-b-open-focus-notice');
  await page.evaluate(() => document.getElementById('notice').hidden = true);
  await page.waitForTimeout(300);
  await white('f-c-open-focus-nonotice');
} finally { await setup.close(); }
