// The page's words as the built site serves them (catalog_page.js made from
// assets/text by the build; tests/tools/catalog.test.mjs holds the catalogs
// complete): a tag picks its language, a missing one falls back to English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SITE } from './browser.mjs';

const { LANGUAGES, PAGE_TEXT, languageOf, pageText, setPageLanguage } = await import(pathToFileURL(join(SITE, 'page/page_text.js')));

test('a language tag picks the page language; others fall back to English', () => {
  assert.deepEqual(Object.keys(PAGE_TEXT), LANGUAGES);
  assert.equal(languageOf('de-AT'), 'de');
  assert.equal(languageOf('PT-br'), 'pt');
  assert.equal(languageOf('xx'), null);
  setPageLanguage('it');
  assert.match(pageText('manyFiles', { count: 3 }), /^Trascina .* 3 /);
  setPageLanguage('xx');
  assert.equal(pageText('manyFiles', { count: 7 }), 'Drop one game file at a time: 7 files were dropped and none was imported.');
});

test('the table\'s names of the games and levels are the page\'s too', () => {
  setPageLanguage('es');
  assert.equal(pageText('american'), 'Americana moderna');
  assert.equal(pageText('beginner'), 'Novato');
  setPageLanguage('en');
  assert.equal(pageText('american'), 'Modern American');
});
