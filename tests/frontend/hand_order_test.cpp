// Sort visibly toggles between rank and suit order (issue 12, item 8).
#include <doctest/doctest.h>

#include "frontend/table/hand_order.h"

namespace hand_order_test {

using namespace canasta;
using namespace canasta::frontend;

TEST_CASE("Sort alternates rank order and suit order, each press changing the hand") {
  const Card ah(Rank::Ace, Suit::Hearts), kc(Rank::King, Suit::Clubs), ac(Rank::Ace, Suit::Clubs),
      five_h(Rank::Five, Suit::Hearts), two_s(Rank::Two, Suit::Spades);
  HandOrder hand;
  hand.sync({five_h, two_s, kc, ah, ac});
  hand.move(0, 4);  // the player rearranged the hand
  hand.toggle_sort();
  CHECK(hand.cards() == std::vector<Card>{ac, ah, kc, five_h, two_s});  // by rank
  hand.toggle_sort();
  CHECK(hand.cards() == std::vector<Card>{ac, kc, ah, five_h, two_s});  // by suit: clubs, then hearts
  hand.toggle_sort();
  CHECK(hand.cards() == std::vector<Card>{ac, ah, kc, five_h, two_s});  // by rank again
}

}  // namespace hand_order_test
