// What the Modern American and Uruguayan tutorial lessons (assets/lessons/
// 11..16) say in English, sentence by sentence, and how the engine shows
// each sentence true; the same shape as lesson_claims.mjs, which merges
// these in.
const side = (n) => (state) => state.sides[n];
const meld = (state, sideIndex, rank) => side(sideIndex)(state).melds.find((m) => m.rank === rank);
const hand = (state, seat = 0) => state.seats[seat].hand;
const praise = (says) => ({ says, not: 'praise' });

// The lessons' own positions with a change, for claims about other cases.
const AMERICAN_FIRST_MELD = 'variant=american players=4 dealer=3 turn=0 phase=play hand0=Ac,Ad,Ah,Kc,Kd,Jk,9c,9d,8s,6h,5c,4s,Qh,Jh '
  + 'hand1=7s,7d,Th,Tc,Qs,Jd,6s,Ts,6c,8c,5h,Ts,7d hand2=7s,6d,Js,5c,Qc,9s,Jc,7c,8d,4s,4c,Jh,9c '
  + 'hand3=5s,Td,4h,5d,Qd,7h,8c,6s,4d,9d,9s,Th,6c pile=5h,4d,Td,9h';
const firstMeldWithStock = (stock) => `${AMERICAN_FIRST_MELD} stock=${stock}`;
const URUGUAYAN_LATER = (pile, pot) => 'variant=uruguayan players=4 dealer=3 turn=0 phase=draw hand0=9h,2c,Jc,Jd,6s,5d,4h,Td,7s,Qh '
  + 'hand1=7s,8d,Qc,4d,Js,6s,7h,8d,7c,Jh,8c hand2=Ah,Jc,5s,Ah,7d,7c,4s,Tc,8h,Qd hand3=Th,Qh,6h,Ad,Qs,8h,6d,Td,Qc,6h,4c,Qs '
  + `melds0=Kc,Kd,Ks,Kh/Ac,Ad,2d melds1=5c,5c,5s pile=${pile} pot=${pot}`;
// Two canastas of side 0, kings mixed and queens `queens`, and three sixes to
// close with; `pure` lists the pure canastas that stood at the turn's start.
const closing = (queens, pure) => 'variant=uruguayan players=4 dealer=3 turn=0 phase=play hand0=6c,6d,6h hand1=9c,Ad,9s,5d hand2=As,Jc,Td '
  + `hand3=8c,9d,Ah melds0=Kc,Kc,Kd,Kd,Kh,2d,Jk/${queens} melds1=5c,5c,5s pile=4c,Tc pot=1 pure=${pure}`;

export const VARIANT_LESSON_CLAIMS = {
  'american-bonus-cards': {
    steps: [
      {
        prompt: [
          { says: 'Your side has not melded yet.', run: [['state', (s) => !side(0)(s).melded && side(0)(s).melds.length === 0]] },
          {
            says: 'Its first meld must count at least 125 from your hand and include a clean meld of three cards.',
            run: [['state', (s) => side(0)(s).minimum === 125],
              ['check meld Ac Ad Ah', 'error Your initial meld counts 60 but your side needs 125.'],
              ['check meld Kc Kd Jk', 'error Your initial meld needs a meld of three or more cards without wild cards, or of wild cards only.']],
          },
          { says: 'Meld A♣ A♦ A♥ together with K♣ K♦ and the joker.', run: [['check meld Ac Ad Ah + Kc Kd Jk', 'ok']] },
        ],
        success: [{
          says: 'Right: your first meld counts 130.',
          position: AMERICAN_FIRST_MELD.replace('phase=play', 'phase=play scores=5000,0'),
          run: [['check meld Ac Ad Ah + Kc Kd Jk', 'error Your initial meld counts 130 but your side needs 180.']],
        }],
        wrong: [{ says: 'Select A♣ A♦ A♥ K♣ K♦ and the joker, then press Meld.', run: [['check meld Ac Ad Ah + Kc Kd Jk', 'ok']] }],
      },
      {
        prompt: [{ says: 'End your turn: discard the Q♥.', run: [['check discard Qh', 'ok']] }],
        success: [
          praise('Right.'),
          {
            says: 'Your side was the first to meld, so you take four bonus cards from the stock.',
            run: [['state', (s) => s.seats[0].bonus.length === 4 && !side(1)(s).melded]],
            // The second side to meld gets three.
            each: [{
              position: AMERICAN_FIRST_MELD.replace('phase=play', 'phase=play melded=1').concat(' melds1=8h,8h,8s'),
              run: [['play meld Ac Ad Ah + Kc Kd Jk', 'ok'], ['play discard Qh', 'ok'], ['state', (s) => s.seats[0].bonus.length === 3]],
            }],
          },
          {
            says: 'They join your hand at your next turn.',
            run: [['play draw', 'ok'], ['play discard Qs', 'ok'], ['play draw', 'ok'], ['play discard Qc', 'ok'], ['play draw', 'ok'], ['play discard Qd', 'ok'],
              ['state', (s) => s.to_move === 0 && s.seats[0].bonus.length === 0 && hand(s).length >= 7 + 4]],
          },
          {
            says: 'Once the turn card, the ninth card from the bottom of the stock, has been drawn, nobody gets bonus cards.',
            position: firstMeldWithStock('Kh,Jc,7h,Qd,Jk,Js,2c,Qc'),
            run: [['play meld Ac Ad Ah + Kc Kd Jk', 'ok'], ['play discard Qh', 'ok'], ['state', (s) => s.seats[0].bonus.length === 0 && s.stock.length === 8]],
            each: [{
              position: firstMeldWithStock('Kh,Jc,7h,Qd,Jk,Js,2c,Qc,8h'),
              run: [['play meld Ac Ad Ah + Kc Kd Jk', 'ok'], ['play discard Qh', 'ok'], ['state', (s) => s.seats[0].bonus.length === 4]],
            }],
          },
        ],
        wrong: [{ says: 'Discard the Q♥.', run: [['check discard Qh', 'ok']] }],
      },
    ],
  },

  'american-dead-ranks': {
    steps: [
      {
        prompt: [
          {
            says: 'In this game the pile is always frozen: even with your meld of nines, only a natural pair of nines takes it.',
            run: [['state', (s) => meld(s, 0, '9').cards.length === 3 && !s.pile.some((c) => /^(2|Jk)/.test(c))],
              ['check pickup', 'error The pile is always frozen: you need two natural nines from your hand.'], ['check pickup 9h 9s', 'ok']],
          },
          { says: 'Take the pile with 9♥ 9♠.', run: [['check pickup 9h 9s', 'ok']] },
        ],
        success: [{
          says: 'Right: the pair and the 9♣ join your nines, and the rest of the pile comes into your hand.',
          run: [['state', (s) => ['9c', '9h', '9s'].every((c) => meld(s, 0, '9').cards.includes(c)) && meld(s, 0, '9').cards.length === 6
            && s.pile.length === 0 && ['6h', '4d', 'Td'].every((c) => hand(s).includes(c))]],
        }],
        wrong: [{ says: 'Take the pile with your two natural nines: tap the pile or press P.', run: [['check pickup 9h 9s', 'ok']] }],
        feedback: {
          draw: [{ says: 'Drawing is allowed, but the four cards of the pile stay for the others.', run: [['state', (s) => s.pile.length === 4 && hand(s).length === 11]] }],
        },
      },
      {
        prompt: [
          {
            says: 'The opponents completed a canasta of kings, so kings are dead: nobody may meld kings or take the pile with one.',
            run: [['state', (s) => meld(s, 1, 'K').canasta === 'natural'],
              ['check meld Ks', 'error The kings are dead: a canasta of them is complete, so nobody may meld kings or take the pile with one.']],
          },
          {
            says: 'The pile is empty now: while you hold another card you may not discard a seven, an ace, a wild card or a dead card.',
            run: [['state', (s) => s.pile.length === 0],
              ['check discard Ks', 'error On an empty pile discard a card that is not a seven, an ace, a wild card or of a dead rank while you hold one; the Ks must wait.'],
              ['check discard 7c', 'error On an empty pile discard a card that is not a seven, an ace, a wild card or of a dead rank while you hold one; the 7c must wait.']],
            each: [{
              position: 'variant=american players=4 dealer=3 turn=0 phase=play hand0=Ac,2c,Jk,5h,6c,8d hand1=Jc,8s,4c hand2=Ts,As,4h hand3=7s,Ac,Tc melds0=Qc,Qd,Qh',
              run: [['check discard Ac', /^error On an empty pile/], ['check discard 2c', /^error /], ['check discard Jk', /^error /], ['check discard 5h', 'ok']],
            }],
          },
          { says: 'Discard the 5♥.', run: [['check discard 5h', 'ok']] },
        ],
        success: [{ says: 'Right: the 5♥ starts the new pile.', run: [['state', (s) => s.pile.length === 1 && s.pile[0] === '5h']] }],
        wrong: [{
          says: 'Discard the 5♥: it is not a seven, an ace, a wild card or a dead card.',
          run: [['check discard 5h', 'ok'], ['state', (s) => side(0)(s).melds.concat(side(1)(s).melds).every((m) => m.rank !== '5' || !m.canasta)]],
        }],
      },
    ],
  },

  'american-special-hands': {
    steps: [
      {
        prompt: [
          {
            says: 'Your side has not melded, and you hold six natural pairs and the 8♣.',
            run: [['state', (s) => !side(0)(s).melded && hand(s).length === 13 && hand(s).includes('8c')
              && new Set(hand(s).filter((c) => c !== '8c').map((c) => c[0])).size === 6]],
          },
          {
            says: 'A special hand is fourteen cards held after drawing from the stock.',
            run: [['check declare pairs', 'error A special hand is declared after drawing from the stock, before melding anything.'],
              ['play draw', 'ok'], ['state', (s) => hand(s).length === 14], ['check declare pairs', 'ok']],
          },
          { says: 'Draw.', run: [['check draw', 'ok']] },
        ],
        success: [{
          says: 'You drew the 8♦: your fourteen cards are seven natural pairs of different ranks.',
          run: [['state', (s) => hand(s).includes('8d') && hand(s).length === 14 && new Set(hand(s).map((c) => c[0])).size === 7]],
        }],
        wrong: [{ says: 'Draw from the stock.', run: [['check draw', 'ok']] }],
      },
      {
        prompt: [
          {
            says: 'That is the special hand Pairs, worth 2,500.',
            run: [['check declare garbage', 'error Your fourteen cards do not make that special hand.'], ['play declare pairs', 'ok'],
              ['score', (s) => s.sides[0].special_hand === 2500]],
          },
          { says: 'Press Declare.', run: [['check declare pairs', 'ok']] },
        ],
        success: [
          praise('Right:'),
          { says: 'the deal ends at once.', run: [['state', (s) => s.phase === 'deal_over' && s.special_hand === 'pairs']] },
          {
            says: 'Your side scores the special hand alone, and the opponents count their cards as usual.',
            run: [['score', (s) => s.sides[0].deal === 2500 && s.sides[1].hands < 0 && s.sides[1].deal === s.sides[1].hands]],
          },
        ],
        wrong: [{ says: 'Press Declare to lay down your fourteen cards.', run: [['check declare pairs', 'ok']] }],
      },
    ],
  },

  'uruguayan-pot': {
    steps: [
      {
        prompt: [
          {
            says: 'The pile is a pot: six cards face down under the 8♥.',
            run: [['state', (s) => s.pile.length === 7 && s.pile.at(-1) === '8h' && s.pile_face_down.length === 6 && !s.pot_taken]],
          },
          {
            says: 'The first time in a deal it is taken only with a natural pair of the top card\'s rank.',
            run: [['check pickup 8c 2c + Kc Kd Ks', 'error The first time in a deal the pot is taken only with two natural eights from your hand.'],
              ['check pickup 8c 8d + Kc Kd Ks', 'ok']],
          },
          {
            says: 'Your side has not melded, and the top card counts toward your 50.',
            run: [['state', (s) => !side(0)(s).melded && side(0)(s).minimum === 50],
              ['check pickup 8c 8d', 'error Your initial meld counts 30 but your side needs 50.']],
          },
          { says: 'Take the pot with 8♣ 8♦ and meld K♣ K♦ K♠ with it.', run: [['check pickup 8c 8d + Kc Kd Ks', 'ok']] },
        ],
        success: [{
          says: 'Right: 30 for the eights and 30 for the kings make 60, and the six hidden cards come into your hand.',
          run: [['state', (s) => meld(s, 0, '8').cards.length === 3 && meld(s, 0, 'K').cards.length === 3 && hand(s).length === 15 - 5 + 6]],
          each: [{
            position: 'variant=uruguayan players=4 dealer=3 turn=0 phase=draw scores=1500,0 hand0=8c,8d,Kc,Kd,Ks,2c,9h hand1=Jh,Ad,5s hand2=Jc,7d,Js '
              + 'hand3=9s,Qd,7s pile=4c,Tc,6d,9s,Jd,5h,8h down=0,1,2,3,4,5 pot=0',
            run: [['check pickup 8c 8d + Kc Kd Ks', 'error Your initial meld counts 60 but your side needs 90.']],
          }],
        }],
        wrong: [{ says: 'Take the pot with your two natural eights and meld the three kings with it.', run: [['check pickup 8c 8d + Kc Kd Ks', 'ok']] }],
        feedback: {
          draw: [{ says: 'Drawing is allowed, but the seven cards of the pot stay on the table.', run: [['state', (s) => s.pile.length === 7 && hand(s).length === 16]] }],
        },
      },
      {
        prompt: [{ says: 'End your turn: discard the 4♥.', run: [['check discard 4h', 'ok']] }],
        success: [praise('Well done.')],
        wrong: [{ says: 'Discard the 4♥.', run: [['check discard 4h', 'ok']] }],
      },
    ],
  },

  'uruguayan-later-takes': {
    steps: [
      {
        prompt: [
          { says: 'The pot was taken once this deal.', run: [['state', (s) => s.pot_taken && s.pile_face_down.length === 0]] },
          {
            says: 'Now a natural card and a wild card take it too, and the top card alone takes it when it fits your side\'s meld.',
            run: [['check pickup', 'ok']],
            each: [
              { position: URUGUAYAN_LATER('4c,Tc,6d,9s,Jd,5h,9d', 1), run: [['check pickup 9h 2c', 'ok']] },
              { position: URUGUAYAN_LATER('4c,Tc,6d,9s,Jd,5h,9d', 0), run: [['check pickup 9h 2c', /^error The first time in a deal/]] },
              { position: URUGUAYAN_LATER('4c,Tc,6d,9s,Jd,5h,Kd', 0), run: [['check pickup', /^error The first time in a deal/]] },
            ],
          },
          { says: 'Add the K♦ to your kings.', run: [['check pickup', 'ok']] },
        ],
        success: [{
          says: 'Right: the K♦ joins your kings and the other six cards come into your hand.',
          run: [['state', (s) => meld(s, 0, 'K').cards.length === 5 && hand(s).length === 10 + 6 && s.pile.length === 0]],
        }],
        wrong: [{ says: 'Tap the pot or press P: the K♦ goes onto your kings.', run: [['check pickup', 'ok']] }],
        feedback: {
          draw: [{ says: 'Drawing is allowed, but you leave the seven cards of the pot to the others.', run: [['state', (s) => s.pile.length === 7]] }],
        },
      },
      {
        prompt: [
          { says: 'Discard the 2♣: nobody may take the pot while a wild card is on top.',
            run: [['play discard 2c', 'ok'], ['check pickup', 'error The pile is topped by a wild card, so it may not be taken.']] },
        ],
        success: [
          praise('Right.'),
          {
            says: 'The wild card crosses the pot: until it is taken, only a natural pair of the top card\'s rank takes it.',
            // Covered by the 7♦: a natural seven and a wild card no longer take it, a natural pair does.
            position: 'variant=uruguayan players=4 dealer=3 turn=0 phase=draw hand0=7h,7s,2h,Jc hand1=Qc,4d hand2=Ah,Jc hand3=Th,Qh '
              + 'melds0=Kc,Kd,Ks melds1=5c,5c,5s pile=4c,2c,7d pot=1',
            run: [['check pickup 7h 2h', 'error The pot is crossed by a wild card: you need two natural sevens from your hand.'], ['check pickup 7h 7s', 'ok']],
          },
        ],
        wrong: [{ says: 'Discard the 2♣.', run: [['check discard 2c', 'ok']] }],
      },
    ],
  },

  'uruguayan-closing': {
    steps: [
      {
        prompt: [
          {
            says: 'To close you need a pure canasta and a mixed one.',
            each: [
              { position: closing('Qc,Qc,Qd,Qd,Qh,Qh,Qs', 'Q'), run: [['check meld 6c 6d 6h', 'ok']] },
              { position: closing('Qc,Qc,Qd,Qd,Qh,Qh', ''), run: [['check meld 6c 6d 6h', /^error /]] },
            ],
          },
          { says: 'Your kings are a mixed canasta.', run: [['state', (s) => meld(s, 0, 'K').canasta === 'mixed']] },
          { says: 'Add the Q♠ to your six queens: a pure canasta.', run: [['state', (s) => meld(s, 0, 'Q').cards.length === 6], ['check meld Qs', 'ok']] },
        ],
        success: [{ says: 'Right: seven natural queens.', run: [['state', (s) => meld(s, 0, 'Q').canasta === 'natural' && meld(s, 0, 'Q').cards.length === 7]] }],
        wrong: [{ says: 'Select the Q♠ and press Meld, or drag it onto your queens.', run: [['check meld Qs', 'ok']] }],
      },
      {
        prompt: [
          {
            says: 'A side may not close in the turn it completes its first pure canasta.',
            run: [['check meld 6c 6d 6h', 'error You cannot go out in the turn your side completes its pure canasta: wait a turn.']],
          },
          { says: 'Keep your sixes and discard the 9♦.', run: [['check discard 9d', 'ok']] },
        ],
        success: [{
          says: 'Right: at your next turn your pure canasta is already there, and you may close.',
          at: 'next',
          run: [['state', (s) => s.to_move === 0 && meld(s, 0, 'Q').canasta === 'natural'], ['play draw', 'ok'], ['check meld 6c 6d 6h 6s', 'ok']],
        }],
        wrong: [{ says: 'Discard the 9♦ and keep your sixes.', run: [['check discard 9d', 'ok']] }],
      },
      {
        prompt: [{ says: 'Draw from the stock.', run: [['check draw', 'ok']] }],
        success: [{ says: 'You drew the 6♠.', run: [['state', (s) => hand(s).includes('6s')]] }],
        wrong: [{ says: 'Draw from the stock.', run: [['check draw', 'ok']] }],
      },
      {
        prompt: [{ says: 'Close: meld your four sixes.', run: [['check meld 6c 6d 6h 6s', 'ok']] }],
        success: [{
          says: 'Right: you closed, and your side scores 200 for it.',
          run: [['state', (s) => s.went_out === 0 && hand(s).length === 0], ['score', (s) => s.sides[0].going_out === 200]],
        }],
        wrong: [{ says: 'Select the four sixes and press Meld.', run: [['check meld 6c 6d 6h 6s', 'ok']] }],
      },
    ],
  },
};
