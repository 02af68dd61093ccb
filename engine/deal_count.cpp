// count_deal (state.h): a deal's score breakdown read from the state. Kept
// apart from score.cpp, which knows only melds and rules, because it reads
// a whole GameState: the state's end_deal calls it, so it belongs with the
// state, not below it.
#include "engine/state.h"
#include "engine/score.h"

namespace canasta {

namespace {

// The bonus of a completed canasta in `slot` (law 29; MA-27; UY-14, UY-15, UY-33).
int canasta_bonus(const GameState& state, int side, int slot, const Meld& m) {
  const Rules& rules = state.rules();
  if (slot == kWildSlot) {
    if (m.jokers == 0) return rules.wild_canasta_twos_bonus;
    if (m.two_count() == 0) return rules.wild_canasta_jokers_bonus;
    if (rules.wild_canasta_four_jokers_bonus > 0 && m.jokers == 4 && m.two_count() == 3)
      return rules.wild_canasta_four_jokers_bonus;
    return rules.wild_canasta_mixed_bonus;
  }
  const Rank rank = slot_rank(slot);
  // UY-33: S004 gives the canasta a lo gusto no points; it wins the match.
  if (rank == Rank::Three && rules.black_three_canasta_wins) return 0;
  if (state.one_turn_canasta(side, rank)) return rules.concealed_canasta_bonus;
  if (m.wild_count() > 0) return rules.mixed_canasta_bonus;
  const int special = rules.natural_rank_canasta_bonus[static_cast<int>(rank)];
  return special > 0 ? special : rules.natural_canasta_bonus;
}

// Sign of the threes' bonus (law 16; MA-13; UY-45).
int threes_sign(const GameState& state, int side, int canastas) {
  switch (state.rules().threes_sign) {
    case ThreesSign::kMelded: return state.side_has_melded(side) ? 1 : -1;
    case ThreesSign::kHasCanasta: return canastas >= 1 ? 1 : -1;
    case ThreesSign::kTwoCanastas: return canastas == 0 ? -1 : canastas == 1 ? 0 : 1;
  }
  return 1;
}

}  // namespace

// Rank by rank with no branch on what is held (a test a card kind was a
// branch the predictor often lost).
int caught(const Rules& rules, const CardCounts& cards) {
  int total = cards.jokers() * rules.rank_points[static_cast<int>(Rank::Joker)];
  for (int r = static_cast<int>(Rank::Two); r <= static_cast<int>(Rank::Ace); ++r)
    if (r != static_cast<int>(Rank::Three)) total += cards.rank_count(static_cast<Rank>(r)) * rules.rank_points[r];
  const int three = rules.rank_points[static_cast<int>(Rank::Three)];
  const int penalty = rules.three_in_hand_penalty > 0 ? rules.three_in_hand_penalty : three;
  total += cards.black_threes() * penalty + cards.red_threes() * (rules.black_threes_are_bonus ? penalty : three);
  return total;
}

DealScore count_deal(const GameState& state) {
  const Rules& rules = state.rules();
  DealScore out;
  out.sides = state.num_sides();
  const bool special_end = state.deal_end() == DealEnd::SpecialHand && state.went_out() >= 0;
  for (int side = 0; side < out.sides; ++side) {
    SideScore& s = out.side[side];
    if (special_end && state.side_of(state.went_out()) == side) {
      // MA-63: the declaring side scores only its special hand.
      s.special_hand = rules.special_hand_bonus[static_cast<int>(state.special_hand())];
      s.deal = s.special_hand;
      s.total = state.score(side) + (state.is_deal_over() ? 0 : s.deal);
      continue;
    }
    std::array<Meld, kMeldSlots> melds;
    int canastas = 0;
    for (int slot = 0; slot < kMeldSlots; ++slot) {
      const Rank rank = slot_rank(slot);
      const Meld& m = state.meld(side, rank);
      melds[slot] = m;
      if (m.empty()) continue;
      s.melds += m.points(rules, rank);
      if (m.is_canasta(rules)) {
        s.canastas += canasta_bonus(state, side, slot, m);
        ++canastas;
      }
    }
    if (rules.meld_values_negative_without_canasta && canastas == 0) s.melds = -s.melds;
    const int sign = threes_sign(state, side, canastas);
    s.red_threes = sign * rules.red_three_total(state.red_threes(side));
    if (rules.black_threes_are_bonus) s.black_threes = sign * rules.red_three_total(state.black_threes(side));
    s.penalties = -incomplete_penalties(rules, melds);
    for (const auto& [count, bonus] : rules.canasta_count_bonus)
      if (count > 0 && canastas >= count) s.canasta_count = bonus;
    if (state.deal_end() == DealEnd::WentOut && state.went_out() >= 0 && state.side_of(state.went_out()) == side) {
      s.going_out = rules.going_out_bonus;
      if (state.went_out_concealed()) s.concealed = rules.concealed_bonus;
    }
    for (int seat = 0; seat < state.players(); ++seat) {
      if (state.side_of(seat) != side) continue;
      // Bonus cards not yet taken count as in the hand (MA-41).
      for (const CardCounts* cards : {&state.hand(seat), &state.bonus_cards(seat)})
        s.hands -= caught(rules, *cards);
      // MA-71: three or more aces, or sevens, held by one player.
      if (rules.held_aces_sevens_penalty > 0) {
        const CardCounts& hand = state.hand(seat);
        const CardCounts& bonus = state.bonus_cards(seat);
        if (hand.naturals(Rank::Ace) + bonus.naturals(Rank::Ace) >= 3) s.penalties -= rules.held_aces_sevens_penalty;
        if (hand.naturals(Rank::Seven) + bonus.naturals(Rank::Seven) >= 3) s.penalties -= rules.held_aces_sevens_penalty;
      }
    }
    // S004: "if they do it exactly (15 cards per player), they will receive a
    // bonus of 100 points, although these will be positive only if they make a
    // canasta. If not, the points will be negative."
    if (state.cut_exact() && state.side_of(state.dealer()) == side) s.cut = canastas >= 1 ? rules.cut_bonus : -rules.cut_bonus;
    s.deal = s.melds + s.going_out + s.concealed + s.red_threes + s.black_threes + s.canastas + s.penalties +
             s.canasta_count + s.hands + s.cut;
    s.total = state.score(side) + (state.is_deal_over() ? 0 : s.deal);
  }
  return out;
}

}  // namespace canasta
