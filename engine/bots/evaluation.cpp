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

}  // namespace canasta
