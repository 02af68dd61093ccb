// What each tutorial lesson (assets/lessons/) says in English, sentence by
// sentence, and how the engine shows each sentence true: per lesson, per
// step, the claims of its prompt, success and wrong texts and of each
// feedback text (keyed by its move). A claim's `run` is played from its
// `position`, else from the lesson's own position: the step's start for a
// prompt or wrong text, after the step's answer for its success text, after
// the feedback move for a feedback text (`at`: 'before', 'after', 'next'
// (the next step's start) chooses another). `each` adds cases of their own.
// A sentence that states no rule says why in `not`.
import { VARIANT_LESSON_CLAIMS } from './variant_lesson_claims.mjs';

const side = (n) => (state) => state.sides[n];
const meld = (state, sideIndex, rank) => side(sideIndex)(state).melds.find((m) => m.rank === rank);
const hand = (state, seat = 0) => state.seats[seat].hand;
const cardsOf = (m) => [...(m?.cards ?? [])].sort().join();
const wild = (card) => /^(2|Jk)/.test(card);
const praise = (says) => ({ says, not: 'praise' });

// Two players at the deal's end: seat 0 melds `cards` onto `melds0` and goes
// out by discarding 4c; seat 1 keeps Qc Qd 5h. The score sheet follows.
const outOfTwo = ({ hand0, melds0 = '', red30 = '', red31 = '' }) =>
  ['players=2 turn=0 dealer=1 phase=play', `hand0=${hand0}`, 'hand1=Qc,Qd,5h', melds0 && `melds0=${melds0}`,
    red30 && `red30=${red30}`, red31 && `red31=${red31}`, 'pile=5c,8d'].filter(Boolean).join(' ');
const CANASTA_OF_KINGS = 'Kc,Kc,Kd,Kd,Kh,Kh,Ks';

export const LESSON_CLAIMS = {
  melds: {
    steps: [
      {
        prompt: [
          {
            says: 'Three or more cards of one rank make a meld.',
            run: [['check meld 7c 7d 7h', 'ok'], ['check meld 7c 7d', 'error A meld of sevens needs at least three cards.']],
          },
          { says: 'Meld your three sevens: select 7♣ 7♦ 7♥ and press Meld.', run: [['check meld 7c 7d 7h', 'ok']] },
        ],
        success: [
          { says: 'Right: three natural sevens are a meld.', run: [['state', (s) => cardsOf(meld(s, 0, '7')) === '7c,7d,7h']] },
          {
            says: 'Sequences never count in Canasta, only cards of one rank.',
            position: outOfTwo({ hand0: '7c,8c,9c,9d,9h,4c', melds0: 'Ac,Ad,Ah' }),
            run: [['check meld 7c 8c 9c', /^error /], ['check meld 9c 9d 9h', 'ok']],
          },
        ],
        wrong: [{ says: 'Not this time: meld the three sevens first.', run: [['check meld 7c 7d 7h', 'ok']] }],
        feedback: {
          'meld Kc Kd 2d': [{
            says: 'That meld is fine too, but this step is about the sevens: three natural cards need no wild card.',
            run: [['state', (s) => cardsOf(meld(s, 0, 'K')) === '2d,Kc,Kd']],
            each: [{ position: outOfTwo({ hand0: '7c,7d,7h,9s,4c', melds0: 'Ac,Ad,Ah' }), run: [['check meld 7c 7d 7h', 'ok']] }],
          }],
        },
      },
      {
        prompt: [
          {
            says: 'Deuces and jokers are wild: they stand for any rank.',
            position: outOfTwo({ hand0: '7c,7d,Kc,Kd,2d,Jk,4c', melds0: 'Ac,Ad,Ah' }),
            run: [['check meld 7c 7d 2d', 'ok'], ['check meld Kc Kd 2d', 'ok'], ['check meld 7c 7d Jk', 'ok'], ['check meld Kc Kd Jk', 'ok']],
          },
          {
            says: 'A meld needs at least two natural cards.',
            position: outOfTwo({ hand0: '7c,2d,Jk,4c', melds0: 'Ac,Ad,Ah' }),
            run: [['check meld 7c 2d Jk', 'error A meld of sevens needs at least two natural cards.']],
          },
          { says: 'Meld K♣ K♦ with the 2♦.', run: [['check meld Kc Kd 2d', 'ok']] },
        ],
        success: [
          { says: 'Right: two kings and a wild card make a meld.', run: [['state', (s) => cardsOf(meld(s, 0, 'K')) === '2d,Kc,Kd']] },
          {
            says: 'A meld holds at most three wild cards until it is a canasta.',
            position: outOfTwo({ hand0: '7c,7d,2c,2d,Jk,Jk,9s,4c', melds0: 'Ac,Ad,Ah' }),
            run: [['check meld 7c 7d 2c 2d Jk', 'ok'],
              ['check meld 7c 7d 2c 2d Jk Jk', 'error A meld of sevens may hold at most 3 wild cards until it is a canasta.']],
            each: [{ position: outOfTwo({ hand0: '2c,9s,4c', melds0: 'Ac,Ad,Ah/7c,7c,7d,7d,2h,2s,Jk' }), run: [['check meld 7: 2c', 'ok']] }],
          },
        ],
        wrong: [{ says: 'Select both kings and the 2♦, then press Meld.', run: [['check meld Kc Kd 2d', 'ok']] }],
        feedback: {
          'meld 7: 2d': [{
            says: 'The deuce may join your sevens, but your kings need it to become a meld.',
            at: 'before',
            run: [['check meld 7: 2d', 'ok'], ['check meld Kc Kd', 'error A meld of kings needs at least three cards.'], ['check meld Kc Kd 2d', 'ok']],
          }],
        },
      },
      {
        prompt: [{ says: 'End your turn: discard the 5♥.', run: [['check discard 5h', 'ok'], ['play discard 5h', 'ok'], ['state', (s) => s.to_move === 1]] }],
        success: [
          praise('Well done.'),
          {
            says: 'Each turn is a draw, melds if you like, and one discard.',
            run: [['state', (s) => s.to_move === 1 && s.phase === 'draw'], ['check discard Jh', 'error Draw from the stock or take the pile first.'],
              ['play draw', 'ok'], ['play discard Jh', 'ok'], ['state', (s) => s.to_move === 2]],
          },
        ],
        wrong: [{
          says: 'Discard the 5♥: it fits none of your melds.',
          run: [['check discard 5h', 'ok'], ['check meld 5h', /^error /],
            ['state', (s) => !side(0)(s).melds.some((m) => m.rank === '5')]],
        }],
      },
    ],
  },

  'minimum-count': {
    steps: [
      {
        prompt: [
          { says: 'Your side has not melded yet.', run: [['state', (s) => !side(0)(s).melded && side(0)(s).melds.length === 0]] },
          {
            says: 'Its first meld must count at least 50 (90 from 1,500 points, 120 from 3,000).',
            run: [['state', (s) => side(0)(s).score === 0 && side(0)(s).minimum === 50]],
            each: [1500, 3000].map((score) => ({
              position: `players=4 dealer=3 turn=0 phase=draw scores=${score},0 hand0=Kc,Kd,Ks hand1=4c hand2=5c hand3=6c pile=4c`,
              run: [['state', (s) => side(0)(s).minimum === (score === 1500 ? 90 : 120)]],
            })),
          },
          {
            says: 'Kings and eights count 10 each, fives 5.',
            run: [['check meld Kc Kd Ks', 'error Your initial meld counts 30 but your side needs 50.'],
              ['check meld 8c 8d 8h', 'error Your initial meld counts 30 but your side needs 50.'],
              ['check meld 5c 5d 5h', 'error Your initial meld counts 15 but your side needs 50.']],
          },
          { says: 'Meld the kings and the eights together.', run: [['check meld Kc Kd Ks + 8c 8d 8h', 'ok']] },
        ],
        success: [
          {
            says: 'Right: 30 + 30 = 60, enough for the minimum.',
            at: 'before',
            run: [['check meld Kc Kd Ks + 5c 5d 5h', 'error Your initial meld counts 45 but your side needs 50.'],
              ['check meld Kc Kd Ks + 8c 8d 8h', 'ok']],
          },
          {
            says: 'Several melds laid in one turn count together.',
            at: 'before',
            run: [['check meld Kc Kd Ks', /^error .* counts 30 /], ['check meld Kc Kd Ks + 8c 8d 8h', 'ok']],
          },
        ],
        wrong: [{ says: 'Melding now is the point: select the three kings and the three eights (60) and press Meld.', run: [['check meld Kc Kd Ks + 8c 8d 8h', 'ok']] }],
      },
      {
        prompt: [{ says: 'End your turn: discard the 4♠.', run: [['check discard 4s', 'ok']] }],
        success: [{
          says: 'Your side has melded: from now on you and your partner may lay any valid meld, whatever it counts.',
          at: 'before',
          run: [['state', (s) => side(0)(s).melded], ['check meld 5c 5d 5h', 'ok']],
        }],
        wrong: [{ says: 'Discard the 4♠.', run: [['check discard 4s', 'ok']] }],
      },
    ],
  },

  'taking-the-pile': {
    steps: [
      {
        prompt: [
          { says: 'The top card of the pile is the K♥ and you hold two kings.', run: [['state', (s) => s.pile.at(-1) === 'Kh' && hand(s).filter((c) => c[0] === 'K').length === 2]] },
          {
            says: 'Take the pile: the K♥ and your two kings make a new meld, and the rest of the pile comes into your hand.',
            run: [['play pickup Kc Kd', 'ok'], ['state', (s) => cardsOf(meld(s, 0, 'K')) === 'Kc,Kd,Kh' && s.pile.length === 0 && hand(s).length === 9 + 5]],
          },
        ],
        success: [
          { says: 'Right: you took six cards instead of one.', at: 'before', run: [['state', (s) => s.pile.length === 6]] },
          { says: 'To take the pile you must meld its top card at once.', at: 'before', run: [['check pickup', /^error /], ['check pickup Kc Kd', 'ok']] },
        ],
        wrong: [{ says: 'Take the pile with your two kings: tap the pile or press P.', run: [['check pickup Kc Kd', 'ok']] }],
        feedback: {
          draw: [{ says: 'Drawing gets you one card; the pile holds six, and you can use them.', run: [['state', (s) => hand(s).length === 12 && s.pile.length === 6]] }],
        },
      },
      {
        prompt: [
          { says: 'The pile brought you the 8♥.', run: [['state', (s) => hand(s).includes('8h')]] },
          { says: 'Add it to your meld of eights.', run: [['check meld 8h', 'ok']] },
        ],
        success: [
          { says: 'Right: you may add cards to your side\'s melds at any turn.', at: 'before', run: [['check meld 8h', 'ok']] },
          {
            says: 'Cards melded count for you, cards in hand against you.',
            position: outOfTwo({ hand0: '4c', melds0: CANASTA_OF_KINGS }),
            run: [['play discard 4c', 'ok'], ['score', (s) => s.sides[0].melds === 70 && s.sides[1].hands === -25]],
          },
        ],
        wrong: [{ says: 'First add the 8♥ to your eights: select it and press Meld, or drag it onto the eights.', run: [['check meld 8h', 'ok']] }],
      },
    ],
  },

  'frozen-pile': {
    steps: [
      {
        prompt: [
          { says: 'A deuce lies in the pile, so the pile is frozen.', run: [['state', (s) => s.pile_frozen && s.pile.includes('2d')]] },
          {
            says: 'A frozen pile may be taken only with a natural pair of the top card\'s rank.',
            run: [['check pickup 9h 2c', 'error The pile is frozen: you need two natural nines from your hand.'], ['check pickup 9h 9s', 'ok']],
          },
          { says: 'Take it with 9♥ 9♠.', run: [['check pickup 9h 9s', 'ok']] },
        ],
        success: [
          { says: 'Right: a natural pair takes a frozen pile, and with it the 2♦ that froze it.', run: [['state', (s) => hand(s).includes('2d')]] },
          { says: 'The new pile is not frozen.', run: [['play discard 4s', 'ok'], ['state', (s) => !s.pile_frozen]] },
        ],
        wrong: [{ says: 'Take the pile with your two natural nines.', run: [['check pickup 9h 9s', 'ok']] }],
        feedback: {
          draw: [{ says: 'Drawing is allowed, but you leave six cards, the 2♦ among them, to the others.', run: [['state', (s) => s.pile.length === 6 && s.pile.includes('2d')]] }],
        },
      },
      {
        prompt: [
          { says: 'Deuces are wild.', run: [['check meld Kc Kd 2d', 'ok']] },
          { says: 'Meld K♣ K♦ with a deuce.', run: [['check meld Kc Kd 2d', 'ok'], ['check meld Kc Kd 2c', 'ok']] },
        ],
        success: [
          praise('Right.'),
          { says: 'Keep in mind: a wild card you discard freezes the pile again.', run: [['play discard 2c', 'ok'], ['state', (s) => s.pile_frozen]] },
        ],
        wrong: [{ says: 'Select both kings and one deuce, then press Meld.', run: [['check meld Kc Kd 2d', 'ok']] }],
      },
    ],
  },

  'black-threes': {
    steps: [
      {
        prompt: [
          {
            says: 'The pile holds seven cards and your left-hand opponent may want it.',
            run: [['state', (s) => s.pile.length === 7], ['play discard 5s', 'ok'], ['state', (s) => s.to_move === 1]],
          },
          {
            says: 'A black three on top stops the next player from taking the pile: discard the 3♠.',
            run: [['play discard 3s', 'ok'], ['legal', (moves) => JSON.stringify(moves) === '["draw"]']],
          },
        ],
        success: [
          { says: 'Right: the next player must draw from the stock.', run: [['legal', (moves) => JSON.stringify(moves) === '["draw"]']] },
          {
            says: 'Black threes count 5 and may be melded only in the turn you go out.',
            position: outOfTwo({ hand0: '3c,3s,3s,4c', melds0: CANASTA_OF_KINGS }),
            run: [['play meld 3c 3s 3s', 'ok'], ['play discard 4c', 'ok'], ['score', (s) => s.sides[0].melds === 70 + 15]],
            each: [{ position: outOfTwo({ hand0: '3c,3s,3s,4c,9h', melds0: CANASTA_OF_KINGS }), run: [['check meld 3c 3s 3s', 'error Black threes may be melded only in the turn you go out.']] }],
          },
        ],
        wrong: [
          {
            says: 'Any other discard leaves the pile open to the next player.',
            // The same table with a pair of sevens in the next player's hand.
            position: 'players=4 dealer=3 turn=0 phase=play hand0=3s,7d,9h,Jc,Kd,5s hand1=8s,8h,4c,6d,Tc,Js,7c,7h hand2=Kh hand3=8s melds0=Qc,Qd,Qh melds1=Ac,Ad,As pile=8c,Th,6h,6c,Jd,Ks,8d',
            run: [['play discard 7d', 'ok'], ['check pickup 7c 7h', 'ok']],
          },
          { says: 'Discard the 3♠.', run: [['check discard 3s', 'ok']] },
        ],
        feedback: {
          'discard 7d': [{
            says: 'A seven might let the next player take the pile; on a black three nobody can take it.',
            position: 'players=4 dealer=3 turn=0 phase=play hand0=3s,7d,9h,Jc,Kd,5s hand1=8s,8h,4c,6d,Tc,Js,7c,7h hand2=Kh hand3=8s melds0=Qc,Qd,Qh melds1=Ac,Ad,As pile=8c,Th,6h,6c,Jd,Ks,8d',
            run: [['play discard 7d', 'ok'], ['check pickup 7c 7h', 'ok']],
            each: [{
              position: 'players=4 dealer=3 turn=0 phase=play hand0=3s,7d,9h,Jc,Kd,5s hand1=8s,8h,4c,6d,Tc,Js,3c,3c hand2=Kh hand3=8s melds0=Qc,Qd,Qh melds1=Ac,Ad,As pile=8c,Th,6h,6c,Jd,Ks,8d',
              run: [['play discard 3s', 'ok'], ['legal', (moves) => JSON.stringify(moves) === '["draw"]']],
            }],
          }],
        },
      },
    ],
  },

  'red-threes': {
    steps: [
      {
        prompt: [
          {
            says: 'Red threes are bonus cards: a red three goes face up on the table, never into a meld.',
            run: [['play draw', 'ok'], ['state', (s) => [...side(0)(s).red_threes].sort().join() === '3d,3h' && !hand(s).some((c) => /^3[hd]/.test(c))],
              ['position players=2 turn=0 dealer=1 phase=play hand0=Kc,4c hand1=Qc melds0=3h,3d,3h pile=5c', /^error /]],
          },
          { says: 'You already have the 3♥.', run: [['state', (s) => JSON.stringify(side(0)(s).red_threes) === '["3h"]']] },
          { says: 'Draw from the stock.', run: [['check draw', 'ok']] },
        ],
        success: [{
          says: 'You drew the 3♦, another red three: it went face up at once and you drew the 10♦ to replace it.',
          run: [['state', (s) => [...side(0)(s).red_threes].sort().join() === '3d,3h' && hand(s).includes('Td') && hand(s).length === 12]],
        }],
        wrong: [{ says: 'Draw from the stock: tap the stock or press D.', run: [['check draw', 'ok']] }],
      },
      {
        prompt: [
          {
            says: 'Each red three counts 100 (all four: 800), for your side if it has melded when the deal ends, against it if not.',
            position: outOfTwo({ hand0: '4c', melds0: CANASTA_OF_KINGS, red30: '3h', red31: '3d' }),
            run: [['play discard 4c', 'ok'], ['score', (s) => s.sides[0].red_threes === 100 && s.sides[1].red_threes === -100]],
            each: [{
              position: outOfTwo({ hand0: '4c', melds0: CANASTA_OF_KINGS, red30: '3h,3h,3d,3d' }),
              run: [['play discard 4c', 'ok'], ['score', (s) => s.sides[0].red_threes === 800]],
            }],
          },
          { says: 'Meld the kings and the queens now.', run: [['check meld Kc Kd Ks + Qc Qd Qh', 'ok']] },
        ],
        success: [{
          says: 'Right: your side has melded (60), so its two red threes now count +200 instead of -200.',
          at: 'before',
          run: [['check meld Kc Kd Ks', 'error Your initial meld counts 30 but your side needs 50.'],
            ['check meld Qc Qd Qh', 'error Your initial meld counts 30 but your side needs 50.'], ['play meld Kc Kd Ks + Qc Qd Qh', 'ok'],
            ['state', (s) => side(0)(s).melded && side(0)(s).red_threes.length === 2]],
          each: [
            { position: outOfTwo({ hand0: '4c', melds0: CANASTA_OF_KINGS, red30: '3h,3d' }), run: [['play discard 4c', 'ok'], ['score', (s) => s.sides[0].red_threes === 200]] },
            { position: outOfTwo({ hand0: '4c', melds0: CANASTA_OF_KINGS, red31: '3h,3d' }), run: [['play discard 4c', 'ok'], ['score', (s) => s.sides[1].red_threes === -200]] },
          ],
        }],
        wrong: [{ says: 'Meld the three kings and the three queens together (60 points).', run: [['check meld Kc Kd Ks + Qc Qd Qh', 'ok']] }],
      },
    ],
  },

  canastas: {
    steps: [
      {
        prompt: [
          { says: 'Seven cards of one rank make a canasta.', run: [['play meld 7s', 'ok'], ['state', (s) => meld(s, 0, '7').cards.length === 7 && meld(s, 0, '7').canasta === 'natural']] },
          {
            says: 'Your sevens have six: add the 7♠ for a natural canasta, worth 500.',
            run: [['state', (s) => meld(s, 0, '7').cards.length === 6], ['check meld 7s', 'ok']],
            each: [{ position: outOfTwo({ hand0: '7s,4c', melds0: '7c,7c,7d,7d,7h,7h' }), run: [['play meld 7s', 'ok'], ['play discard 4c', 'ok'], ['score', (s) => s.sides[0].canastas === 500]] }],
          },
        ],
        success: [
          { says: 'Right: seven natural cards, a natural canasta (500).', run: [['state', (s) => meld(s, 0, '7').canasta === 'natural' && !meld(s, 0, '7').cards.some(wild)]] },
          {
            says: 'Without a canasta a side cannot go out.',
            // Six sevens after the meld, no canasta: the meld would leave 4c
            // alone, whose discard would go out.
            position: outOfTwo({ hand0: '7s,4c', melds0: '7c,7c,7d,7d,7h' }),
            run: [['check meld 7s', 'error Your side lacks a canasta to go out, so you must keep a card after discarding.']],
          },
        ],
        wrong: [{ says: 'Add the 7♠ to your sevens.', run: [['check meld 7s', 'ok']] }],
        feedback: {
          'meld 7: 2c': [
            {
              says: 'That completes a canasta too, but a mixed one (300): it holds a wild card.',
              run: [['state', (s) => meld(s, 0, '7').canasta === 'mixed']],
              each: [{ position: outOfTwo({ hand0: '2c,4c', melds0: '7c,7c,7d,7d,7h,7h' }), run: [['play meld 7: 2c', 'ok'], ['play discard 4c', 'ok'], ['score', (s) => s.sides[0].canastas === 300]] }],
            },
            { says: 'The natural 7♠ makes it worth 500.', at: 'before', run: [['play meld 7s', 'ok'], ['state', (s) => meld(s, 0, '7').canasta === 'natural']] },
          ],
        },
      },
      {
        prompt: [
          { says: 'Your kings have five cards, one of them wild.', run: [['state', (s) => meld(s, 0, 'K').cards.length === 5 && meld(s, 0, 'K').cards.filter(wild).length === 1]] },
          { says: 'Add the K♦ and the 2♣ to make a mixed canasta (300).', run: [['play meld Kd 2c', 'ok'], ['state', (s) => meld(s, 0, 'K').canasta === 'mixed']] },
        ],
        success: [
          {
            says: 'Right: a canasta with one to three wild cards is mixed, worth 300.',
            position: outOfTwo({ hand0: '7s,4c', melds0: '7c,7d,2c,2d,Jk,7h' }),
            run: [['play meld 7s', 'ok'], ['state', (s) => meld(s, 0, '7').canasta === 'mixed'], ['play discard 4c', 'ok'], ['score', (s) => s.sides[0].canastas === 300]],
          },
          { says: 'Your side now has two canastas.', run: [['state', (s) => side(0)(s).canastas === 2]] },
        ],
        wrong: [{ says: 'Add both the K♦ and the 2♣ to your kings in one move.', run: [['check meld Kd 2c', 'ok']] }],
        feedback: {
          'meld Kd': [{ says: 'Six kings are not a canasta yet: add the deuce as well.', run: [['state', (s) => meld(s, 0, 'K').cards.length === 6 && meld(s, 0, 'K').canasta === null], ['play meld K: 2c', 'ok'], ['state', (s) => meld(s, 0, 'K').canasta === 'mixed']] }],
        },
      },
    ],
  },

  'going-out': {
    steps: [
      {
        prompt: [
          {
            says: 'Your side has a canasta, so you may go out: meld all your cards.',
            run: [['state', (s) => side(0)(s).canastas === 1], ['play draw', 'ok'], ['play meld 5c 5d 5h', 'ok'], ['play discard Jh', 'ok'], ['state', (s) => s.went_out === 0]],
          },
          { says: 'Before you do, you may ask your partner “May I go out?”', run: [['check ask', 'ok'], ['check draw', 'ok']] },
          { says: 'Ask now.', run: [['check ask', 'ok']] },
        ],
        success: [
          { says: 'Your partner said yes.', at: 'next', run: [['state', (s) => s.answer === 'yes']] },
          {
            says: 'The answer binds you: now you must go out in this turn.',
            at: 'next',
            run: [['play draw', 'ok'], ['check discard Jh', 'error Your partner said yes: you must go out this turn, discarding only your last card.']],
          },
        ],
        wrong: [{ says: 'Ask your partner first: press Ask partner (key A).', run: [['check ask', 'ok']] }],
      },
      {
        prompt: [{ says: 'Draw from the stock.', run: [['check draw', 'ok']] }],
        success: [{ says: 'You drew the J♥.', run: [['state', (s) => hand(s).includes('Jh')]] }],
        wrong: [{ says: 'Draw from the stock.', run: [['check draw', 'ok']] }],
      },
      {
        prompt: [{ says: 'Meld your three fives.', run: [['check meld 5c 5d 5h', 'ok']] }],
        success: [{ says: 'One card left.', run: [['state', (s) => hand(s).length === 1]] }],
        wrong: [{ says: 'Meld the three fives.', run: [['check meld 5c 5d 5h', 'ok']] }],
      },
      {
        prompt: [{ says: 'Discard your last card to go out.', run: [['state', (s) => hand(s).length === 1], ['play discard Jh', 'ok'], ['state', (s) => s.went_out === 0]] }],
        success: [
          { says: 'You went out: the deal ends and your side scores 100 for going out.', run: [['state', (s) => s.phase === 'deal_over'], ['score', (s) => s.sides[0].going_out === 100]] },
          {
            says: 'You may also go out without asking.',
            position: 'players=4 dealer=3 turn=0 phase=draw hand0=5c,5d,5h hand1=8h hand2=Jc hand3=5s melds0=Kc,Kc,Kd,Kd,Kh,Kh,Ks/9c,9d,9s pile=4c,Td stock=Jh,6c,8s',
            run: [['play draw', 'ok'], ['play meld 5c 5d 5h', 'ok'], ['play discard Jh', 'ok'], ['state', (s) => s.went_out === 0]],
          },
        ],
        wrong: [{ says: 'Discard the J♥.', run: [['check discard Jh', 'ok']] }],
      },
    ],
  },

  concealed: {
    steps: [
      {
        prompt: [
          { says: 'Your side has not melded.', run: [['state', (s) => !side(0)(s).melded]] },
          {
            says: 'You can go out concealed: meld your whole hand in one turn, with a canasta of your own.',
            run: [['play meld 8c 8c 8d 8d 8h 8s 2c', 'ok'], ['play discard Kd', 'ok'], ['state', (s) => s.went_out === 0 && s.concealed]],
          },
          { says: 'Meld the six eights and the 2♣ at once.', run: [['check meld 8c 8c 8d 8d 8h 8s 2c', 'ok']] },
        ],
        success: [
          { says: 'A mixed canasta of eights.', run: [['state', (s) => meld(s, 0, '8').canasta === 'mixed']] },
          {
            says: 'Going out concealed needs no minimum count.',
            // At 3,000 points the minimum is 120; the canasta counts 80.
            position: 'players=4 dealer=3 turn=0 phase=play scores=3000,0 hand0=8c,8c,8d,8d,8h,8s,2c,Kd hand1=Tc hand2=7s hand3=9d melds1=Ac,Ad,As pile=5c,9d',
            run: [['state', (s) => side(0)(s).minimum === 120], ['play meld 8c 8c 8d 8d 8h 8s 2c', 'ok'], ['play discard Kd', 'ok'],
              ['score', (s) => s.sides[0].melds === 80 && s.sides[0].concealed === 100]],
          },
        ],
        wrong: [{ says: 'Meld all seven cards of the canasta in one move.', run: [['check meld 8c 8c 8d 8d 8h 8s 2c', 'ok']] }],
      },
      {
        prompt: [{ says: 'Discard the K♦ to go out.', run: [['play discard Kd', 'ok'], ['state', (s) => s.went_out === 0]] }],
        success: [{ says: 'You went out concealed: 100 for going out and 100 more for the concealed hand.', run: [['score', (s) => s.sides[0].going_out === 100 && s.sides[0].concealed === 100]] }],
        wrong: [{ says: 'Discard the K♦.', run: [['check discard Kd', 'ok']] }],
      },
    ],
  },

  scoring: {
    steps: [
      {
        prompt: [{ says: 'Meld your three sixes.', run: [['check meld 6c 6d 6h', 'ok']] }],
        success: [{ says: 'Now one card is left.', run: [['state', (s) => hand(s).length === 1]] }],
        wrong: [{ says: 'Meld the three sixes.', run: [['check meld 6c 6d 6h', 'ok']] }],
      },
      {
        prompt: [{ says: 'Go out: discard the J♠, then read the score sheet.', run: [['play discard Js', 'ok'], ['state', (s) => s.went_out === 0]] }],
        success: [{
          says: 'Your side scores 640: melded cards 85 (seven kings at 10, three sixes at 5), natural canasta 500, going out 100, minus 45 for the cards left in your partner\'s hand.',
          run: [['score', (s) => {
            const us = s.sides[0];
            return us.deal === 640 && us.melds === 7 * 10 + 3 * 5 && us.canastas === 500 && us.going_out === 100 && us.hands === -45;
          }]],
        }],
        wrong: [{ says: 'Discard the J♠ to go out.', run: [['check discard Js', 'ok']] }],
      },
    ],
  },
  ...VARIANT_LESSON_CLAIMS,
};
