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

TEST_CASE("Kept orders - a player's order kept as text and read back; text not ours is refused") {
  const Card ah(Rank::Ace, Suit::Hearts), kc(Rank::King, Suit::Clubs), joker = Card::joker(), five_h(Rank::Five, Suit::Hearts);
  KeptOrders kept;
  kept.key = "42:classic:4:0";
  kept.hands[0] = {five_h, joker, kc, ah};
  kept.hands[2] = {kc, ah};
  const std::string text = kept_orders_to_text(kept);
  CHECK(text == "deal=42:classic:4:0\n0=5h,Jk,Kc,Ah\n2=Kc,Ah\n");
  const std::optional<KeptOrders> back = kept_orders_from_text(text);
  REQUIRE(back.has_value());
  CHECK(back->key == kept.key);
  CHECK(back->hands == kept.hands);
  CHECK_FALSE(kept_orders_from_text("0=5h,Kc\n").has_value());  // no deal named
  CHECK_FALSE(kept_orders_from_text("deal=1\n7=5h\n").has_value());  // no seat 7
  CHECK_FALSE(kept_orders_from_text("deal=1\n0=5h,XX\n").has_value());
  // An order set back, then followed: the card played goes, the card drawn slots in by rank.
  HandOrder hand;
  hand.set_order(back->hands[0]);
  hand.sync({five_h, joker, ah, Card(Rank::Ace, Suit::Clubs)});
  CHECK(hand.cards() == std::vector<Card>{Card(Rank::Ace, Suit::Clubs), five_h, joker, ah});  // before the first card after it
  CHECK(hand.selected_count() == 0);
}

}  // namespace hand_order_test
