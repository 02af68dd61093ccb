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

// Points a won game is worth above its deal margin to a search that plays
// for games rather than points (Master): near the target one deal decides
// the game, and a safe going out that wins it beats a rich deal that may
// let the opponents reach the target first.
inline constexpr double kGameWonBonus = 1500.0;

// deal_margin, plus kGameWonBonus when the deal ends the game in the
// side's favour and minus it when it ends the game for another side.
double game_margin(const GameState& state, int side);

// What a played-out position is worth to a search: game_margin when it plays
// for games, deal_margin when for points. The playout's end and the exact
// endgame's leaves both count with it, so the two cannot drift apart.
inline double margin_for(const GameState& state, int side, bool plays_for_game) {
  return plays_for_game ? game_margin(state, side) : deal_margin(state, side);
}

}  // namespace canasta
