// The measuring tool of the table's sizes (issue 37's first item): what a
// finger and an eye get on a phone or a tablet, read from the table's own
// layout (the places and the lines of text it publishes with measure=1) and
// from the page's own buttons, in CSS pixels. table_sizes.test.mjs runs it
// at every screen and language and fails below these sizes.

// Every control a finger uses; each card of the hand (the strip it shows
// beside its neighbour) and its index; text; meld labels and card counts.
export const LEAST = { target: 44, handWidth: 36, rank: 14, text: 12, label: 13 };

// The corner index's rank letter is kRankCap of kCardH card units tall
// (art/card_faces.h); DejaVu Sans Bold's capitals are 0.729 of its size, so
// a rank reads as text of this size.
const RANK_CAP_OF_CARD = 46 / 276;
const BOLD_CAP_OF_EM = 0.729;
export const rankTextPx = (cardHeight) => cardHeight * RANK_CAP_OF_CARD / BOLD_CAP_OF_EM;

// The table's targets a finger presses (hand cards are measured apart).
const PRESSED = new Set(['stock', 'pile', 'meld', 'action', 'menu', 'lesson', 'cut']);

// What a finger gets of each hand card: its strip up to the next card of
// its row (a row's last card shows whole).
function handStrips(hand) {
  return hand.map((card, i) => {
    const next = hand[i + 1];
    const covered = next && Math.abs(next.y - card.y) < 1 && next.x > card.x;
    return { card: card.card, w: covered ? Math.min(card.w, next.x - card.x) : card.w, h: card.h };
  });
}

// The page's own buttons a finger uses: the footer's, and any open panel's.
function pageButtons() {
  const out = [];
  for (const el of document.querySelectorAll('#status-bar button, .panel:not([hidden]) button, .bar:not([hidden]) button')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    out.push({ name: el.id || el.textContent.trim(), w: r.width, h: r.height,
      px: parseFloat(getComputedStyle(el).fontSize) });
  }
  return out;
}

// Everything measured on the page as it is now: { problems, report }.
// `view` is window.canastaTable.targets() with the lines drawn (texts).
export async function measureTable(page) {
  const view = await page.evaluate(() => window.canastaTable.targets());
  const buttons = await page.evaluate(pageButtons);
  const problems = [];
  const targets = view.targets.filter((t) => PRESSED.has(t.kind));
  for (const t of targets) {
    if (t.w < LEAST.target - 0.05 || t.h < LEAST.target - 0.05) problems.push(`${t.kind} ${t.name ?? t.index} is ${t.w}x${t.h}`);
  }
  const hand = view.targets.filter((t) => t.kind === 'hand');
  const strips = handStrips(hand);
  for (const s of strips) if (s.w < LEAST.handWidth - 0.05) problems.push(`hand card ${s.card} shows ${s.w.toFixed(1)} px of width`);
  // The lowest row shows its cards whole (the rows above, their top strip).
  const rank = hand.length ? rankTextPx(Math.max(...hand.map((c) => c.h))) : Infinity;
  if (rank < LEAST.rank - 0.05) problems.push(`hand cards' ranks read at ${rank.toFixed(1)} px`);
  const texts = view.texts ?? [];
  for (const line of texts) {
    const least = line.role ? LEAST.label : LEAST.text;
    if (line.px < least - 0.05) problems.push(`"${line.text}"${line.role ? ` (${line.role})` : ''} at ${line.px} px`);
  }
  for (const b of buttons) {
    if (b.w < LEAST.target - 0.5 || b.h < LEAST.target - 0.5) problems.push(`page button ${b.name} is ${b.w.toFixed(1)}x${b.h.toFixed(1)}`);
    if (b.px < LEAST.text) problems.push(`page button ${b.name} reads at ${b.px} px`);
  }
  const least = (list, f) => (list.length ? Math.min(...list.map(f)) : NaN);
  const report = {
    targets: `${least(targets, (t) => t.w).toFixed(0)}x${least(targets, (t) => t.h).toFixed(0)}`,
    hand: `${hand.length} cards, ${least(strips, (s) => s.w).toFixed(1)} px wide, rank ${rank.toFixed(1)} px`,
    text: `${least(texts.filter((l) => !l.role), (l) => l.px).toFixed(1)} px`,
    labels: `${least(texts.filter((l) => l.role), (l) => l.px).toFixed(1)} px`,
    page: buttons.map((b) => `${b.name} ${b.w.toFixed(0)}x${b.h.toFixed(0)}`).join(', '),
  };
  if (texts.length === 0) problems.push('the table told no lines of text (measure=1)');
  return { problems, report, view };
}

// A selected card rises; it must not lie over any button.
export function risenOverButtons(view) {
  const risen = view.targets.filter((t) => t.kind === 'hand');
  const buttons = view.targets.filter((t) => t.kind === 'action' || t.kind === 'menu');
  const over = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const out = [];
  for (const card of risen) for (const b of buttons) if (over(card, b)) out.push(`${card.card} over ${b.name}`);
  return out;
}
