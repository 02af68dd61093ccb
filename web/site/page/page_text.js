// The page's words in the five languages: its notices about options,
// saves, files, storage and the computer players, the saved-games panel and
// the position editor. They come from the same catalogs as the table's words
// (assets/text/<lang>.txt, made into catalog_page.js and catalog_editor.js
// at build time by tools/lib/gen_catalog.mjs).
//   setPageLanguage('de-AT');            // the lang option, else the browser's
//   pageText('manyFiles', { count: 3 }); // "{count}" placeholders filled in
// A missing translation falls back to English.
import { PAGE_TEXT } from './catalog_page.js';

export { PAGE_TEXT };
export const LANGUAGES = ['en', 'es', 'pt', 'de', 'it'];

// Another page's words (the position editor's, catalog_editor.js) join these
// tables, so one pageText and applyPageText serve every page of the site.
export function addPageText(tables) {
  for (const lang of LANGUAGES) Object.assign(PAGE_TEXT[lang], tables[lang]);
}

// The page's language for a tag such as "de-AT", or null when it is none of ours.
export function languageOf(tag) {
  const two = String(tag ?? '').slice(0, 2).toLowerCase();
  return LANGUAGES.includes(two) ? two : null;
}

let current = 'en';

export function setPageLanguage(tag) {
  current = languageOf(tag) ?? 'en';
}

export function pageLanguage() {
  return current;
}

// Gives every element marked data-text (its text) or data-aria (its label)
// the page's words in the current language; a line set with setPageLine is
// said again in it.
export function applyPageText(root = document) {
  for (const el of root.querySelectorAll('[data-text]')) el.textContent = pageText(el.dataset.text, JSON.parse(el.dataset.params ?? '{}'));
  for (const el of root.querySelectorAll('[data-aria]')) el.setAttribute('aria-label', pageText(el.dataset.aria));
}

// Sets an element's text from an id and its parameters, remembered so that
// applyPageText can say it again after a change of language.
export function setPageLine(el, id, params = {}) {
  el.dataset.text = id;
  el.dataset.params = JSON.stringify(params);
  el.textContent = pageText(id, params);
}

export function pageText(id, params = {}) {
  const text = PAGE_TEXT[current][id] ?? PAGE_TEXT.en[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

// An engine's problem (engine/problem.h) in the page's words: its id's text
// filled with its values, each value that is itself a problem (an object:
// the problem it passes on in `reason`, a game's title, a list joined with
// the language's "and", a rank in the plural) worded the same way; null for
// one the catalog does not know. The table's answers carry one, and so does
// the position editor's engine.
export function problemText(problem) {
  if (!problem || typeof problem.id !== 'string' || !(problem.id in PAGE_TEXT.en)) return null;
  const { id, ...values } = problem;
  for (const [name, value] of Object.entries(values)) {
    if (value === null || typeof value !== 'object') continue;
    const words = problemText(value);
    if (words === null) return null;
    values[name] = words;
  }
  return pageText(id, values);
}

// The language the player last chose at the table (the table says it
// through the bridge's "language" message, and the page keeps it), or null.
const LANGUAGE_KEY = 'canasta.pageLanguage';

export function rememberedLanguage() {
  try {
    const tag = localStorage.getItem(LANGUAGE_KEY);
    return tag && languageOf(tag) ? tag : null;
  } catch {
    return null;
  }
}

export function rememberLanguage(tag) {
  try {
    if (localStorage.getItem(LANGUAGE_KEY) !== tag) localStorage.setItem(LANGUAGE_KEY, tag);
  } catch {
    // Private browsing: the page opens in the browser's language next time.
  }
}
