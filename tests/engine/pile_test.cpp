// Taking the discard pile (laws 27-34, 41, 43 and the frozen pile).
#include <doctest/doctest.h>

#include "engine/observation.h"
#include "test_util.h"

namespace pile_test {

using namespace canasta;
using canasta::test::listed;
using canasta::test::play;
using canasta::test::position;
using canasta::test::why;

TEST_CASE("Taking the pile - never when topped by a wild card or black three") {
  GameState g = position("players=4 turn=0 hand0=8d,8h,2c,5c melds0=8c,8s,8s pile=6c,2h stock=4s");
  CHECK(why(g, "pickup 8d 8h") == "The pile is topped by a wild card, so it may not be taken.");
  g = position("players=4 turn=0 hand0=8d,8h,3c,3c,5c melds0=8c,8s,8s pile=6c,3s stock=4s");
  CHECK(why(g, "pickup 3c 3c") == "The pile is topped by a black three, so it may not be taken.");
  CHECK_FALSE(listed(g, "pickup 3c 3c"));
}

TEST_CASE("Taking the pile - frozen pile needs two naturals") {
  // A deuce in the pile freezes it for everyone, melded or not.
  GameState g = position(
      "players=4 turn=0 hand0=8d,8h,2c,5c,9s melds0=8c,8s,8s/Kc,Kd,Kh melds1=4c,4d,4h "
      "pile=6c,2h,8c stock=4s,5s");
  CHECK(g.pile_frozen());
  CHECK(why(g, "pickup") == "The pile is frozen: you need two natural eights from your hand.");
  CHECK(why(g, "pickup 8d 2c") == "The pile is frozen: you need two natural eights from your hand.");
  CHECK_FALSE(listed(g, "pickup"));
  CHECK(listed(g, "pickup 8d 8h"));
  CHECK(play(g, "pickup 8d 8h") == "");
  CHECK(g.meld(0, Rank::Eight).size() == 6);
  CHECK(canasta::test::cards_text(g.hand_cards(0)) == "9s 6c 5c 2c 2h");
  CHECK(canasta::test::cards_text(g.known(0).cards()) == "6c 2h");
  CHECK(g.pile_size() == 0);
  CHECK_FALSE(g.pile_frozen());
  CHECK(g.phase() == Phase::Play);
}

TEST_CASE("Taking the pile - a red three upcard freezes the pile and is laid out without replacement") {
  GameState g = position("players=4 turn=0 hand0=8d,8h,5c,6c melds0=Kc,Kd,Kh pile=3h,8c stock=4s");
  CHECK(g.pile_frozen());
  CHECK(why(g, "pickup") == "Your side has no meld of eights to add the top card to: show two cards from your hand with it.");
  CHECK(play(g, "pickup 8d 8h") == "");
  CHECK(g.red_threes(0) == 1);
  CHECK(canasta::test::cards_text(g.hand_cards(0)) == "6c 5c");
  CHECK(g.stock_size() == 1);  // no replacement drawn
}

TEST_CASE("Taking the pile - not frozen: two naturals, a natural and a wild card, or add to a meld") {
  const GameState g = position(
      "players=4 turn=0 hand0=8d,2c,5c,9s,Jk melds0=8c,8s,8s/Kc,Kd,Kh pile=6c,9h,8h stock=4s,5s");
  CHECK_FALSE(g.pile_frozen_for(0));
  CHECK(why(g, "pickup") == "");
  CHECK(why(g, "pickup 8d 2c") == "");
  CHECK(why(g, "pickup 8d Jk") == "");
  CHECK(why(g, "pickup 9s 2c") ==
        "To take the pile, show two natural eights, or one of them and one wild card, from your hand.");
  CHECK(why(g, "pickup 2c Jk") ==
        "To take the pile, show two natural eights, or one of them and one wild card, from your hand.");
  CHECK(why(g, "pickup 8d 8d") == "You do not hold all of those cards.");
  CHECK(listed(g, "pickup"));
  CHECK(listed(g, "pickup 8d 2c"));
  CHECK(listed(g, "pickup 8d Jk"));
  GameState h = g;
  CHECK(play(h, "pickup") == "");
  CHECK(h.meld(0, Rank::Eight).size() == 4);
  CHECK(canasta::test::cards_text(h.hand_cards(0)) == "9h 9s 8d 6c 5c 2c Jk");
}

TEST_CASE("Taking the pile - frozen for a side that has not melded") {
  GameState g = position(
      "players=4 turn=0 hand0=8d,8h,2c,Ac,Ad,Jk,5c melds1=4c,4d,4h pile=Kc,Qd,8c stock=4s,5s");
  CHECK(g.pile_frozen_for(0));
  CHECK_FALSE(g.pile_frozen_for(1));
  CHECK(why(g, "pickup 8d 2c") ==
        "The pile is frozen for your side until it melds: you need two natural eights from your hand.");
  CHECK(why(g, "pickup") ==
        "The pile is frozen for your side until it melds: you need two natural eights from your hand.");
  SUBCASE("the top card counts toward the minimum, with further melds from the hand (law 41)") {
    CHECK(why(g, "pickup 8d 8h") == "Your initial meld counts 30 but your side needs 50.");
    CHECK(listed(g, "pickup 8d 8h + Ac Ad Jk"));
    CHECK(play(g, "pickup 8d 8h + Ac Ad Jk") == "");
    CHECK(g.meld(0, Rank::Ace).size() == 3);
    CHECK(g.meld(0, Rank::Eight).size() == 3);
    CHECK(canasta::test::cards_text(g.hand_cards(0)) == "Kc Qd 5c 2c");
    CHECK(g.has_melded(0));
  }
  SUBCASE("extra groups only for an initial meld") {
    GameState m = position(
        "players=4 turn=0 hand0=8d,8h,Ac,Ad,Jk,5c melds0=Kc,Kd,Kh pile=Qd,8c stock=4s,5s");
    CHECK(why(m, "pickup 8d 8h + Ac Ad Jk") ==
          "Extra groups with a pickup are only for an initial meld: meld them after taking the pile.");
  }
}

TEST_CASE("Taking the pile - the rest of the pile does not count toward the minimum") {
  // The worked example: a king on top, a king and a queen buried; K-K-K and
  // Q-Q-2 make 70.
  const char* base = "players=4 turn=0 hand0=Kc,Kd,Qc,Qd,2s,7c pile=Kh,Qh,5c,Ks stock=4s";
  SUBCASE("needing 50 it may be laid, and the buried cards added after") {
    GameState g = position(base);
    CHECK(play(g, "pickup Kc Kd + Qc Qd 2s") == "");
    CHECK(play(g, "meld Kh + Qh") == "");
    CHECK(g.meld(0, Rank::King).size() == 4);
    CHECK(g.meld(0, Rank::Queen).size() == 4);
  }
  SUBCASE("needing 90 it may not, although the buried cards are worth 20 more") {
    GameState g = position(std::string(base) + " scores=1500,0");
    CHECK(why(g, "pickup Kc Kd + Qc Qd 2s") == "Your initial meld counts 70 but your side needs 90.");
  }
}

TEST_CASE("Taking the pile - one card in the pile and one in the hand (law 43)") {
  const char* base = "players=4 turn=0 hand0=5c melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh/9c,9d,9h pile=9s";
  SUBCASE("may not take it and go out") {
    GameState g = position(std::string(base) + " stock=4s");
    CHECK(why(g, "pickup") ==
          "With one card in the pile and one in your hand you may not take the pile and go out.");
    CHECK_FALSE(listed(g, "pickup"));
  }
  SUBCASE("unless forced, with the stock exhausted") {
    GameState g = position(std::string(base) + " stock=");
    CHECK(why(g, "pass") ==
          "The stock is exhausted and the discard fits a meld of your side: you must take it.");
    CHECK(play(g, "pickup") == "");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.is_deal_over());
    CHECK(g.went_out() == 0);
  }
}

TEST_CASE("Taking the pile - must keep a card when the side has no canasta") {
  GameState g = position("players=4 turn=0 hand0=9s,9h,5c melds0=9c,9d,9h pile=9c stock=4s");
  CHECK(why(g, "pickup 9s 9h") ==
        "Your side lacks a canasta to go out, so you must keep a card after discarding.");
  CHECK(why(g, "pickup") == "");
}

TEST_CASE("Taking the pile - the cards taken are known to everyone") {
  GameState g = position(
      "players=4 turn=0 hand0=8d,8h,5c melds0=Kc,Kd,Kh pile=Qs,Jk,4c,8c stock=4s");
  REQUIRE(play(g, "pickup 8d 8h") == "");
  const Observation o = observation(g, 1);
  CHECK(canasta::test::cards_text(o.known(0).cards()) == "Qs 4c Jk");
  CHECK(o.hand_size(0) == 4);
  REQUIRE(play(g, "discard Qs") == "");
  CHECK(canasta::test::cards_text(g.known(0).cards()) == "4c Jk");
}

// The pickups `g` lists, as written.
std::vector<std::string> pickups_listed(const GameState& g) {
  MoveList moves;
  g.legal_moves(moves);
  std::vector<std::string> pickups;
  for (const Move& m : moves)
    if (m.kind == MoveKind::Pickup) pickups.push_back(to_string(m));
  return pickups;
}

TEST_CASE("Taking the pile - the listed pickups name the first suits held: two naturals, a natural and a deuce, a natural and a joker") {
  // Suits count clubs, diamonds, hearts, spades: the hearts come first.
  CHECK(pickups_listed(position("players=4 turn=0 hand0=8s,8h,8h,2s,2h,Jk,5c melds0=Kc,Kd,Kh pile=6c,8c stock=4s")) ==
        std::vector<std::string>{"pickup 8h 8h", "pickup 8h 2h", "pickup 8h Jk"});
  // One natural: no pair of naturals; no wild card: only the pair.
  CHECK(pickups_listed(position("players=4 turn=0 hand0=8s,2d,2c,5c melds0=Kc,Kd,Kh pile=6c,8c stock=4s")) ==
        std::vector<std::string>{"pickup 8s 2c"});
  CHECK(pickups_listed(position("players=4 turn=0 hand0=8d,8s,5c melds0=Kc,Kd,Kh pile=6c,8c stock=4s")) ==
        std::vector<std::string>{"pickup 8d 8s"});
}

}  // namespace pile_test
