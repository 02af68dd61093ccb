// The picture of a position (web/site/editor/position_layout.js) without a browser:
// each card's atlas cell is the one the table draws it from, the reader's
// hand is face up and the others are backs, melds are columns, the pile is
// fanned with its top card whole, the caption wraps inside the picture.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { atlasCell, atlasCode, CARD_H, CARD_W, layoutPosition, wrap } from '../../web/site/editor/position_layout.js';

const WORDS = {
  seat: (seat, side, count) => `seat ${seat} side ${side} (${count})`,
  melds: (side) => `melds ${side}`,
  pile: (count, frozen) => `pile ${count}${frozen ? ' frozen' : ''}`,
  stock: (count) => `stock ${count}`,
};
const POSITION = {
  seats: [{ side: 0 }, { side: 1 }],
  sides: 2,
  hands: [['9h', '9s', 'Kc'], ['Ac', 'Ad']],
  melds: [[['Ah', 'As', 'Ac', '2d']], []],
  threes: [['3h'], []],
  pile: ['5c', '2d', '9c'],
  stock: 40,
  frozen: true,
};

test('a card\'s atlas cell is engine/card.h\'s code: rank-major, clubs diamonds hearts spades, then the joker and the back', () => {
  assert.equal(atlasCode('2c'), 0);
  assert.equal(atlasCode('9h'), 30);
  assert.equal(atlasCode('Td'), 33);
  assert.equal(atlasCode('As'), 51);
  assert.equal(atlasCode('Jk'), 52);
  assert.equal(atlasCode('Xx'), 53);
  // 11 columns of 200 x 280, the card 2 pixels inside its cell.
  assert.deepEqual(atlasCell(30), { x: 8 * 200 + 2, y: 2 * 280 + 2, w: 196, h: 276 });
  assert.deepEqual(atlasCell(53), { x: 9 * 200 + 2, y: 4 * 280 + 2, w: 196, h: 276 });
});

test('the reader\'s hand is face up with its marked card, the other hand is backs, melds are columns', () => {
  const layout = layoutPosition(POSITION, { marked: ['9s', '2d'], caption: '', words: WORDS });
  const faces = layout.cards.map((c) => c.card);
  // 3 face up + 2 backs + a meld of 4 + one red three + 3 in the pile + the stock's back.
  assert.deepEqual(faces, ['9h', '9s', 'Kc', null, null, 'Ah', 'As', 'Ac', '2d', '3h', '5c', '2d', '9c', null]);
  assert.deepEqual(layout.cards.filter((c) => c.marked).map((c) => c.card), ['9s', '2d', '2d']);
  assert.deepEqual(layout.labels.map((l) => l.text), ['seat 0 side 0 (3)', 'seat 1 side 1 (2)', 'melds 0', 'melds 1', 'pile 3 frozen', 'stock 40']);
  const meld = layout.cards.slice(5, 9);
  assert.ok(meld.every((c) => c.x === meld[0].x), 'a meld is one column');
  assert.ok(meld[1].y > meld[0].y, 'its cards cascade down');
  const threes = layout.cards[9];
  assert.ok(threes.x >= meld[0].x + CARD_W, 'the red threes stand beside the melds');
  // The pile's top card lies whole: nothing is drawn over it.
  const top = layout.cards[12];
  const stock = layout.cards[13];
  assert.ok(stock.x >= top.x + CARD_W, 'the stock lies right of the pile\'s top card');
  for (const c of layout.cards) {
    assert.ok(c.x >= 0 && c.y >= 0 && c.x + c.w <= layout.width && c.y + c.h <= layout.height, `${c.card} inside the picture`);
    assert.equal(c.w, CARD_W);
    assert.equal(c.h, CARD_H);
  }
});

test('a long caption wraps inside the picture, a long hand wraps into rows', () => {
  const hand = Array.from({ length: 60 }, (_, i) => ['4c', '5d', '6h', '7s'][i % 4]);
  const caption = 'The deuce froze the pile: only a natural pair of the top card\'s rank takes it, and the meld it makes may not hold a wild card. '.repeat(2);
  const layout = layoutPosition({ ...POSITION, hands: [hand, []] }, { caption, words: WORDS });
  const lines = layout.labels.filter((l) => l.caption);
  assert.ok(lines.length >= 2);
  assert.equal(lines.map((l) => l.text).join(' '), caption.trim());
  for (const l of lines) assert.ok(l.text.length * 8.5 <= layout.width, l.text);
  const rows = new Set(layout.cards.slice(0, 60).map((c) => c.y));
  assert.ok(rows.size >= 2, 'a hand of 60 wraps');
  assert.ok(layout.width <= 1200);
  assert.deepEqual(wrap('a bb ccc', 4), ['a bb', 'ccc']);
});
