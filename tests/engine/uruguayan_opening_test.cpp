// The Uruguayan opening (variants.md B.4, UY-30..UY-32): the minimum count by
// the side's score, what counts toward it, and the earthquake that closes
// without it. Opening with the pot is UY-21 (uruguayan_pot_test).
#include <doctest/doctest.h>

#include <climits>
#include <string>

#include "test_util.h"
#include "uruguayan_util.h"

namespace uruguayan_opening_test {

using namespace canasta;
using canasta::test::play;
using canasta::test::position;
using canasta::test::score_keys;
using canasta::test::why;

namespace {

// Seat 0 has drawn from the stock; side 0 has nothing on the table.
std::string drawn(const std::string& hand, const std::string& more = "") {
  return "variant=uruguayan players=4 turn=0 phase=play pile=6s pot=1 stock=7s hand1=Qh hand0=" + hand + " " + more;
}

constexpr const char* kHand = "Ac,Ad,Ah,Kc,Kd,Kh,Ks,5c,5d,5h,5s,9c,8d";

// Seven fours (35, pure) and five fives with two deuces (65, mixed): 100.
constexpr const char* kQuake = "4c,4d,4h,4s,4c,4d,4h,5c,5d,5h,5s,5c,2c,2d";
constexpr const char* kQuakeMeld = "meld 4c 4d 4h 4s 4c 4d 4h + 5c 5d 5h 5s 5c 2c 2d";

}  // namespace

TEST_CASE("UY-30: the minimum is 15 below zero, 50 from 0, 90 from 1,500, 120 from 3,000 and above") {
  const Rules rules = *rules_preset("uruguayan");
  CHECK(rules.minimum_count(INT_MIN) == 15);
  CHECK(rules.minimum_count(-1000) == 15);
  CHECK(rules.minimum_count(-5) == 15);
  CHECK(rules.minimum_count(0) == 50);
  CHECK(rules.minimum_count(1495) == 50);
  CHECK(rules.minimum_count(1500) == 90);
  CHECK(rules.minimum_count(2995) == 90);
  CHECK(rules.minimum_count(3000) == 120);
  CHECK(rules.minimum_count(5000) == 120);  // no step at 5,000 (section C)
  CHECK(rules.minimum_count(6995) == 120);
}

TEST_CASE("UY-30: the initial meld is refused below the side's minimum and accepted at it") {
  SUBCASE("below zero: 15") {
    const GameState g = position(drawn(kHand, "scores=-5,0"));
    CHECK(g.minimum_count(0) == 15);
    CHECK(why(g, "meld 5c 5d 5h") == "");
  }
  SUBCASE("from 0: 50") {
    const GameState g = position(drawn(kHand, "scores=0,2000"));
    CHECK(why(g, "meld 5c 5d 5h") == "Your initial meld counts 15 but your side needs 50.");
    CHECK(why(g, "meld Kc Kd Kh + 5c 5d 5h") == "Your initial meld counts 45 but your side needs 50.");
    CHECK(why(g, "meld Kc Kd Kh + 5c 5d 5h 5s") == "");
  }
  SUBCASE("from 1,500: 90") {
    for (const char* scores : {"scores=1500,0", "scores=2995,0"}) {
      const GameState g = position(drawn(kHand, scores));
      CHECK(why(g, "meld Ac Ad Ah + 5c 5d 5h 5s") == "Your initial meld counts 80 but your side needs 90.");
      CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh") == "");
    }
  }
  SUBCASE("from 3,000, and still past 5,000: 120") {
    for (const char* scores : {"scores=3000,0", "scores=5000,0"}) {
      const GameState g = position(drawn(kHand, scores));
      CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh + 5c 5d 5h 5s") == "Your initial meld counts 110 but your side needs 120.");
      CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh Ks + 5c 5d 5h 5s") == "");
    }
  }
}

TEST_CASE("UY-31: card values count toward the minimum, several melds together; bonuses and red threes do not") {
  // Needing 120 (score 3,000), all four red threes laid out.
  const GameState g = position(drawn("Ac,Ad,Kc,Kd,Kh,Ks,Kc,Kd,Kh,7c,7d,7h,4c,4d,2c,2d,Jk,9c",
                                     "scores=3000,0 red30=3d,3d,3h,3h"));
  CHECK(why(g, "meld Ac Ad Jk") == "Your initial meld counts 90 but your side needs 120.");      // 20 + 20 + 50
  CHECK(why(g, "meld 7c 7d 7h + 4c 4d 2c") == "Your initial meld counts 45 but your side needs 120.");  // 15 + 30
  // A canasta's 500 does not count: seven kings are 70.
  CHECK(why(g, "meld Kc Kd Kh Ks Kc Kd Kh") == "Your initial meld counts 70 but your side needs 120.");
  // Several melds add up: 70 + 15 + 30 = 115; 70 + 90 = 160.
  CHECK(why(g, "meld Kc Kd Kh Ks Kc Kd Kh + 7c 7d 7h + 4c 4d 2c") ==
        "Your initial meld counts 115 but your side needs 120.");
  CHECK(why(g, "meld Kc Kd Kh Ks Kc Kd Kh + Ac Ad Jk") == "");
  // A wild meld counts its cards: 20 + 20 + 50 = 90.
  CHECK(why(g, "meld 2: 2c 2d Jk + 7c 7d 7h") == "Your initial meld counts 105 but your side needs 120.");
  CHECK(why(g, "meld 2: 2c 2d Jk + Kc Kd Kh") == "");
  // Every meld of the opening obeys UY-10.
  CHECK(why(g, "meld Kc Kd 2c 2d + Ac Ad Jk") == "In a meld of kings the natural cards must outnumber the wild cards.");
}

TEST_CASE("UY-32: the earthquake: an unopened side closes after drawing, whatever the minimum") {
  SUBCASE("melding all but one card and discarding it, needing 120 with 100") {
    GameState g = position(drawn(std::string(kQuake) + ",9c", "scores=3000,0"));
    REQUIRE_FALSE(g.side_has_melded(0));
    CHECK(play(g, kQuakeMeld) == "");
    // The pure canasta of fours was completed this very turn: UY-41 does
    // not bind the earthquake.
    CHECK(play(g, "discard 9c") == "");
    CHECK(g.is_deal_over());
    CHECK(g.went_out() == 0);
    // Both canastas were laid whole from the hand: 1,000 each (UY-15).
    CHECK(score_keys(g.deal_score().side[0]) == "melds=100 going_out=200 canastas=2000 deal=2300");
  }
  SUBCASE("melding every card") {
    GameState g = position(drawn(kQuake, "scores=3000,0"));
    CHECK(play(g, kQuakeMeld) == "");
    CHECK(g.is_deal_over());
    CHECK(score_keys(g.deal_score().side[0]) == "melds=100 going_out=200 canastas=2000 deal=2300");
  }
  SUBCASE("the same melds without closing need the minimum") {
    const GameState g = position(drawn(std::string(kQuake) + ",9c,Qs", "scores=3000,0"));
    CHECK(why(g, kQuakeMeld) == "Your initial meld counts 100 but your side needs 120.");
  }
  SUBCASE("closing still needs a pure and a mixed canasta (UY-40)") {
    const char* two_pure = "4c,4d,4h,4s,4c,4d,4h,5c,5d,5h,5s,5c,5d,5h";
    const char* meld = "meld 4c 4d 4h 4s 4c 4d 4h + 5c 5d 5h 5s 5c 5d 5h";
    const std::string need = "You cannot go out: your side needs a pure canasta and a mixed canasta first.";
    CHECK(why(position(drawn(two_pure, "scores=3000,0")), meld) == need);
    CHECK(why(position(drawn(std::string(two_pure) + ",9c", "scores=3000,0")), meld) == need);
  }
  SUBCASE("not by taking the pot: that opening needs the minimum, and it may not close (UY-41 binds)") {
    const std::string pot = "variant=uruguayan players=4 turn=0 pot=1 pile=6s stock=7s hand1=Qh scores=3000,0 ";
    const char* take = "pickup 6c 6d + 4c 4d 4h 4s 4c 4d 4h + 5c 5d 5h 5s 5c 2c 2d";
    // 6 + 6 + 6 = 15, with the fours' 35 and the fives' 65: 115.
    CHECK(why(position(pot + "hand0=6c,6d,9c,Qs," + kQuake), take) ==
          "Your initial meld counts 115 but your side needs 120.");
    CHECK(why(position(pot + "hand0=6c,6d," + kQuake), take) ==
          "You cannot go out in the turn your side completes its pure canasta: wait a turn.");
  }
}

}  // namespace uruguayan_opening_test
