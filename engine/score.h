// Score breakdown of a deal (laws 42 and 43; MA-12, MA-13, MA-27, MA-63,
// MA-70..72; UY-14, UY-15, UY-43..48): the values a count gives, and what
// melds alone cost. It sits below the state, which keeps the last deal's
// breakdown, so it knows nothing of GameState; counting a state is
// count_deal (state.h, deal_count.cpp), beside the state it reads.
#pragma once

#include <array>

#include "engine/card_counts.h"
#include "engine/meld.h"
#include "engine/rules.h"

namespace canasta {

// Every part is signed; `deal` is their sum. (The parts Classic has come
// first, so a Classic breakdown still reads {melds, going out, concealed,
// red threes, canastas, hands, deal, total}.)
struct SideScore {
  int melds = 0;          // card values of the side's melds (minus without a canasta where the rules say so)
  int going_out = 0;      // bonus for going out
  int concealed = 0;      // bonus for going out concealed (on top of going_out)
  int red_threes = 0;     // the red threes' bonus, plus or minus
  int canastas = 0;       // canasta bonuses
  int hands = 0;          // minus the cards left in the side's hands (and its bonus cards) (<= 0)
  int deal = 0;           // sum of the parts
  int total = 0;          // cumulative score after the deal
  int black_threes = 0;   // the black threes' bonus where they are bonus cards (MA-12)
  int penalties = 0;      // incomplete melds and held aces or sevens (MA-70, MA-71), <= 0
  int canasta_count = 0;  // bonus for five or seven canastas (UY-47)
  int special_hand = 0;   // a special hand's value (MA-63): the declaring side scores only this
  int cut = 0;            // the dealer's exact cut (UY-50): his side's, plus with a canasta, minus without
  friend bool operator==(const SideScore&, const SideScore&) = default;
};

struct DealScore {
  int sides = 0;
  std::array<SideScore, kMaxSides> side{};
  friend bool operator==(const DealScore&, const DealScore&) = default;
};

// MA-70: what the side's melds would cost if the deal ended with them as
// they lie (pure aces, sevens and wild melds left incomplete); 0 in Classic.
int incomplete_penalties(const Rules& rules, const std::array<Meld, kMeldSlots>& melds);

// What cards caught in a hand at the end of the deal count against the side:
// their values, a three the three's penalty where there is one (UY-46,
// MA-15; black threes, and red ones too where every three is a bonus card).
int caught(const Rules& rules, const CardCounts& cards);

}  // namespace canasta
