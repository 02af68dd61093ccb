// Which card to discard: each card kind in the hand gets a cost, the value of
// keeping it plus the danger of giving the next player the pile with it; the
// cheapest is thrown. Safe cards are those the next player is unlikely to
// hold a pair of (many copies seen in the pile, the melds and known hands, or
// discarded by him), black threes (they stop him) and, with a rich pile and
// wild cards to spare, a deuce that freezes it.
#pragma once

#include <array>

#include "engine/bots/hand_analysis.h"
#include "engine/bots/policy_style.h"
#include "engine/move_list.h"
#include "engine/rng.h"

namespace canasta {

struct DiscardOption {
  Card card;
  int cost = 0;
};

// Chance that the next player can take the pile if `card` tops it.
double take_chance(const Observation& obs, const Reading& r, Card card);
// The cost of discarding `card` (lower is better).
int discard_cost(const Observation& obs, const Reading& r, const PolicyStyle& style, Card card);
// The listed discards, cheapest first; returns how many.
int rank_discards(const Observation& obs, const Reading& r, const PolicyStyle& style,
                  const MoveList& legal, std::array<DiscardOption, kNumCardKinds>& out);
// The discard to play, or nullptr when none is listed. A careless style
// sometimes throws a random card instead (never a wild card).
const Move* choose_discard(const Observation& obs, const Reading& r, const PolicyStyle& style,
                           const MoveList& legal, Rng& rng);

}  // namespace canasta
