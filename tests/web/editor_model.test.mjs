// The position editor's model (web/site/editor/editor_model.js) without a browser:
// cards move between the places a notation names and the notation follows
// exactly; the outputs (embed snippet, lesson skeleton) say what they must.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EditedPosition, embedSnippet, lessonSkeleton, readFields } from '../../web/site/editor/editor_model.js';

const START = 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc hand1=Ac,Ad melds0=Ah,As,Ac pile=5c,2d,9c seed=11';

test('a card moves from a hand to the pile top, and the notation says so', () => {
  const p = EditedPosition.fromNotation(START);
  assert.equal(p.move('Kc', 'hand0', 'pile'), true);
  assert.equal(p.notation(), 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s hand1=Ac,Ad melds0=Ah,As,Ac pile=5c,2d,9c,Kc seed=11');
});

test('a card that is not in the place it is said to leave moves nowhere', () => {
  const p = EditedPosition.fromNotation(START);
  assert.equal(p.move('Qd', 'hand0', 'pile'), false);
  assert.equal(p.notation(), START);
});

test('melds: a card joins a meld, starts a new one, and an emptied meld goes with the derived fields', () => {
  const p = EditedPosition.fromNotation(`${START} melded=0`);
  p.move('Ac', 'hand1', 'meld0.0');
  assert.equal(p.fields.get('melds0'), 'Ah,As,Ac,Ac');
  assert.equal(p.fields.has('melded'), false);
  p.move('9h', 'hand0', 'newmeld1');
  p.move('9s', 'hand0', 'meld1.0');
  assert.equal(p.fields.get('melds1'), '9h,9s');
  p.move('9h', 'meld1.0', 'hand0');
  p.move('9s', 'meld1.0', 'hand0');
  assert.equal(p.fields.has('melds1'), false);
  assert.equal(p.fields.get('hand0'), 'Kc,9h,9s');
});

test('the stock: left to the seed it stays out of the notation; written out, cards go on its top', () => {
  const p = EditedPosition.fromNotation(START, ['4h', '5s']);
  assert.equal(p.restFromSeed, true);
  p.move('Kc', 'hand0', 'stock');
  assert.deepEqual(p.cards('stock'), ['Kc', '4h', '5s']);
  assert.equal(p.fields.has('stock'), false);
  p.setRestFromSeed(false);
  assert.equal(p.fields.get('stock'), 'Kc,4h,5s');
  p.move('4h', 'stock', 'hand1');
  assert.equal(p.fields.get('stock'), 'Kc,5s');
  assert.equal(p.fields.get('hand1'), 'Ac,Ad,4h');
});

test('a card leaving a hand leaves the hand\'s known cards too', () => {
  const p = EditedPosition.fromNotation('players=2 hand0=9h,9s,Kc known0=9h');
  p.move('9h', 'hand0', 'pile');
  assert.equal(p.fields.has('known0'), false);
});

test('a word that is not key=value is no notation', () => {
  assert.equal(readFields('players=2 hello'), null);
  assert.equal(EditedPosition.fromNotation('players=2 hello'), null);
});

test('the embed snippet escapes what it quotes and names the example\'s options', () => {
  const snippet = embedSnippet({ embedUrl: 'https://cards.example/embed.js', notation: 'players=2 pile=5c,2d', caption: 'The "frozen" pile & its <2♦>', highlight: ['2d', '9h'] });
  assert.equal(snippet, '<script src="https://cards.example/embed.js" defer></script>\n'
    + '<div data-canasta data-mode="example" data-position="players=2 pile=5c,2d" data-caption="The &quot;frozen&quot; pile &amp; its &lt;2♦&gt;" data-highlight="2d,9h"></div>');
});

test('the embed snippet holds its fallback: the caption and a link to the position on the game\'s page', () => {
  const snippet = embedSnippet({ embedUrl: 'https://cards.example/embed.js', notation: 'players=2', caption: 'A & B',
    fallback: { href: 'https://cards.example/index.html?mode=example&position=players%3D2', text: 'Open it as an example' } });
  assert.equal(snippet, '<script src="https://cards.example/embed.js" defer></script>\n'
    + '<div data-canasta data-mode="example" data-position="players=2" data-caption="A &amp; B">\n'
    + '  <p>A &amp; B</p>\n'
    + '  <p><a href="https://cards.example/index.html?mode=example&amp;position=players%3D2">Open it as an example</a></p>\n</div>');
});

test('the lesson skeleton is the lesson format with the position and a first answer', () => {
  const lesson = JSON.parse(lessonSkeleton({ title: 'Frozen', notation: START, highlight: ['2d'], answer: 'pickup 9h 9s' }));
  assert.equal(lesson.format, 'canasta-lesson');
  assert.equal(lesson.version, 1);
  assert.equal(lesson.position, START);
  assert.equal(lesson.highlight, '2d');
  assert.deepEqual(lesson.title, { en: 'Frozen' });
  assert.deepEqual(lesson.steps[0].accept, ['pickup 9h 9s']);
  assert.equal(lesson.steps[0].then, 'bots');
});

// A hand written as a count (`hand1=3`) is dealt by the engine from the
// cards placed nowhere else: the editor shows the cards it dealt as that
// hand, leaves the count in the notation, and writes the hand out card by
// card once the author changes it.
test('a hand written as a count shows the cards the engine dealt it and stays a count until changed', () => {
  const text = 'players=2 hand0=Kc,Kd,Qh hand1=3 pile=5h seed=3';
  const p = EditedPosition.fromNotation(text, [], [['Kc', 'Kd', 'Qh'], ['Kc', 'Ks', 'Jc']]);
  assert.equal(p.handCount(1), 3);
  assert.equal(p.handCount(0), null);
  assert.deepEqual(p.cards('hand1'), ['Kc', 'Ks', 'Jc']);
  assert.equal(p.notation(), text);
  assert.equal(p.move('Jc', 'hand1', 'pile'), true);
  assert.equal(p.handCount(1), null);
  assert.equal(p.notation(), 'players=2 hand0=Kc,Kd,Qh hand1=Kc,Ks pile=5h,Jc seed=3');
});
