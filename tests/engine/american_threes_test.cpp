// Modern American threes (variants.md A.2): every three a bonus card laid
// out and replaced (MA-10), one kept for a straight (MA-11), how the
// laid-out threes score by colour and by canastas (MA-12, MA-13), and a
// three left in a hand (MA-14, MA-15). The hands of threes and wild cards
// the bots met are in american_no_dead_end_test.cpp.
#include <doctest/doctest.h>

#include "tests/engine/american_util.h"

namespace american_threes_test {

using namespace canasta;
using namespace canasta::test;

namespace {

// Seat 0 goes out by discarding the 5c with two natural canastas (kings,
// queens: 140 + 1,000). `side1` gives side 1's melds, threes and hand.
GameState out_with(const std::string& side0_threes, const std::string& side1) {
  GameState g = american("turn=0 phase=play hand0=5c melds0=" + std::string(kKings) + "/" + kQueens + " " +
                         side0_threes + " " + side1 + " pile=6s stock=7s,9s");
  REQUIRE(play(g, "discard 5c") == "");
  REQUIRE(g.is_deal_over());
  return g;
}

}  // namespace

TEST_CASE("MA-10: a three drawn is laid out and replaced, again while threes come; never melded or discarded") {
  GameState g = american("turn=0 hand0=9s,5c melds0=Kc,Kd,Kh pile=4c stock=3c,3h,3s,9d,8d");
  REQUIRE(play(g, "draw") == "");
  CHECK(cards_text(g.hand_cards(0)) == "9d 9s 5c");
  CHECK(cards_text(g.black_three_cards(0)) == "3c 3s");
  CHECK(cards_text(g.red_three_cards(0)) == "3h");
  CHECK(g.stock_size() == 1);
  const GameState kept = american("turn=1 phase=play hand1=3c,5d,9h pile=4c stock=9d");  // kept (MA-11)
  CHECK(why(kept, "meld 3c 3s 3s") == "Threes are never melded in this game.");
  CHECK(why(kept, "discard 3c") == "Threes are never discarded.");
  CHECK_FALSE(listed(kept, "discard 3c"));
}

TEST_CASE("MA-11: a side that has not melded may keep one three, laid out once the side melds") {
  SUBCASE("the first three drawn stays in the hand") {
    GameState g = american("turn=0 hand0=9s,5c pile=4c stock=3c,9d,8d");
    REQUIRE(play(g, "draw") == "");
    CHECK(cards_text(g.hand_cards(0)) == "9s 5c 3c");
    CHECK(g.black_threes(0) == 0);
    CHECK(g.stock_size() == 2);
  }
  SUBCASE("never more than one: a second is laid out and replaced") {
    GameState g = american("turn=0 hand0=9s,5c,3h pile=4c stock=3c,9d,8d");
    REQUIRE(play(g, "draw") == "");
    CHECK(cards_text(g.hand_cards(0)) == "9d 9s 5c 3h");
    CHECK(cards_text(g.black_three_cards(0)) == "3c");
  }
  SUBCASE("the initial meld lays it out, with its replacement") {
    GameState g = american("turn=0 phase=play hand0=Ac,Ad,Ah,Kc,Kd,Kh,Jk,Qs,Qd,Qh,9s,5c,3c pile=4c "
                           "stock=3s,9d,8d,7d,6d,5d,4d,9h,8h,7h,6h");
    REQUIRE(play(g, "meld Ac Ad Ah + Kc Kd Kh Jk + Qs Qd Qh") == "");
    CHECK(cards_text(g.black_three_cards(0)) == "3c 3s");  // the replacement was a three too
    CHECK(cards_text(g.hand_cards(0)) == "9d 9s 5c");
    CHECK(g.stock_size() == 9);
  }
  SUBCASE("none kept under nospecials") {
    GameState g = american("options=nospecials turn=0 hand0=9s,5c pile=4c stock=3c,9d,8d");
    REQUIRE(play(g, "draw") == "");
    CHECK(cards_text(g.hand_cards(0)) == "9d 9s 5c");
    CHECK(g.black_threes(0) == 1);
  }
}

TEST_CASE("MA-12: threes score by colour, 100, 300, 500 or 1,000 for one to four of a colour") {
  SUBCASE("2 red and 1 black: 300 + 100, the spec's example") {
    const GameState g = out_with("red30=3d,3h black30=3c", "");
    CHECK(keys(g, 0) == "melds 140, going_out 100, red_threes 300, canastas 1000, black_threes 100, deal 1640");
  }
  SUBCASE("1 red and 2 black: 100 + 300, not 400 for three threes") {
    const GameState g = out_with("red30=3h black30=3c,3s", "");
    CHECK(g.deal_score().side[0].red_threes == 100);
    CHECK(g.deal_score().side[0].black_threes == 300);
  }
  SUBCASE("3 red and 4 black: 500 + 1,000") {
    const GameState g = out_with("red30=3d,3h,3h black30=3c,3c,3s,3s", "");
    CHECK(keys(g, 0) == "melds 140, going_out 100, red_threes 500, canastas 1000, black_threes 1000, deal 2740");
  }
  SUBCASE("4 red: 1,000") {
    const GameState g = out_with("red30=3d,3d,3h,3h", "");
    CHECK(g.deal_score().side[0].red_threes == 1000);
    CHECK(g.deal_score().side[0].black_threes == 0);
  }
}

TEST_CASE("MA-13: the threes count minus with no canasta, nothing with one, plus with two") {
  // Side 1 holds 2 red and 1 black three (300 + 100) and the 4c 4d (-10).
  const std::string threes = "red31=3d,3h black31=3c hand1=4c,4d ";
  SUBCASE("no canasta: subtracted, the melds too (MA-72)") {
    const GameState g = out_with("", threes + "melds1=8c,8d,8h");
    CHECK(keys(g, 1) == "melds -30, red_threes -300, black_threes -100, hands -10, deal -440");
  }
  SUBCASE("no canasta and no meld: subtracted") {
    const GameState g = out_with("", threes);
    CHECK(keys(g, 1) == "red_threes -300, black_threes -100, hands -10, deal -410");
  }
  SUBCASE("one canasta: ignored") {
    const GameState g = out_with("", threes + "melds1=8c,8c,8d,8d,8h,8h,8s/9c,9d,9h");
    CHECK(keys(g, 1) == "melds 100, canastas 500, hands -10, deal 590");
  }
  SUBCASE("a mixed or wild canasta counts as one as well") {
    const GameState g = out_with("", threes + "melds1=8c,8c,8d,8d,8h,2c,Jk");
    CHECK(keys(g, 1) == "melds 120, canastas 300, hands -10, deal 410");
  }
  SUBCASE("two canastas: added") {
    const GameState g = out_with("", threes + "melds1=8c,8c,8d,8d,8h,8h,8s/2c,2c,2d,2d,2h,2h,2s");
    CHECK(keys(g, 1) == "melds 210, red_threes 300, canastas 3500, black_threes 100, hands -10, deal 4100");
  }
  SUBCASE("the side that went out with its two canastas: added") {
    const GameState g = out_with("red30=3d,3h black30=3c", threes);
    CHECK(g.deal_score().side[0].red_threes == 300);
    CHECK(g.deal_score().side[0].black_threes == 100);
  }
}

TEST_CASE("MA-14: a three drawn as the stock's last card ends the play at once and costs 5 in the hand") {
  // Side 0 has melded (no three is kept for a straight, MA-11); the stock's
  // last card is the 3s.
  GameState g = american("turn=0 hand0=6c,5c hand1=4c,4d melds0=" + std::string(kKings) +
                         "/8c,8d,8h melds1=9c,9d,9h pile=6s stock=3s");
  REQUIRE(play(g, "draw") == "");
  CHECK(g.phase() == Phase::DealOver);   // no discard: the play is over
  CHECK(g.deal_end() == DealEnd::RedThreeLast);
  CHECK(g.went_out() == -1);
  CHECK(cards_text(g.hand_cards(0)) == "6c 5c 3s");  // no replacement: it stays in the hand
  CHECK(g.black_threes(0) == 0);
  // 5 + 5 + the three's 5; no going-out bonus for anyone.
  CHECK(keys(g, 0) == "melds 100, canastas 500, hands -15, deal 585");
  CHECK(keys(g, 1) == "melds -30, hands -10, deal -40");

  SUBCASE("a red three likewise") {
    GameState r = american("turn=0 hand0=6c,5c melds0=" + std::string(kKings) + " pile=6s stock=3h");
    REQUIRE(play(r, "draw") == "");
    CHECK(r.phase() == Phase::DealOver);
    CHECK(r.red_threes(0) == 0);
    CHECK(r.deal_score().side[0].hands == -15);
  }
  SUBCASE("with option three_in_hand_100 it costs 100 (MA-15's option)") {
    GameState h = american("options=three_in_hand_100 turn=0 hand0=6c,5c melds0=" + std::string(kKings) +
                           " pile=6s stock=3s");
    REQUIRE(play(h, "draw") == "");
    CHECK(h.deal_score().side[0].hands == -110);
  }
}

TEST_CASE("MA-15: a three kept for a straight and still in the hand at the end costs 5") {
  // Seat 1's side has not melded and seat 1 kept the 3c (MA-11); seat 0
  // goes out.
  SUBCASE("a black three: 5") {
    const GameState g = out_with("", "hand1=4c,3c");
    CHECK(keys(g, 1) == "hands -10, deal -10");
  }
  SUBCASE("a red three: 5 too, not a laid-out bonus card") {
    const GameState g = out_with("", "hand1=4c,3h");
    CHECK(keys(g, 1) == "hands -10, deal -10");
    CHECK(g.red_threes(1) == 0);
  }
  SUBCASE("option three_in_hand_100: 100") {
    GameState g = american("options=three_in_hand_100 turn=0 phase=play hand0=5c hand1=4c,3h melds0=" +
                           std::string(kKings) + "/" + kQueens + " pile=6s stock=7s,9s");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(keys(g, 1) == "hands -105, deal -105");
  }
}

}  // namespace american_threes_test
