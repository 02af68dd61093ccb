// Stamps the assembled site for its service worker: which files offline play
// needs (precached on install), which are cached when first used (LATER),
// and a cache named after a hash of all their contents, so a new build is a
// new cache and an unchanged build keeps the old one.
//   node tools/lib/stamp_site.mjs <site dir>
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

// Not needed to play: the position editor (its page, its room editor/ and
// its engine, and cards.png, the card art of its picture export: the table
// paints its own), the large icons (asked for only when the app is
// installed), the script other sites embed the game with, and the examples.
// Kept once fetched, so the editor and its export work offline after their
// first use.
const LATER = [/^editor\.html$/, /^editor\//, /^canasta_protocol\./, /^cards\.png$/, /^icon-512\.png$/, /^icon-maskable-512\.png$/,
  /^embed\.js$/, /^examples\//];
// Never cached: the worker itself, and the page (cached as './', its root).
const NEVER = new Set(['sw.js', 'index.html']);

const site = process.argv[2];
if (!site) {
  console.error('usage: stamp_site.mjs <site dir>');
  process.exit(2);
}

function listFiles(dir) {
  return readdirSync(dir).sort().flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const skip = new Set(['sw.js']);
const files = listFiles(site)
  .map((path) => relative(site, path).split('\\').join('/'))
  // The authors' documentation is for authors online: not part of the game's first visit.
  .filter((path) => !skip.has(path) && !path.startsWith('docs/') && !path.endsWith('.map'));
// Online tables' files (their layer and its libraries) are loaded only when
// a table is shared or joined, which needs the network anyway: they count
// in the version (a new build of them is a new version) but are not
// precached, so a page that never plays online never fetches them.
const online = (path) => path.startsWith('online/') || path.startsWith('vendor/');
const hash = createHash('sha256');
for (const file of files) {
  hash.update(file);
  hash.update(readFileSync(join(site, file)));
}
const version = hash.digest('hex').slice(0, 16);
const later = files.filter((path) => LATER.some((pattern) => pattern.test(path)));
const precache = ['./', ...files.filter((path) => !NEVER.has(path) && !later.includes(path) && !online(path))];

const swPath = join(site, 'sw.js');
const template = readFileSync(swPath, 'utf8');
if (!template.includes('__VERSION__')) {
  console.error('stamp_site: sw.js is already stamped; copy the template again first');
  process.exit(1);
}
writeFileSync(swPath, template
  .replace("'__VERSION__'", JSON.stringify(version))
  .replace('__PRECACHE__', JSON.stringify(precache, null, 2))
  .replace('__LATER__', JSON.stringify(later, null, 2)));
writeFileSync(join(site, 'version.txt'), `${version}\n`);
console.log(`site version ${version}: ${precache.length} files precached, ${later.length} cached when first used`);
