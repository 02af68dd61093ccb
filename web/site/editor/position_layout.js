// Where each card of a position goes in a picture of it (position_image.js
// draws it as PNG and SVG): the reader's hand face up, the other hands as
// backs with their count, each side's melds as columns and red threes, the
// pile fanned with its top card whole, the stock as one back with its count,
// and the caption. Pure: node tests use it. Sizes are in picture units (a
// card is CARD_W x CARD_H); the atlas (cards.png, tools/gen_assets) is 55
// cells of 200 x 280 in 11 columns, each card inset by 2 transparent pixels.

export const ATLAS = Object.freeze({ cellW: 200, cellH: 280, margin: 2, columns: 11, joker: 52, back: 53 });
export const CARD_W = 98;
export const CARD_H = 138;
const GAP = 14;
const LABEL = 22;        // a place's title line
const FAN = 30;          // how much of a card the next one in a hand or pile leaves showing
const CASCADE = 34;      // the same down a meld's column
const BACK_FAN = 12;
const MAX_WIDTH = 1100;  // a wider hand or pile wraps

const RANKS = '23456789TJQKA';
const SUITS = 'cdhs';

// The atlas cell of a card in the engine's spelling (9h, Td, Jk); the blue
// back for anything else. Code = (rank - 2) * 4 + suit, as engine/card.h.
export function atlasCode(card) {
  if (card === 'Jk') return ATLAS.joker;
  const rank = RANKS.indexOf(card?.[0]);
  const suit = SUITS.indexOf(card?.[1]);
  return rank < 0 || suit < 0 || card.length !== 2 ? ATLAS.back : rank * 4 + suit;
}

export function atlasCell(code) {
  return { x: (code % ATLAS.columns) * ATLAS.cellW + ATLAS.margin, y: Math.floor(code / ATLAS.columns) * ATLAS.cellH + ATLAS.margin,
    w: ATLAS.cellW - 2 * ATLAS.margin, h: ATLAS.cellH - 2 * ATLAS.margin };
}

// A row of cards overlapping by `step`, wrapped at MAX_WIDTH; returns the
// placed cards and the row's height.
function fan(cards, x0, y0, step, faceUp, marked) {
  const perRow = Math.max(1, Math.floor((MAX_WIDTH - CARD_W) / step) + 1);
  const placed = cards.map((card, i) => ({
    card: faceUp ? card : null,
    x: x0 + (i % perRow) * step,
    y: y0 + Math.floor(i / perRow) * (CARD_H + 8),
    marked: faceUp && marked.includes(card),
  }));
  const rows = Math.max(1, Math.ceil(cards.length / perRow));
  return { placed, height: rows * CARD_H + (rows - 1) * 8 };
}

// words: { seat(seat, reader), side(side), melds(side), redThrees, pile(count, frozen), stock(count) }
// names the places in the page's language.
export function layoutPosition({ seats, sides, hands, melds, threes, pile, stock, frozen }, { marked = [], caption = '', words }) {
  const cards = [];
  const labels = [];
  let y = GAP;
  let width = 0;
  const place = (list) => {
    for (const c of list) {
      cards.push({ ...c, w: CARD_W, h: CARD_H });
      width = Math.max(width, c.x + CARD_W);
    }
  };
  const label = (text, x) => {
    labels.push({ text, x, y: y + 16 });
    y += LABEL;
  };

  for (let seat = 0; seat < seats.length; seat += 1) {
    const hand = hands[seat] ?? [];
    label(words.seat(seat, seats[seat].side, hand.length), GAP);
    const row = fan(hand, GAP, y, seat === 0 ? FAN : BACK_FAN, seat === 0, marked);
    place(row.placed);
    y += (hand.length ? row.height : 0) + GAP;
  }
  for (let side = 0; side < sides; side += 1) {
    label(words.melds(side), GAP);
    let x = GAP;
    let tallest = 0;
    for (const meld of [...(melds[side] ?? []), threes[side] ?? []].filter((m) => m.length)) {
      if (x + CARD_W > MAX_WIDTH + GAP && x > GAP) {
        x = GAP;
        y += tallest + GAP;
        tallest = 0;
      }
      place(meld.map((card, i) => ({ card, x, y: y + i * CASCADE, marked: marked.includes(card) })));
      tallest = Math.max(tallest, CARD_H + (meld.length - 1) * CASCADE);
      x += CARD_W + GAP;
    }
    y += tallest + GAP;
  }
  label(words.pile(pile.length, frozen), GAP);
  const pileRow = fan(pile, GAP, y, FAN, true, marked);
  place(pileRow.placed);
  const afterPile = y + (pile.length ? pileRow.height : 0) + GAP;
  const stockX = Math.max(GAP + (pile.length ? Math.min(pile.length - 1, 33) * FAN : 0) + CARD_W + 3 * GAP, 2 * CARD_W);
  labels.push({ text: words.stock(stock), x: stockX, y: y - LABEL + 16 });
  if (stock) place([{ card: null, x: stockX, y, marked: false }]);
  y = Math.max(afterPile, stock ? y + CARD_H + GAP : afterPile);
  width = Math.max(width, 420) + GAP;
  for (const line of wrap(caption, Math.floor((width - 2 * GAP) / 8.5))) {
    labels.push({ text: line, x: GAP, y: y + 18, caption: true });
    y += 24;
  }
  return { width, height: y + GAP, cards, labels };
}

// Words in lines of at most `chars` characters (a longer word has its own).
export function wrap(text, chars) {
  const lines = [];
  for (const word of String(text).split(/\s+/).filter(Boolean)) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last].length + 1 + word.length <= chars) lines[last] += ` ${word}`;
    else lines.push(word);
  }
  return lines;
}
