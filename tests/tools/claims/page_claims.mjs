// What the sample rules page (web/examples/rules-site.html) says, sentence
// by sentence, and how the engine shows each sentence true. For each
// section: its paragraphs (each an array of claims whose `says`, joined by
// spaces, is the paragraph's text) and its table's caption. A claim's `run`
// is protocol commands with the answer each must give (see engine.mjs),
// played from `position` or else the section's own table; a sentence that
// states no rule says why in `not`.
// Two players, seat 0 to meld with `hand`, his side's melds `melds`.
const meldedTwo = (hand, melds = 'Ac,Ad,Ah') =>
  `players=2 turn=0 dealer=1 phase=play hand0=${hand} hand1=Qc,Qd,5h melds0=${melds} pile=5c,8d`;
const side = (n) => (state) => state.sides[n];
const minimumAt = (score) => [
  ['play draw', 'ok'],
  ['state', (s) => side(0)(s).minimum === { '-10': 0, 0: 50, 1499: 50, 1500: 90, 2999: 90, 3000: 120 }[score]],
];

export const PAGE_CLAIMS = [
  {
    section: 'melds',
    paragraphs: [
      [
        {
          says: 'A meld is three or more cards of one rank.',
          position: meldedTwo('7c,7d,7h,8c,9d,4s'),
          run: [['check meld 7c 7d 7h', 'ok'], ['check meld 7c 7d', 'error A meld of sevens needs at least three cards.'],
            ['check meld 7c 8c 9d', /^error /]],
        },
        {
          says: 'Deuces and jokers are wild: they stand for any rank, but a meld needs at least two natural cards and holds at most three wild cards until it is a canasta.',
          position: meldedTwo('7c,7d,2c,2d,Jk,Jk,9s,4s'),
          run: [['check meld 7c 7d Jk', 'ok'], ['check meld 7c 7d 2c', 'ok'], ['check meld 7c 7d 2c 2d Jk', 'ok'],
            ['check meld 7c 7d 2c 2d Jk Jk', 'error A meld of sevens may hold at most 3 wild cards until it is a canasta.'],
            ['check meld 7c 2c 2d', 'error A meld of sevens needs at least two natural cards.']],
          each: [{
            // A canasta of sevens with three wild cards takes a fourth.
            position: meldedTwo('2c,9s,4s', 'Ac,Ad,Ah/7c,7c,7d,7d,2h,2s,Jk'),
            run: [['state', (s) => side(0)(s).melds[1].canasta === 'mixed'], ['check meld 7: 2c', 'ok']],
          }],
        },
      ],
      [
        { says: 'Your side has laid kings with a deuce.', run: [['state', (s) => JSON.stringify(side(0)(s).melds.map((m) => [m.rank, [...m.cards].sort()])) === '[["K",["2c","Kc","Kd","Ks"]]]']] },
        {
          says: 'Select the 7♥, 7♠ and the joker, then tap your meld area (or drag a card there) to lay a new meld of sevens.',
          run: [['check meld 7h 7s Jk', 'ok']],
        },
      ],
    ],
    caption: [{ says: 'Two natural sevens and a joker make a meld.', run: [['check meld 7h 7s Jk', 'ok'], ['check meld 7h Jk', /^error /]] }],
  },
  {
    section: 'frozen-pile',
    paragraphs: [
      [
        {
          says: 'A wild card in the discard pile freezes it: it lies crosswise, so everyone sees it.',
          position: 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Jk,Kc hand1=Qc,Qd,5h melds0=Ah,As,Ac pile=5c,4d,7h,Td,9c',
          run: [['state', (s) => s.pile_frozen === false], ['play draw', 'ok'], ['play discard Jk', 'ok'],
            ['state', (s) => s.pile_frozen === true]],
        },
        {
          says: 'To take a frozen pile you must hold a natural pair of the top card\'s rank and meld them with it at once.',
          position: 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,2s,Kc hand1=Qc,Qd,5h melds0=Ah,As,Ac/9d,9d,9c pile=5c,4d,2d,7h,Td,9c',
          run: [['state', (s) => s.pile_frozen === true], ['check pickup', /^error The pile is frozen/],
            ['check pickup 9h 9s', 'ok'], ['check pickup 9h 2s', 'error The pile is frozen: you need two natural nines from your hand.']],
        },
      ],
      [
        { says: 'Here the 2♦ froze the pile and its top card is the 9♣.', run: [['state', (s) => s.pile_frozen && s.pile.includes('2d') && s.pile.at(-1) === '9c' && s.pile.filter((c) => /^[2J]/.test(c)).length === 1]] },
        { says: 'You hold 9♥ and 9♠: select them and tap the pile.', run: [['check pickup 9h 9s', 'ok']] },
        {
          says: 'A nine and a wild card would not do.',
          position: 'players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,2s,Kc hand1=Qc,Qd,5h melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c',
          run: [['check pickup 9h 2s', 'error The pile is frozen: you need two natural nines from your hand.']],
        },
      ],
    ],
    caption: [{ says: 'The 2♦ froze the pile: take it with the natural pair of nines.', run: [['state', (s) => s.pile_frozen], ['check pickup 9h 9s', 'ok']] }],
  },
  {
    section: 'initial-meld',
    paragraphs: [
      [
        {
          says: 'Your side\'s first meld of a deal must count at least a minimum that grows with your score: none below 0, 50 from 0, 90 from 1,500, 120 from 3,000.',
          run: [],
          each: [-10, 0, 1499, 1500, 2999, 3000].map((score) => ({
            position: `players=2 turn=0 dealer=1 phase=draw scores=${score},0 hand0=Ac,Ad,Ah,Kc hand1=Qc pile=5c`,
            run: minimumAt(score),
          })),
        },
      ],
      [
        { says: 'Your side has 1,500 points.', run: [['state', (s) => side(0)(s).score === 1500 && !side(0)(s).melded]] },
        {
          says: 'Three aces count 60, not enough; add the three kings (30) and the meld counts 90.',
          run: [['check meld Ac Ad Ah', 'error Your initial meld counts 60 but your side needs 90.'],
            ['check meld Kc Kd Ks', 'error Your initial meld counts 30 but your side needs 90.'],
            ['check meld Ac Ad Ah + Kc Kd Ks', 'ok']],
        },
      ],
    ],
    caption: [{ says: 'Aces (60) and kings (30): 90, the minimum from 1,500.', run: [['state', (s) => side(0)(s).minimum === 90], ['check meld Ac Ad Ah + Kc Kd Ks', 'ok']] }],
  },
  {
    section: 'concealed',
    paragraphs: [
      [
        {
          says: 'A player who has not melded yet may lay down the whole hand in one turn, including a canasta, and go out: a concealed hand earns 200 instead of 100 for going out.',
          run: [['play meld Kc Kc Kd Kd Kh Ks 2h + 5c 5d 5h', 'ok'], ['play discard 9s', 'ok'],
            ['score', (s) => s.sides[0].going_out + s.sides[0].concealed === 200]],
          each: [{
            // Going out not concealed: the same hand, a meld laid a turn before.
            position: 'players=2 turn=0 dealer=1 phase=play hand0=Kc,Kc,Kd,Kd,Kh,Ks,2h,9s hand1=Qc,Qd,Td melds0=5c,5d,5h melds1=Ac,Ad,Ah pile=5s,4d seed=13',
            run: [['play meld Kc Kc Kd Kd Kh Ks 2h', 'ok'], ['play discard 9s', 'ok'],
              ['score', (s) => s.sides[0].going_out === 100 && s.sides[0].concealed === 0]],
          }],
        },
      ],
      [
        {
          says: 'Step through the replay: the kings become a canasta with the 2♥, the fives a meld, and the 9♠ is the last discard.',
          run: [['play meld Kc Kc Kd Kd Kh Ks 2h + 5c 5d 5h', 'ok'],
            ['state', (s) => JSON.stringify(side(0)(s).melds.map((m) => [m.rank, m.canasta])) === '[["K","mixed"],["5",null]]'],
            ['play discard 9s', 'ok'], ['state', (s) => s.went_out === 0 && s.pile.at(-1) === '9s']],
        },
      ],
      [{ says: 'Replay it from the page', not: 'a button' }],
    ],
    caption: [{ says: 'A canasta and a meld from the hand, then the last discard.', run: [['play meld Kc Kc Kd Kd Kh Ks 2h + 5c 5d 5h', 'ok'], ['play discard 9s', 'ok'], ['state', (s) => s.concealed === true]] }],
  },
  {
    section: 'lesson',
    paragraphs: [
      [
        {
          says: 'Seven cards of one rank make a canasta: 500 points when all are natural, 300 with wild cards among them.',
          position: 'players=2 turn=0 dealer=1 phase=play hand0=7s,4c hand1=Qc,Qd,5h melds0=7c,7c,7d,7d,7h,7h pile=5c,8d',
          run: [['play meld 7s', 'ok'], ['state', (s) => side(0)(s).melds[0].canasta === 'natural'], ['play discard 4c', 'ok'],
            ['score', (s) => s.sides[0].canastas === 500]],
          each: [{
            position: 'players=2 turn=0 dealer=1 phase=play hand0=2c,4c hand1=Qc,Qd,5h melds0=7c,7c,7d,7d,7h,7h pile=5c,8d',
            run: [['play meld 7: 2c', 'ok'], ['play discard 4c', 'ok'], ['score', (s) => s.sides[0].canastas === 300]],
          }, {
            position: 'players=2 turn=0 dealer=1 phase=play hand0=7s,4c hand1=Qc,Qd,5h melds0=7c,7d,7h,2c,2d,2h pile=5c,8d',
            run: [['play meld 7s', 'ok'], ['play discard 4c', 'ok'], ['score', (s) => s.sides[0].canastas === 300]],
          }],
        },
        {
          says: 'A side needs a canasta before anyone of it may go out.',
          // Six sevens after the meld, no canasta: the meld would leave 4c alone,
          // whose discard would go out.
          position: 'players=2 turn=0 dealer=1 phase=play hand0=7s,4c hand1=Qc,Qd,5h melds0=7c,7c,7d,7d,7h pile=5c,8d',
          run: [['check meld 7s', 'error Your side lacks a canasta to go out, so you must keep a card after discarding.']],
        },
      ],
      [
        { says: 'The table asks and answers: play the move it asks for.', not: 'how the lesson table works' },
        { says: 'A wrong move is taken back with a word on why; Show me plays the answer.', not: 'how the lesson table works' },
      ],
    ],
  },
];
