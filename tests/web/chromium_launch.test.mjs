// The Chromium every browser test and benchmark starts (tools/lib/chromium.mjs):
// no hidden browser window pages (the address bar's popup) that would cost
// CPU on every page load, and none of playwright-core's own flags lost for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { launchChromium, OMNIBOX_POPUP_FEATURES } from '../../tools/lib/chromium.mjs';

// The command lines of this process's descendants (Linux's /proc).
function descendantCommandLines() {
  const parents = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch { /* the process ended meanwhile */ }
  }
  const isDescendant = (pid) => {
    for (let p = parents.get(pid), hops = 0; p && hops < 20; p = parents.get(p), hops += 1) if (p === process.pid) return true;
    return false;
  };
  const lines = [];
  for (const pid of parents.keys()) {
    if (!isDescendant(pid)) continue;
    try { lines.push(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)); } catch { /* ended */ }
  }
  return lines;
}

test('Chromium for the tests: a page\'s window has no hidden address-bar pages, and every disabled feature stays off', { timeout: 60000 }, async () => {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('about:blank');
    // Every target the browser makes is heard: those already there when
    // discovery starts, then new ones. The popup's pages are made as a
    // window opens: once a second window has opened and loaded, the first
    // window's have long been made, and the second's were heard as it opened.
    const cdp = await browser.newBrowserCDPSession();
    const made = [];
    cdp.on('Target.targetCreated', ({ targetInfo }) => made.push(targetInfo));
    await cdp.send('Target.setDiscoverTargets', { discover: true, filter: [{}] });
    const second = await context.newPage();
    await second.goto('about:blank');
    await second.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
    const all = [...made, ...targetInfos];
    assert.deepEqual(all.filter((t) => t.type === 'browser_ui').map((t) => t.url), [], 'no browser window pages');
    assert.ok(all.filter((t) => t.type === 'page').length >= 2, 'both windows\' pages are listed');

    // Chromium obeys the last --disable-features: it names every feature any
    // earlier one (playwright-core's) names, and the popups'.
    const main = descendantCommandLines().find((args) => /chromium$/.test(args[0]) && !args.some((a) => a.startsWith('--type=')));
    assert.ok(main, 'the browser process is found');
    const lists = main.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
    assert.ok(lists.length >= 1);
    const obeyed = new Set(lists.at(-1));
    for (const feature of [...lists.flat(), ...OMNIBOX_POPUP_FEATURES]) assert.ok(obeyed.has(feature), `${feature} stays disabled`);
  } finally {
    await browser.close();
  }
});
