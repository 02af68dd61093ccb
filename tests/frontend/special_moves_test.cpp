// The table's way to the moves only Modern American has: declaring a special
// hand (MA-60) and laying out a three kept for a straight (MA-11).
#include <doctest/doctest.h>

#include "engine/notation.h"
#include "tests/engine/test_util.h"
#include "frontend/session/move_builder.h"
#include "frontend/table/table_view.h"

namespace special_moves_test {

using namespace canasta;
using namespace canasta::frontend;
using canasta::test::position;
using canasta::test::mover_view;

TEST_CASE("Special moves - a straight in hand after the draw is offered as Declare; the button plays it") {
  const GameState g = position(
      "variant=american players=4 turn=0 phase=play hand0=Ac,2c,3c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc,Jk "
      "hand1=4d,4h hand2=5d,5h hand3=6d,6h");
  const auto declare = declarable(mover_view(g));
  REQUIRE(declare.has_value());
  CHECK(declare->kind == MoveKind::Declare);
  CHECK(declare->special == SpecialHand::Straight);
  CHECK(g.check(*declare).ok());
  // Without the joker there is nothing to declare.
  const GameState plain = position(
      "variant=american players=4 turn=0 phase=play hand0=Ac,2c,3c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc,Kd "
      "hand1=4d,4h hand2=5d,5h hand3=6d,6h");
  CHECK_FALSE(declarable(mover_view(plain)).has_value());
  // Classic has no special hands.
  CHECK_FALSE(declarable(mover_view(GameState::new_game(*rules_preset("classic"), 4, 1))).has_value());
}

TEST_CASE("Special moves - a kept three selected alone is laid out, not melded (MA-11)") {
  const GameState g = position(
      "variant=american players=4 turn=0 phase=play hand0=3c,Kc,Kd,Kh,9s,9d,8c,7h hand1=4d,4h hand2=5d,5h "
      "hand3=6d,6h");
  const Move m = build_meld(mover_view(g), {Card(Rank::Three, Suit::Clubs)}, std::nullopt);
  CHECK(m.kind == MoveKind::LayThree);
  CHECK(g.check(m).ok());
}

TEST_CASE("Special moves - a wild card dropped on the wild meld joins it (MA-26); the wild meld has its column") {
  const GameState g = position(
      "variant=american players=4 turn=0 phase=play hand0=2h,Kc,Kd,Kh,9s,9d,8c,7h hand1=4d,4h hand2=5d,5h "
      "hand3=6d,6h melds0=Qc,Qd,Qh/2c,2d,Jk premelded=1");
  const Move m = build_meld(mover_view(g), {Card(Rank::Two, Suit::Hearts)}, Rank::Two);
  CHECK(g.check(m).ok());
  const auto columns = meld_columns(mover_view(g), 0, Rect{0, 0, 900, 300}, 1);
  REQUIRE(columns.size() == 2);
  CHECK(columns[0].rank == Rank::Queen);
  CHECK(columns[1].rank == Rank::Two);  // the wild meld, last
}

}  // namespace special_moves_test
