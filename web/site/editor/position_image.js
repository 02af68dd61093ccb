// The editor's position as a picture, PNG or SVG, drawn with the game's own
// card art (cards.png, the atlas the table draws from): for print and for
// pages that cannot run scripts (an embed's fallback can show it). The
// layout is position_layout.js's; this file only paints it.
import { pageText } from '../page/page_text.js';
import { atlasCell, atlasCode, ATLAS, layoutPosition } from './position_layout.js';

const FELT = '#156a43';
const INK = '#f7f4ea';
const CAPTION = '#fff3c4';
const MARK = '#ff6d00';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const PNG_SCALE = 2;  // a card of the picture at the atlas's own resolution

let atlas = null;

// The card atlas, fetched once on the first export (not with the editor).
function loadAtlas() {
  atlas ??= new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => {
      atlas = null;
      reject(new Error('cards.png did not load'));
    };
    image.src = 'cards.png';
  });
  return atlas;
}

// What a picture shows of the edited position (editor_model.js) and the
// engine's facts of it (editor.js readFacts).
export function pictureOf(position, facts) {
  const sides = facts.sides;
  const seats = facts.seats.map((seat, index) => ({ side: seat?.side ?? index % sides }));
  return {
    seats,
    sides,
    hands: seats.map((_, seat) => position.cards(`hand${seat}`)),
    melds: Array.from({ length: sides }, (_, side) => position.melds(side)),
    threes: Array.from({ length: sides }, (_, side) => position.cards(`red3${side}`)),
    pile: position.cards('pile'),
    stock: position.cards('stock').length,
    frozen: facts.frozen,
  };
}

// The places' names in the page's language.
function words() {
  return {
    seat: (seat, side, count) => {
      const who = seat === 0 ? pageText('seatReader', { seat }) : pageText('seatName', { seat });
      const parts = [who, pageText('sideName', { side })];
      if (seat !== 0) parts.push(pageText('imageCards', { count }));
      return parts.join(' · ');
    },
    melds: (side) => pageText('sideMelds', { side }),
    pile: (count, frozen) => `${pageText('imagePile', { count })}${frozen ? ` · ${pageText('pileFrozen')}` : ''}`,
    stock: (count) => pageText('imageStock', { count }),
  };
}

export function layoutOf(position, facts, { marked, caption }) {
  return layoutPosition(pictureOf(position, facts), { marked, caption, words: words() });
}

function cellOf(card) {
  return atlasCell(card ? atlasCode(card) : ATLAS.back);
}

// The picture as a PNG blob.
export async function positionPng(layout) {
  const image = await loadAtlas();
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(layout.width * PNG_SCALE);
  canvas.height = Math.ceil(layout.height * PNG_SCALE);
  const g = canvas.getContext('2d');
  g.scale(PNG_SCALE, PNG_SCALE);
  g.fillStyle = FELT;
  g.fillRect(0, 0, layout.width, layout.height);
  for (const c of layout.cards) {
    const cell = cellOf(c.card);
    g.drawImage(image, cell.x, cell.y, cell.w, cell.h, c.x, c.y, c.w, c.h);
    if (c.marked) {
      g.strokeStyle = MARK;
      g.lineWidth = 4;
      g.beginPath();
      g.roundRect(c.x - 2, c.y - 2, c.w + 4, c.h + 4, 8);
      g.stroke();
    }
  }
  for (const label of layout.labels) {
    g.font = label.caption ? `italic 17px ${FONT}` : `600 14px ${FONT}`;
    g.fillStyle = label.caption ? CAPTION : INK;
    g.fillText(label.text, label.x, label.y);
  }
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

// Characters XML 1.0 cannot hold, not even as references: C0 controls but
// tab and line ends, U+FFFE, U+FFFF and lone surrogates. A caption pasted
// with one (U+0001, U+001B...) made an SVG that XML readers refuse whole;
// they are dropped, as they show nothing anyway.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

const escapeXml = (text) => String(text).replace(NOT_XML, '')
  .replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// One card face of the atlas as a PNG data URL, at the atlas's resolution.
function cardDataUrl(image, cell) {
  const canvas = document.createElement('canvas');
  canvas.width = cell.w;
  canvas.height = cell.h;
  canvas.getContext('2d').drawImage(image, cell.x, cell.y, cell.w, cell.h, 0, 0, cell.w, cell.h);
  return canvas.toDataURL('image/png');
}

// The picture as SVG text, standing alone: each card face it shows is
// embedded once (a crop of the atlas) and used where it lies.
export async function positionSvg(layout) {
  const image = await loadAtlas();
  const faces = new Map();
  for (const c of layout.cards) {
    const code = c.card ? atlasCode(c.card) : ATLAS.back;
    if (!faces.has(code)) faces.set(code, cardDataUrl(image, atlasCell(code)));
  }
  const w = layout.cards[0]?.w ?? 0, h = layout.cards[0]?.h ?? 0;
  const defs = [...faces].map(([code, url]) => `<image id="card${code}" width="${w}" height="${h}" href="${url}"/>`);
  const body = layout.cards.map((c) => {
    const use = `<use href="#card${c.card ? atlasCode(c.card) : ATLAS.back}" x="${c.x}" y="${c.y}"><title>${escapeXml(c.card ?? '')}</title></use>`;
    return c.marked
      ? `${use}<rect x="${c.x - 2}" y="${c.y - 2}" width="${c.w + 4}" height="${c.h + 4}" rx="8" fill="none" stroke="${MARK}" stroke-width="4"/>`
      : use;
  });
  const texts = layout.labels.map((l) => `<text x="${l.x}" y="${l.y}" ${l.caption
    ? `font-size="17" font-style="italic" fill="${CAPTION}"` : `font-size="14" font-weight="600" fill="${INK}"`}>${escapeXml(l.text)}</text>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" font-family="${escapeXml(FONT)}">
<defs>${defs.join('\n')}</defs>
<rect width="100%" height="100%" fill="${FELT}"/>
${body.join('\n')}
${texts.join('\n')}
</svg>
`;
}
