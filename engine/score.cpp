#include "engine/score.h"

#include "engine/state.h"

namespace canasta {

DealScore count_deal(const GameState& state) {
  const Rules& rules = state.rules();
  DealScore out;
  out.sides = state.num_sides();
  for (int side = 0; side < out.sides; ++side) {
    SideScore& s = out.side[side];
    const bool melded = state.side_has_melded(side);
    for (int slot = 0; slot < kMeldSlots; ++slot) {
      const Rank rank = slot_rank(slot);
      const Meld& m = state.meld(side, rank);
      if (m.empty()) continue;
      s.melds += m.points(rules, rank);
      if (m.is_canasta(rules))
        s.canastas += m.wild_count() == 0 ? rules.natural_canasta_bonus : rules.mixed_canasta_bonus;
    }
    const int threes = rules.red_three_total(state.red_threes(side));
    s.red_threes = melded ? threes : -threes;
    if (state.deal_end() == DealEnd::WentOut && state.went_out() >= 0 &&
        state.side_of(state.went_out()) == side) {
      s.going_out = rules.going_out_bonus;
      if (state.went_out_concealed()) s.concealed = rules.concealed_bonus;
    }
    for (int seat = 0; seat < state.players(); ++seat) {
      if (state.side_of(seat) != side) continue;
      const CardCounts& hand = state.hand(seat);
      for (int k = 0; k < kNumCardKinds; ++k) {
        const Card c = Card::from_code(k);
        s.hands -= hand.count(c) * rules.points(c);
      }
    }
    s.deal = s.melds + s.going_out + s.concealed + s.red_threes + s.canastas + s.hands;
    s.total = state.score(side) + (state.is_deal_over() ? 0 : s.deal);
  }
  return out;
}

}  // namespace canasta
