// The editor's board in the DOM: every hand, each side's melds and red
// threes, the pile (and whether it is frozen), the stock, and the turn,
// phase, dealer and score controls. Drawn again whole after every change
// from the edited position (editor_model.js) and the engine's facts of the
// last valid one (seats, sides, frozen pile); cards are buttons carrying
// their zone, so editor_drag.js can move them and the keyboard can pick them.
import { pageText } from '../page/page_text.js';

const SUITS = { c: '♣', d: '♦', h: '♥', s: '♠' };

export function cardFace(card) {
  if (card === 'Jk') return pageText('joker');
  const rank = card[0] === 'T' ? '10' : card[0];
  return `${rank}${SUITS[card[1]] ?? card[1]}`;
}

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === undefined) continue;
    if (name === 'text') node.textContent = value;
    else node.setAttribute(name, value === true ? '' : value);
  }
  node.append(...children);
  return node;
}

// `nth` tells identical cards of one place apart (two packs or more hold two
// of every card): the picked one is outlined alone.
function cardButton(card, zone, nth, { picked, marked }) {
  const red = card[1] === 'd' || card[1] === 'h';
  const isPicked = picked?.card === card && picked.zone === zone && picked.nth === nth;
  const classes = ['card', red ? 'red' : 'black', card === 'Jk' ? 'joker' : '', marked.includes(card) ? 'marked' : '']
    .filter(Boolean).join(' ');
  return el('button', {
    type: 'button', class: classes, 'data-card': card, 'data-zone': zone, 'data-nth': String(nth),
    'aria-pressed': isPicked ? 'true' : 'false', text: cardFace(card),
  });
}

// A place cards go: its title, its cards and, while a card is picked
// elsewhere, a "Put here" button for the keyboard and for touch.
function zoneBox(zone, title, cards, view, extra = {}) {
  const box = el('div', { class: `zone ${extra.className ?? ''}`.trim(), 'data-zone': zone });
  box.append(el('h4', { text: title }));
  const row = el('div', { class: 'cards' });
  const seen = new Map();
  for (const card of cards) {
    const nth = seen.get(card) ?? 0;
    seen.set(card, nth + 1);
    row.append(cardButton(card, zone, nth, view));
  }
  box.append(row);
  // Every place keeps the button's room, so the board does not move under
  // the pointer when a card is picked; it shows only where the card may go.
  const put = el('button', { type: 'button', class: 'put', 'data-put': zone, text: pageText('putHere') });
  if (!view.picked || view.picked.zone === zone) put.classList.add('idle');
  box.append(put);
  return box;
}

// A meld is named by its natural rank (a wild-card meld by a star).
function meldName(meld) {
  const natural = meld.find((card) => card !== 'Jk' && card[0] !== '2');
  return natural ? cardFace(natural).slice(0, -1) : '★';
}

function sideOf(facts, seat) {
  return facts.seats[seat]?.side ?? seat % facts.sides;
}

export function renderBoard(root, position, facts, view) {
  const seats = root.querySelector('#seats');
  const sides = root.querySelector('#sides');
  seats.replaceChildren(...facts.seats.map((_, seat) => {
    const title = seat === 0 ? pageText('seatReader', { seat }) : pageText('seatName', { seat });
    const count = position.handCount(seat);
    const dealt = count === null ? '' : ` · ${pageText('handDealt', { count })}`;
    return zoneBox(`hand${seat}`, `${title} · ${pageText('sideName', { side: sideOf(facts, seat) })}${dealt}`,
      position.cards(`hand${seat}`), view, { className: 'hand' });
  }));
  sides.replaceChildren(...Array.from({ length: facts.sides }, (_, side) => {
    const box = el('section', { class: 'side', 'aria-label': pageText('sideMelds', { side }) });
    box.append(el('h3', { text: pageText('sideMelds', { side }) }));
    const melds = el('div', { class: 'melds' });
    position.melds(side).forEach((meld, index) => {
      melds.append(zoneBox(`meld${side}.${index}`, meldName(meld), meld, view, { className: 'meld' }));
    });
    melds.append(zoneBox(`newmeld${side}`, pageText('newMeld'), [], view, { className: 'meld new' }));
    box.append(melds, zoneBox(`red3${side}`, pageText('redThrees'), position.cards(`red3${side}`), view, { className: 'threes' }));
    return box;
  }));
  const pile = position.cards('pile');
  const pileTitle = facts.frozen ? `${pageText('pileTitle')} · ${pageText('pileFrozen')}` : pageText('pileTitle');
  root.querySelector('#pile-box').replaceChildren(zoneBox('pile', pileTitle, pile, view, { className: facts.frozen ? 'pile frozen' : 'pile' }));
  const stock = position.cards('stock');
  const stockBox = zoneBox('stock', pageText('stockTitle', { count: stock.length }), stock, view, { className: 'stock' });
  const rest = el('label', { class: 'rest' }, el('input', { type: 'checkbox', id: 'rest-from-seed', checked: position.restFromSeed }),
    ` ${pageText('restFromSeed')}`);
  stockBox.append(rest);
  root.querySelector('#stock-box').replaceChildren(stockBox);
}

// The turn, phase, dealer and score controls, set from the position.
export function renderTurn(root, position, facts) {
  const seatOptions = (select, value) => {
    select.replaceChildren(...facts.seats.map((_, seat) => el('option', { value: String(seat), text: pageText('seatName', { seat }) })));
    select.value = String(value);
  };
  const players = facts.seats.length;
  seatOptions(root.querySelector('#turn-seat'), position.fields.get('turn') ?? facts.turn);
  seatOptions(root.querySelector('#dealer'), position.fields.get('dealer') ?? facts.dealer ?? players - 1);
  const phase = position.fields.get('phase') ?? 'draw';
  root.querySelector('#turn-phase').value = phase === 'play' ? 'play' : 'draw';
  const scores = (position.fields.get('scores') ?? '').split(',');
  root.querySelector('#scores').replaceChildren(...Array.from({ length: facts.sides }, (_, side) => el('label', {},
    `${pageText('scoreLabel', { side })} `,
    el('input', { class: 'score', 'data-side': String(side), inputmode: 'numeric', size: '6', value: scores[side] || '0' }))));
}
