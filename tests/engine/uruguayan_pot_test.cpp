// The Uruguayan pot (variants.md B.3, UY-20..UY-27): taking it whole with its
// top card melded, opening with it, the natural pair of the first take and of
// a crossed pot, the black-three and wild-card stoppers, red threes, and the
// first round. The pot as dealt (UY-06) is in variant_deal_test.
#include <doctest/doctest.h>

#include <string>

#include "test_util.h"

namespace uruguayan_pot_test {

using namespace canasta;
using canasta::test::cards_text;
using canasta::test::listed;
using canasta::test::play;
using canasta::test::position;
using canasta::test::why;

namespace {

// Whether any pickup is among the legal moves.
bool any_pickup(const GameState& g) {
  MoveList list;
  g.legal_moves(list);
  for (const Move& m : list)
    if (m.kind == MoveKind::Pickup) return true;
  return false;
}

}  // namespace

TEST_CASE("UY-20: the top card is melded with cards from the hand and the whole pot, face-down cards too, joins the hand") {
  // Six cards face down, the ace turned up as a prize with the king face
  // down over it, then the eight on top.
  GameState g = position(
      "variant=uruguayan players=4 turn=0 melds0=Ac,Ad,Ah hand0=8d,8h,Kc,5c "
      "pile=4c,5d,Jk,9s,Qh,6c,Ah,Kd,8c down=0,1,2,3,4,5,7 stock=4s,5s");
  REQUIRE_FALSE(g.pot_taken());
  CHECK(play(g, "pickup 8d 8h") == "");
  CHECK(cards_text(g.meld(0, Rank::Eight).cards(Rank::Eight)) == "8c 8d 8h");
  CHECK(cards_text(g.hand_cards(0)) == "Ah Kc Kd Qh 9s 6c 5c 5d 4c Jk");
  // Only the card that lay face up is known to the others.
  CHECK(cards_text(g.known(0).cards()) == "Ah");
  CHECK(g.pile_size() == 0);
  CHECK_FALSE(g.pile_face_down(0));
  CHECK(g.pot_taken());
  CHECK(g.phase() == Phase::Play);
  CHECK(g.stock_size() == 2);
}

TEST_CASE("UY-21: a side that has not opened opens with the pot; the top card counts toward the minimum") {
  // The pot was taken once this deal (pot=1); side 0 has nothing on the table.
  const std::string base =
      "variant=uruguayan players=4 turn=0 pot=1 hand0=9d,9h,5c,5d,5h,5s,Jk,7c,6d pile=Kh,9c stock=4s";
  GameState g = position(base);
  REQUIRE_FALSE(g.side_has_melded(0));
  CHECK(why(g, "pickup 9d 9h") == "Your initial meld counts 30 but your side needs 50.");
  // 9 + 9 + the top's 9 = 30, and three fives 15: 45.
  CHECK(why(g, "pickup 9d 9h + 5c 5d 5h") == "Your initial meld counts 45 but your side needs 50.");
  // Four fives make 50 exactly, 10 of them the top card's.
  CHECK(listed(g, "pickup 9d 9h + 5c 5d 5h 5s"));
  CHECK(play(g, "pickup 9d 9h + 5c 5d 5h 5s") == "");
  CHECK(g.side_has_melded(0));
  CHECK(g.meld(0, Rank::Nine).size() == 3);
  CHECK(g.meld(0, Rank::Five).size() == 4);
  CHECK(cards_text(g.hand_cards(0)) == "Kh 7c 6d Jk");
  SUBCASE("after the first take one natural and a wild card will do, for an unopened side too") {
    GameState h = position(base);
    CHECK(play(h, "pickup 9d Jk + 5c 5d 5h") == "");  // 10 + 50 + 10 + 15 = 85
    CHECK(h.meld(0, Rank::Nine).wild_count() == 1);
  }
  SUBCASE("a side may open from the hand without the pot") {
    GameState h = position(base + " phase=play");
    CHECK(why(h, "meld 5c 5d 5h 5s") == "Your initial meld counts 20 but your side needs 50.");
    CHECK(play(h, "meld 5c 5d 5h 5s + 9d 9h Jk") == "");  // 20 + 70
    CHECK(h.side_has_melded(0));
    CHECK(h.pile_size() == 2);
  }
}

TEST_CASE("UY-22: the first take of a deal needs two natural cards of the top's rank from the hand") {
  const std::string pot =
      "variant=uruguayan players=4 turn=0 melds0=8c,8s,8s hand0=8d,8h,2c,Jk,5c "
      "pile=4c,5d,6h,9s,Qh,6c,8h down=0,1,2,3,4,5 stock=4s";
  GameState g = position(pot);
  const std::string pair = "The first time in a deal the pot is taken only with two natural eights from your hand.";
  CHECK(why(g, "pickup") == pair);  // not even onto the side's own eights
  CHECK(why(g, "pickup 8d 2c") == pair);
  CHECK(why(g, "pickup 8d Jk") == pair);
  CHECK_FALSE(listed(g, "pickup"));
  CHECK_FALSE(listed(g, "pickup 8d 2c"));
  CHECK(listed(g, "pickup 8d 8h"));
  CHECK(play(g, "pickup 8d 8h") == "");
  CHECK(g.pot_taken());
  CHECK(g.meld(0, Rank::Eight).size() == 6);
  SUBCASE("once anyone has taken it this deal, the rule is spent") {
    const GameState later = position(
        "variant=uruguayan players=4 turn=0 pot=1 melds0=8c,8s,8s hand0=8d,8h,2c,Jk,5c pile=9s,8h stock=4s");
    CHECK(why(later, "pickup") == "");
    CHECK(why(later, "pickup 8d 2c") == "");
  }
}

TEST_CASE("UY-23: after the first take: a natural pair, a natural and a wild card, or the top alone on the side's meld") {
  const std::string base =
      "variant=uruguayan players=4 turn=0 pot=1 melds0=8c,8s,8s/Kc,Kd,Kh,Ks,2c,2d,Jk "
      "hand0=8d,9d,9h,Kc,2h,Jk,5c stock=4s ";
  SUBCASE("(a) a natural pair and (b) a natural and a wild card start a new meld") {
    GameState g = position(base + "pile=4c,9c");
    CHECK(why(g, "pickup 9d 9h") == "");
    CHECK(why(g, "pickup 9d Jk") == "");
    CHECK(why(g, "pickup 2h Jk") ==
          "To take the pile, show two natural nines, or one of them and one wild card, from your hand.");
    CHECK(why(g, "pickup") == "Your side has no meld of nines to add the top card to: show two cards from your hand with it.");
    CHECK(play(g, "pickup 9d 2h") == "");
    CHECK(g.meld(0, Rank::Nine).natural_count() == 2);
    CHECK(g.meld(0, Rank::Nine).wild_count() == 1);
    CHECK(cards_text(g.hand_cards(0)) == "Kc 9h 8d 5c 4c Jk");
  }
  SUBCASE("(c) the top card alone joins the side's meld of its rank") {
    GameState g = position(base + "pile=4c,8h");
    CHECK(listed(g, "pickup"));
    CHECK(play(g, "pickup") == "");
    CHECK(g.meld(0, Rank::Eight).size() == 4);
  }
  SUBCASE("the meld must stay legal: a canasta of kings with three wild cards takes the top but no fourth wild card") {
    GameState g = position(base + "pile=4c,Kh");
    CHECK(why(g, "pickup Kc 2h") == "A meld of kings may hold at most 3 wild cards.");
    CHECK(play(g, "pickup") == "");
    CHECK(g.meld(0, Rank::King).size() == 8);
  }
  SUBCASE("under cap7 a seven-card meld takes nothing more") {
    const GameState g = position("options=cap7 " + base + "pile=4c,Kh");
    CHECK(why(g, "pickup") == "A meld may hold at most 7 cards: there is no room in the kings.");
    CHECK_FALSE(listed(g, "pickup"));
  }
  SUBCASE("under always_frozen the pot always needs the pair") {
    const GameState g = position("options=always_frozen " + base + "pile=4c,9c");
    CHECK(why(g, "pickup 9d Jk") == "The pile is always frozen: you need two natural nines from your hand.");
    CHECK(why(g, "pickup 9d 9h") == "");
  }
}

TEST_CASE("UY-24: a black three on top stops the next player, who must draw; covered, it is only a card") {
  const std::string base = "variant=uruguayan players=4 turn=0 pot=1 melds0=9c,9d,9h hand0=9s,2c,3c,3s,5c stock=4s ";
  const GameState g = position(base + "pile=4c,9h,3s");
  CHECK(why(g, "pickup 3c 3s") == "The pile is topped by a black three, so it may not be taken.");
  CHECK(why(g, "pickup") == "The pile is topped by a black three, so it may not be taken.");
  CHECK_FALSE(any_pickup(g));
  CHECK(listed(g, "draw"));
  // Covered by a nine, the pot is not crossed: one natural and a deuce take it,
  // and the black three goes into the hand with the rest.
  GameState covered = position(base + "pile=4c,9h,3s,9c");
  CHECK_FALSE(covered.pile_frozen());
  CHECK(play(covered, "pickup 9s 2c") == "");
  CHECK(cards_text(covered.hand_cards(0)) == "9h 5c 4c 3c 3s 3s");
}

TEST_CASE("UY-25: a discarded wild card stops the next player and crosses the pot until it is taken") {
  SUBCASE("a wild card on top cannot be taken") {
    for (const char* top : {"2h", "Jk"}) {
      const GameState g = position(std::string("variant=uruguayan players=4 turn=0 pot=1 melds0=9c,9d,9h "
                                               "hand0=9s,9s,2c,5c stock=4s pile=4c,") + top);
      CHECK(why(g, "pickup") == "The pile is topped by a wild card, so it may not be taken.");
      CHECK(why(g, "pickup 9s 9s") == "The pile is topped by a wild card, so it may not be taken.");
      CHECK_FALSE(any_pickup(g));
    }
  }
  SUBCASE("covered, the crossed pot needs a natural pair: a wild card or the side's meld is not enough") {
    // Seat 3 discards the deuce, seat 0 covers it with a nine, seat 1 holds
    // two nines and a deuce and its side has a meld of nines.
    GameState g = position(
        "variant=uruguayan players=4 turn=3 phase=play pot=1 melds1=9d,9h,9s hand3=2h,5c,6d "
        "hand0=9c,7d,7h,Kc hand1=9d,9h,2c,5d pile=4c stock=4s,5s");
    REQUIRE_FALSE(g.pile_frozen());
    CHECK(play(g, "discard 2h") == "");
    CHECK(g.pile_frozen());
    CHECK(why(g, "pickup") == "The pile is topped by a wild card, so it may not be taken.");
    CHECK(play(g, "draw") == "");
    CHECK(play(g, "discard 9c") == "");
    REQUIRE(g.turn() == 1);
    const std::string crossed = "The pot is crossed by a wild card: you need two natural nines from your hand.";
    CHECK(why(g, "pickup") == crossed);
    CHECK(why(g, "pickup 9d 2c") == crossed);
    CHECK_FALSE(listed(g, "pickup"));
    CHECK_FALSE(listed(g, "pickup 9d 2c"));
    CHECK(listed(g, "pickup 9d 9h"));
    CHECK(play(g, "pickup 9d 9h") == "");
    CHECK(g.meld(1, Rank::Nine).size() == 6);
    CHECK(cards_text(g.hand_cards(1)) == "5d 4c 2c 2h");
    // Taken, the pot is no longer crossed.
    CHECK_FALSE(g.pile_frozen());
    CHECK(play(g, "discard 5d") == "");
    CHECK_FALSE(g.pile_frozen());
  }
}

TEST_CASE("UY-26: a red three on top cannot be taken; taken under the top, it is laid out without a replacement") {
  const std::string base =
      "variant=uruguayan players=4 turn=0 melds0=8c,8c,8s hand0=8d,8h,5c stock=4s down=0,1,2,3,4,5 ";
  const GameState top = position(base + "pile=4c,5d,6h,9s,Qh,6c,3h");
  CHECK(why(top, "pickup 8d 8h") == "The pile is topped by a red three, so it may not be taken.");
  CHECK_FALSE(any_pickup(top));
  GameState g = position(base + "pile=4c,5d,6h,9s,Qh,6c,3h,8s");
  REQUIRE(g.red_threes(0) == 0);
  CHECK(play(g, "pickup 8d 8h") == "");
  CHECK(g.red_threes(0) == 1);
  CHECK(cards_text(g.hand_cards(0)) == "Qh 9s 6c 6h 5c 5d 4c");
  CHECK(g.stock_size() == 1);  // no card drawn to replace it
}

TEST_CASE("UY-27: in the first round only the player who began may take the pot") {
  // Seat 1's side has not opened: eights with the top and three kings make 60.
  const std::string pot =
      "variant=uruguayan players=4 hand0=8d,8h,Kc,Kd,Kh,5c hand1=8d,8h,Kc,Kd,Kh,5c "
      "pile=4c,5d,6h,9s,Qh,6c,8s down=0,1,2,3,4,5 stock=4s ";
  const char* take = "pickup 8d 8h + Kc Kd Kh";
  SUBCASE("the dealer is seat 3: seat 0 began") {
    CHECK(why(position(pot + "dealer=3 turn=0 played="), take) == "");
    const GameState second = position(pot + "dealer=3 turn=1 played=0");
    CHECK(why(second, take) == "In the first round only the player who began may take the pot.");
    CHECK_FALSE(any_pickup(second));
    CHECK(listed(second, "draw"));
    // From his second turn on he may.
    CHECK(why(position(pot + "dealer=3 turn=1 played=0,1,2,3"), take) == "");
  }
  SUBCASE("the dealer is seat 0: seat 1 began") {
    CHECK(why(position(pot + "dealer=0 turn=1 played="), take) == "");
    const GameState g = position(
        "variant=uruguayan players=4 dealer=0 turn=2 played=1 hand2=8d,8h,Kc,Kd,Kh,5c "
        "pile=4c,5d,6h,9s,Qh,6c,8s down=0,1,2,3,4,5 stock=4s");
    CHECK(why(g, take) == "In the first round only the player who began may take the pot.");
  }
}

}  // namespace uruguayan_pot_test
