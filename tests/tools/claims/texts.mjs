// The texts whose statements are checked: the sample rules page's sections
// (the paragraphs beside each table and the table's caption, with the
// table's position) and the tutorial lessons' texts in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
export const SAMPLE_PAGE = join(ROOT, 'web', 'examples', 'rules-site.html');
export const LESSONS = join(ROOT, 'assets', 'lessons');

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

// An HTML fragment's text as a reader sees it: tags gone, entities read,
// white space collapsed.
export function plainText(html) {
  return html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name) => ENTITIES[name])
    .replace(/\s+/g, ' ').trim();
}

function attribute(tag, name) {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)')`).exec(tag);
  return match ? plainText(match[1] ?? match[2]) : undefined;
}

// Each <section id=...> of the page that teaches: its rule paragraphs, its
// table's caption and the position the table starts from (the record's
// start for a replay).
export function pageSections(html) {
  const sections = [];
  for (const [, id, body] of html.matchAll(/<section[^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)) {
    const rule = /<div class="rule">([\s\S]*?)<\/div>/.exec(body);
    if (!rule) continue;
    const paragraphs = [...rule[1].matchAll(/<p>([\s\S]*?)<\/p>/g)].map(([, p]) => plainText(p));
    const table = /<div[^>]*\sdata-canasta[\s\S]*?>/.exec(body)?.[0] ?? '';
    const record = attribute(table, 'data-record');
    sections.push({
      id,
      paragraphs,
      caption: attribute(table, 'data-caption'),
      position: attribute(table, 'data-position') ?? (record ? JSON.parse(record).start : undefined),
    });
  }
  return sections;
}

export function readLessons() {
  return readdirSync(LESSONS).filter((name) => name.endsWith('.json')).sort()
    .map((name) => ({ file: name, ...JSON.parse(readFileSync(join(LESSONS, name), 'utf8')) }));
}

// Every text of a lesson a learner reads, with where it is: the title and
// each step's prompt, success, wrong answer and feedback texts. `text` is
// the field's value (a string, or an object keyed by language).
export function lessonTexts(lesson) {
  const texts = [{ where: 'title', text: lesson.title }];
  lesson.steps.forEach((step, i) => {
    for (const field of ['prompt', 'success', 'wrong']) if (step[field] !== undefined) texts.push({ where: `step ${i + 1} ${field}`, step: i, field, text: step[field] });
    for (const { move, text } of step.feedback ?? []) texts.push({ where: `step ${i + 1} feedback on ${move}`, step: i, field: 'feedback', move, text });
  });
  return texts;
}

export const english = (text) => (typeof text === 'string' ? text : text.en);

// The numbers and cards a text names, in order of value: a translation
// names the same ones as English ("1,500", "1.500" and "1 500" are one
// number; a card is its rank and suit sign).
export function numbersAndCards(text) {
  const cards = [...text.matchAll(/(?:10|[2-9AKQJ])[♣♦♥♠]/g)].map(([c]) => c);
  const numbers = [...text.replace(/(?:10|[2-9AKQJ])[♣♦♥♠]/g, ' ').matchAll(/\d+(?:[.,\u00a0\u202f]\d{3})*/g)]
    .map(([n]) => n.replace(/\D/g, ''));
  return [...numbers, ...cards].sort();
}
