// Modern American melds (variants.md A.3): size and wild cards (MA-20), the
// rule of five (MA-21), one meld per rank (MA-22), dead ranks (MA-23),
// sevens (MA-24), aces (MA-25) and the meld of wild cards (MA-26);
// canasta bonuses (MA-27) are in american_scoring_test.cpp.
#include <doctest/doctest.h>

#include "tests/engine/american_util.h"

namespace american_melds_test {

using namespace canasta;
using namespace canasta::test;

namespace {

// Seat 0's side melded in an earlier turn: nines 4 naturals, eights 5,
// sevens 5, pure aces 3. Seat 0 has drawn.
constexpr const char* kMelded =
    "turn=0 phase=play hand0=Kc,Kd,Kh,Qs,Qd,9s,9h,8h,7h,As,2c,2d,Jk,5c,6c "
    "melds0=9c,9d,9h,9s/8c,8d,8h,8s,8c/7c,7d,7s,7s,7c/Ac,Ad,Ah melds1=Kh,Ks,Kd pile=4c stock=5s,9c,Ts,Js";

// Seat 0's side has not melded: its initial meld comes this turn.
constexpr const char* kOpening =
    "turn=0 phase=play hand0=Kc,Kd,Kh,Qs,Qd,Qh,9s,9h,Ac,Ad,Ah,7c,7d,7h,2c,2d,Jk,5c "
    "pile=4c stock=5s,9c,Ts,Js";

}  // namespace

TEST_CASE("MA-20: a meld holds 3 to 7 cards, at least two natural and at most two wild") {
  SUBCASE("fewer than three cards, or fewer than two naturals") {
    const GameState g = american(kMelded);
    CHECK(why(g, "meld Kc Kd") == "A meld of kings needs at least three cards.");
    const GameState o = american(kOpening);
    CHECK(why(o, "meld Kc Kd Kh + Qs 2c 2d") == "A meld of queens needs at least two natural cards.");
  }
  SUBCASE("three wild cards: never, even in the initial meld where the rule of five is off") {
    const GameState o = american(kOpening);
    CHECK(why(o, "meld Kc Kd Kh + Qs Qd Qh 2c 2d Jk") == "A meld of queens may hold at most 2 wild cards.");
    CHECK(why(o, "meld Kc Kd Kh + Qs Qd Qh 2c Jk") == "");  // 3 + 2: 30 + 100
  }
  SUBCASE("never more than seven cards: a natural meld") {
    GameState g = american("turn=0 phase=play hand0=8h,8s,2c,2d,5c,6c,Kc "
                           "melds0=8c,8c,8d,8d,8h,8s pile=4c stock=5s,9c");
    CHECK(why(g, "meld 8h 8s") == "A meld may hold at most 7 cards: there is no room in the eights.");
    CHECK(why(g, "meld 8: 2c 2d") == "A meld may hold at most 7 cards: there is no room in the eights.");
    CHECK_FALSE(listed(g, "meld 8h 8s"));
    CHECK(listed(g, "meld 8h"));
    CHECK(play(g, "meld 8h") == "");
    CHECK(g.meld(0, Rank::Eight).size() == 7);
    // Complete now: nothing more joins it (the rank is dead too, MA-23).
    CHECK(why(g, "meld 8s") ==
          "The eights are dead: a canasta of them is complete, so nobody may meld eights or take the pile with one.");
    CHECK(why(g, "meld 8: 2c") ==
          "The eights are dead: a canasta of them is complete, so nobody may meld eights or take the pile with one.");
  }
  SUBCASE("never more than seven cards: a wild canasta takes no eighth wild card") {
    const GameState g = american("turn=0 phase=play hand0=Jk,5c,6c,Kc "
                                 "melds0=2c,2c,2d,2d,2h,2h,2s pile=4c stock=5s,9c");
    CHECK(why(g, "meld 2: Jk") == "A meld may hold at most 7 cards: there is no room in the deuces.");
    CHECK_FALSE(listed(g, "meld 2: Jk"));
  }
}

TEST_CASE("MA-21: the rule of five - after the initial meld's turn wild cards join only melds of five naturals") {
  const GameState g = american(kMelded);
  SUBCASE("four naturals: no wild card") {
    CHECK(why(g, "meld 9: 2c") ==
          "Wild cards join the nines only once the meld holds 5 natural cards (the rule of five), except in "
          "the turn of the initial meld.");
    CHECK(why(g, "meld 9: 2c Jk") == why(g, "meld 9: 2c"));
    CHECK_FALSE(listed(g, "meld 9: 2c"));
  }
  SUBCASE("the fifth natural laid in the same move counts") {
    GameState h = g;
    CHECK(play(h, "meld 9h 2c") == "");
    CHECK(h.meld(0, Rank::Nine).natural_count() == 5);
    CHECK(h.meld(0, Rank::Nine).wild_count() == 1);
  }
  SUBCASE("five naturals: one or two wild cards, a mixed canasta of 5 + 2") {
    CHECK(listed(g, "meld 8: 2c"));
    GameState h = g;
    CHECK(play(h, "meld 8: 2c Jk") == "");
    CHECK(h.meld(0, Rank::Eight).size() == 7);
    CHECK(h.canastas(0) == 1);
  }
  SUBCASE("a meld begun after the initial meld starts clean") {
    CHECK(why(g, "meld Kc Kd 2c") ==
          "Wild cards join the kings only once the meld holds 5 natural cards (the rule of five), except in "
          "the turn of the initial meld.");
    CHECK(why(g, "meld Kc Kd Kh") == "");
  }
  SUBCASE("in the turn of the initial meld: wild cards in any meld laid that turn, in later moves too") {
    GameState o = american(kOpening);
    CHECK(play(o, "meld Kc Kd Kh + Qs Qd 2c + 9s 9h Jk") == "");  // 30 + 40 + 70 = 140
    CHECK(o.opened() == Opened::FromHand);
    CHECK(play(o, "meld K: 2d") == "");  // three natural kings and a deuce
    CHECK(o.meld(0, Rank::King).wild_count() == 1);
  }
  SUBCASE("the next turn the same melds follow the rule") {
    const GameState n = american("turn=0 phase=play hand0=2d,5c,6c,Ts melds0=Kc,Kd,Kh/Qs,Qd,2c/9s,9h,Jk "
                                 "pile=4c stock=5s,9c");
    CHECK(why(n, "meld K: 2d") ==
          "Wild cards join the kings only once the meld holds 5 natural cards (the rule of five), except in "
          "the turn of the initial meld.");
  }
}

TEST_CASE("MA-22: one meld per rank per side; both sides may meld a rank; never onto the opponents' meld") {
  const GameState g = american(kMelded);
  SUBCASE("more cards of a rank join the side's meld") {
    GameState h = g;
    CHECK(play(h, "meld 8h") == "");
    CHECK(h.meld(0, Rank::Eight).size() == 6);
    CHECK(why(g, "meld 9s 9h + 9: 2c") == "Put all the nines of a move in one group.");
  }
  SUBCASE("the opponents' kings do not stop the side's own") {
    GameState h = g;
    CHECK(play(h, "meld Kc Kd Kh") == "");
    CHECK(h.meld(0, Rank::King).size() == 3);
    CHECK(h.meld(1, Rank::King).size() == 3);
  }
  SUBCASE("wild cards never join the opponents' meld") {
    CHECK(why(g, "meld K: 2c") ==
          "Wild cards may not be melded alone: your side has no meld of kings for them to join.");
  }
}

TEST_CASE("MA-23: a completed canasta of a natural rank kills the rank for both sides") {
  // Side 0 has a mixed canasta of kings; side 1 a meld Kd Kh 2d laid in its
  // initial meld's turn. Seat 1 holds the eighth king.
  auto dead = [](const char* turn, const char* hand0, const char* hand1) {
    return american(std::string(turn) + " phase=play hand0=" + hand0 + " hand1=" + hand1 +
                    " melds0=Kc,Kc,Kd,Kh,Ks,2c,Jk melds1=Kd,Kh,2d pile=4c stock=5s,9c");
  };
  const std::string dead_kings =
      "The kings are dead: a canasta of them is complete, so nobody may meld kings or take the pile with one.";
  SUBCASE("the side with the canasta") {
    const GameState g = dead("turn=0", "Ks,5c,6c,Qd", "5d,6d");
    CHECK(why(g, "meld Ks") == dead_kings);
    CHECK_FALSE(listed(g, "meld Ks"));
  }
  SUBCASE("the other side, though its meld is short of seven") {
    const GameState g = dead("turn=1", "5c,6c", "Ks,5d,6d,Qs");
    CHECK(why(g, "meld Ks") == dead_kings);
    CHECK_FALSE(listed(g, "meld Ks"));
    CHECK(listed(g, "discard Ks"));  // the pile is not empty (MA-34)
  }
  SUBCASE("nobody takes the pile topped by a dead rank") {
    const GameState g = american("turn=1 hand0=5c hand1=Qs,Qh,5d melds0=Kc,Kc,Kd,Kh,Ks,2c,Jk melds1=Qc,Qd,Qh "
                                 "pile=4c,Ks stock=5s,9c");
    CHECK(why(g, "pickup") == dead_kings);
    CHECK_FALSE(listed(g, "pickup"));
  }
  SUBCASE("a meld of wild cards is not a rank: started after the opponents' wild canasta") {
    GameState g = american("turn=0 phase=play hand0=Jk,Jk,Jk,5c,6c melds0=Qc,Qd,Qh "
                           "melds1=2c,2c,2d,2d,2h,2h,2s pile=4c stock=5s,9c");
    CHECK(play(g, "meld 2: Jk Jk Jk") == "");
    CHECK(g.meld(0, Rank::Two).size() == 3);
  }
}

TEST_CASE("MA-24: a meld of sevens never holds a wild card") {
  const std::string never = "A meld of sevens never holds a wild card.";
  SUBCASE("not in the initial meld") {
    const GameState o = american(kOpening);
    CHECK(why(o, "meld Kc Kd Kh + Qs Qd Qh + 7c 7d 2c + 9s 9h Jk") == never);
    CHECK(why(o, "meld Kc Kd Kh + Qs Qd Qh + 7c 7d 7h + 9s 9h Jk") == "");
  }
  SUBCASE("not with five naturals") {
    const GameState g = american(kMelded);
    CHECK(why(g, "meld 7: 2c") == never);
    CHECK(why(g, "meld 7h 2c") == never);
    CHECK_FALSE(listed(g, "meld 7: 2c"));
    GameState h = g;
    CHECK(play(h, "meld 7h") == "");
    CHECK(h.meld(0, Rank::Seven).size() == 6);
  }
}

TEST_CASE("MA-25: aces stay pure unless laid with a wild card in the initial meld") {
  const std::string pure = "A meld of aces takes wild cards only if it was laid with one in the initial meld.";
  SUBCASE("a pure ace meld from an earlier turn: never, even with five naturals") {
    const GameState g = american(kMelded);
    CHECK(why(g, "meld A: 2c") == pure);
    const GameState five = american("turn=0 phase=play hand0=2c,5c,6c,Ts melds0=Ac,Ac,Ad,Ad,Ah "
                                    "pile=4c stock=5s,9c");
    CHECK(why(five, "meld A: 2c") == pure);
  }
  SUBCASE("an ace meld begun after the initial meld: pure") {
    const GameState g = american("turn=0 phase=play hand0=Ac,Ad,2c,5c,6c melds0=Qc,Qd,Qh pile=4c stock=5s,9c");
    CHECK(why(g, "meld Ac Ad 2c") == pure);
    CHECK_FALSE(listed(g, "meld Ac Ad 2c"));
  }
  SUBCASE("mixed in the initial meld, then an ordinary meld under the rule of five") {
    GameState o = american(kOpening);
    CHECK(play(o, "meld Kc Kd Kh + Ac Ad 2c + 9s 9h Jk") == "");  // 30 + 60 + 70 = 160
    CHECK(o.meld(0, Rank::Ace).wild_count() == 1);
    const GameState later = american("turn=0 phase=play hand0=Ac,Ah,As,Jk,5c,6c melds0=Ac,Ad,2c/Kc,Kd,Kh "
                                     "pile=4c stock=5s,9c");
    CHECK(why(later, "meld A: Jk") ==
          "Wild cards join the aces only once the meld holds 5 natural cards (the rule of five), except in "
          "the turn of the initial meld.");
    GameState h = later;
    CHECK(play(h, "meld Ac Ah As Jk") == "");  // five naturals and two wild cards
    CHECK(h.meld(0, Rank::Ace).size() == 7);
    CHECK(h.canastas(0) == 1);
  }
  SUBCASE("begun with a wild card in a later move of the initial meld's turn (the engine's reading of MA-21)") {
    GameState o = american(kOpening);
    CHECK(play(o, "meld Kc Kd Kh + Qs Qd Qh 2d Jk") == "");  // 30 + 100
    CHECK(play(o, "meld Ac Ad 2c") == "");
    CHECK(o.meld(0, Rank::Ace).wild_count() == 1);
  }
  SUBCASE("begun pure in the initial meld: no wild card later in that turn") {
    GameState o = american(kOpening);
    CHECK(play(o, "meld Kc Kd Kh + Ac Ad Ah + 9s 9h Jk") == "");  // 30 + 60 + 70 = 160
    CHECK(why(o, "meld A: 2c") == pure);
  }
}

TEST_CASE("MA-26: a meld of 3 to 7 wild cards, one a side; while incomplete no wild card goes elsewhere") {
  const std::string fields = "turn=0 phase=play hand0=2c,2d,Jk,2h,5c,6c,9s melds0=8c,8d,8h,8s,8c ";
  SUBCASE("three or more, deuces and jokers mixed") {
    GameState g = american(fields + "pile=4c stock=9d");
    CHECK(why(g, "meld 2: 2c 2d") == "A meld of wild cards needs at least 3 cards.");
    CHECK(play(g, "meld 2: 2c 2d Jk") == "");
    CHECK(g.meld(0, Rank::Two).size() == 3);
    // One a side: more wild cards join it.
    CHECK(play(g, "meld 2: 2h") == "");
    CHECK(g.meld(0, Rank::Two).size() == 4);
  }
  // A group built in code may hold a wild meld's deuces in its natural
  // counts: the check and the laying take the same cards, with or without
  // cards known from a pile in the hand (two ways of taking them out).
  for (const std::string known : {"", "known0=2c,2d "}) {
    CAPTURE(known);
    GameState g = american(fields + known + "pile=4c stock=9d");
    Move m = move("meld 2: 2c 2d Jk");
    REQUIRE(m.num_groups == 1);
    MeldGroup& group = m.groups[0];
    std::swap(group.cards.naturals, group.cards.twos);
    const int before = cards_in_play(g);
    REQUIRE(g.apply(m).ok());
    CHECK(g.hand_size(0) == 4);
    CHECK(cards_text(g.hand(0).cards()) == "9s 6c 5c 2h");
    CHECK(g.meld(0, Rank::Two).size() == 3);
    CHECK(cards_in_play(g) == before);
  }
  SUBCASE("while it is incomplete, wild cards go only to it") {
    GameState g = american("turn=0 phase=play hand0=2c,2d,Jk,5c,6c,9s melds0=8c,8d,8h,8s,8c/2s,2s,Jk pile=4c "
                           "stock=9d");
    CHECK(why(g, "meld 8: 2c") == "While your side's meld of wild cards is incomplete, wild cards may go only to it.");
    CHECK_FALSE(listed(g, "meld 8: 2c"));
    CHECK(listed(g, "meld 2: 2c"));
  }
  SUBCASE("once it is a canasta, the eights take them again") {
    GameState g = american("turn=0 phase=play hand0=2c,5c,6c,9s melds0=8c,8d,8h,8s,8c/2d,2d,2h,2s,2s,Jk,Jk "
                           "pile=4c stock=9d");
    CHECK(play(g, "meld 8: 2c") == "");
    CHECK(g.meld(0, Rank::Eight).wild_count() == 1);
  }
}

}  // namespace american_melds_test
