// Independent recounts of a finished deal of the other presets, written
// from their specification (variants.md A.8 and B.5), not from the engine's
// rules table: the random self-play test and the soak tool compare the
// engine's breakdown with these.
#pragma once

#include "engine/state.h"

namespace canasta::spec {

// Card values of variants.md ("Card values are the Classic ones").
inline int value(Card c) {
  if (c.is_joker()) return 50;
  switch (c.rank()) {
    case Rank::Two: case Rank::Ace: return 20;
    case Rank::Eight: case Rank::Nine: case Rank::Ten: case Rank::Jack: case Rank::Queen: case Rank::King: return 10;
    default: return 5;
  }
}

// Modern American, A.8.
inline SideScore recount_american(const GameState& g, int side, int previous_total) {
  SideScore s;
  const bool declared = g.deal_end() == DealEnd::SpecialHand && g.side_of(g.went_out()) == side;
  if (declared) {
    const int values[] = {0, 3000, 2500, 2000, 2000};
    s.special_hand = values[static_cast<int>(g.special_hand())];
    s.deal = s.special_hand;
    s.total = previous_total + s.deal;
    return s;
  }
  int canastas = 0, melded = 0;
  for (int rank = static_cast<int>(Rank::Two); rank <= static_cast<int>(Rank::Ace); ++rank) {
    const Meld& m = g.meld(side, static_cast<Rank>(rank));
    if (m.empty()) continue;
    for (Card c : m.cards(static_cast<Rank>(rank))) melded += value(c);
    const bool complete = m.size() >= 7;
    canastas += complete;
    if (rank == static_cast<int>(Rank::Two)) {
      if (complete) s.canastas += m.jokers == 0 ? 3000 : (m.jokers == 4 && m.two_count() == 3) ? 2500 : 2000;
      else s.penalties -= (m.jokers == 4 && g.rules().incomplete_four_jokers_penalty) ? 2500 : 2000;
    } else if (complete) {
      const bool natural = m.wild_count() == 0;
      const bool special = rank == static_cast<int>(Rank::Ace) || rank == static_cast<int>(Rank::Seven);
      s.canastas += !natural ? 300 : special ? 2500 : 500;
    } else if (rank == static_cast<int>(Rank::Seven) || (rank == static_cast<int>(Rank::Ace) && m.wild_count() == 0)) {
      s.penalties -= 2500;
    }
  }
  s.melds = canastas == 0 ? -melded : melded;
  const int table[] = {0, 100, 300, 500, 1000};
  const int sign = canastas == 0 ? -1 : canastas == 1 ? 0 : 1;
  s.red_threes = sign * table[g.red_threes(side)];
  s.black_threes = sign * table[g.black_threes(side)];
  if (g.deal_end() == DealEnd::WentOut && g.side_of(g.went_out()) == side) s.going_out = 100;
  const int three_cost = g.rules().three_in_hand_penalty > 0 ? 100 : 5;
  for (int p = 0; p < g.players(); ++p) {
    if (g.side_of(p) != side) continue;
    int aces = 0, sevens = 0;
    for (const CardCounts* cards : {&g.hand(p), &g.bonus_cards(p)})
      for (Card c : cards->cards()) {
        s.hands -= c.rank() == Rank::Three ? three_cost : value(c);
        aces += c.rank() == Rank::Ace;
        sevens += c.rank() == Rank::Seven;
      }
    if (aces >= 3) s.penalties -= 1500;
    if (sevens >= 3) s.penalties -= 1500;
  }
  s.deal = s.melds + s.going_out + s.red_threes + s.black_threes + s.canastas + s.penalties + s.hands;
  s.total = previous_total + s.deal;
  return s;
}

// Uruguayan, B.5.
inline SideScore recount_uruguayan(const GameState& g, int side, int previous_total) {
  SideScore s;
  int canastas = 0, melded = 0;
  for (int rank = static_cast<int>(Rank::Two); rank <= static_cast<int>(Rank::Ace); ++rank) {
    const Meld& m = g.meld(side, static_cast<Rank>(rank));
    if (m.empty()) continue;
    for (Card c : m.cards(static_cast<Rank>(rank))) melded += value(c);
    if (m.size() < 7) continue;
    ++canastas;
    if (rank == static_cast<int>(Rank::Two)) s.canastas += (m.jokers == 0 || m.two_count() == 0) ? 3000 : 2000;
    else if (rank == static_cast<int>(Rank::Three)) continue;  // UY-33: a lo gusto wins the match, no points
    else if (g.one_turn_canasta(side, static_cast<Rank>(rank))) s.canastas += 1000;
    else s.canastas += m.wild_count() == 0 ? 500 : 300;
  }
  s.canasta_count = canastas >= 7 ? 2000 : canastas >= 5 ? 500 : 0;
  // Four red threes 800; the 216-card pack's fifth to eighth add 100 each.
  const int table[] = {0, 100, 200, 300, 800, 900, 1000, 1100, 1200};
  s.red_threes = (canastas >= 1 ? 1 : -1) * table[g.red_threes(side)];
  s.melds = canastas >= 1 ? melded : -melded;
  if (g.deal_end() == DealEnd::WentOut && g.side_of(g.went_out()) == side) s.going_out = 200;
  for (int p = 0; p < g.players(); ++p)
    if (g.side_of(p) == side)
      for (Card c : g.hand_cards(p)) s.hands -= c.is_black_three() ? 100 : value(c);
  // UY-50 (option cut_bonus): the dealer lifted 15 cards for each player.
  if ((g.rules().options & kOptionCutBonus) && g.side_of(g.dealer()) == side && g.cut() == 15 * g.players())
    s.cut = canastas >= 1 ? 100 : -100;
  s.deal = s.canastas + s.canasta_count + s.red_threes + s.melds + s.going_out + s.hands + s.cut;
  s.total = previous_total + s.deal;
  return s;
}

// The game target of each preset (MA-73, UY-49; option quick).
inline int game_target(const Rules& rules) {
  if (rules.variant == "american") return 8500;
  if (rules.variant == "uruguayan") return (rules.options & kOptionQuick) ? 5000 : 7000;
  return rules.variant == "threepack" ? 10000 : 5000;
}

}  // namespace canasta::spec
