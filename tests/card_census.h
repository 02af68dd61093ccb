// Every card of a position counted by kind, wherever it lies: hands, bonus
// cards set aside, melds, laid-out threes, the pile and the stock. The soak
// run and the position fuzzer check with it that no move makes or loses a
// card.
#pragma once

#include <array>

#include "engine/state.h"

namespace canasta {

using CardCensus = std::array<int, kNumCardKinds>;

inline CardCensus card_census(const GameState& state) {
  CardCensus n{};
  for (int seat = 0; seat < state.players(); ++seat)
    for (int k = 0; k < kNumCardKinds; ++k)
      n[k] += state.hand(seat).count(Card::from_code(k)) + state.bonus_cards(seat).count(Card::from_code(k));
  for (int side = 0; side < state.num_sides(); ++side) {
    for (int r = static_cast<int>(Rank::Two); r <= static_cast<int>(Rank::Ace); ++r) {
      const Rank rank = static_cast<Rank>(r);
      const Meld& m = state.meld(side, rank);
      for (int s = 0; s < kNumSuits; ++s) {
        n[Card(rank, static_cast<Suit>(s)).code()] += m.naturals[s];
        n[Card(Rank::Two, static_cast<Suit>(s)).code()] += m.twos[s];
      }
      n[Card::joker().code()] += m.jokers;
    }
    for (Card c : state.red_three_cards(side)) ++n[c.code()];
    for (Card c : state.black_three_cards(side)) ++n[c.code()];
  }
  for (int i = 0; i < state.pile_size(); ++i) ++n[state.pile_card(i).code()];
  for (int i = 0; i < state.stock_size(); ++i) ++n[state.stock_card(i).code()];
  return n;
}

// How many copies of each card kind the rules' pack holds.
inline int pack_copies(const Rules& rules, Card card) { return card.is_joker() ? rules.jokers : rules.decks; }

}  // namespace canasta
