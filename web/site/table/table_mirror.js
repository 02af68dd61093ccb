// The table in words for screen readers: the canvas draws the game, this
// region outside it says the same (the hand in order with its selection, the
// pile, the stock, the variant's facts, each side's melds, threes and score;
// in a lesson first its prompt and feedback) from the description the
// table publishes (frontend/table/table_mirror.cpp). Visually hidden, never
// hidden from assistive technology; the moves themselves are spoken by the
// status line as they happen.
const region = document.getElementById('table-mirror');

function element(tag, text, attributes = {}) {
  const el = document.createElement(tag);
  if (text !== undefined) el.textContent = text;
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}

let shown = '';

export function renderMirror(mirror) {
  if (!region || !mirror) return;
  const text = JSON.stringify(mirror);
  if (text === shown) return;
  shown = text;
  const { labels } = mirror;
  const parts = [element('h2', labels.region, { id: 'mirror-title' })];
  // A lesson's prompt and the feedback on the last attempt come first.
  if (mirror.lesson) {
    const { title, progress, prompt, feedback } = mirror.lesson;
    const section = element('section', undefined, { id: 'mirror-lesson', 'aria-label': labels.lesson });
    section.append(element('h3', progress ? `${title} (${progress})` : title));
    // As on the table: praise for the step done before the next prompt, a
    // correction after the prompt it is about.
    const said = feedback ? element('p', feedback, { id: 'mirror-lesson-feedback' }) : null;
    if (said && mirror.lesson.tone === 'right') section.append(said);
    if (prompt) section.append(element('p', prompt, { id: 'mirror-lesson-prompt' }));
    if (said && mirror.lesson.tone !== 'right') section.append(said);
    parts.push(section);
  }
  // Pass-and-play: while the device is passed no hand is said, only to whom it goes.
  if (mirror.pass) {
    parts.push(element('p', mirror.pass, { id: 'mirror-pass' }));
  } else {
    parts.push(element('h3', labels.hand));
    const hand = element('ul', undefined, { 'aria-label': labels.hand, id: 'mirror-hand' });
    for (const { card, selected } of mirror.hand) {
      hand.append(element('li', selected ? `${card}, ${labels.selected}` : card, { 'aria-selected': String(selected) }));
    }
    parts.push(hand);
    // Before the side's initial meld: the selection counted against the minimum.
    if (mirror.selection) parts.push(element('p', mirror.selection, { id: 'mirror-selection' }));
  }
  parts.push(element('p', mirror.pile, { id: 'mirror-pile' }), element('p', mirror.stock));
  // The cards an example's text talks about, and where each lies.
  if (mirror.marked) parts.push(element('p', mirror.marked, { id: 'mirror-marked' }));
  if (mirror.facts) parts.push(element('p', mirror.facts, { id: 'mirror-facts' }));
  if (mirror.coach) parts.push(element('p', mirror.coach, { id: 'mirror-coach' }));
  for (const side of mirror.sides) {
    parts.push(element('h3', `${side.name} (${labels.total} ${side.score})`));
    // Who plays for the side (the partners, at four or six seats).
    if (side.seats && side.seats !== side.side) parts.push(element('p', side.seats, { class: 'mirror-seats' }));
    const melds = element('ul', undefined, { 'aria-label': side.name });
    for (const meld of side.melds) melds.append(element('li', meld));
    parts.push(melds);
    if (side.threes) parts.push(element('p', side.threes));
  }
  if (mirror.sheet?.length) parts.push(element('h3', labels.sheet), sheetTable(mirror));
  region.replaceChildren(...parts);
}

// The score sheet: a row per deal, and per side the deal's score and, in its
// own column, the running total (as the score dialog draws it).
function sheetTable({ sheet, sides, labels }) {
  const table = element('table', undefined, { id: 'mirror-sheet', 'aria-label': labels.sheet });
  const head = element('tr');
  head.append(element('th', labels.sheet, { scope: 'col' }));
  for (const side of sides) {
    head.append(element('th', `${side.side}: ${labels.deal}`, { scope: 'col' }), element('th', `${side.side}: ${labels.total}`, { scope: 'col' }));
  }
  table.append(head);
  for (const row of sheet) {
    const tr = element('tr');
    tr.append(element('th', row.label, { scope: 'row' }));
    row.deal.forEach((deal, i) => tr.append(element('td', String(deal)), element('td', String(row.total[i]))));
    table.append(tr);
  }
  return table;
}
