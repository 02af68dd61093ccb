// Stamps the assembled site: lists every file for the service worker's
// precache and names the cache after a hash of their contents, so a new
// build is a new cache and an unchanged build keeps the old one.
//   node tools/lib/stamp_site.mjs <site dir>
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

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
  .filter((path) => !skip.has(path) && !path.startsWith('examples/') && !path.endsWith('.map'));
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
const precache = ['./', ...files.filter((file) => !online(file))];

const swPath = join(site, 'sw.js');
const template = readFileSync(swPath, 'utf8');
if (!template.includes('__VERSION__')) {
  console.error('stamp_site: sw.js is already stamped; copy the template again first');
  process.exit(1);
}
writeFileSync(swPath, template
  .replace("'__VERSION__'", JSON.stringify(version))
  .replace('__PRECACHE__', JSON.stringify(precache, null, 2)));
writeFileSync(join(site, 'version.txt'), `${version}\n`);
console.log(`site version ${version}, ${precache.length - 1} files precached, ${files.length - precache.length + 1} loaded when needed`);
