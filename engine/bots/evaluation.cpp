#include "engine/bots/evaluation.h"

namespace canasta {

double deal_margin(const GameState& state, int side) {
  const DealScore score = state.is_deal_over() ? state.deal_score() : count_deal(state);
  if (score.sides < 2) return 0.0;
  double others = 0.0;
  for (int s = 0; s < score.sides; ++s)
    if (s != side) others += score.side[s].deal;
  return score.side[side].deal - others / (score.sides - 1);
}

double game_margin(const GameState& state, int side) {
  const double margin = deal_margin(state, side);
  if (!state.is_game_over()) return margin;
  const std::optional<int> winner = state.winner();
  if (!winner) return margin;
  return margin + (*winner == side ? kGameWonBonus : -kGameWonBonus);
}

}  // namespace canasta
