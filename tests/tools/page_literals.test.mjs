// Every text the page shows comes from the word catalogs (assets/text): this
// reads the page's scripts (web/site/*.js) with acorn and fails on any
// string that reads as words for a person (two words, or one capitalised
// word) outside the places where code, not a person, reads it; and it reads
// the pages (web/site/*.html) for words not marked data-text or data-aria,
// the marks applyPageText fills from the catalogs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Debian's acorn (node-acorn, which Emscripten needs, so tools/setup installs it).
const require = createRequire(import.meta.url);
const acorn = require('/usr/share/nodejs/acorn');
const walk = require('/usr/share/nodejs/acorn-walk');

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SITE = join(ROOT, 'web/site');

// Strings a person never reads, each with why. An entry nothing matches any
// more fails the test too, so the list cannot outlive its reasons.
const NOT_FOR_PLAYERS = [
  { file: 'bots/bots.js', text: 'page hidden', why: 'the reason a pending request resolves with, read by code' },
  { file: 'bots/bot_worker.js', text: 'A request to the bot worker needs a known kind.', why: 'the worker protocol answering a page bug' },
  { file: 'bots/bot_worker.js', text: 'The bot module did not load (${}).', why: 'a worker failure: the page says workerUnavailable with it as the technical detail' },
  { file: 'editor/editor.js', text: 'bot standard', why: 'a command to the protocol module' },
  { file: 'editor/editor.js', text: 'new ${} players=${} seed=${}', why: 'a command to the protocol module' },
  { file: 'editor/editor_model.js', text: 'A title for the lesson', why: 'the lesson skeleton\'s English text (a lesson needs "en"), which its author replaces' },
  { file: 'editor/editor_model.js', text: 'What should you do here?', why: 'the lesson skeleton\'s English text, which its author replaces' },
  { file: 'editor/editor_model.js', text: 'Not this time: look again.', why: 'the lesson skeleton\'s English text, which its author replaces' },
  { file: 'editor/editor_model.js', text: 'Right.', why: 'the lesson skeleton\'s English text, which its author replaces' },
  { file: 'embed.js', text: 'not an address', why: 'the reason embed.js refuses a lesson address, said in the console' },
  { file: 'embeds/embed_host.js', text: 'unknown message', why: 'a host-page command refused by its schema, said in the console' },
  { file: 'embeds/embed_host.js', text: 'bad requestId', why: 'a host-page command refused by its schema, said in the console' },
  { file: 'saves/storage.js', text: 'no answer', why: 'the error of an open that timed out, read by code (storageSilent is said)' },
  { file: 'editor/editor_model.js', text: '<script src="${}" defer></script>\n<div data-canasta${}>${}</div>', why: 'the HTML an author copies' },
  { file: 'editor/position_image.js', text: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', why: 'a CSS font list for the picture' },
  { file: 'editor/position_image.js', text: 'cards.png did not load', why: 'the technical detail the page says in imageFailed' },
  { file: 'editor/position_image.js', text: '<image id="card${}" width="${}" height="${}" href="${}"/>', why: 'SVG markup of the picture' },
  { file: 'editor/position_image.js', text: '<use href="#card${}" x="${}" y="${}"><title>${}</title></use>', why: 'SVG markup of the picture' },
  { file: 'editor/position_image.js', text: '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="${}" height="${}" viewBox="0 0 ${} ${}" font-family="${}">\n<defs>${}</defs>\n<rect width="100%" height="100%" fill="${}"/>\n${}\n${}\n</svg>\n', why: 'SVG markup of the picture' },
  { file: 'table/table_bridge.js', text: 'The table is not running.', why: 'the bridge\'s reply to code that sends before the table started (a page bug)' },
  { file: 'table/table_bridge.js', text: 'The message is ${} bytes long; at most ${} are accepted.', why: 'the bridge\'s reply to code that sends an oversized message, which the caller reports' },
  { file: 'table/table_bridge.js', text: 'The table has no room for the message.', why: 'the bridge\'s reply to code when the table\'s heap is full' },
  { file: 'table/table_messages.js', text: 'ok: unknown field ${}', why: 'a table answer refused by its schema, said in the console' },
  { file: 'embeds/embed_host.js', text: 'unknown command', why: 'a command type the schema let through (none): the host page\'s bug' },
  { file: 'page/message_check.js', text: 'not an object with a type', why: 'a message refused by its schema: a console line, or a strike at an online host' },
  { file: 'page/message_check.js', text: 'unknown type ${}', why: 'a message refused by its schema: a console line, or a strike at an online host' },
  { file: 'page/message_check.js', text: '${}: unknown field ${}', why: 'a message refused by its schema: a console line, or a strike at an online host' },
  { file: 'page/message_check.js', text: '${}: bad field ${}', why: 'a message refused by its schema: a console line, or a strike at an online host' },
];

// Where a string is for code: modules and scripts loaded, selectors, event
// and element names, attribute names, comparisons, and the console.
const CODE_CALLS = new Set(['querySelector', 'querySelectorAll', 'closest', 'matches', 'getElementById', 'createElement',
  'addEventListener', 'removeEventListener', 'importScripts', 'Worker', 'register', 'fetch', 'getAttribute',
  'removeAttribute', 'hasAttribute', 'toggleAttribute', 'add', 'remove', 'toggle', 'contains', 'includes']);
// Properties whose strings are for code: class names and worker commands.
const CODE_PROPERTIES = new Set(['className', 'command']);

function calleeName(node) {
  const callee = node.callee;
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed) return callee.property.name;
  return '';
}

function isConsole(node) {
  const callee = node.callee;
  return callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'console';
}

// Whether a string (the last of its ancestors, innermost last) is read by
// code: where the value it is part of goes (through a choice ?: or ||, a
// template or a +) is a place for code.
function forCode(ancestors) {
  let at = ancestors.length - 1;
  const passesOn = (p, n) => (p.type === 'ConditionalExpression' && p.test !== n) || p.type === 'LogicalExpression' ||
    p.type === 'TemplateLiteral' || (p.type === 'BinaryExpression' && p.operator === '+');
  while (at > 0 && passesOn(ancestors[at - 1], ancestors[at])) at -= 1;
  const node = ancestors[at];
  const parent = ancestors[at - 1];
  if (!parent) return false;
  switch (parent.type) {
    case 'ImportDeclaration': case 'ExportNamedDeclaration': case 'ExportAllDeclaration': case 'ImportExpression':
      return true;
    case 'ExpressionStatement': return parent.directive !== undefined;
    case 'BinaryExpression': return ['===', '!==', '==', '!='].includes(parent.operator);
    case 'SwitchCase': return parent.test === node;
    case 'Property': return parent.key === node || (!parent.computed && CODE_PROPERTIES.has(parent.key.name));
    case 'AssignmentExpression':
      return parent.left.type === 'MemberExpression' && CODE_PROPERTIES.has(parent.left.property.name);
    case 'CallExpression': case 'NewExpression':
      if (isConsole(parent)) return true;
      if (CODE_CALLS.has(calleeName(parent))) return true;
      return calleeName(parent) === 'setAttribute' && parent.arguments[0] === node;
    default: break;
  }
  // Anywhere inside a console call (a template or a concatenation).
  return ancestors.some((a) => a.type === 'CallExpression' && isConsole(a));
}

const WORDS = /\p{L}{2,}[,.:;!?'’)]*\s+(?:\$\{\}\s+)?[('"“‘¿¡]*\p{L}{2,}/u;
const ONE_WORD = /^\p{Lu}\p{Ll}+[.…!?]?$/u;
// Names that are the same in every language: the game's, and each language's own.
const NAMES = new Set(['Canasta', 'English', 'Español', 'Português', 'Deutsch', 'Italiano']);

function readsAsWords(text) {
  return !NAMES.has(text) && (WORDS.test(text) || ONE_WORD.test(text));
}

// Every string of a script a person could read: { file, line, text }.
function wordsIn(file) {
  const source = readFileSync(join(SITE, file), 'utf8');
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module', locations: true, allowHashBang: true });
  const found = [];
  walk.fullAncestor(ast, (node, ancestors) => {
    let text = null;
    if (node.type === 'Literal' && typeof node.value === 'string') text = node.value;
    else if (node.type === 'TemplateLiteral') text = node.quasis.map((q) => q.value.cooked).join('${}');
    if (text === null || !readsAsWords(text) || forCode(ancestors)) return;
    // A template's parts are strings of its own: report the template once.
    if (ancestors.some((a) => a !== node && a.type === 'TemplateLiteral')) return;
    found.push({ file, line: node.loc.start.line, text });
  });
  return found;
}

// The page's scripts in every room of the site.
const scripts = readdirSync(SITE, { recursive: true }).map((f) => f.split('\\').join('/'))
  .filter((f) => f.endsWith('.js')).sort();

test('the page\'s scripts show no words of their own: every text comes from the catalogs', () => {
  const found = scripts.flatMap(wordsIn);
  const stray = found.filter((w) => !NOT_FOR_PLAYERS.some((n) => n.file === w.file && n.text === w.text));
  assert.deepEqual(stray.map((w) => `${w.file}:${w.line} ${JSON.stringify(w.text)}`), []);
  const unused = NOT_FOR_PLAYERS.filter((n) => !found.some((w) => w.file === n.file && w.text === n.text));
  assert.deepEqual(unused, [], 'strings listed as not for players that no script holds any more');
});

test('the check sees words wherever a person reads them, and not where code does', () => {
  const sample = `
    import { x } from './a b.js';
    el.textContent = 'Resume';
    el.title = \`Move \${n} of \${m}\`;
    say('Saving works again.');
    if (key === 'Escape Key') console.warn(\`Canasta: \${x} was ignored\`);
    document.querySelector('button.card[data-zone="pile top"]');
    el.classList.add('meld new');
    el.setAttribute('aria-label', 'Close the panel');
    const o = { 'some key': 1, command: 'hands classic 4' };
  `;
  const ast = acorn.parse(sample, { ecmaVersion: 'latest', sourceType: 'module', locations: true });
  const seen = [];
  walk.fullAncestor(ast, (node, ancestors) => {
    const text = node.type === 'Literal' ? node.value : node.type === 'TemplateLiteral' ? node.quasis.map((q) => q.value.cooked).join('${}') : null;
    if (typeof text === 'string' && readsAsWords(text) && !forCode(ancestors)) seen.push(text);
  });
  assert.deepEqual(seen, ['Resume', 'Move ${} of ${}', 'Saving works again.', 'Close the panel']);
});

// Words of an HTML page outside the catalogs: an element's own text without
// data-text, an aria-label, title or placeholder without data-aria.
function unmarkedIn(file) {
  const html = readFileSync(join(SITE, file), 'utf8').replace(/<!--[\s\S]*?-->/g, '');
  const found = [];
  const open = [];
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g)) {
    const [, closing, tag, attributes, text] = m;
    if (text !== undefined) {
      const inside = open[open.length - 1];
      const words = text.trim();
      if (words && readsAsWords(words) && inside && !/\bdata-text=/.test(inside.attributes) && !['script', 'style'].includes(inside.tag))
        found.push(`${file} <${inside.tag}> ${JSON.stringify(words)}`);
    } else if (closing) {
      while (open.length && open.pop().tag !== tag.toLowerCase());
    } else {
      for (const a of attributes.matchAll(/\b(aria-label|title|placeholder|alt)="([^"]*)"/g))
        if (readsAsWords(a[2]) && !/\bdata-aria=/.test(attributes)) found.push(`${file} <${tag}> ${a[1]}=${JSON.stringify(a[2])}`);
      if (!/\/$/.test(attributes) && !/^(meta|link|input|br|img|source)$/i.test(tag)) open.push({ tag: tag.toLowerCase(), attributes });
    }
  }
  return found;
}

test('the pages mark every word they show for the catalogs', () => {
  const pages = readdirSync(SITE).filter((f) => f.endsWith('.html')).sort();
  assert.ok(pages.includes('index.html') && pages.includes('editor.html'));
  assert.deepEqual(pages.flatMap(unmarkedIn), []);
});
