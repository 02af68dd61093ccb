// The position editor (editor.html): deal or paste a position, move its
// cards, set the turn, phase, dealer and scores; after every change the
// engine (canasta_protocol.js, engine/protocol.h's commands) judges the
// position and the page says in one sentence what is wrong, or gives the
// notation, the embed snippet and a lesson skeleton to copy. Bad input
// never loses the position the author had.
import { addPageText, applyPageText, LANGUAGES, pageLanguage, pageText, problemText, rememberedLanguage, setPageLanguage } from '../page/page_text.js';
import { EDITOR_TEXT } from './catalog_editor.js';
import { EditedPosition, embedSnippet, lessonSkeleton, readFields } from './editor_model.js';
import { cardFace, renderBoard, renderTurn } from './editor_view.js';
import { wireCardMoves } from './editor_drag.js';
import { isSeed } from '../page/page_options.js';
import { keepKeysFromTable } from '../table/page_keys.js';
import { layoutOf, positionPng, positionSvg } from './position_image.js';

addPageText(EDITOR_TEXT);
const asked = new URLSearchParams(location.search).get('lang');
setPageLanguage(asked ?? rememberedLanguage() ?? navigator.language);

const $ = (id) => document.getElementById(id);
// Escape leaves a field, as on the game's page (no table listens for keys here).
keepKeysFromTable($('board'));
const verdict = $('verdict');
let ask = null;          // one protocol line in, one answer line out
let askProblem = null;   // the code of the last refusal, as JSON, or ''
let position = null;     // the edited position (editor_model.js)
let facts = null;        // the engine's facts of the last valid position
let valid = false;
let picked = null;       // { card, zone, nth } chosen for the keyboard or a click
const marked = [];       // cards the example's text talks about

function say(id, params = {}, bad = false) {
  verdict.textContent = pageText(id, params);
  verdict.classList.toggle('bad', bad);
  verdict.dataset.state = bad ? 'bad' : 'ok';
}

// Why the engine refused the last command, in the page's language: the
// code it gives (a position's, a record's, a deal's) worded from the
// catalog, else the English of its answer line.
function refusal(answer) {
  const problem = askProblem();
  return (problem && problemText(JSON.parse(problem))) ?? answer.replace(/^error /, '');
}

// The engine's view of a position it accepted: who sits where, whether the
// pile is frozen, and the stock it dealt.
function readFacts() {
  const state = JSON.parse(ask('state'));
  return {
    seats: state.seats,
    sides: state.sides.length,
    frozen: state.pile_frozen,
    turn: state.turn,
    dealer: state.dealer,
    stock: state.stock,
    hands: state.seats.map((seat) => seat.hand),
  };
}

// Asks the engine about the edited position; on a valid one refreshes the
// facts (and the stock the seed deals), else keeps the last ones.
function judge() {
  const answer = ask(`position ${position.notation()}`);
  valid = answer === 'ok';
  if (valid) {
    facts = readFacts();
    if (position.restFromSeed) position.rest = facts.stock;
    position.dealt = facts.hands;
    say('valid');
  } else {
    say('invalid', { reason: refusal(answer) }, true);
  }
  document.body.dataset.valid = valid ? '1' : '0';
  draw();
}

// The move the engine's Standard player would make here: a lesson's first
// accepted answer to edit.
function suggestedAnswer() {
  const answer = ask('bot standard');
  return answer.startsWith('error') ? '' : answer.replace(/^ok /, '');
}

function drawOutputs() {
  if (!valid) return;
  const notation = position.notation();
  const caption = $('caption').value.trim();
  $('out-notation').value = notation;
  const preview = new URLSearchParams({ mode: 'example', position: notation, save: '0', lang: pageLanguage() });
  if (caption) preview.set('caption', caption);
  if (marked.length) preview.set('highlight', marked.join(','));
  $('preview').href = `index.html?${preview}`;
  const fallback = { href: new URL(`index.html?${preview}`, location.href).href, text: pageText('previewLink') };
  $('out-snippet').value = embedSnippet({ embedUrl: new URL('embed.js', location.href).href, notation, caption, highlight: marked, fallback });
  $('out-lesson').value = lessonSkeleton({ title: caption, variant: position.variant, notation, highlight: marked, answer: suggestedAnswer() });
}

// Saves the position as a picture file (PNG or SVG) through a download.
async function savePicture(kind) {
  if (!valid) return;
  try {
    const layout = layoutOf(position, facts, { marked, caption: $('caption').value.trim() });
    const blob = kind === 'png' ? await positionPng(layout) : new Blob([await positionSvg(layout)], { type: 'image/svg+xml' });
    const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: `canasta-position.${kind}` });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  } catch (error) {
    say('imageFailed', { error: error.message }, true);
  }
}

function draw() {
  renderBoard(document, position, facts, { picked, marked });
  renderTurn(document, position, facts);
  $('picked-line').textContent = picked ? pageText('picked', { card: cardFace(picked.card) }) : pageText('nothingPicked');
  const mark = $('mark');
  mark.hidden = !picked;
  mark.textContent = picked && marked.includes(picked.card) ? pageText('unmarkButton') : pageText('markButton');
  $('cancel-pick').hidden = !picked;
  $('marked-line').textContent = marked.length ? pageText('markedList', { cards: marked.map(cardFace).join(', ') }) : pageText('noneMarked');
  drawOutputs();
}

// A new position from a line the engine printed or was given: the author's
// own words are kept (the engine only judges them).
function adopt(notation) {
  position = EditedPosition.fromNotation(notation);
  // Drop what the engine prints only as defaults, so the copy stays short:
  // empty lists (but for the stock and the seats that have played, where
  // empty says something), zero flags and scores, and premelded, which the
  // melds imply.
  const DEFAULTS = { deal: '0', askdraw: '0', added: '0', lastred3: '0', concealed: '0', out: '-', end: 'none', answer: 'none', opened: '-', special: '-' };
  for (const [key, value] of [...position.fields]) {
    const empty = value === '' && key !== 'stock' && key !== 'played';
    const zeros = key === 'scores' && /^0(,0)*$/.test(value);
    if (empty || zeros || DEFAULTS[key] === value || key === 'premelded') position.fields.delete(key);
  }
  picked = null;
  marked.length = 0;
  judge();
}

function deal(event) {
  event?.preventDefault();
  const variant = $('deal-variant').value;
  const players = $('deal-players').value;
  const seed = $('deal-seed').value.trim() || '0';
  // Digits only: anything after them would be read as more of the command.
  if (!isSeed(seed)) {
    say('loadRefused', { reason: `${pageText('whySeed')}.` }, true);
    return;
  }
  const answer = ask(`new ${variant} players=${players} seed=${seed}`);
  if (answer !== 'ok') {
    say('loadRefused', { reason: refusal(answer) }, true);
    return;
  }
  const printed = readFields(ask('show'));
  // The stock of a fresh deal is the rest of the pack shuffled by the seed:
  // left out, so the notation stays short.
  printed.delete('stock');
  adopt([...printed].map(([k, v]) => `${k}=${v}`).join(' '));
}

function load(event) {
  event.preventDefault();
  const text = $('paste').value.trim();
  if (!text) return;
  const isRecord = text.startsWith('{');
  // A record is one protocol line: its line breaks become spaces (JSON's
  // whitespace). Not /\s*\n\s*/, which backtracks over every run of spaces
  // and froze the page on a record padded to the limit.
  const answer = ask(isRecord ? `replay ${text.replace(/[\r\n]+/g, ' ')}` : `position ${text}`);
  if (answer !== 'ok') {
    // The engine's refusal, and the position the author had stays.
    say('loadRefused', { reason: refusal(answer) }, true);
    document.body.dataset.refused = '1';
    if (position) ask(`position ${position.notation()}`);
    return;
  }
  document.body.dataset.refused = '0';
  adopt(isRecord ? ask('show') : text);
}

function change(apply) {
  apply();
  picked = null;
  judge();
}

function wire() {
  $('deal-form').addEventListener('submit', deal);
  $('paste-form').addEventListener('submit', load);
  wireCardMoves($('board'), {
    move: (card, from, to) => change(() => position.move(card, from, to)),
    pick: (card, zone, nth) => {
      picked = picked?.card === card && picked.zone === zone && picked.nth === nth ? null : { card, zone, nth };
      draw();
      // The keyboard stays where it was: on the card just picked.
      document.querySelector(`button.card[data-card="${card}"][data-zone="${zone}"][data-nth="${nth}"]`)?.focus();
    },
    picked: () => picked,
  });
  $('mark').addEventListener('click', () => {
    const at = marked.indexOf(picked.card);
    if (at >= 0) marked.splice(at, 1);
    else marked.push(picked.card);
    picked = null;
    draw();
  });
  $('cancel-pick').addEventListener('click', () => {
    picked = null;
    draw();
  });
  $('board').addEventListener('change', (event) => {
    if (event.target.id === 'rest-from-seed') change(() => position.setRestFromSeed(event.target.checked));
  });
  $('turn-seat').addEventListener('change', (event) => change(() => position.set('turn', event.target.value)));
  $('dealer').addEventListener('change', (event) => change(() => position.set('dealer', event.target.value)));
  $('turn-phase').addEventListener('change', (event) => change(() => position.set('phase', event.target.value)));
  $('scores').addEventListener('change', () => change(() => {
    const scores = [...document.querySelectorAll('#scores input.score')].map((input) => input.value.trim() || '0');
    position.set('scores', scores.every((s) => s === '0') ? '' : scores.join(','));
  }));
  $('caption').addEventListener('input', drawOutputs);
  $('save-png').addEventListener('click', () => savePicture('png'));
  $('save-svg').addEventListener('click', () => savePicture('svg'));
  for (const button of document.querySelectorAll('button.copy')) {
    button.addEventListener('click', async () => {
      const text = $(button.dataset.copy).value;
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        $(button.dataset.copy).select();
      }
      button.textContent = pageText('copied');
      setTimeout(() => { button.textContent = pageText('copyButton'); }, 1500);
    });
  }
  const language = $('language');
  const names = { en: 'English', es: 'Español', pt: 'Português', de: 'Deutsch', it: 'Italiano' };
  language.replaceChildren(...LANGUAGES.map((lang) => Object.assign(document.createElement('option'), { value: lang, textContent: names[lang] })));
  language.value = pageLanguage();
  document.documentElement.lang = pageLanguage();
  language.addEventListener('change', () => {
    setPageLanguage(language.value);
    document.documentElement.lang = language.value;
    applyPageText();
    // judge says the verdict again, in the new language, and draws the board.
    if (position) judge();
  });
}

async function start() {
  applyPageText();
  wire();
  try {
    const module = await createProtocolModule();
    ask = botAsker(module, 'protocol_request', 'protocol_free');
    const problemOf = module.cwrap('protocol_problem', 'number', []);
    const free = module.cwrap('protocol_free', null, ['number']);
    askProblem = () => {
      const pointer = problemOf();
      const json = module.UTF8ToString(pointer);
      free(pointer);
      return json;
    };
  } catch (error) {
    say('engineFailed', { error: error.message }, true);
    return;
  }
  // The address may bring a position to edit (the game's own, or a page's).
  const given = new URLSearchParams(location.search).get('position');
  if (given && ask(`position ${given}`) === 'ok') adopt(given);
  else deal();
  document.body.dataset.ready = '1';
  if ('serviceWorker' in navigator) navigator.serviceWorker.register('sw.js').catch(() => {});
}

start();
