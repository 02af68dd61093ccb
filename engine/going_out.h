// Whether a hand can go out this turn, and one way to do it: the check behind
// "May I go out?" and the obligation a "yes" creates.
#pragma once

#include <array>

#include "engine/card_counts.h"
#include "engine/meld.h"
#include "engine/move.h"
#include "engine/rules.h"

namespace canasta {

// One way of going out: the meld move (possibly with no groups) and the card
// to discard after it, if any.
struct GoOutPlan {
  Move meld = Move::meld();
  bool discard = false;
  Card card;
};

// True if every card of `hand` can be laid on the side's `melds` in valid
// melds (new melds need two naturals; black threes only as a meld of three or
// more without wild cards), keeping back at most one card to discard when
// `may_discard`, so that the side then has at least `canastas_needed`
// canastas. Minimum counts are not checked: a player whose side has not
// melded goes out concealed, which needs none. Fills `plan` when given.
bool find_going_out(const Rules& rules, const CardCounts& hand,
                    const std::array<Meld, kMeldSlots>& melds, int canastas_needed,
                    bool may_discard, GoOutPlan* plan);

}  // namespace canasta
