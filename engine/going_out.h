// Whether a hand can go out this turn, and one way to do it: the check behind
// "May I go out?", the obligation a "yes" creates, the complete way out that
// legal_moves lists, and the bots' going out.
#pragma once

#include <array>
#include <cstdint>

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

// What going out needs, from the rules and the turn (GameState builds it:
// going_out_needs()).
struct GoOutNeeds {
  const Rules* rules = nullptr;
  int canastas = 1;            // canastas of any kind
  int pure = 0;                // pure canastas (UY-40) ...
  int mixed = 0;               // ... and mixed ones
  uint16_t pure_slots = 0xFFFF;  // slots whose pure canasta counts (UY-41: pure at the turn's start)
  bool opening = false;        // the side's initial meld is this turn: no rule of five, aces may start mixed
  bool side_melded = true;     // false: the way out is the side's initial meld too
  int minimum = 0;             // count the initial meld needs (0: waived)
  uint16_t dead = 0;           // meld slots of dead ranks (MA-23)
  bool may_discard = true;     // one card may be kept back to discard
  bool must_discard = false;   // the way out ends with a discard (MA-51)
};

// True if every card of `hand` can be laid on the side's `melds` in melds the
// rules allow, keeping back exactly one card to discard when `must_discard`
// and at most one when `may_discard`, so that the side then has the canastas
// going out needs (and, before its initial meld, meets that meld's rules).
// Fills `plan` when given. Exact: a small search over how the wild cards are
// shared among the melds, tried for each card that could be the discard.
bool find_going_out(const GoOutNeeds& needs, const CardCounts& hand, const std::array<Meld, kMeldSlots>& melds,
                    GoOutPlan* plan);
// The same where the caller knows `melded`, the slots from the threes up
// where `melds` hold a meld (GameState keeps it for the table's melds).
bool find_going_out(const GoOutNeeds& needs, const CardCounts& hand, const std::array<Meld, kMeldSlots>& melds,
                    uint32_t melded, GoOutPlan* plan);

}  // namespace canasta
