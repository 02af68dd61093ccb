// Modern American stock and discard pile (variants.md A.1, A.4): the turn
// card (MA-05), one card drawn a turn (MA-07), the pile always frozen
// (MA-30), when it cannot be taken (MA-31), the turn after taking it
// (MA-32), wild cards discarded (MA-33) and discards on an empty pile
// (MA-34). MA-35 is in american_bonus_test.cpp.
#include <doctest/doctest.h>

#include "tests/engine/american_util.h"

namespace american_pile_test {

using namespace canasta;
using namespace canasta::test;

namespace {

// Seat 0's side melded before: kings 3, queens 3. The pile's top is the Kd,
// with nine cards under it and no wild card among them.
constexpr const char* kKingOnTop =
    "turn=0 hand0=Kc,Kd,2c,5c,9s,Ac,7h melds0=Kh,Ks,Kh/Qc,Qd,Qh melds1=8c,8d,8h "
    "pile=6c,9h,Ts,4d,Jh,Jd,Jc,Js,5s,Kd stock=4s,5d";

const char* kAlwaysFrozen = "The pile is always frozen: you need two natural kings from your hand.";

// Seat 0's side has melded; side 1 has a canasta of queens, so queens are
// dead (MA-23). The pile is empty; seat 0 has drawn and holds `hand`.
GameState empty_pile(const std::string& hand) {
  return american("turn=0 phase=play hand0=" + hand + " melds0=9c,9d,9h melds1=" + kQueens + " stock=4s,5d");
}

std::string empty_pile_refusal(const char* card) {
  return std::string("On an empty pile discard a card that is not a seven, an ace, a wild card or of a dead rank ") +
         "while you hold one; the " + card + " must wait.";
}

}  // namespace

TEST_CASE("MA-05: no bonus cards once the turn card is drawn, that is with 8 cards or fewer in the stock") {
  // Seat 0 makes his side's initial meld from the hand (60 + 80 + 30 = 170)
  // and discards; the bonus cards (MA-41) come from the stock's top.
  const std::string opening = "turn=0 phase=play hand0=Ac,Ad,Ah,Kc,Kd,Kh,Jk,Qs,Qd,Qh,5c,6c pile=4c ";
  SUBCASE("nine cards: the turn card is still in the stock, four bonus cards") {
    GameState g = american(opening + "stock=5s,9c,Ts,Js,8c,8d,8h,9h,9d");
    REQUIRE(play(g, "meld Ac Ad Ah + Kc Kd Kh Jk + Qs Qd Qh") == "");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(cards_text(g.bonus_cards(0).cards()) == "Js Ts 9c 5s");
    CHECK(g.stock_size() == 5);
  }
  SUBCASE("eight cards: none") {
    GameState g = american(opening + "stock=5s,9c,Ts,Js,8c,8d,8h,9h");
    REQUIRE(play(g, "meld Ac Ad Ah + Kc Kd Kh Jk + Qs Qd Qh") == "");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.bonus_cards(0).empty());
    CHECK(g.stock_size() == 8);
    CHECK(g.hand_size(0) == 1);
  }
}

TEST_CASE("MA-07: one card drawn from the stock a turn") {
  GameState g = american("turn=0 hand0=Kc,Kd,5c melds0=9c,9d,9h pile=4c stock=5s,9c,Ts");
  CHECK(play(g, "draw") == "");
  CHECK(g.hand_size(0) == 4);
  CHECK(g.stock_size() == 2);
  CHECK(cards_text(g.hand_cards(0)) == "Kc Kd 5c 5s");
  CHECK(why(g, "draw") == "You have already drawn this turn.");
  SUBCASE("the two-hand rule of drawing two is not an option of the preset") {
    std::string error;
    CHECK_FALSE(make_rules("american", "drawtwo", &error));
    CHECK(error ==
          "Modern American Canasta has no option \"drawtwo\": its options are three_in_hand_100, clean_triple, "
          "nosplash, wild2500 and nospecials.");
  }
}

TEST_CASE("MA-30: the pile is always frozen: two natural cards of the top's rank, and the whole pile") {
  const GameState g = american(kKingOnTop);
  REQUIRE(g.side_has_melded(0));
  CHECK_FALSE(g.pile_frozen());  // no wild card in it, yet:
  SUBCASE("not onto the side's own meld of that rank") {
    CHECK(why(g, "pickup") == kAlwaysFrozen);
    CHECK_FALSE(listed(g, "pickup"));
  }
  SUBCASE("not with a natural and a wild card") {
    CHECK(why(g, "pickup Kc 2c") == kAlwaysFrozen);
    CHECK_FALSE(listed(g, "pickup Kc 2c"));
  }
  SUBCASE("with a natural pair: top and pair join the kings, the other nine cards the hand") {
    MoveList legal;
    g.legal_moves(legal);
    CHECK(legal.size() == 2);
    CHECK(listed(g, "draw"));
    GameState h = g;
    CHECK(play(h, "pickup Kc Kd") == "");
    CHECK(h.meld(0, Rank::King).size() == 6);
    CHECK(h.pile_size() == 0);
    CHECK(h.hand_size(0) == 5 + 9);  // no top-seven limit: the whole pile
    CHECK(cards_text(h.known(0).cards()) == "Jc Jd Jh Js Ts 9h 6c 5s 4d");
  }
  SUBCASE("a side that has not melded needs the pair too (with an initial meld, MA-46)") {
    const GameState u = american("turn=1 hand1=Kc,Kd,2c,5c pile=6c,Kd stock=4s,5d");
    CHECK(why(u, "pickup Kc 2c") == kAlwaysFrozen);
  }
}

TEST_CASE("MA-31: the pile cannot be taken when empty, under a wild card, of a dead rank, or onto five") {
  SUBCASE("empty") {
    const GameState g = american("turn=0 hand0=Kc,Kd,5c melds0=Kh,Ks,Kh stock=4s,5d");
    CHECK(why(g, "pickup Kc Kd") == "The discard pile is empty.");
    MoveList legal;
    g.legal_moves(legal);
    CHECK(legal.size() == 1);  // draw
  }
  SUBCASE("topped by a wild card, whatever lies under it") {
    const GameState g = american("turn=0 hand0=Kc,Kd,5c melds0=Kh,Ks,Kh pile=6c,Kd,2d stock=4s,5d");
    CHECK(why(g, "pickup Kc Kd") == "The pile is topped by a wild card, so it may not be taken.");
    CHECK_FALSE(listed(g, "pickup Kc Kd"));
  }
  SUBCASE("of a dead rank (MA-23)") {
    const GameState g = american("turn=0 hand0=Kc,5c melds0=9c,9d,9h melds1=Kd,Kd,Kh,Kh,Ks,Ks,2c "
                                 "pile=6c,Kc stock=4s,5d");
    CHECK_FALSE(listed(g, "pickup"));
    CHECK(why(g, "pickup") ==
          "The kings are dead: a canasta of them is complete, so nobody may meld kings or take the pile with one.");
  }
  SUBCASE("the side's meld of that rank holds five: pair and top would make eight") {
    const GameState g = american("turn=0 hand0=Kc,Kd,5c melds0=Kh,Ks,Kh,Kc,Ks pile=6c,9h,Kd stock=4s,5d");
    CHECK(why(g, "pickup Kc Kd") == "A meld may hold at most 7 cards: there is no room in the kings.");
    CHECK_FALSE(listed(g, "pickup Kc Kd"));
  }
  SUBCASE("four: taken, the meld reaches seven") {
    GameState g = american("turn=0 hand0=Kc,Kd,5c,6c melds0=Kh,Ks,Kh,Ks pile=6c,9h,Kd stock=4s,5d");
    CHECK(listed(g, "pickup Kc Kd"));
    CHECK(play(g, "pickup Kc Kd") == "");
    CHECK(g.meld(0, Rank::King).size() == 7);
    CHECK(g.canastas(0) == 1);
  }
  SUBCASE("three: taken, six") {
    GameState g = american("turn=0 hand0=Kc,Kd,5c melds0=Kh,Ks,Kh pile=6c,9h,Kd stock=4s,5d");
    CHECK(play(g, "pickup Kc Kd") == "");
    CHECK(g.meld(0, Rank::King).size() == 6);
  }
}

TEST_CASE("MA-32: after taking the pile the player melds on and discards onto the empty pile") {
  GameState g = american(kKingOnTop);
  REQUIRE(play(g, "pickup Kc Kd") == "");
  CHECK(g.phase() == Phase::Play);
  CHECK(play(g, "meld Jc Jd Jh Js") == "");  // melding further from the pile's cards
  CHECK(g.meld(0, Rank::Jack).size() == 4);
  // The pile is empty, so MA-34 holds for the discard: not the ace, the
  // seven or the deuce while a 9, 6, 5 or 4 may go.
  CHECK(g.pile_size() == 0);
  CHECK(why(g, "discard Ac") == empty_pile_refusal("Ac"));
  CHECK(why(g, "discard 7h") == empty_pile_refusal("7h"));
  CHECK(why(g, "discard 2c") == "A wild card may be discarded only to go out, or when you hold nothing but wild cards.");
  CHECK_FALSE(listed(g, "discard Ac"));
  CHECK(play(g, "discard 9s") == "");
  CHECK(g.turn() == 1);
  CHECK(g.pile_size() == 1);
}

TEST_CASE("MA-33: a wild card is discarded only going out or from a hand of wild cards, and blocks the pile") {
  const std::string only = "A wild card may be discarded only to go out, or when you hold nothing but wild cards.";
  SUBCASE("with a natural in the hand: refused") {
    const GameState g = american("turn=0 phase=play hand0=2c,Jk,5c melds0=Kc,Kd,Kh pile=4c stock=9d");
    CHECK(why(g, "discard 2c") == only);
    CHECK(why(g, "discard Jk") == only);
    CHECK_FALSE(listed(g, "discard Jk"));
  }
  SUBCASE("a hand of wild cards: allowed, and the next player may not take the pile") {
    GameState g = american("turn=0 phase=play hand0=2c,Jk melds0=Kc,Kd,Kh hand1=4d,4h,9s pile=4c stock=9d");
    CHECK(play(g, "discard Jk") == "");
    CHECK(g.turn() == 1);
    CHECK(why(g, "pickup 4d 4h") == "The pile is topped by a wild card, so it may not be taken.");
  }
}

TEST_CASE("MA-34: on an empty pile no seven, wild card, ace or dead rank while another card may go") {
  SUBCASE("a plain natural first") {
    const GameState g = empty_pile("Ac,Qs,7h,5c,2c");
    CHECK(why(g, "discard 5c") == "");
    CHECK(why(g, "discard Ac") == empty_pile_refusal("Ac"));
    CHECK(why(g, "discard 7h") == empty_pile_refusal("7h"));
    CHECK(why(g, "discard Qs") == empty_pile_refusal("Qs"));
    CHECK(listed(g, "discard 5c"));
    CHECK_FALSE(listed(g, "discard Ac"));
    CHECK_FALSE(listed(g, "discard 7h"));
    CHECK_FALSE(listed(g, "discard Qs"));
    CHECK_FALSE(listed(g, "discard 2c"));
  }
  SUBCASE("no plain natural: a live ace or seven before a dead rank") {
    const GameState g = empty_pile("Ac,Qs,7h,2c");
    CHECK(why(g, "discard Ac") == "");
    CHECK(why(g, "discard 7h") == "");
    CHECK(why(g, "discard Qs") == empty_pile_refusal("Qs"));
    CHECK(why(g, "discard 2c") ==
          "A wild card may be discarded only to go out, or when you hold nothing but wild cards.");
  }
  SUBCASE("a dead ace is a dead rank: the live seven goes first") {
    const GameState g = american("turn=0 phase=play hand0=Ac,7h,6s melds0=9c,9d,9h "
                                 "melds1=Ac,Ad,Ad,Ah,Ah,As,As stock=4s,5d");
    CHECK(why(g, "discard 6s") == "");
    CHECK(why(g, "discard 7h") == empty_pile_refusal("7h"));
    CHECK(why(g, "discard Ac") == empty_pile_refusal("Ac"));
    const GameState h = american("turn=0 phase=play hand0=Ac,7h,Jk melds0=9c,9d,9h "
                                 "melds1=Ac,Ad,Ad,Ah,Ah,As,As stock=4s,5d");
    CHECK(why(h, "discard 7h") == "");
    CHECK(why(h, "discard Ac") == empty_pile_refusal("Ac"));
  }
  SUBCASE("only a dead rank and wild cards: the dead rank") {
    const GameState g = empty_pile("Qs,2c,Jk");
    CHECK(why(g, "discard Qs") == "");
    CHECK(why(g, "discard Jk") ==
          "A wild card may be discarded only to go out, or when you hold nothing but wild cards.");
  }
  SUBCASE("a pile with a card in it: any natural") {
    const GameState g = american("turn=0 phase=play hand0=Ac,Qs,7h,5c melds0=9c,9d,9h melds1=" +
                                 std::string(kQueens) + " pile=4c stock=4s,5d");
    CHECK(why(g, "discard Ac") == "");
    CHECK(why(g, "discard 7h") == "");
    CHECK(why(g, "discard Qs") == "");
  }
  SUBCASE("going out overrides it: the last card may be an ace") {
    GameState g = american("turn=0 phase=play hand0=Ac melds0=" + std::string(kKings) + "/9c,9c,9d,9d,9h,9h,9s " +
                           "stock=4s,5d");
    CHECK(play(g, "discard Ac") == "");
    CHECK(g.went_out() == 0);
    CHECK(g.deal_end() == DealEnd::WentOut);
  }
}

}  // namespace american_pile_test
