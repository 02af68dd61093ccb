// Scoring a deal and a game (laws 16, 29, 42-44).
#include <doctest/doctest.h>

#include "test_util.h"

namespace scoring_test {

using namespace canasta;
using canasta::test::play;
using canasta::test::position;

namespace {

// Seat 0 goes out by discarding the 5c. Side 0: a natural canasta of kings
// (70 + 500) and 9-9-2 (40), one red three, partner holds A and joker (70).
// Side 1: 8-8-8 (30), one red three, 4-4 and Q left (20).
constexpr const char* kGoingOut =
    "players=4 turn=0 phase=play hand0=5c hand1=4c,4d hand2=Ac,Jk hand3=Qs "
    "melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh/9c,9d,2c melds1=8c,8d,8h red30=3h red31=3d pile=6s stock=7s";

}  // namespace

TEST_CASE("Scoring - the side that goes out and its opponents (laws 42, 43)") {
  GameState g = position(kGoingOut);
  REQUIRE(play(g, "discard 5c") == "");
  const DealScore d = g.deal_score();
  REQUIRE(d.sides == 2);
  CHECK(d.side[0] == SideScore{110, 100, 0, 100, 500, -70, 740, 740});
  CHECK(d.side[1] == SideScore{30, 0, 0, 100, 0, -20, 110, 110});
  CHECK(g.score(0) == 740);
  CHECK(g.phase() == Phase::DealOver);
  CHECK_FALSE(g.winner());
}

TEST_CASE("Scoring - red threes count minus for a side that has not melded") {
  GameState g = position(
      "players=4 turn=0 phase=play hand0=5c hand1=4c,4d melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh red31=3d,3h "
      "pile=6s stock=7s");
  REQUIRE(play(g, "discard 5c") == "");
  CHECK(g.deal_score().side[1] == SideScore{0, 0, 0, -200, 0, -10, -210, -210});
}

TEST_CASE("Scoring - all four red threes count 200 each") {
  GameState g = position(
      "players=4 turn=0 phase=play hand0=5c melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh red30=3d,3d,3h,3h pile=6s stock=7s");
  REQUIRE(play(g, "discard 5c") == "");
  CHECK(g.deal_score().side[0].red_threes == 800);
}

TEST_CASE("Scoring - a mixed canasta counts 300") {
  GameState g = position(
      "players=4 turn=0 phase=play hand0=5c melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh,2d pile=6s stock=7s");
  REQUIRE(play(g, "discard 5c") == "");
  CHECK(g.deal_score().side[0] == SideScore{90, 100, 0, 0, 300, 0, 490, 490});
}

TEST_CASE("Scoring - three-pack: three sides, five red threes count 1,000") {
  GameState g = position(
      "variant=threepack players=6 turn=0 phase=play hand0=5c hand1=4c hand2=Qs "
      "melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh/Ac,Ad,Ah,As,Ac,Ad,Jk red30=3d,3d,3d,3h,3h red32=3h "
      "pile=6s stock=7s");
  REQUIRE(play(g, "discard 5c") == "");
  const DealScore d = g.deal_score();
  REQUIRE(d.sides == 3);
  CHECK(d.side[0] == SideScore{240, 100, 0, 1000, 800, 0, 2140, 2140});
  CHECK(d.side[1] == SideScore{0, 0, 0, 0, 0, -5, -5, -5});
  CHECK(d.side[2] == SideScore{0, 0, 0, -100, 0, -10, -110, -110});
}

TEST_CASE("Game - the first side to 5,000 wins; both over: the higher wins; equal: another deal") {
  SUBCASE("one side over") {
    GameState g = position(std::string(kGoingOut) + " scores=4500,0");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.is_game_over());
    CHECK(g.winner() == 0);
    CHECK(g.start_next_deal().why == Why::kGameOver);
  }
  SUBCASE("both over: the higher total") {
    GameState g = position(std::string(kGoingOut) + " scores=4300,4950");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.score(0) == 5040);
    CHECK(g.score(1) == 5060);
    CHECK(g.is_game_over());
    CHECK(g.winner() == 1);
  }
  SUBCASE("both over and equal: another deal") {
    GameState g = position(std::string(kGoingOut) + " scores=4400,5030");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.score(0) == 5140);
    CHECK(g.score(1) == 5140);
    CHECK_FALSE(g.is_game_over());
    CHECK(g.is_deal_over());
    CHECK(g.start_next_deal().ok());
    CHECK(g.deal_number() == 1);
  }
  SUBCASE("three-pack plays to 10,000") {
    CHECK(rules_preset("threepack")->game_target == 10000);
  }
}

}  // namespace scoring_test
