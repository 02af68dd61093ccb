// Score breakdown of a deal (laws 42 and 43).
#pragma once

#include <array>

#include "engine/rules.h"

namespace canasta {

struct SideScore {
  int melds = 0;       // card values of the side's melds
  int going_out = 0;   // bonus for going out
  int concealed = 0;   // bonus for going out concealed (on top of going_out)
  int red_threes = 0;  // plus if the side melded, minus if it did not
  int canastas = 0;    // canasta bonuses
  int hands = 0;       // minus the cards left in the side's hands (<= 0)
  int deal = 0;        // sum of the above
  int total = 0;       // cumulative score after the deal
  friend bool operator==(const SideScore&, const SideScore&) = default;
};

struct DealScore {
  int sides = 0;
  std::array<SideScore, kMaxSides> side{};
  friend bool operator==(const DealScore&, const DealScore&) = default;
};

class GameState;
// Counts the deal as it stands, as if it ended now the way the state records
// (going-out bonuses only when someone went out); `total` adds the deal to the
// state's cumulative scores, which end_deal does once.
DealScore count_deal(const GameState& state);

}  // namespace canasta
