// Modern American positions the sources never meet: a turn must always have
// a move. Each position here was reached by bots and had none before the
// rulings in README's decisions.
#include <doctest/doctest.h>

#include "engine/bots/match.h"
#include "tests/engine/test_util.h"

namespace american_no_dead_end_test {

using namespace canasta;
using namespace canasta::test;

namespace {

// Stock gone, seat 3 drew the last card and holds a black three and a deuce.
constexpr const char* kThreeAndDeuce =
    "variant=american options= players=4 deal=24 dealer=3 turn=3 phase=play answer=none askdraw=0 scores=-7160,-21645 hand0=2h hand1=Kc,Ks,Qd,Qs,9c,9h,7s,6h,5d,5s,3c,2h,2s hand2=Jk hand3=3c,2s known0= known1= known2= known3= bonus0= bonus1= bonus2= bonus3= melds0=Ac,Ad,Ah,As,2d/Kc,Kd,Kh,Ks/Qd,Qh,Qh,Qs/Jc,Jh,Jh,Js,Jk/Tc,Tc,Td,Th/9c,9d,9d,9s/8d,8d,8s/7c,7d,7d,7h/6c,6s,6s melds1=6d,6d,6h,2d/5d,5s,2c/4c,4c,4d,2c,Jk red30=3h red31=3d,3d,3h black30=3s black31=3s pile=5h,Ah,4h,7h,4s,8h,5c,5c,9h,7s,5h,Ts,4s,Ad,Kd,Qc,Kh,8c,4d,Td,Jk,Th,Js,7c,9s,Ts,8c,4h,8s,8h,Jd,As,Jd,Qc,Ac,Jc,6c stock= melded=0,2,3 played=0,1,2,3 started=6,5,4 added=0 premelded=0 opened=hand lastred3=0 out=- concealed=0 end=none special=- seed=317";

// The same with two black threes in the hand.
constexpr const char* kThreesOnly =
    "variant=american options= players=4 deal=24 dealer=3 turn=3 phase=play answer=none askdraw=0 scores=-7160,-21645 hand0=2h hand1=Kc,Ks,Qd,Qs,9c,9h,7s,6h,5d,5s,2s,2h,2s hand2=Jk hand3=3c,3c known0= known1= known2= known3= bonus0= bonus1= bonus2= bonus3= melds0=Ac,Ad,Ah,As,2d/Kc,Kd,Kh,Ks/Qd,Qh,Qh,Qs/Jc,Jh,Jh,Js,Jk/Tc,Tc,Td,Th/9c,9d,9d,9s/8d,8d,8s/7c,7d,7d,7h/6c,6s,6s melds1=6d,6d,6h,2d/5d,5s,2c/4c,4c,4d,2c,Jk red30=3h red31=3d,3d,3h black30=3s black31=3s pile=5h,Ah,4h,7h,4s,8h,5c,5c,9h,7s,5h,Ts,4s,Ad,Kd,Qc,Kh,8c,4d,Td,Jk,Th,Js,7c,9s,Ts,8c,4h,8s,8h,Jd,As,Jd,Qc,Ac,Jc,6c stock= melded=0,2,3 played=0,1,2,3 started=6,5,4 added=0 premelded=0 opened=hand lastred3=0 out=- concealed=0 end=none special=- seed=317";

// Seat 2's side has not melded; seat 2 asked before drawing (law 50), the
// partner said yes, and only a pickup with an initial meld from the hand
// (MA-46) goes out: 4c 4h with the 4d, the kings and queens as natural
// canastas, the 5c discarded. (The bots' position first kept here went out
// through mixed canastas completed in the initial meld's turn, which MA-44
// forbids.)
constexpr const char* kYesBeforeInitialMeld =
    "variant=american turn=2 phase=draw answer=yes scores=-2670,2790 "
    "hand0=8d,8h,6h hand2=4c,4h,Kc,Kc,Kd,Kd,Kh,Kh,Ks,Qc,Qc,Qd,Qd,Qh,Qh,Qs,5c "
    "pile=4d stock=As,Qs,9d,5d,6s melded= played=0,1,2,3";

// Seat 1's side has not melded; seat 1 holds a black three kept back (MA-11)
// and the stock holds 9 cards, one above the turn card's 8.
constexpr const char* kKeptThreeStockNine =
    "variant=american options= players=4 deal=4 dealer=3 turn=1 phase=play answer=none askdraw=0 scores=-13920,570 hand0=Qs hand1=Kh,Ks,Tc,Ts,8d,8d,5d,5h,5h,3c,2d,2h,2h,2s hand2=Ts,9d hand3=Ah,Qc,Qc,Tc,9h,9s,8s,7d,5s,4h,4s,2c,2c known0= known1= known2=Ts known3= bonus0= bonus1= bonus2= bonus3= melds0=Ac,Ac,Ad,Ad,Ah,As,As/Kc,Kc,Kd,Ks,Jk,Jk/Qd,Qd,Qh,Qh,Qs,Jk/Jc,Jc,Jd,Jh,Js,Js,2d/9c,9c,9d,9h,9s/8c,8c,8h,8h/7c,7c,7h,7h/6c,6d,6h,6h,6s,6s,2s/5c,5c,5d,5s/4c,4c,4d,4h,4s melds1= red30=3d,3h,3h red31=3d black30=3c,3s,3s black31= pile=Th,Td,Th,7s,7s,6d,Jh stock=Kd,Jd,Jk,7d,Td,4d,6c,8s,Kh melded=0,2 played=0,1,2,3 started= added=0 premelded=0 opened=- lastred3=0 out=- concealed=0 end=none special=- seed=5811";

}  // namespace

TEST_CASE("MA-35 with MA-41 and MA-11: no melding down to one card when the kept three's replacement leaves no bonus") {
  // The initial meld would face the kept three and replace it from the stock
  // (9 -> 8 cards): no bonus cards then (MA-41), so the player could not
  // discard his last card. Before this ruling the meld was allowed and left
  // a turn with no move.
  const GameState g = position(kKeptThreeStockNine);
  CHECK(why(g, "meld Kh Ks 2d + Tc Ts 2h 2h + 8d 8d 2s + 5d 5h 5h") ==
        "Your side lacks 2 canastas to go out, so you must keep a card after discarding.");
  CHECK(g.stock_size() == 9);
  CHECK(listed(g, "discard 5d"));  // the turn goes on with a discard instead
  GameState after = g;
  CHECK(play(after, "discard 5d") == "");
  CHECK(after.hand_size(1) == 13);
}

TEST_CASE("MA-33/MA-10: with a three and a wild card left, the wild card may be discarded") {
  const GameState g = position(kThreeAndDeuce);
  MoveList legal;
  g.legal_moves(legal);
  CHECK(legal.size() == 1);
  CHECK(listed(g, "discard 2s"));
  CHECK(why(g, "discard 3c") == "Threes are never discarded.");
  GameState after = g;
  CHECK(play(after, "discard 2s") == "");
  CHECK(after.hand_size(3) == 1);
}

TEST_CASE("MA-10: a hand of threes alone discards a three") {
  const GameState g = position(kThreesOnly);
  CHECK(listed(g, "discard 3c"));
  GameState after = g;
  CHECK(play(after, "discard 3c") == "");
  CHECK(after.hand_size(3) == 1);
  CHECK(after.pile_size() == g.pile_size() + 1);
}

TEST_CASE("Law 50 with MA-46: after a yes before drawing, the pickup that goes out is listed") {
  const GameState g = position(kYesBeforeInitialMeld);
  MoveList legal;
  g.legal_moves(legal);
  REQUIRE(!legal.empty());
  CHECK(why(g, "draw") != "");
  const char* out = "pickup 4c 4h + Kc Kc Kd Kd Kh Kh Ks + Qc Qc Qd Qd Qh Qh Qs";
  CHECK(listed(g, out));
  GameState after = g;
  CHECK(play(after, out) == "");
  CHECK(after.can_go_out_now());
}

TEST_CASE("Bots meet no position without a move in the variants") {
  for (const char* variant : {"american", "uruguayan"}) {
    CAPTURE(variant);
    for (uint64_t seed = 1; seed <= 6; ++seed) {
      MatchSetup setup;
      setup.rules = *rules_preset(variant);
      setup.players = 4;
      setup.game_seed = seed;
      setup.bot_seed = seed;
      setup.levels = {BotLevel::Standard, BotLevel::Beginner, BotLevel::Standard, BotLevel::Beginner};
      const MatchStats m = play_deal(setup);
      CHECK(m.illegal == 0);
      CHECK(m.stuck == 0);
      CHECK(m.deals == 1);
    }
  }
}

}  // namespace american_no_dead_end_test
