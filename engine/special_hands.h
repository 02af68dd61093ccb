// Modern American special hands (MA-60..63, pagat's set): fourteen cards
// laid down at once after drawing from the stock by a player whose side has
// not melded, ending the deal.
//
//   straight   one card of every rank A, 2, 3, ..., K and one joker
//   pairs      seven pairs of seven natural ranks (4 to A), no wild
//              cards and no threes
//   wildpairs  seven pairs of seven ranks, among them a pair of aces, a
//              pair of sevens and a pair of deuces; no jokers, no threes
//   garbage    two natural fours-of-a-kind and two natural threes-of-a-
//              kind of four ranks (4 to A), no wild cards and no threes
// Their values are the rules' special_hand_bonus (3,000, 2,500, 2,000 and
// 2,000).
#pragma once

#include "engine/card_counts.h"
#include "engine/move.h"

namespace canasta {

inline constexpr int kSpecialHandCards = 14;

// Whether `hand` is that special hand.
bool is_special_hand(SpecialHand special, const CardCounts& hand);

}  // namespace canasta
