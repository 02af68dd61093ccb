// Wild cards selected alone: where they may go (issue 12, item 1).
#include <doctest/doctest.h>

#include "engine/notation.h"
#include "frontend/session/move_builder.h"
#include "tests/engine/test_util.h"

namespace move_builder_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

// Classic, seat 0 to play: its side has melded 7c 7s Jk and it holds a joker.
constexpr const char* kSevensAndJoker =
    "variant=classic options= players=4 deal=0 dealer=3 turn=0 phase=play answer=none askdraw=0 scores=0,0 hand0=Ac,Qd,Qh,Jc,Th,Ts,9c,6h,Jk hand1=Kd,Qd,Qs,Jd,Th,9c,8c,6s,5d,2d,2h hand2=Kc,Ks,Ks,Qc,8s,7h,6d,5h,4h,3c,3h hand3=Ac,As,Kc,Jh,7d,7h,6d,5s,4s,3h,Jk known0= known1= known2= known3= melds0=7c,7s,Jk melds1= red30= red31= pile=3d,9d stock=Jk,8d,Jh,2s,4d,9s,5c,4c,Ad,7d,As,Qc,Td,9h,Js,5h,Tc,Jd,5d,4c,Ah,9h,4s,4h,2c,8d,8c,Tc,3s,6s,Kh,Kh,2s,6c,8h,Ts,9d,6c,6h,9s,3s,3d,2d,Qs,2c,4d,Qh,Ah,8s,Jc,Js,Kd,3c,5s,Td,2h,5c,8h,7s,Ad,7c melded=0 played= started=7 added=0 premelded=0 lastred3=0 out=- concealed=0 end=none seed=1";

GameState position(const char* text) {
  Parsed<GameState> p = parse_notation(text);
  REQUIRE(p.ok());
  return *p.value;
}

}  // namespace

TEST_CASE("A joker alone joins the side's only meld it may join, and Meld builds that move") {
  const GameState g = position(kSevensAndJoker);
  const std::vector<Move> choices = wild_card_choices(canasta::test::mover_view(g), {Card::joker()});
  REQUIRE(choices.size() == 1);
  CHECK(choices[0].groups[0].rank == Rank::Seven);
  const Move built = build_meld(canasta::test::mover_view(g), {Card::joker()}, std::nullopt);
  CHECK(built == choices[0]);
  CHECK(g.check(built).ok());
}

TEST_CASE("Wild cards with no meld to join have no choice") {
  GameState g = position(kSevensAndJoker);
  // Seat 0 discards; seat 1's side has no meld.
  REQUIRE(g.apply(Move::discard(Card(Rank::Nine, Suit::Clubs))).ok());
  CHECK(wild_card_choices(canasta::test::mover_view(g), {Card::joker()}).empty());
}

}  // namespace move_builder_test
