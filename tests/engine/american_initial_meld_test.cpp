// Modern American initial meld (variants.md A.5): the minimum by score
// (MA-40), what counts toward it (MA-42), the pure meld it needs (MA-43),
// no mixed canasta (MA-44), the splash (MA-45) and the partner melding
// freely afterwards (MA-47). Bonus cards (MA-41) and the pile with the
// initial meld (MA-46) are tested with the stock (MA-05) and in
// american_no_dead_end_test.cpp.
#include <doctest/doctest.h>

#include "tests/engine/american_util.h"

namespace american_initial_meld_test {

using namespace canasta;
using namespace canasta::test;

namespace {

// Seat 0's side has not melded; seat 0 has drawn. 60 in aces, 30 in each
// of kings, queens and jacks.
GameState opening(const std::string& fields) {
  return american("turn=0 phase=play hand0=Ac,Ad,Ah,Kc,Kd,Kh,Qs,Qd,Qh,Jc,Jd,Jh,5c,5d,5h,2c,6c,4d " + fields +
                  " pile=4c stock=5s,9c,Ts,Js,8c,8d,8h,9h,9d");
}

std::string below(int have, int need) {
  return "Your initial meld counts " + std::to_string(have) + " but your side needs " + std::to_string(need) + ".";
}

}  // namespace

TEST_CASE("MA-40: the minimum is 125 below 3,000 (negative included), 155 from 3,000, 180 from 5,000") {
  const Rules rules = *rules_preset("american");
  CHECK(rules.minimum_count(-5000) == 125);
  CHECK(rules.minimum_count(-5) == 125);
  CHECK(rules.minimum_count(0) == 125);
  CHECK(rules.minimum_count(2995) == 125);
  CHECK(rules.minimum_count(3000) == 155);
  CHECK(rules.minimum_count(4995) == 155);
  CHECK(rules.minimum_count(5000) == 180);
  CHECK(rules.minimum_count(8000) == 180);
  SUBCASE("a negative score: 125 exactly is enough, 120 is not") {
    const GameState g = opening("scores=-500,0");
    CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh 2c + 5c 5d 5h") == "");  // 60 + 50 + 15
    CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh + Qs Qd Qh") == below(120, 125));
  }
  SUBCASE("the side's own score decides, not the opponents'") {
    const GameState g = opening("scores=2995,6000");
    CHECK(g.minimum_count(0) == 125);
    CHECK(g.minimum_count(1) == 180);
    CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh + Qs Qd Qh + Jc Jd Jh") == "");  // 150
  }
  SUBCASE("3,000: 150 is not enough") {
    const GameState g = opening("scores=3000,0");
    CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh + Qs Qd Qh + Jc Jd Jh") == below(150, 155));
    CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh + Qs Qd Qh + Jc Jd Jh + 5c 5d 5h") == "");  // 165
  }
  SUBCASE("5,000: 170 is not enough") {
    const GameState g = opening("scores=5000,0");
    CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh 2c + Qs Qd Qh + Jc Jd Jh") == below(170, 180));
    CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh 2c + Qs Qd Qh + Jc Jd Jh + 5c 5d 5h") == "");  // 185
  }
}

TEST_CASE("MA-42: only cards from the hand laid that turn count, all in one move") {
  SUBCASE("several melds combine, but not over two moves") {
    const GameState g = opening("");
    CHECK(why(g, "meld Kc Kd Kh") == below(30, 125));
    CHECK_FALSE(listed(g, "meld Kc Kd Kh"));
    CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh + Qs Qd Qh + Jc Jd Jh") == "");
  }
  SUBCASE("the pile's top card and the pair shown with it never count") {
    // Pair and top would add 30 to the hand's 100.
    const GameState g = american("turn=0 hand0=Kc,Kd,Ac,Ad,Ah,Qs,Qd,Qh,Qc,5c,6c pile=4c,Kh stock=5s,9c");
    CHECK(why(g, "pickup Kc Kd + Ac Ad Ah + Qs Qd Qh Qc") == below(100, 125));
    CHECK_FALSE(listed(g, "pickup Kc Kd + Ac Ad Ah + Qc Qd Qh Qs"));
  }
  SUBCASE("a canasta's bonus does not count (without the splash)") {
    const GameState g = american("options=nosplash turn=0 phase=play hand0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,Qs,Qd,Qh,5c,6c "
                                 "pile=4c stock=5s,9c");
    CHECK(why(g, "meld Kc Kc Kd Kd Kh Kh Ks + Qs Qd Qh") == below(100, 125));
  }
  SUBCASE("laid-out threes do not count") {
    const GameState g = opening("red30=3d,3h black30=3c,3s");
    CHECK(why(g, "meld Ac Ad Ah + Kc Kd Kh + Qs Qd Qh") == below(120, 125));
  }
}

TEST_CASE("MA-43: the initial meld holds a pure meld of three: natural, or (unless clean_triple) wild") {
  const std::string hand = "turn=0 phase=play hand0=Kc,Kd,Qs,Qd,Ac,Ad,2c,2d,2h,Jk,Jk,5c,6c pile=4c stock=5s,9c";
  SUBCASE("mixed melds only: refused whatever they count") {
    const GameState g = american(hand);
    CHECK(why(g, "meld Kc Kd 2c + Qs Qd Jk + Ac Ad 2d") ==  // 40 + 70 + 60
          "Your initial meld needs a meld of three or more cards without wild cards, or of wild cards only.");
  }
  SUBCASE("a meld of wild cards is pure") {
    const GameState g = american(hand);
    CHECK(why(g, "meld 2: 2c 2d 2h Jk Jk") == "");  // 60 + 100
  }
  SUBCASE("clean_triple: only a natural meld of three") {
    const GameState g = american("options=clean_triple " + hand);
    CHECK(why(g, "meld 2: 2c 2d 2h Jk Jk") ==
          "Your initial meld needs a meld of three or more natural cards without wild cards.");
    const GameState n = opening("options=clean_triple");
    CHECK(why(n, "meld Ac Ad Ah + Kc Kd Kh 2c + 5c 5d 5h") == "");
  }
}

TEST_CASE("MA-44: no mixed canasta completed in the initial meld") {
  const std::string hand = "turn=0 phase=play hand0=Kc,Kc,Kd,Kh,Ks,2c,Jk,Ac,Ad,Ah,Qs,Qd,Qh,5c,6c pile=4c stock=5s,9c";
  SUBCASE("in the initial meld's move") {
    const GameState g = american(hand);
    CHECK(why(g, "meld Kc Kc Kd Kh Ks 2c Jk + Ac Ad Ah") == "A mixed canasta may not be completed in the initial meld.");
    CHECK(why(g, "meld Kc Kc Kd Kh Ks 2c + Ac Ad Ah + Qs Qd Qh") == "");  // six cards: not yet a canasta
  }
  SUBCASE("nor in a later move of that turn: the initial meld is all the side lays that turn") {
    GameState g = american(hand);
    REQUIRE(play(g, "meld Kc Kc Kd Kh Ks 2c + Ac Ad Ah + Qs Qd Qh") == "");
    CHECK(why(g, "meld K: Jk") == "A mixed canasta may not be completed in the initial meld.");
    CHECK_FALSE(listed(g, "meld K: Jk"));
  }
  SUBCASE("going out in the initial meld's turn: not through a mixed canasta") {
    // The kings make a splash; the queens could only close mixed.
    GameState g = american("turn=0 phase=play hand0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,Qc,Qc,Qd,Qd,Qh,2c,Jk,5c "
                           "pile=4c stock=5s,9c");
    CHECK(why(g, "ask") == "You may ask \"May I go out?\" only when you can go out this turn.");
    CHECK(why(g, "meld Kc Kc Kd Kd Kh Kh Ks + Qc Qc Qd Qd Qh 2c Jk") ==
          "A mixed canasta may not be completed in the initial meld.");
    CHECK(play(g, "meld Kc Kc Kd Kd Kh Kh Ks") == "");
    CHECK(why(g, "meld Qc Qc Qd Qd Qh 2c Jk") == "A mixed canasta may not be completed in the initial meld.");
    CHECK(why(g, "meld Qc Qc Qd Qd Qh 2c") == "");  // six cards: not a canasta yet
  }
  SUBCASE("a natural canasta may be (MA-45)") {
    const GameState g = american("turn=0 phase=play hand0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,5c,6c pile=4c stock=5s,9c");
    CHECK(why(g, "meld Kc Kc Kd Kd Kh Kh Ks") == "");
  }
  SUBCASE("a later turn: the rule of five lets 5 + 2 make it") {
    GameState g = american("turn=0 phase=play hand0=2c,Jk,5c,6c melds0=Kc,Kc,Kd,Kh,Ks/Ac,Ad,Ah pile=4c stock=5s,9c");
    CHECK(play(g, "meld K: 2c Jk") == "");
    CHECK(g.canastas(0) == 1);
  }
}

TEST_CASE("MA-45: the splash - a natural or wild canasta laid from the hand waives the minimum") {
  SUBCASE("seven natural kings: 70 is enough") {
    const std::string hand = "turn=0 phase=play hand0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,5c,6c pile=4c stock=5s,9c";
    GameState g = american(hand);
    CHECK(listed(g, "meld Kc Kc Kd Kd Kh Kh Ks"));
    CHECK(play(g, "meld Kc Kc Kd Kd Kh Kh Ks") == "");
    CHECK(g.side_has_melded(0));
    CHECK(g.canastas(0) == 1);
    const GameState no = american("options=nosplash " + hand);
    CHECK(why(no, "meld Kc Kc Kd Kd Kh Kh Ks") == below(70, 125));
  }
  SUBCASE("seven deuces at 5,000: 140 is enough against 180") {
    const std::string hand = "turn=0 phase=play scores=5000,0 hand0=2c,2c,2d,2d,2h,2h,2s,5c,6c pile=4c stock=5s,9c";
    const GameState g = american(hand);
    CHECK(why(g, "meld 2: 2c 2c 2d 2d 2h 2h 2s") == "");
    const GameState no = american("options=nosplash " + hand);
    CHECK(why(no, "meld 2: 2c 2c 2d 2d 2h 2h 2s") == below(140, 180));
  }
  SUBCASE("a canasta made with the pile's top card is not laid from the hand") {
    const GameState g = american("turn=0 hand0=Kc,Kc,Kd,Kd,Kh,Ks,Ks,5c,6c pile=4c,Kh stock=5s,9c");
    CHECK(why(g, "pickup Kc Kd + Kc Kd Ks Ks") == below(40, 125));
  }
}

TEST_CASE("MA-47: once a partner has melded, the other melds freely") {
  // Seat 0 made side 0's initial meld in an earlier turn; seat 2 plays.
  const std::string fields = "turn=2 melded=0 hand2=Jc,Jd,Qs,Qd,2c,5c,6c melds0=Kc,Kd,Kh ";
  SUBCASE("no minimum for seat 2's first meld") {
    const GameState g = american(fields + "phase=play pile=4c stock=5s,9c");
    CHECK(why(g, "meld Qs Qd 2c") ==
          "Wild cards join the queens only once the meld holds 5 natural cards (the rule of five), except in "
          "the turn of the initial meld.");
    const GameState h = american("turn=2 melded=0 phase=play hand2=Jc,Jd,Jh,5c,6c melds0=Kc,Kd,Kh pile=4c "
                                 "stock=5s,9c");
    CHECK(why(h, "meld Jc Jd Jh") == "");  // 30
    CHECK(listed(h, "meld Jc Jd Jh"));
  }
  SUBCASE("the pile with a pair alone, no initial meld") {
    GameState g = american(fields + "pile=4c,Jh stock=5s,9c");
    CHECK(listed(g, "pickup Jc Jd"));
    CHECK(play(g, "pickup Jc Jd") == "");
    CHECK(g.meld(0, Rank::Jack).size() == 3);
    CHECK(g.has_melded(2));
  }
}

}  // namespace american_initial_meld_test
