#include "engine/special_hands.h"

#include <algorithm>
#include <array>

namespace canasta {

namespace {

// How many of each natural rank Four..Ace the hand holds, by rank value.
std::array<int, 16> natural_counts(const CardCounts& hand) {
  std::array<int, 16> n{};
  for (int r = static_cast<int>(Rank::Four); r <= static_cast<int>(Rank::Ace); ++r)
    n[r] = hand.naturals(static_cast<Rank>(r));
  return n;
}

bool straight(const CardCounts& hand) {
  if (hand.jokers() != 1 || hand.twos() != 1 || hand.naturals(Rank::Three) != 1) return false;
  for (int r = static_cast<int>(Rank::Four); r <= static_cast<int>(Rank::Ace); ++r)
    if (hand.naturals(static_cast<Rank>(r)) != 1) return false;
  return true;
}

bool pairs(const CardCounts& hand) {
  if (hand.wilds() > 0 || hand.naturals(Rank::Three) > 0) return false;
  const std::array<int, 16> n = natural_counts(hand);
  return std::count(n.begin(), n.end(), 2) == 7;
}

bool wild_pairs(const CardCounts& hand) {
  if (hand.jokers() > 0 || hand.naturals(Rank::Three) > 0 || hand.twos() != 2) return false;
  const std::array<int, 16> n = natural_counts(hand);
  return n[static_cast<int>(Rank::Ace)] == 2 && n[static_cast<int>(Rank::Seven)] == 2 &&
         std::count(n.begin(), n.end(), 2) == 6;
}

bool garbage(const CardCounts& hand) {
  if (hand.wilds() > 0 || hand.naturals(Rank::Three) > 0) return false;
  const std::array<int, 16> n = natural_counts(hand);
  return std::count(n.begin(), n.end(), 4) == 2 && std::count(n.begin(), n.end(), 3) == 2;
}

}  // namespace

bool is_special_hand(SpecialHand special, const CardCounts& hand) {
  if (hand.size() != kSpecialHandCards) return false;
  switch (special) {
    case SpecialHand::Straight: return straight(hand);
    case SpecialHand::Pairs: return pairs(hand);
    case SpecialHand::WildPairs: return wild_pairs(hand);
    case SpecialHand::Garbage: return garbage(hand);
    case SpecialHand::None: break;
  }
  return false;
}

}  // namespace canasta
