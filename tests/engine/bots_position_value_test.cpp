// The fitted position value (engine/bots/position_value.h): the facts of a
// position, the tables weights were fitted for, and Master's short playouts
// judged by them.
#include <doctest/doctest.h>

#include "engine/bots/evaluation.h"
#include "engine/bots/position_value.h"
#include "engine/bots/search_bot.h"
#include "engine/observation.h"
#include "test_util.h"

namespace bots_position_value_test {

using namespace canasta;
using canasta::test::four_players;

namespace {

// Seat 0 (side 0, with seat 2) is to draw a seven-card pile that is not
// frozen; side 0 has melded three aces, side 1 three kings.
GameState table() {
  return four_players("players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh",
                      " melds0=Ac,Ad,Ah melds1=Kc,Kd,Ks pile=5h,Qh,Jc,Ts,6s,4c,9d seed=5");
}

}  // namespace

TEST_CASE("Position value - the facts of a position, side against side") {
  const GameState g = table();
  REQUIRE(g.stock_size() == 63);  // 108 - 32 in hands - 7 in the pile - 6 melded
  PositionFacts x;
  position_facts(g, 0, x);
  // Side 0: aces 60 on the table, hands 70 + 50; side 1: kings 30, hands
  // 80 + 55: -60 against -105 if the deal ended now.
  CHECK(x[0] == doctest::Approx(45));
  CHECK(x[1] == doctest::Approx(45 * 63 / 60.0));
  CHECK(x[2] == 0);   // 16 cards a side
  CHECK(x[4] == 0);   // no wild card held
  CHECK(x[5] == -1);  // pairs of unmelded ranks: nines and jacks against tens, nines and sevens
  CHECK(x[6] == -1);  // seat 1's Kh goes on side 1's kings; side 0 holds no ace
  for (int i : {7, 8, 9, 10, 11, 12, 15, 16}) CHECK(x[i] == 0);
  CHECK(x[13] == 1);  // side 0 is to move
  CHECK(x[14] == 7);  // with a seven-card pile
  // Two sides: the other side's facts are these with the sign changed.
  PositionFacts y;
  position_facts(g, 1, y);
  for (int i = 0; i < kPositionFacts; ++i) CHECK(y[i] == doctest::Approx(-x[i]));
}

TEST_CASE("Position value - weights where they were fitted, the facts weighed") {
  const GameState g = table();
  const PositionWeights* w = position_weights(g);
  REQUIRE(w != nullptr);
  CHECK(w->variant == "classic");
  CHECK(w->players == 4);
  PositionFacts x;
  position_facts(g, 0, x);
  double sum = 0;
  for (int i = 0; i < kPositionFacts; ++i) sum += w->weight[i] * x[i];
  CHECK(judged_margin(g, 0, *w) == doctest::Approx(sum));
  CHECK(judged_margin(g, 1, *w) == doctest::Approx(-sum));
  // Tables no weights were fitted for.
  CHECK(position_weights(GameState::new_game(*rules_preset("classic"), 2, 1)) == nullptr);
  CHECK(position_weights(GameState::new_game(*rules_preset("american"), 4, 1)) == nullptr);
}

TEST_CASE("Position value - Master's short playouts are judged by it; a table without weights plays to the end") {
  const SearchConfig master = search_config(BotLevel::Master, {});
  REQUIRE(master.playout_turns == 16);
  REQUIRE(master.judges_cut_playouts);
  SearchBot bot(7, master, nullptr);
  GameState g = table();
  const double value = bot.playout(g, 0);
  CHECK(!g.is_deal_over());
  CHECK(g.turn() == 0);  // sixteen turns at four seats: seat 0 is to play again
  CHECK(g.phase() == Phase::Draw);
  CHECK(value == doctest::Approx(judged_margin(g, 0, *position_weights(g))));
  CHECK(value != doctest::Approx(deal_margin(g, 0)));
  GameState two = GameState::new_game(*rules_preset("classic"), 2, 3);
  MoveList legal;
  two.legal_moves(legal);
  REQUIRE(two.apply(legal[0]).ok());  // the cut, where there is one
  const double whole = bot.playout(two, 0);
  CHECK(two.is_deal_over());
  CHECK(whole == game_margin(two, 0));
}

}  // namespace bots_position_value_test
