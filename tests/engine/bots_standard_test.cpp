// Standard's key decisions, each from a position in the notation.
#include <doctest/doctest.h>

#include "engine/bots/bot.h"
#include "engine/observation.h"
#include "test_util.h"

namespace bots_standard_test {

using namespace canasta;
using canasta::test::position;

namespace {

Move standard_move(const GameState& g) {
  return make_bot(BotLevel::Standard, 1)->choose(observation(g, g.to_move())).value();
}

// Opponents' and partner's hands for four-player scenarios.
constexpr const char* kOthers =
    " hand1=Ac,Kh,8h,6s,5s hand2=Jc,Jd,8c,7h,6h,5c,4d hand3=Th,Ts,9c,9h,6d";

}  // namespace

TEST_CASE("Standard - takes a large unfrozen pile when it can") {
  // Seat 0's side has melded kings; the pile holds seven cards topped by the
  // queen of diamonds, and seat 0 holds two natural queens.
  const GameState g = position(std::string("players=4 turn=0 phase=draw hand0=Qc,Qh,9s,7d,5c,4h,4s") +
                               kOthers + " melds0=Kc,Kd,Ks melds1=Ad,Ad,Ah pile=5h,6c,9d,Jh,8s,7c,Qd seed=5");
  const Move m = standard_move(g);
  CHECK(to_string(m) == "pickup Qc Qh");
}

TEST_CASE("Standard - does not feed the next opponent a big pile when a safe card exists") {
  // Seat 1 (next to play) has a meld of nines and the eight-card pile is not
  // frozen: a nine would give it to him. Seat 0 holds a single nine and a
  // single four of which three copies are in sight.
  const GameState g = position(std::string("players=4 turn=0 phase=play hand0=Ah,Ad,Tc,Td,9s,4c") + kOthers +
                               " melds1=9c,9d,9h pile=4d,4h,5h,6c,Jd,Jh,8s,Kh seed=5");
  const Move m = standard_move(g);
  REQUIRE(m.kind == MoveKind::Discard);
  CHECK(to_string(m.card) != "9s");
}

TEST_CASE("Standard - keeps a wild card rather than discarding it") {
  const GameState g =
      position(std::string("players=4 turn=0 phase=play hand0=Kh,7s,5d,2c") + kOthers + " pile=Qd,8h seed=5");
  const Move m = standard_move(g);
  REQUIRE(m.kind == MoveKind::Discard);
  CHECK(!m.card.is_wild());
}

TEST_CASE("Standard - goes out when far behind and holding little") {
  // Side 0 trails 1,000 to 4,500, has a canasta of kings and a meld of
  // sevens; seat 0 holds the last king and a seven.
  GameState g = position(std::string("players=4 turn=0 phase=play scores=1000,4500 hand0=Kh,7d") + kOthers +
                         " melds0=Kc,Kd,Ks,Ks,Kd,Kc,2h/7c,7h,7s melds1=8c,8d,8h pile=Qd seed=5");
  auto partner = make_bot(BotLevel::Standard, 2);
  auto player = make_bot(BotLevel::Standard, 1);
  for (int n = 0; n < 10 && !g.is_deal_over() && g.turn() == 0; ++n) {
    const int seat = g.to_move();
    const Move m = (seat == 0 ? player : partner)->choose(observation(g, seat)).value();
    REQUIRE(g.apply(m).ok());
  }
  CHECK(g.is_deal_over());
  CHECK(g.went_out() == 0);
}

TEST_CASE("Standard - answers the partner's \"May I go out?\"") {
  // Seat 0 asked; seat 2 answers. The stock is long and the opponents have no
  // canasta.
  const std::string table =
      " players=4 turn=0 phase=ask hand0=Kd,5c melds0=Tc,Td,Th,Ts,Tc,Td,Th/Kc,Kh,Ks melds1=8c,8d,8h"
      " hand1=Ac,5h,6s,5s hand3=Ts,9c,9h,6d pile=Qd seed=5";
  SUBCASE("holding plenty to meld: no") {
    const GameState g = position("hand2=As,Ah,Ad,Kh,Kc,Qh,Qc,Qs,Jh,Jd" + table);
    CHECK(to_string(standard_move(g)) == "no");
  }
  SUBCASE("holding two small cards: yes") {
    const GameState g = position("hand2=4c,5d" + table);
    CHECK(to_string(standard_move(g)) == "yes");
  }
}

TEST_CASE("Standard - law 50: about to take the pile and go out, it asks its partner before drawing") {
  // Seat 0 can take the jack with Jh Js and go out by discarding the four;
  // his partner holds seven cards, so he asks first.
  const std::string table = std::string(" players=4 turn=0 hand0=Jh,Js,4c") + kOthers +
                            " melds0=7c,7d,7s/Kc,Kd,Ks,Kc,Kd,Ks,2h pile=Jc seed=5";
  SUBCASE("before drawing: ask") {
    const GameState g = position("phase=draw" + table);
    CHECK(to_string(standard_move(g)) == "ask");
  }
  SUBCASE("after yes: take the pile, then go out") {
    GameState g = position("phase=draw answer=yes" + table);
    const Move take = standard_move(g);
    CHECK(to_string(take) == "pickup Jh Js");
    REQUIRE(g.apply(take).ok());
    CHECK(to_string(standard_move(g)) == "discard 4c");
  }
  SUBCASE("after no: no asking again, and the pile is still worth taking") {
    const GameState g = position("phase=draw answer=no" + table);
    CHECK(standard_move(g).kind != MoveKind::Ask);
  }
}

}  // namespace bots_standard_test
