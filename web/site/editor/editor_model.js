// The position the editor works on: the notation's fields as the author
// wrote them (engine/notation.h's key=value words), so what the author did
// not touch stays as it was and the notation copied out is as short as the
// position allows. The engine judges it (editor.js asks the protocol module
// after every change); this file only moves cards between the places a
// notation names and writes the outputs. No DOM: node tests use it too.
//
// Places ("zones"): hand<seat>, meld<side>.<index> (a meld of melds<side>),
// newmeld<side> (a meld to start), red3<side>, pile (cards go on top),
// stock (cards go on top). With `restFromSeed` the stock is left out of the
// notation: the engine deals it from the cards not placed elsewhere,
// shuffled by the seed, and `rest` keeps what it last dealt there. A hand
// written as a count (`hand1=11`) is dealt the same way: `dealt` keeps the
// cards the engine last dealt each such seat, shown as that hand's cards,
// and a hand the author changes is written out card by card.

const CARD_LISTS = /^(hand\d|known\d|red3\d|black3\d|bonus\d|pile|stock)$/;

export function splitCards(value) {
  return value ? value.split(',').filter(Boolean) : [];
}

function parseMelds(value) {
  return value ? value.split('/').map(splitCards).filter((meld) => meld.length) : [];
}

// The fields of a notation line, in order; null for a word that is not
// key=value (the engine names every other fault).
export function readFields(text) {
  const fields = new Map();
  for (const word of String(text).trim().split(/\s+/).filter(Boolean)) {
    const at = word.indexOf('=');
    if (at <= 0) return null;
    fields.set(word.slice(0, at), word.slice(at + 1));
  }
  return fields;
}

function removeOne(list, card) {
  const at = list.indexOf(card);
  if (at < 0) return false;
  list.splice(at, 1);
  return true;
}

export class EditedPosition {
  // fields: Map from readFields; rest: the stock's cards when it is left to
  // the seed (the engine's last deal of them); dealt: by seat, the cards the
  // engine dealt a hand written as a count.
  constructor(fields, rest = [], dealt = []) {
    this.fields = new Map(fields);
    this.restFromSeed = !this.fields.has('stock');
    this.rest = this.restFromSeed ? [...rest] : [];
    this.dealt = dealt;
  }

  static fromNotation(text, rest = [], dealt = []) {
    const fields = readFields(text);
    return fields ? new EditedPosition(fields, rest, dealt) : null;
  }

  get players() {
    return Number(this.fields.get('players') ?? 4);
  }

  get variant() {
    return this.fields.get('variant') ?? 'classic';
  }

  // The count a hand is written as (`hand1=11`), or null for a hand of cards.
  handCount(seat) {
    const value = this.fields.get(`hand${seat}`) ?? '';
    return /^\d+$/.test(value) ? Number(value) : null;
  }

  cards(zone) {
    if (zone === 'stock' && this.restFromSeed) return [...this.rest];
    const hand = /^hand(\d)$/.exec(zone);
    if (hand && this.handCount(Number(hand[1])) !== null) return [...(this.dealt[Number(hand[1])] ?? [])];
    if (CARD_LISTS.test(zone)) return splitCards(this.fields.get(zone));
    const meld = /^meld(\d)\.(\d+)$/.exec(zone);
    if (meld) return this.melds(Number(meld[1]))[Number(meld[2])] ?? [];
    return [];
  }

  melds(side) {
    return parseMelds(this.fields.get(`melds${side}`));
  }

  setList(name, cards) {
    if (name === 'stock' && this.restFromSeed) {
      this.rest = cards;
      return;
    }
    // An empty stock is said ("stock="); other empty lists are left out.
    if (cards.length || name === 'stock') this.fields.set(name, cards.join(','));
    else this.fields.delete(name);
  }

  setMelds(side, melds) {
    const kept = melds.filter((meld) => meld.length);
    if (kept.length) this.fields.set(`melds${side}`, kept.map((meld) => meld.join(',')).join('/'));
    else this.fields.delete(`melds${side}`);
    // Which seats have melded follows from the melds unless said; an old
    // list would now be wrong.
    this.fields.delete('melded');
    this.fields.delete('premelded');
  }

  // Takes one `card` out of `zone`: false when it is not there.
  take(zone, card) {
    const meld = /^meld(\d)\.(\d+)$/.exec(zone);
    if (meld) {
      const side = Number(meld[1]);
      const melds = this.melds(side);
      if (!removeOne(melds[Number(meld[2])] ?? [], card)) return false;
      this.setMelds(side, melds);
      return true;
    }
    const cards = this.cards(zone);
    if (!removeOne(cards, card)) return false;
    this.setList(zone, cards);
    // A card that leaves a hand is no longer known to be in it.
    const hand = /^hand(\d)$/.exec(zone);
    if (hand) {
      const known = this.cards(`known${hand[1]}`);
      if (removeOne(known, card)) this.setList(`known${hand[1]}`, known);
    }
    return true;
  }

  put(zone, card) {
    const meld = /^(new)?meld(\d)(?:\.(\d+))?$/.exec(zone);
    if (meld) {
      const side = Number(meld[2]);
      const melds = this.melds(side);
      if (meld[1] || melds[Number(meld[3])] === undefined) melds.push([card]);
      else melds[Number(meld[3])].push(card);
      this.setMelds(side, melds);
      return;
    }
    const cards = this.cards(zone);
    // The stock's top is its first card; every other list grows at its end
    // (the pile's top is its last card).
    if (zone === 'stock') cards.unshift(card);
    else cards.push(card);
    this.setList(zone, cards);
  }

  // Moves one `card` from `from` to `to`; false when it is not in `from`.
  move(card, from, to) {
    if (from === to || !this.take(from, card)) return false;
    this.put(to, card);
    return true;
  }

  set(name, value) {
    if (value === '' || value === null || value === undefined) this.fields.delete(name);
    else this.fields.set(name, String(value));
  }

  // Leaves the stock to the seed (on) or writes the cards it now holds (off).
  setRestFromSeed(on) {
    if (on === this.restFromSeed) return;
    if (on) {
      this.rest = splitCards(this.fields.get('stock'));
      this.fields.delete('stock');
    } else {
      this.fields.set('stock', this.rest.join(','));
      this.rest = [];
    }
    this.restFromSeed = on;
  }

  notation() {
    return [...this.fields].map(([key, value]) => `${key}=${value}`).join(' ');
  }
}

const escapeAttribute = (text) => String(text)
  .replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

// The HTML a rules page pastes: embed.js once, then the example's element.
// `fallback` ({ href, text }: the position on the game's own page) goes
// inside the element with the caption: what a page that cannot run the
// embed shows instead (README, "Host page rules").
export function embedSnippet({ embedUrl, notation, caption = '', highlight = [], title = '', fallback = null }) {
  const attributes = [['mode', 'example'], ['position', notation]];
  if (caption) attributes.push(['caption', caption]);
  if (highlight.length) attributes.push(['highlight', highlight.join(',')]);
  if (title) attributes.push(['title', title]);
  const data = attributes.map(([name, value]) => ` data-${name}="${escapeAttribute(value)}"`).join('');
  const inside = [];
  if (fallback && caption) inside.push(`  <p>${escapeAttribute(caption)}</p>`);
  if (fallback) inside.push(`  <p><a href="${escapeAttribute(fallback.href)}">${escapeAttribute(fallback.text)}</a></p>`);
  const body = inside.length ? `\n${inside.join('\n')}\n` : '';
  return `<script src="${escapeAttribute(embedUrl)}" defer></script>\n<div data-canasta${data}>${body}</div>`;
}

// A lesson to fill in (README, "Lessons"): the position, one step whose
// accepted answer is `answer` (the move the engine's Standard player would
// make, a good first guess) and the texts left for the author.
export function lessonSkeleton({ id = 'my-lesson', title = '', variant = 'classic', notation, highlight = [], answer = '' }) {
  const lesson = {
    format: 'canasta-lesson',
    version: 1,
    id,
    title: { en: title || 'A title for the lesson' },
    variant,
    position: notation,
    highlight: highlight.join(','),
    steps: [{
      prompt: { en: 'What should you do here?' },
      accept: answer ? [answer] : [],
      success: { en: 'Right.' },
      wrong: { en: 'Not this time: look again.' },
      feedback: [],
      then: 'bots',
    }],
  };
  if (!lesson.highlight) delete lesson.highlight;
  return JSON.stringify(lesson, null, 2);
}
