// Every word the online layer (web/site/online/) names by id is in the
// English catalog, for the page or the online panel: an id missing there
// would show the id itself to the player.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogs } from '../../tools/lib/catalog.mjs';
import { PHRASES, REFUSALS } from '../../build/site/online/messages.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ONLINE = join(ROOT, 'web/site/online');

// Ids as the layer names them: pageText('id'), setPageLine(el, 'id'),
// button('id'), { text: 'id' }, { aria: 'id' }, setStatus('id'), said('id').
const USES = [
  /pageText\(\s*'(\w+)'/g, /setPageLine\([^,]+,\s*'(\w+)'/g, /button\(\s*'(\w+)'/g, /\btext:\s*'(\w+)'/g,
  /\baria:\s*'(\w+)'/g, /panel\.setStatus\(\s*'(\w+)'/g, /\.said\(\s*'(\w+)'/g, /titleId:\s*'(\w+)'/g,
];

test('every word id the online layer names is in the catalog for the page or the online panel', () => {
  const english = readCatalogs(join(ROOT, 'assets/text')).en.entries;
  const shown = (id) => english.get(id)?.places.some((p) => p === 'page' || p === 'online');
  const missing = [];
  let seen = 0;
  for (const file of readdirSync(ONLINE).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(join(ONLINE, file), 'utf8');
    for (const use of USES) {
      for (const [, id] of source.matchAll(use)) {
        seen += 1;
        if (!shown(id)) missing.push(`${file}: ${id}`);
      }
    }
  }
  // Ids made from a list: the chat's ready phrases, the host's refusals.
  for (const id of [...PHRASES.map((p) => `phrase_${p}`), ...REFUSALS.map((r) => `onlineRefused_${r}`)]) {
    if (!shown(id)) missing.push(`messages.js: ${id}`);
  }
  assert.ok(seen > 40, `only ${seen} uses found: the patterns no longer match the code`);
  assert.deepEqual(missing, []);
});
