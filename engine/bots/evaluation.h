// How good a position is for a side, in points: the search's yardstick,
// kept apart from the search itself.
#pragma once

#include "engine/state.h"

namespace canasta {

// The side's score for the deal minus the mean of the other sides' scores.
// A finished deal is counted exactly (deal_score); an unfinished one as if
// it ended now (count_deal, no going-out bonus), which is what a playout
// cut short by its move limit is worth.
double deal_margin(const GameState& state, int side);

}  // namespace canasta
