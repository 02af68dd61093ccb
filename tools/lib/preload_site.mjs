// Tells the browser, in the assembled site's index.html, every file the first
// frame needs before it needs it: the table's WebAssembly (fetched by
// canasta.js only once that script has run) and each module of app.js's
// static import graph (found one import at a time otherwise: six levels
// deep, each level a round trip, which on a phone's 150 ms link was most of
// the first frame's wait). Written at build time from the modules
// themselves, so the list cannot go stale.
//   node tools/lib/preload_site.mjs <site dir>
// index.html holds the marker `<!-- preloads -->` where the links go.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const MARKER = '<!-- preloads -->';
// A static import or re-export of a relative module (dynamic import() is
// left out: those modules wait for a player's choice, as online/ does).
const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"](\.{1,2}\/[^'"]+)['"]/gm;

export function staticGraph(site, entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(join(site, file), 'utf8');
    for (const [, spec] of text.matchAll(STATIC_IMPORT)) {
      const target = normalize(join(dirname(file), spec)).split('\\').join('/');
      if (!existsSync(join(site, target))) throw new Error(`${file} imports ${spec}, which is not in the site`);
      visit(target);
    }
  };
  visit(entry);
  seen.delete(entry);
  return [...seen].sort();
}

function main() {
  const site = process.argv[2];
  if (!site) {
    console.error('usage: preload_site.mjs <site dir>');
    process.exit(2);
  }
  const indexPath = join(site, 'index.html');
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes(MARKER)) {
    console.error(`preload_site: ${relative(process.cwd(), indexPath)} has no ${MARKER} marker (already filled in?)`);
    process.exit(1);
  }
  const modules = staticGraph(site, 'app.js');
  const links = [
    '<link rel="preload" href="canasta.wasm" as="fetch" type="application/wasm" crossorigin>',
    ...modules.map((file) => `<link rel="modulepreload" href="${file}">`),
  ];
  writeFileSync(indexPath, html.replace(MARKER, links.join('\n  ')));
  console.log(`index.html preloads canasta.wasm and ${modules.length} modules`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
