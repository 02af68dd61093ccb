// The page's own messages (web/site/page_text.js) exist in all five
// languages with the same placeholders, and a tag picks its language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES, PAGE_TEXT, languageOf, pageText, setPageLanguage } from '../../web/site/page_text.js';
import { EDITOR_TEXT } from '../../web/site/editor_text.js';
import { ONLINE_TEXT } from '../../web/site/online/online_text.js';

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Each table of words: the page's own, the position editor's, the online tables'.
for (const [name, table] of [['page', PAGE_TEXT], ['editor', EDITOR_TEXT], ['online', ONLINE_TEXT]]) {
  test(`every ${name} message in every language, with the same placeholders`, () => {
    assert.deepEqual(Object.keys(table).sort(), [...LANGUAGES].sort());
    for (const [id, english] of Object.entries(table.en)) {
      for (const lang of LANGUAGES) {
        const text = table[lang][id];
        assert.equal(typeof text, 'string', `${lang}.${id} is missing`);
        assert.ok(text.length > 0, `${lang}.${id} is empty`);
        assert.deepEqual(placeholders(text), placeholders(english), `${lang}.${id} placeholders`);
      }
    }
    for (const lang of LANGUAGES) assert.deepEqual(Object.keys(table[lang]).sort(), Object.keys(table.en).sort(), lang);
  });
}

test('a language tag picks the page language; others fall back to English', () => {
  assert.equal(languageOf('de-AT'), 'de');
  assert.equal(languageOf('PT-br'), 'pt');
  assert.equal(languageOf('xx'), null);
  setPageLanguage('it');
  assert.match(pageText('manyFiles', { count: 3 }), /^Trascina .* 3 /);
  setPageLanguage('xx');
  assert.equal(pageText('visits', { count: 7 }), 'Visit 7 on this device');
});
