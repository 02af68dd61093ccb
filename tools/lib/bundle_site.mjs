// Bundles the page's modules in the assembled site, so a first visit asks
// for a handful of files instead of some forty. The page's own start
// (app.js) and the online tables' (online/online.js, imported only when a
// table is shared or joined) become one file each beside them
// (app.bundle.js, online/online.bundle.js), with the modules both use in
// one shared chunk (chunks/), so each module still has one instance (the
// page's language lives in page/page_text.js); index.html starts the bundle.
// The libraries in vendor/ stay files of their own, with their licences. Browsers
// open six connections to a host over HTTP/1.1: forty modules queued six at
// a time took six round trips, most of a phone's first frame on a 150 ms 4G
// link (./tools/bench web, phone line), even with every one preloaded.
// The module files stay in the site as they are, for the editor, the embeds
// and the tests that import them or change one on its way (a test that
// answers app.bundle.js with `import './app.js'` runs the modules one by
// one: tests/web/browser.mjs, unbundled).
//
// index.html gets, at its `<!-- preloads -->` marker, a preload of the
// table's WebAssembly (fetched by canasta.js only once that script has run)
// and a module preload of each chunk app.js imports.
//   node tools/lib/bundle_site.mjs <site dir>
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MARKER = '<!-- preloads -->';
const START = '<script type="module" src="app.js"></script>';
const ENTRIES = ['app.js', 'online/online.js'];
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// vendor/'s libraries are loaded as they are (online/qr.js imports the QR
// encoder when an invitation is shown): left out of the bundles.
const vendorApart = {
  name: 'vendor-apart',
  setup(build) {
    build.onResolve({ filter: /\/vendor\// }, (args) => ({ path: args.path, external: true }));
  },
};

async function loadEsbuild() {
  try {
    return await import(join(ROOT, 'node_modules', 'esbuild', 'lib', 'main.js'));
  } catch {
    console.error('bundle_site: esbuild is missing from node_modules: run ./tools/setup (it installs the npm packages).');
    process.exit(1);
  }
}

// A module that finds files beside itself (new URL(x, import.meta.url))
// must land in an output in its own folder, or the address it makes points
// elsewhere. Checked, not hoped: esbuild does not rewrite those addresses.
function checkOwnAddresses(site, metafile) {
  const problems = [];
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    for (const input of Object.keys(inputs)) {
      if (!readFileSync(join(site, input), 'utf8').includes('import.meta')) continue;
      if (dirname(input) !== dirname(output)) problems.push(`${input} reads import.meta but was bundled into ${output}`);
    }
  }
  return problems;
}

async function main() {
  const site = process.argv[2] && resolve(process.argv[2]);
  if (!site) {
    console.error('usage: bundle_site.mjs <site dir>');
    process.exit(2);
  }
  const indexPath = join(site, 'index.html');
  const html = readFileSync(indexPath, 'utf8');
  if (!html.includes(MARKER) || !html.includes(START)) {
    console.error(`bundle_site: ${relative(process.cwd(), indexPath)} has no ${MARKER} marker or no ${START} (already bundled?)`);
    process.exit(1);
  }
  for (const entry of ENTRIES) if (!existsSync(join(site, entry))) throw new Error(`bundle_site: ${entry} is not in the site`);
  const esbuild = await loadEsbuild();
  const result = await esbuild.build({
    absWorkingDir: site,
    entryPoints: ENTRIES,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: '.',
    outbase: '.',
    entryNames: '[dir]/[name].bundle',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [vendorApart],
    metafile: true,
    logLevel: 'warning',
    // The page's own code, readable in the browser's tools: no renaming.
    minifyWhitespace: true,
    minifySyntax: true,
  });
  const problems = checkOwnAddresses(site, result.metafile);
  if (problems.length) {
    console.error(`bundle_site: ${problems.join('; ')}`);
    process.exit(1);
  }
  // The metafile's paths are relative to the site.
  const chunks = result.metafile.outputs['app.bundle.js'].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path);
  const links = [
    '<link rel="preload" href="canasta.wasm" as="fetch" type="application/wasm" crossorigin>',
    ...chunks.map((file) => `<link rel="modulepreload" href="${file}">`),
  ];
  writeFileSync(indexPath, html.replace(MARKER, links.join('\n  ')).replace(START, START.replace('app.js', 'app.bundle.js')));
  const outputs = Object.keys(result.metafile.outputs);
  console.log(`bundled ${ENTRIES.join(' and ')} into ${outputs.length} files (${outputs.join(', ')}); index.html preloads canasta.wasm and ${chunks.length} chunks`);
}

await main();
