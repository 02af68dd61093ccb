// Scoring a Uruguayan deal (variants.md B.2 and B.5): canasta bonuses by kind
// (UY-14), the concealed canasta (UY-15), melds and red threes signed by
// having a canasta (UY-44, UY-45), black threes in hand (UY-46), the
// five- and seven-canasta bonuses (UY-47), cards left in hand (UY-48) and the
// game of 7,000 (UY-49). The closing bonus (UY-43) is in uruguayan_closing_test.
#include <doctest/doctest.h>

#include <string>

#include "test_util.h"
#include "uruguayan_util.h"

namespace uruguayan_scoring_test {

using namespace canasta;
using canasta::test::play;
using canasta::test::position;
using canasta::test::score_keys;

namespace {

// The stock is exhausted and seat 0 passes (the 6s on the pile fits no meld
// of its side): the deal ends with nobody closing. `more` places the melds,
// hands and threes.
DealScore stock_out(const std::string& more) {
  GameState g = position("variant=uruguayan players=4 turn=0 stock= pile=6s pot=1 hand0=5c " + more);
  REQUIRE(play(g, "pass") == "");
  REQUIRE(g.deal_end() == DealEnd::StockExhausted);
  return g.deal_score();
}

// Side 0's score as the deal stands now (what count_deal gives at its end).
std::string now(const std::string& notation) {
  return score_keys(count_deal(position("variant=uruguayan players=4 " + notation)).side[0]);
}

// A natural canasta of seven cards of `rank` ('4'..'A'), suits c d h s c d h.
std::string canasta_of(char rank) {
  std::string out;
  for (const char suit : {'c', 'd', 'h', 's', 'c', 'd', 'h'}) out += std::string(out.empty() ? "" : ",") + rank + suit;
  return out;
}

}  // namespace

TEST_CASE("UY-14: canastas earn 500 pure, 300 mixed, 2,000 wild of deuces and jokers, 3,000 wild of deuces only") {
  SUBCASE("pure, mixed and mixed wild") {
    // Kings 70, queens 50 + 2 jokers 100, wild 5 deuces 100 + 2 jokers 100.
    const DealScore d = stock_out("melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh/Qc,Qd,Qh,Qs,Qc,Jk,Jk/2c,2d,2h,2s,2c,Jk,Jk");
    CHECK(score_keys(d.side[0]) == "melds=420 canastas=2800 hands=-5 deal=3215");
  }
  SUBCASE("pure wild: seven deuces") {
    const DealScore d = stock_out("melds0=2c,2d,2h,2s,2c,2d,2h");
    CHECK(score_keys(d.side[0]) == "melds=140 canastas=3000 hands=-5 deal=3135");
  }
  SUBCASE("a wild meld of six is no canasta") {
    CHECK(now("hand0=5c melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh/2c,2d,2h,2s,Jk,Jk") == "melds=250 canastas=500 hands=-5 deal=745");
  }
  SUBCASE("judged as the meld stands at the end: a wild card laid on a pure canasta makes it mixed") {
    GameState g = position(
        "variant=uruguayan players=4 turn=0 phase=play hand0=2c,5c,6d melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh pile=6s pot=1 "
        "stock=7s");
    CHECK(score_keys(count_deal(g).side[0]) == "melds=70 canastas=500 hands=-30 deal=540");
    REQUIRE(play(g, "meld K: 2c") == "");
    CHECK(score_keys(count_deal(g).side[0]) == "melds=90 canastas=300 hands=-10 deal=380");
  }
}

TEST_CASE("UY-15: a canasta laid whole from the hand in one turn by a side with nothing on the table earns 1,000") {
  const std::string drawn = "variant=uruguayan players=4 turn=0 phase=play pile=6s pot=1 stock=7s ";
  SUBCASE("pure or mixed, at once or in several melds of the turn") {
    for (const char* melds : {"meld Kc Kd Kh Ks Kc Kd Kh", "meld Kc Kd Kh Ks Kc 2c Jk",
                              "meld Kc Kd Kh Ks Kc|meld Kd Kh"}) {
      CAPTURE(melds);
      GameState g = position(drawn + "hand0=Kc,Kd,Kh,Ks,Kc,Kd,Kh,2c,Jk,5c,6d");
      const std::string text = melds;
      const size_t bar = text.find('|');
      REQUIRE(play(g, text.substr(0, bar)) == "");
      if (bar != std::string::npos) REQUIRE(play(g, text.substr(bar + 1)) == "");
      CHECK(g.one_turn_canasta(0, Rank::King));
      CHECK(count_deal(g).side[0].canastas == 1000);
    }
  }
  SUBCASE("not when the side had a meld before the turn, the partner's too") {
    GameState g = position(drawn + "melds0=9c,9d,9h melded=2 hand0=Kc,Kd,Kh,Ks,Kc,Kd,Kh,5c,6d");
    REQUIRE(play(g, "meld Kc Kd Kh Ks Kc Kd Kh") == "");
    CHECK_FALSE(g.one_turn_canasta(0, Rank::King));
    CHECK(count_deal(g).side[0].canastas == 500);
  }
  SUBCASE("not over two turns") {
    GameState g = position(drawn + "melds0=Kc,Kd,Kh hand0=Ks,Kc,Kd,Kh,5c,6d");
    REQUIRE(play(g, "meld Ks Kc Kd Kh") == "");
    CHECK(count_deal(g).side[0].canastas == 500);
  }
  SUBCASE("not with the pot's top card among the seven; another canasta of the same turn still counts") {
    GameState g = position(
        "variant=uruguayan players=4 turn=0 pot=1 pile=5h,Kh stock=7s "
        "hand0=Kc,Kd,Ks,Kc,Kd,Ks,Qc,Qd,Qh,Qs,Qc,Qd,Qh,9c,8d");
    REQUIRE(play(g, "pickup Kc Kd + Qc Qd Qh Qs Qc Qd Qh") == "");
    REQUIRE(play(g, "meld Ks Kc Kd Ks") == "");
    CHECK(g.meld(0, Rank::King).size() == 7);
    CHECK_FALSE(g.one_turn_canasta(0, Rank::King));
    CHECK(g.one_turn_canasta(0, Rank::Queen));
    CHECK(count_deal(g).side[0].canastas == 1500);
  }
  SUBCASE("the notation carries it") {
    CHECK(now("hand0=5c melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh oneturn0=K") == "melds=70 canastas=1000 hands=-5 deal=1065");
  }
}

TEST_CASE("UY-44: melded cards count plus with a canasta and minus without one") {
  const DealScore d = stock_out("melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh/9c,9d,9h melds1=8c,8d,8h/Ac,Ad,Jk hand1=4c");
  CHECK(score_keys(d.side[0]) == "melds=100 canastas=500 hands=-5 deal=595");
  CHECK(score_keys(d.side[1]) == "melds=-120 hands=-5 deal=-125");
}

TEST_CASE("UY-45: red threes 100, 200, 300, all four 800; plus with a canasta, minus without, melded or not") {
  const char* threes[] = {"", "3h", "3h,3d", "3h,3d,3h", "3h,3d,3h,3d"};
  const int value[] = {0, 100, 200, 300, 800};
  for (int n = 1; n <= 4; ++n) {
    CAPTURE(n);
    const std::string red = std::string(" red30=") + threes[n];
    CHECK(count_deal(position("variant=uruguayan hand0=5c melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh" + red)).side[0].red_threes ==
          value[n]);
    CHECK(count_deal(position("variant=uruguayan hand0=5c melds0=Kc,Kd,Kh,Ks,Kc,Kd" + red)).side[0].red_threes ==
          -value[n]);
    CHECK(count_deal(position("variant=uruguayan hand0=5c" + red)).side[0].red_threes == -value[n]);
  }
  // Classic signs them by having melded: the same six kings count plus there.
  CHECK(count_deal(position("hand0=5c melds0=Kc,Kd,Kh,Ks,Kc,Kd red30=3h")).side[0].red_threes == 100);
  // At the deal's end.
  const DealScore d = stock_out("melds0=9c,9d,9h red30=3h,3d red31=3h,3d melds1=Kc,Kd,Kh,Ks,Kc,Kd,Kh hand1=4c");
  CHECK(score_keys(d.side[0]) == "melds=-30 red_threes=-200 hands=-5 deal=-235");
  CHECK(score_keys(d.side[1]) == "melds=70 red_threes=200 canastas=500 hands=-5 deal=765");
}

TEST_CASE("UY-46: a black three left in hand costs 100") {
  const DealScore d = stock_out("hand1=3c,3s,Kc hand3=3c");
  CHECK(score_keys(d.side[1]) == "hands=-310 deal=-310");
  CHECK(score_keys(d.side[0]) == "hands=-5 deal=-5");
  // Classic counts it 5.
  CHECK(count_deal(position("hand0=5c hand1=3c,3s,Kc")).side[1].hands == -20);
}

TEST_CASE("UY-47: five canastas earn 500 more, seven 2,000 (not 2,500)") {
  const std::string ranks = "AKQJT98";
  const int count_bonus[] = {0, 0, 0, 0, 0, 500, 500, 2000};
  for (int n = 1; n <= 7; ++n) {
    CAPTURE(n);
    std::string melds;
    for (int i = 0; i < n; ++i) melds += (i ? "/" : "") + canasta_of(ranks[i]);
    const SideScore s = count_deal(position("variant=uruguayan hand0=5c melds0=" + melds)).side[0];
    CHECK(s.canastas == 500 * n);
    CHECK(s.canasta_count == count_bonus[n]);
  }
  // A wild canasta is one of the five: four natural ones (2,000) and seven
  // deuces (3,000).
  const SideScore wild = count_deal(position("variant=uruguayan hand0=5c melds0=" + canasta_of('A') + "/" +
                                             canasta_of('K') + "/" + canasta_of('Q') + "/" + canasta_of('J') +
                                             "/2c,2d,2h,2s,2c,2d,2h")).side[0];
  CHECK(wild.canastas == 5000);
  CHECK(wild.canasta_count == 500);
  // At the deal's end: aces 140, kings, queens, jacks, tens 70 each = 420.
  const DealScore d = stock_out("melds0=" + canasta_of('A') + "/" + canasta_of('K') + "/" + canasta_of('Q') + "/" +
                                canasta_of('J') + "/" + canasta_of('T'));
  CHECK(score_keys(d.side[0]) == "melds=420 canastas=2500 canasta_count=500 hands=-5 deal=3415");
}

TEST_CASE("UY-48: cards left in the hands count their value against the side, both partners' hands") {
  // Seat 0: 5c. Seat 2: joker 50, ace 20, deuce 20, king 10, seven 5, four 5.
  const DealScore d = stock_out("melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh hand2=Jk,Ac,2c,Ks,7c,4c");
  CHECK(score_keys(d.side[0]) == "melds=70 canastas=500 hands=-115 deal=455");
  CHECK(score_keys(d.side[1]) == "deal=0");
}

TEST_CASE("UY-49: the game is 7,000 (5,000 with quick); past it, the higher side wins") {
  // Seat 0 closes: side 0 scores 1,220 (see UY-43), side 1 -40.
  const std::string close =
      "variant=uruguayan players=4 turn=0 phase=play hand0=5c hand1=4c,4d melds1=8c,8d,8h pile=6s pot=1 stock=7s "
      "melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh/Qc,Qd,Qh,Qs,Qc,Jk,Jk ";
  SUBCASE("5,780 + 1,220 = 7,000 ends the game") {
    GameState g = position(close + "scores=5780,0");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.score(0) == 7000);
    CHECK(g.is_game_over());
    CHECK(g.winner() == 0);
  }
  SUBCASE("6,990 is not enough") {
    GameState g = position(close + "scores=5770,0");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.score(0) == 6990);
    CHECK_FALSE(g.is_game_over());
  }
  SUBCASE("both sides past 7,000: the higher wins") {
    GameState g = position(close + "scores=6000,7100");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.score(0) == 7220);
    CHECK(g.score(1) == 7060);
    CHECK(g.winner() == 0);
  }
  SUBCASE("quick: 5,000") {
    GameState g = position("options=quick " + close + "scores=3780,0");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.score(0) == 5000);
    CHECK(g.is_game_over());
  }
}

}  // namespace uruguayan_scoring_test
