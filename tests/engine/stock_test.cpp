// The exhausted stock: forcing, passing, and a red three as the last card
// (laws 15, 35, 45).
#include <doctest/doctest.h>

#include "test_util.h"

namespace stock_test {

using namespace canasta;
using canasta::test::listed;
using canasta::test::play;
using canasta::test::position;
using canasta::test::why;

TEST_CASE("Red threes - one drawn is laid out and replaced at once") {
  GameState g = position("players=4 turn=0 hand0=5c,6c melds0=Kc,Kd,Ks pile=7c stock=3d,9s,4h");
  REQUIRE(play(g, "draw") == "");
  CHECK(g.red_threes(0) == 1);
  CHECK(canasta::test::cards_text(g.hand_cards(0)) == "9s 6c 5c");
  CHECK(g.stock_size() == 1);
}

TEST_CASE("Stock exhausted - taking the discard is compulsory when it fits a meld (forcing)") {
  GameState g = position("players=4 turn=0 hand0=Kh,5c,6c melds0=Kc,Kd,Ks pile=7c,Kc stock=");
  CHECK(why(g, "draw") == "The stock is exhausted: take the discard or pass.");
  CHECK(why(g, "pass") == "The stock is exhausted and the discard fits a meld of your side: you must take it.");
  CHECK_FALSE(listed(g, "pass"));
  CHECK_FALSE(listed(g, "draw"));
  CHECK(play(g, "pickup") == "");
  CHECK(play(g, "discard 7c") == "");
  CHECK(g.turn() == 1);
}

TEST_CASE("Stock exhausted - a player who does not take the discard ends the deal") {
  SUBCASE("the discard fits no meld") {
    GameState g = position(
        "players=4 turn=0 hand0=Kh,5c,6c hand1=4d hand2=8c hand3=9d melds0=Kc,Kd,Ks pile=7c,Qc stock=");
    CHECK(listed(g, "pass"));
    REQUIRE(play(g, "pass") == "");
    CHECK(g.is_deal_over());
    CHECK(g.deal_end() == DealEnd::StockExhausted);
    const SideScore s0 = g.deal_score().side[0];
    CHECK(s0.melds == 30);
    CHECK(s0.going_out == 0);
    CHECK(s0.hands == -30);  // Kh 10, 5c 5, 6c 5, and the partner's 8c 10
    CHECK(s0.deal == 0);
    const SideScore s1 = g.deal_score().side[1];
    CHECK(s1.hands == -15);
    CHECK(s1.deal == -15);
  }
  SUBCASE("a frozen pile is never compulsory: passing is allowed") {
    GameState g = position("players=4 turn=0 hand0=Kh,Kh,6c melds0=Kc,Kd,Ks pile=2c,Kc stock=");
    CHECK(why(g, "pass") == "");
    CHECK(why(g, "pickup Kh Kh") == "");
  }
}

TEST_CASE("Stock exhausted - a red three as the last card: no discard, meld, then pass") {
  GameState g = position("players=4 turn=0 hand0=Kh,5c,6c melds0=Kc,Kd,Ks pile=7c stock=3h");
  REQUIRE(play(g, "draw") == "");
  CHECK(g.last_red_three());
  CHECK(g.red_threes(0) == 1);
  CHECK(g.stock_size() == 0);
  CHECK(why(g, "discard 5c") ==
        "You drew a red three as the last card of the stock: you may meld, then pass, but not discard.");
  CHECK(why(g, "ask") ==
        "After drawing a red three as the last card of the stock there is no going out to ask about: meld if you wish, then pass.");
  CHECK(listed(g, "pass"));
  REQUIRE(play(g, "meld Kh") == "");
  REQUIRE(play(g, "pass") == "");
  CHECK(g.deal_end() == DealEnd::RedThreeLast);
  const SideScore s = g.deal_score().side[0];
  CHECK(s.melds == 40);
  CHECK(s.red_threes == 100);
  CHECK(s.going_out == 0);
  CHECK(s.hands == -10);
  CHECK(s.deal == 130);
}

TEST_CASE("Stock exhausted - pass is only for those two cases") {
  const GameState g = position("players=4 turn=0 hand0=Kh,5c melds0=Kc,Kd,Ks pile=7c stock=4s");
  CHECK(why(g, "pass") ==
        "You may pass only when the stock is exhausted, or after drawing a red three as its last card.");
}

}  // namespace stock_test
