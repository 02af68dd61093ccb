// Modern American bonus cards and the hand floor (variants.md A.4, A.5):
// the hand floor and its exception (MA-35), bonus cards (MA-41) and the
// pile taken with the initial meld (MA-46), with exact cards and counts.
// The positions the bots met are in american_no_dead_end_test.cpp.
#include <doctest/doctest.h>

#include "tests/engine/american_util.h"

namespace american_bonus_test {

using namespace canasta;
using namespace canasta::test;

namespace {

// Seat 0's side has not melded; an initial meld of 60 + 80 + 30 = 170 is in
// hand, with the 5c (and `more`) left. The stock holds 11 cards.
GameState opening(const std::string& more = "", const std::string& fields = "") {
  return american("turn=0 phase=play hand0=Ac,Ad,Ah,Kc,Kd,Kh,Jk,Qs,Qd,Qh,5c" + more + " " + fields +
                  " pile=4c stock=5s,9c,Ts,Js,8c,8d,8h,9h,9d,4h,4s");
}

constexpr const char* kInitialMeld = "meld Ac Ad Ah + Kc Kd Kh Jk + Qs Qd Qh";

// Side 0 melded (seat 0 made the initial meld); seat 0's bonus cards wait.
constexpr const char* kWaiting = "melds0=Ac,Ad,Ah/Kc,Kd,Kh,Jk/Qd,Qh,Qs melded=0";

}  // namespace

TEST_CASE("MA-35: a player not going out keeps a card after discarding, unless bonus cards are coming") {
  SUBCASE("after the initial meld: melding down to one card, then discarding it") {
    GameState g = opening();
    CHECK(listed(g, kInitialMeld));
    CHECK(play(g, kInitialMeld) == "");
    CHECK(g.hand_size(0) == 1);
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.hand_size(0) == 0);
    CHECK(g.bonus_cards(0).size() == 4);
    CHECK(g.turn() == 1);
  }
  SUBCASE("one card left with no bonus coming: refused") {
    const GameState g = american("turn=0 phase=play hand0=9s,9h,9d,5c melds0=Kc,Kd,Kh pile=4c "
                                 "stock=5s,9c,Ts,Js,8c,8d,8h,9h,9d");
    CHECK(why(g, "meld 9s 9h 9d") ==
          "Your side lacks 2 canastas to go out, so you must keep a card after discarding.");
    CHECK_FALSE(listed(g, "meld 9d 9h 9s"));
    CHECK(why(g, "discard 5c") == "");
  }
}

TEST_CASE("MA-41: bonus cards - 4 to the first side to meld, 3 to the second, after the discard, at the next turn") {
  SUBCASE("the first side: four from the stock's top, face down, after the discard") {
    GameState g = opening(",6c");
    REQUIRE(play(g, kInitialMeld) == "");
    CHECK(g.bonus_cards(0).empty());  // not before the discard
    CHECK(g.stock_size() == 11);
    REQUIRE(play(g, "discard 6c") == "");
    CHECK(cards_text(g.bonus_cards(0).cards()) == "Js Ts 9c 5s");
    CHECK(g.stock_size() == 7);
    CHECK(g.hand_size(0) == 1);
  }
  SUBCASE("the second side: three") {
    GameState g = opening(",6c", "melds1=Jc,Jd,Jh");
    REQUIRE(play(g, kInitialMeld) == "");
    REQUIRE(play(g, "discard 6c") == "");
    CHECK(cards_text(g.bonus_cards(0).cards()) == "Ts 9c 5s");
    CHECK(g.stock_size() == 8);
  }
  SUBCASE("they join the hand when the melder's next turn begins") {
    GameState g = american("turn=3 phase=play hand3=5d,6d hand0=6c bonus0=Js,Ts,Tc,5h " + std::string(kWaiting) +
                           " pile=4c stock=5s,9c,8c,8d,8h,9h,9d,4h,4s");
    CHECK(g.hand_size(0) == 1);
    REQUIRE(play(g, "discard 5d") == "");
    CHECK(g.turn() == 0);
    CHECK(cards_text(g.hand_cards(0)) == "Js Tc Ts 6c 5h");
    CHECK(g.bonus_cards(0).empty());
  }
  SUBCASE("only the melder gets them, not his partner after him") {
    GameState g = opening(",6c");
    REQUIRE(play(g, kInitialMeld) == "");
    REQUIRE(play(g, "discard 6c") == "");
    CHECK(g.bonus_cards(2).empty());
  }
  SUBCASE("not yet taken at the end: they count as in the hand") {
    GameState g = american("turn=1 phase=play hand1=5d hand0=6c bonus0=Js,Ts,5h melds0=Ac,Ad,Ah/Kc,Kd,Kh,Jk/Qd,Qh,Qs "
                           "melds1=Jc,Jc,Jd,Jd,Jh,Jh,Js/Tc,Tc,Td,Td,Th,Th,Ts melded=0,1 pile=4c "
                           "stock=5s,9c,8c,8d,8h,9h,9d,4h,4s");
    REQUIRE(play(g, "discard 5d") == "");
    // Hands: 6c 5 + Js 10 + Ts 10 + 5h 5. No canasta: melds minus (MA-72),
    // the pure aces incomplete (MA-70).
    CHECK(keys(g, 0) == "melds -170, penalties -2500, hands -30, deal -2700");
  }
}

TEST_CASE("MA-46: a side that has not melded takes the pile only with an initial meld from the hand") {
  // The top Kh with Kc Kd; the hand holds 60 in aces, 50 in queens and a
  // deuce, 30 in jacks.
  const std::string fields =
      "turn=0 hand0=Kc,Kd,Ac,Ad,Ah,Qs,Qd,Qh,2c,Jc,Jd,Jh,5c,6c pile=4c,9s,Kh stock=5s,9c,8c,8d,8h,9h,9d,4h,4s,Ts";
  SUBCASE("the pair alone is refused") {
    const GameState g = american(fields);
    CHECK(why(g, "pickup Kc Kd") ==
          "Your side has not melded: take the pile together with an initial meld from your hand worth "
          "at least 125.");
  }
  SUBCASE("the pair and top do not count: 120 from the hand is short") {
    const GameState g = american(fields);
    CHECK(why(g, "pickup Kc Kd + Ac Ad Ah + Qs Qd Qh + Jc Jd Jh") ==
          "Your initial meld counts 120 but your side needs 125.");
  }
  SUBCASE("with 140 from the hand: the whole pile, no bonus cards") {
    GameState g = american(fields);
    const char* take = "pickup Kc Kd + Ac Ad Ah + Qs Qd Qh 2c + Jc Jd Jh";
    CHECK(listed(g, take));
    CHECK(play(g, take) == "");
    CHECK(g.meld(0, Rank::King).size() == 3);
    CHECK(cards_text(g.hand_cards(0)) == "9s 6c 5c 4c");
    CHECK(g.opened() == Opened::WithPile);
    CHECK(play(g, "discard 9s") == "");
    CHECK(g.bonus_cards(0).empty());
    CHECK(g.stock_size() == 10);
  }
  SUBCASE("pair and top may join a king meld laid in the same move") {
    GameState g = american("turn=0 hand0=Kc,Kd,Kc,Kd,Ks,Ac,Ad,Ah,Qs,Qd,Qh,2c,5c,6c pile=4c,Kh stock=5s,9c");
    CHECK(play(g, "pickup Kc Kd + Kc Kd Ks + Ac Ad Ah + Qs Qd Qh 2c") == "");  // 30 + 60 + 50 from the hand
    CHECK(g.meld(0, Rank::King).size() == 6);
    CHECK(cards_text(g.hand_cards(0)) == "6c 5c 4c");
  }
}

TEST_CASE("MA-46: the initial meld that takes the pile holds a pure meld from the hand, not the pair and top") {
  // The pair 8c 8d with the top 8h is a pure meld of three, but it comes with
  // the pile: A-A-Jk and Q-Q-2 from the hand hold no pure meld (MA-43).
  const std::string fields =
      "players=4 dealer=3 turn=0 hand0=Ac,Ad,Jk,Qc,Qd,2c,8c,8d,6c,Td pile=4c,Jh,8h hand1=4c,4d hand2=4h,4s "
      "hand3=Th,Ts";
  const char* take = "pickup 8c 8d + Ac Ad Jk + Qc Qd 2c";
  SUBCASE("refused with the reason, and not listed") {
    const GameState g = american(fields);
    CHECK(why(g, take) ==
          "The initial meld that takes the pile needs a meld of three or more cards from your hand without wild "
          "cards, or of wild cards only: the pair and the pile's top card do not count.");
    CHECK_FALSE(listed(g, take));
  }
  SUBCASE("clean_triple: the same, naming natural cards") {
    const GameState g = american("options=clean_triple " + fields);
    CHECK(why(g, take) ==
          "The initial meld that takes the pile needs a meld of three or more natural cards from your hand without "
          "wild cards: the pair and the pile's top card do not count.");
    CHECK_FALSE(listed(g, take));
  }
  SUBCASE("three naturals from the hand laid on the pair and top make the pure meld") {
    GameState g = american("turn=0 hand0=Kc,Kd,Kc,Kd,Ks,Ac,Ad,Jk,Qs,Qd,2c,5c,6c pile=4c,Kh stock=5s,9c");
    const char* kings = "pickup Kc Kc + Ac Ad Jk + Kd Kd Ks + Qd Qs 2c";  // 90 + 30 + 40 from the hand
    CHECK(listed(g, kings));
    // Without the kings from the hand (60 + 70 would count) nothing is pure.
    CHECK_FALSE(listed(g, "pickup Kc Kc + Ac Ad 2c + Qd Qs Jk"));
    CHECK(why(g, "pickup Kc Kc + Ac Ad 2c + Qd Qs Jk") ==
          "The initial meld that takes the pile needs a meld of three or more cards from your hand without wild "
          "cards, or of wild cards only: the pair and the pile's top card do not count.");
    CHECK(play(g, kings) == "");
    CHECK(g.meld(0, Rank::King).size() == 6);
  }
  SUBCASE("two naturals from the hand on them are not one") {
    const GameState g = american("turn=0 hand0=Kc,Kd,Kc,Kd,Ac,Ad,Jk,Qs,Qd,2c,Js,5c,6c pile=4c,Kh stock=5s,9c");
    CHECK(why(g, "pickup Kc Kd + Kc Kd + Ac Ad Jk + Qs Qd 2c") ==
          "The initial meld that takes the pile needs a meld of three or more cards from your hand without wild "
          "cards, or of wild cards only: the pair and the pile's top card do not count.");
  }
}

}  // namespace american_bonus_test
