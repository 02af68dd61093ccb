// The end of a deal played exactly (endgame.h): with the stock exhausted,
// every line to the deal's end, every card known, each side for itself.
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <optional>

#include "engine/bots/bot.h"
#include "engine/bots/endgame.h"
#include "engine/bots/evaluation.h"
#include "engine/bots/search_bot.h"
#include "test_util.h"

namespace bots_endgame_test {

using namespace canasta;
using canasta::test::move;
using canasta::test::play;
using canasta::test::position;

// Seat 0 must take the discard (the king fits its meld, law 45), and then
// chooses a discard with the stock gone. West (seat 1) holds a pair of
// fives and its side has a canasta: a five lets it take the pile and go
// out; a six or a seven it cannot take, and its pass ends the deal.
constexpr const char* kLastRound =
    "players=4 turn=0 hand0=Kh,5c,6c hand1=5d,5h hand2=8c hand3=9d "
    "melds0=Kc,Kd,Ks melds1=9c,9c,9d,9h,9h,9s,9s pile=7c,Kc stock=";

TEST_CASE("Exact end of the deal - the discard that ends the deal beats the one that lets the opponent out") {
  EndgameSolver solver;
  const GameState g = position(kLastRound);
  // Best: take, meld Kh, discard the six or seven; West passes. Side 0:
  // kings 5 x 10 = 50, hands 5c 7c (or 5c 6c) 10 and the partner's 8c 10:
  // 30. Side 1: the canasta of nines 7 x 10 + 500 = 570, hands 5d 5h 10 and
  // 9d 10: 550. Margin 30 - 550 = -520.
  CHECK(solver.value(g, 0, true, 100000) == doctest::Approx(-520));
  CHECK(solver.value(g, 1, true, 100000) == doctest::Approx(520));
  CHECK(solver.best_move(g, 0, true, 100000) == move("pickup"));

  GameState after = g;
  REQUIRE(play(after, "pickup") == "");
  REQUIRE(play(after, "meld Kh") == "");
  const std::optional<Move> discard = solver.best_move(after, 0, true, 100000);
  REQUIRE(discard);
  CHECK((*discard == move("discard 6c") || *discard == move("discard 7c")));

  // The five instead: West takes it with its pair and goes out. Side 1:
  // 570 + fives 15 + going out 100 - 9d 10 = 675; side 0 30 - 20 + 20 = 30
  // (6c 7c in hand instead of 5c and one of them). Margin -645.
  GameState five = after;
  REQUIRE(play(five, "discard 5c") == "");
  CHECK(solver.value(five, 0, true, 100000) == doctest::Approx(-645));
  CHECK(solver.best_move(five, 1, true, 100000) == move("pickup 5d 5h"));
  // Keeping the king in hand and discarding it: kings 40, hands 5c 6c 7c
  // 15 and 8c 10: 15 - 550 = -535.
  GameState king = g;
  REQUIRE(play(king, "pickup") == "");
  REQUIRE(play(king, "discard Kh") == "");
  CHECK(solver.value(king, 0, true, 100000) == doctest::Approx(-535));
}

TEST_CASE("Exact end of the deal - two melds in one turn, laid one group at a time, and going out") {
  EndgameSolver solver;
  SUBCASE("both groups laid, a card kept: the search tries melds one after another") {
    // No canasta, so no going out: the best is to lay Kh and 9h (listed
    // only one group at a time once the side has melded) and discard a
    // low card West cannot take. Side 0: nines 40, kings 40, 5c or 6c 5,
    // 8c 10: 65. Side 1: 4d 4h -10. Margin 75; laying one only leaves a
    // king or nine in hand: 70 - 15 - 10 = 45, margin 55.
    const GameState g = position(
        "players=4 turn=0 phase=play hand0=Kh,9h,5c,6c hand1=4d hand2=8c hand3=4h "
        "melds0=9c,9d,9s/Kc,Kd,Ks stock=");
    CHECK(solver.value(g, 0, true, 100000) == doctest::Approx(75));
    GameState one = g;
    REQUIRE(play(one, "meld Kh") == "");
    REQUIRE(play(one, "discard 5c") == "");
    CHECK(solver.value(one, 0, true, 100000) == doctest::Approx(55));
  }
  SUBCASE("going out") {
    // Adding 9h to the canasta and Kh to the kings, then discarding 5c.
    // Side 0: nines 8 x 10 + 500 = 580, kings 40, going out 100, 8c -10:
    // 710. Side 1 melded nothing: 4d 4h -10. Margin 720.
    const GameState g = position(
        "players=4 turn=0 phase=play hand0=Kh,9h,5c hand1=4d hand2=8c hand3=4h "
        "melds0=9c,9c,9d,9d,9s,9s,9h/Kc,Kd,Ks stock=");
    CHECK(solver.value(g, 0, true, 100000) == doctest::Approx(720));
    GameState out = g;
    REQUIRE(play(out, "meld Kh") == "");
    REQUIRE(play(out, "meld 9h") == "");
    REQUIRE(play(out, "discard 5c") == "");
    REQUIRE(out.is_deal_over());
    CHECK(out.deal_score().side[0].deal == 710);
    CHECK(out.deal_score().side[1].deal == -10);
  }
}

TEST_CASE("Exact end of the deal - a tree over the node budget is given up, and the playout plays on as Standard") {
  const GameState g = position(kLastRound);
  EndgameSolver solver;
  CHECK_FALSE(solver.value(g, 0, true, 3));
  CHECK(solver.nodes() > 3);
  REQUIRE(solver.value(g, 0, true, 100000));
  const int needed = solver.nodes();
  CHECK(solver.value(g, 0, true, needed));
  CHECK_FALSE(solver.value(g, 0, true, needed - 1));

  SearchConfig plain = search_config(BotLevel::Master, {});
  plain.exact_endgame_nodes = 0;
  SearchConfig exact = plain;
  exact.exact_endgame_nodes = 100000;
  SearchConfig too_small = plain;
  too_small.exact_endgame_nodes = needed - 1;
  GameState a = g, b = g, c = g;
  SearchBot plain_bot(7, plain, nullptr), exact_bot(7, exact, nullptr), small_bot(7, too_small, nullptr);
  const double standard = plain_bot.playout(a, 0);
  CHECK(exact_bot.playout(b, 0) == doctest::Approx(-520));
  CHECK(small_bot.playout(c, 0) == doctest::Approx(standard));
  CHECK(standard <= -520);  // Standard can do no better than best play
}

// Every legal move of every seat, no cut, no order skipped: what the
// solver must equal. Gives up (nullopt) past `budget` positions.
std::optional<double> every_line(const GameState& g, int side, long& budget) {
  if (g.is_deal_over()) return game_margin(g, side);
  if (--budget < 0) return std::nullopt;
  MoveList legal;
  g.legal_moves(legal);
  if (legal.empty()) return std::nullopt;  // cannot happen: the caller then fails
  const bool ours = g.side_of(g.to_move()) == side;
  std::optional<double> best;
  for (const Move& m : legal) {
    GameState child = g;
    if (!child.apply(m).ok()) return std::nullopt;  // as above
    const std::optional<double> v = every_line(child, side, budget);
    if (!v) return std::nullopt;
    if (!best || (ours ? *v > *best : *v < *best)) best = v;
  }
  return best;
}

TEST_CASE("Exact end of the deal - equals every line searched, on exhausted stocks of played deals") {
  // Standard plays deals until the stock is gone at a turn's start; there
  // the solver (alpha-beta, one meld order) must find the value of the
  // whole tree.
  const Rules rules = *make_rules("classic", "", nullptr);
  EndgameSolver solver;
  int compared = 0;
  for (uint64_t seed = 1; seed <= 2000 && compared < 12; ++seed) {
    GameState g = GameState::new_game(rules, 4, seed);
    std::array<std::unique_ptr<Bot>, 4> bots;
    for (int seat = 0; seat < 4; ++seat) bots[seat] = make_bot(BotLevel::Standard, seed * 4 + seat);
    bool turn_starts = false;
    while (!g.is_deal_over() && !(turn_starts && g.stock_size() == 0)) {
      const int mover = g.turn();
      const std::optional<Move> m = bots[g.to_move()]->choose(observation(g, g.to_move()));
      REQUIRE(m);
      REQUIRE(g.apply(*m).ok());
      turn_starts = g.turn() != mover;
    }
    if (g.is_deal_over()) continue;
    const int side = g.side_of(g.to_move());
    long budget = 300000;
    const std::optional<double> truth = every_line(g, side, budget);
    if (!truth) continue;
    const std::optional<double> exact = solver.value(g, side, true, 300000);
    REQUIRE(exact);
    CHECK(*exact == doctest::Approx(*truth));
    const std::optional<double> other = solver.value(g, 1 - side, true, 300000);
    REQUIRE(other);
    CHECK(*other == doctest::Approx(-*truth));
    ++compared;
  }
  CHECK(compared == 12);
}

}  // namespace bots_endgame_test
