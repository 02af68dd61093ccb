// Modern American scoring of a deal (variants.md A.3, A.8): canasta
// bonuses (MA-27), incomplete melds and held aces or sevens (MA-70, MA-71),
// melded cards counting minus without a canasta (MA-72) and the game of
// 8,500 (MA-73). Threes are in
// american_threes_test.cpp, the going-out bonus in
// american_going_out_test.cpp.
#include <doctest/doctest.h>

#include "tests/engine/american_util.h"

namespace american_scoring_test {

using namespace canasta;
using namespace canasta::test;

namespace {

// Seat 0 goes out discarding the 5c with canastas of jacks and tens
// (140 + 1,000); `side1` sets side 1's melds and hands.
GameState out_with(const std::string& side1, const std::string& options = "") {
  GameState g = american("options=" + options + " turn=0 phase=play hand0=5c " +
                         "melds0=Jc,Jc,Jd,Jd,Jh,Jh,Js/Tc,Tc,Td,Td,Th,Th,Ts " + side1 + " pile=4c stock=6c");
  REQUIRE(play(g, "discard 5c") == "");
  REQUIRE(g.is_deal_over());
  return g;
}

struct Case {
  const char* name;
  const char* melds;
  const char* keys;
};

}  // namespace

TEST_CASE("MA-27: canasta bonuses by kind, on top of the cards' values") {
  const Case cases[] = {
      {"natural kings 500", "Kc,Kc,Kd,Kd,Kh,Kh,Ks", "melds 70, canastas 500, deal 570"},
      {"mixed kings, 5 + 2, 300", "Kc,Kc,Kd,Kd,Kh,2c,Jk", "melds 120, canastas 300, deal 420"},
      {"mixed kings, 6 + 1, 300", "Kc,Kc,Kd,Kd,Kh,Kh,2c", "melds 80, canastas 300, deal 380"},
      {"mixed aces (laid mixed in the initial meld) 300", "Ac,Ac,Ad,Ad,Ah,2c,Jk", "melds 170, canastas 300, deal 470"},
      {"natural aces 2,500", "Ac,Ac,Ad,Ad,Ah,Ah,As", "melds 140, canastas 2500, deal 2640"},
      {"sevens 2,500", "7c,7c,7d,7d,7h,7h,7s", "melds 35, canastas 2500, deal 2535"},
      {"seven deuces 3,000", "2c,2c,2d,2d,2h,2h,2s", "melds 140, canastas 3000, deal 3140"},
      {"four jokers and three deuces 2,500", "2c,2d,2h,Jk,Jk,Jk,Jk", "melds 260, canastas 2500, deal 2760"},
      {"three jokers and four deuces 2,000", "2c,2d,2h,2s,Jk,Jk,Jk", "melds 230, canastas 2000, deal 2230"},
      {"one joker and six deuces 2,000", "2c,2c,2d,2d,2h,2h,Jk", "melds 170, canastas 2000, deal 2170"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.name);
    const GameState g = out_with(std::string("melds1=") + c.melds);
    CHECK(keys(g, 1) == c.keys);
  }
  SUBCASE("the bonuses add up") {
    const GameState g = out_with("melds1=Ac,Ac,Ad,Ad,Ah,Ah,As/7c,7c,7d,7d,7h,7h,7s/2c,2c,2d,2d,2h,2h,2s");
    CHECK(keys(g, 1) == "melds 315, canastas 8000, deal 8315");
    CHECK(g.score(1) == 8315);
  }
}

TEST_CASE("MA-70: incomplete pure aces and sevens cost 2,500 each, an incomplete wild meld 2,000") {
  SUBCASE("each alone, whatever the canastas") {
    CHECK(keys(out_with("melds1=Ac,Ad,Ah"), 1) == "melds -60, penalties -2500, deal -2560");
    CHECK(keys(out_with("melds1=7c,7d,7h,7s,7c,7d"), 1) == "melds -30, penalties -2500, deal -2530");
    CHECK(keys(out_with("melds1=2c,2d,Jk"), 1) == "melds -90, penalties -2000, deal -2090");
    CHECK(keys(out_with("melds1=Kc,Kc,Kd,Kd,Kh,Kh,Ks/Ac,Ad,Ah"), 1) ==
          "melds 130, canastas 500, penalties -2500, deal -1870");
  }
  SUBCASE("they add up") {
    const GameState g = out_with("melds1=Ac,Ad,Ah/7c,7d,7h/2c,2d,Jk");
    CHECK(keys(g, 1) == "melds -165, penalties -7000, deal -7165");
  }
  SUBCASE("an incomplete mixed ace meld costs nothing") {
    CHECK(keys(out_with("melds1=Ac,Ad,2c"), 1) == "melds -60, deal -60");
  }
  SUBCASE("four jokers: 2,000, or 2,500 under option wild2500") {
    CHECK(keys(out_with("melds1=Jk,Jk,Jk,Jk"), 1) == "melds -200, penalties -2000, deal -2200");
    CHECK(keys(out_with("melds1=Jk,Jk,Jk,Jk", "wild2500"), 1) == "melds -200, penalties -2500, deal -2700");
    CHECK(keys(out_with("melds1=2c,Jk,Jk,Jk", "wild2500"), 1) == "melds -170, penalties -2000, deal -2170");
  }
}

TEST_CASE("MA-71: a player holding three aces or three sevens costs 1,500 for each, on top of their values") {
  SUBCASE("three aces in one hand") {
    CHECK(keys(out_with("hand1=Ac,Ad,Ah"), 1) == "penalties -1500, hands -60, deal -1560");
  }
  SUBCASE("two aces in each partner's hand: no penalty") {
    CHECK(keys(out_with("hand1=Ac,Ad hand3=Ah,As"), 1) == "hands -80, deal -80");
  }
  SUBCASE("both partners, aces and sevens") {
    CHECK(keys(out_with("hand1=Ac,Ad,Ah hand3=7c,7d,7h,As"), 1) == "penalties -3000, hands -95, deal -3095");
    CHECK(keys(out_with("hand1=Ac,Ad,Ah,7c,7d,7h"), 1) == "penalties -3000, hands -75, deal -3075");
  }
  SUBCASE("dead aces count too") {
    CHECK(keys(out_with("melds1=Ac,Ac,Ad,Ad,Ah,2c,Jk hand3=Ah,As,As"), 1) ==
          "melds 170, canastas 300, penalties -1500, hands -60, deal -1090");
  }
}

TEST_CASE("MA-72: melded cards count minus without a canasta, plus with one") {
  SUBCASE("no canasta") {
    CHECK(keys(out_with("melds1=8c,8d,8h/Kc,Kd,2c hand1=4c"), 1) == "melds -70, hands -5, deal -75");
  }
  SUBCASE("a canasta turns every meld plus") {
    CHECK(keys(out_with("melds1=8c,8d,8h/Kc,Kc,Kd,Kd,Kh,Kh,Ks hand1=4c"), 1) ==
          "melds 100, canastas 500, hands -5, deal 595");
  }
  SUBCASE("a wild canasta is a canasta too") {
    CHECK(keys(out_with("melds1=8c,8d,8h/2c,2c,2d,2d,2h,2h,2s"), 1) == "melds 170, canastas 3000, deal 3170");
  }
  SUBCASE("the side that went out") {
    CHECK(keys(out_with(""), 0) == "melds 140, going_out 100, canastas 1000, deal 1240");
  }
}

TEST_CASE("MA-73: the game is 8,500; both over: the higher total; equal: another deal, as in Classic") {
  // Side 0 goes out for 1,240; side 1 scores 70 + 500 - 5 = 565.
  auto deal = [](const std::string& scores) {
    GameState g = american("scores=" + scores + " turn=0 phase=play hand0=5c hand1=4c " +
                           "melds0=Jc,Jc,Jd,Jd,Jh,Jh,Js/Tc,Tc,Td,Td,Th,Th,Ts melds1=" + kKings + " pile=4c stock=6c");
    REQUIRE(play(g, "discard 5c") == "");
    return g;
  };
  CHECK(rules_preset("american")->game_target == 8500);
  SUBCASE("8,499 is not enough") {
    const GameState g = deal("7259,0");
    CHECK(g.score(0) == 8499);
    CHECK_FALSE(g.is_game_over());
    CHECK(g.is_deal_over());
  }
  SUBCASE("8,500 wins") {
    const GameState g = deal("7260,0");
    CHECK(g.score(0) == 8500);
    CHECK(g.is_game_over());
    CHECK(g.winner() == 0);
  }
  SUBCASE("both over: the higher total wins, though the other went out") {
    const GameState g = deal("7300,8000");
    CHECK(g.score(0) == 8540);
    CHECK(g.score(1) == 8565);
    CHECK(g.winner() == 1);
  }
  SUBCASE("both over and equal: another deal") {
    GameState g = deal("7400,8075");
    CHECK(g.score(0) == 8640);
    CHECK(g.score(1) == 8640);
    CHECK_FALSE(g.is_game_over());
    CHECK(g.start_next_deal().ok());
    CHECK(g.deal_number() == 1);
  }
}

}  // namespace american_scoring_test
