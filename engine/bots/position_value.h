// A learned judgement of an unfinished deal: the deal margin a side will
// likely have at the deal's end (evaluation.h's yardstick), from a few facts
// of the position as it stands, weighed by a linear fit to Standard's own
// self-play (./tools/fit_position_value; tools/cli/fit_position_value.cpp).
//
// Why: Master's playouts to the deal's end swing by about a thousand points
// whichever move was tried, so the difference between two candidates is
// measured with a standard deviation of about 1,080 points a sampled deal.
// Cut after sixteen turns and judged here, it is 441 (eight turns: 263):
// the same comparison needs a sixth of the deals, and each costs a fraction
// of a whole playout. What the fit cannot see (the cards still to come) it
// averages, which is what a playout cut short should count.
//
// The facts are the side's minus the other sides' mean (a side's fact and its
// opponents' weigh alike), so a position is judged the same from either
// side with the sign changed.
#pragma once

#include <array>
#include <string_view>

#include "engine/state.h"

namespace canasta {

inline constexpr int kPositionFacts = 17;
using PositionFacts = std::array<double, kPositionFacts>;

// The facts, in the weights' order:
//  0 the deal margin if the deal ended now (count_deal, evaluation.h)
//  1 the same times the stock's size in 60ths (early margins count less)
//  2 cards in the side's hands            3 the same times the stock's size
//  4 wild cards in its hands              5 natural pairs of ranks it has not melded
//  6 naturals it could lay off            7 melds of five or six cards
//  8 canastas                             9 the same times the stock's size
// 10 1 / (1 + its shortest hand) once it has a canasta (closeness to going out)
// 11 the side has melded                 12 the same times the stock's size
// 13 the side is to move (1, else -1/(sides - 1))
// 14 the pile's size times fact 13       15 the same, the pile frozen for the mover
// 16 red threes laid out
void position_facts(const GameState& g, int side, PositionFacts& facts);

// Weights fitted for one rule set and table size.
struct PositionWeights {
  std::string_view variant;  // Rules::variant
  int players;
  PositionFacts weight;
};

// The weights fitted for the state's rules and number of players, or null
// when none were (there the search plays its playouts to the deal's end).
const PositionWeights* position_weights(const GameState& g);

// The side's likely deal margin: the facts weighed.
double judged_margin(const GameState& g, int side, const PositionWeights& weights);

}  // namespace canasta
