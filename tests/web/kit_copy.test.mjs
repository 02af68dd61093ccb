// The sample rules page copies: served from another origin with the
// Content-Security-Policy README gives (the game's origin in script-src and
// frame-src), every table on it works. With a policy that refuses the
// game's frames, each element shows its fallback and a link that opens its
// position on the game's own page, instead of a blank box.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, SITE, artifactPath, openSite } from './browser.mjs';
import { embeddedFrame } from './game_helpers.mjs';
import { startServer } from '../../tools/lib/serve.mjs';

const SECTIONS = ['melds', 'frozen-pile', 'initial-meld', 'concealed', 'lesson'];

// README's copy-paste policy line (section "Host page rules") for a game at `origin`.
function readmePolicy(origin) {
  const line = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n').find((l) => l.startsWith('<meta http-equiv="Content-Security-Policy"'));
  assert.ok(line, 'README gives a policy line');
  return /content="([^"]+)"/.exec(line)[1].replaceAll('https://your.host', origin);
}

// The sample page, its style and script copied to a folder of their own, as
// an author would: embed.js and the game's links from the game's origin,
// and `policy` as the page's Content-Security-Policy.
function copySample(origin, policy) {
  const dir = mkdtempSync(join(tmpdir(), 'canasta-copy-'));
  const html = readFileSync(join(SITE, 'examples/rules-site.html'), 'utf8');
  // (The author's site has its own icon: the game's is not copied.)
  const copied = html
    .replace(/(<meta http-equiv="Content-Security-Policy"\s+content=")[^"]*"/, `$1${policy}"`)
    .replace(/\s*<link rel="icon"[^>]*>/, '')
    .replaceAll('"../', `"${origin}/`);
  assert.notEqual(copied, html);
  assert.match(copied, new RegExp(`<script src="${origin}/embed.js" defer>`));
  writeFileSync(join(dir, 'rules-site.html'), copied);
  for (const name of ['rules-site.css', 'rules-site.js']) writeFileSync(join(dir, name), readFileSync(join(SITE, 'examples', name)));
  return dir;
}

async function withCopy(policyFor, run) {
  const site = await openSite();
  const dir = copySample(site.origin, policyFor(site.origin));
  const other = await startServer(dir, 0);
  try {
    const page = site.page;
    const violations = [];
    page.on('console', (m) => { if (/Content Security Policy|Content-Security-Policy/.test(m.text())) violations.push(m.text()); });
    await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    await page.goto(`http://localhost:${other.address().port}/rules-site.html`);
    await run({ ...site, violations });
  } finally {
    other.closeAllConnections();
    await new Promise((done) => other.close(done));
    await site.close();
  }
}

test('the sample page copied to another origin with README\'s policy: every table works', { timeout: 150000 }, async () => {
  await withCopy(readmePolicy, async ({ page, origin, violations, consoleErrors }) => {
    for (const [index, id] of SECTIONS.entries()) {
      await page.locator(`#${id} .game`).scrollIntoViewIfNeeded();  // frames load lazily
      const frame = await embeddedFrame(page, origin, index);
      const kind = await frame.evaluate(() => window.canastaTable.targets().targets.some((t) => t.kind === 'hand'));
      assert.ok(kind, `#${id}: the table drew its hand`);
    }
    // The page's own script drives the replay through the API, across origins.
    await page.locator('#drive').scrollIntoViewIfNeeded();
    await page.click('#drive');
    await page.waitForFunction(() => /^Played: /.test(document.getElementById('events').textContent), null, { timeout: 30000 });
    await page.screenshot({ path: artifactPath('kit-copy.png') });
    assert.deepEqual(violations, []);
    assert.deepEqual(consoleErrors, []);
  });
});

test('a copy whose policy refuses the game\'s frames shows each table\'s fallback and a link to its position', { timeout: 90000 }, async () => {
  // The sample's own policy names only its own site for frames.
  const refusing = (origin) => readmePolicy(origin).replace(`frame-src ${origin}`, "frame-src 'self'");
  await withCopy(refusing, async ({ page, origin, violations }) => {
    const first = page.locator('#frozen-pile .game');
    await first.scrollIntoViewIfNeeded();
    const link = first.locator('a.canasta-open');
    await link.waitFor({ timeout: 15000 });
    assert.equal(await first.locator('iframe').count(), 0, 'no blank frame is left');
    assert.equal(await link.textContent(), 'Example: taking a frozen pile ↗');
    const href = new URL(await link.getAttribute('href'));
    assert.equal(`${href.origin}${href.pathname}`, `${origin}/index.html`);
    assert.equal(href.searchParams.get('mode'), 'example');
    assert.match(href.searchParams.get('position'), /pile=5c,4d,2d,7h,Td,9c/);
    assert.equal(href.searchParams.get('highlight'), '2d,9h,9s');
    assert.ok((await first.boundingBox()).height < 200, 'the element shrinks to its fallback');
    assert.ok(violations.some((v) => /frame-src/.test(v)), 'the browser said why');
    await first.screenshot({ path: artifactPath('kit-copy-fallback.png') });
    // The link opens the position on the game's own page.
    await page.goto(href.href);
    await page.waitForFunction(() => document.body.dataset.ready === '1' && document.body.dataset.firstFrame, null, { timeout: 30000 });
    assert.match(await page.evaluate(() => window.canastaTable.state().position), /pile=5c,4d,2d,7h,Td,9c/);
  });
});
