// The authors' documentation page (docs/authoring.html) is README's
// sections for authors, and every link the editor's help makes into it
// lands on a heading that exists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { page, pickSections, render } from '../../tools/lib/readme_page.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

test('the page holds the embedding sections and the notation, and stops at the next section', () => {
  const html = page(readme);
  for (const id of ['embedding-on-a-website', 'modes', 'the-position-editor', 'options', 'position-notation']) {
    assert.match(html, new RegExp(`<h[23] id="${id}">`), id);
  }
  assert.doesNotMatch(html, /id="saved-games-and-offline-play"/);
  assert.match(html, /<table><thead><tr><th>field<\/th>/);
  assert.match(html, /<pre><code>&lt;script src=/);
});

test('every link of the editor into the documentation names a heading of it', () => {
  const html = page(readme);
  const editor = readFileSync(join(ROOT, 'web/site/editor.html'), 'utf8');
  const anchors = [...editor.matchAll(/href="docs\/authoring\.html#([^"]+)"/g)].map((m) => m[1]);
  assert.ok(anchors.length >= 2, 'the editor links its help and the lesson format');
  for (const id of anchors) assert.match(html, new RegExp(` id="${id}"`), `#${id}`);
});

test('Markdown: inline code is escaped, emphasis, lists and fenced code', () => {
  const html = render(pickSections('# Other\nno\n## Mine\nA `<b>` and **bold** *it* [x](y.html).\n\n- one\n  two\n- three\n```\n# not a heading\n```\n## Next\nno', ['Mine']));
  assert.equal(html, '<h2 id="mine">Mine</h2>\n<p>A <code>&lt;b&gt;</code> and <strong>bold</strong> <em>it</em> <a href="y.html">x</a>.</p>\n'
    + '<ul><li>one two</li><li>three</li></ul>\n<pre><code># not a heading</code></pre>');
});
