// Observations: what a seat may see, and re-dealing what it may not.
#include <doctest/doctest.h>

#include "engine/notation.h"
#include "engine/observation.h"
#include "engine/state_access.h"
#include "test_util.h"

namespace observation_test {

using namespace canasta;
using canasta::test::play;
using canasta::test::position;

TEST_CASE("Observation - a seat sees its hand, hand sizes and public cards only") {
  GameState g = GameState::new_game(*rules_preset("classic"), 4, 5);
  const Observation o = observation(g, 1);
  CHECK(o.seat() == 1);
  CHECK(o.own_hand() == g.hand(1));
  for (int p = 0; p < 4; ++p) {
    CHECK(o.hand_size(p) == g.hand_size(p));
    CHECK(o.known(p).size() == 0);
  }
  CHECK(o.pile_cards() == g.pile_cards());
  CHECK(o.stock_size() == g.stock_size());
  // Two states differing only in hidden cards give the same observation.
  Rng rng(1);
  const GameState other = sample_hidden(o, rng);
  CHECK(observation(other, 1) == o);
  CHECK_FALSE(observation(other, 0) == observation(g, 0));
}

TEST_CASE("Observation - the game seed, which rebuilds every deal, is hidden") {
  const GameState a = GameState::new_game(*rules_preset("classic"), 4, 5);
  // The same cards dealt under another seed: only the seed differs.
  const GameState b = *parse_notation(to_notation(a).replace(to_notation(a).rfind("seed=5"), 6, "seed=9")).value;
  REQUIRE(a.seed() != b.seed());
  CHECK(observation(a, 0) == observation(b, 0));
  CHECK(observation(a, 0).view().seed() == 0);
}

TEST_CASE("Observation - legal moves only for the seat to move") {
  const GameState g = GameState::new_game(*rules_preset("classic"), 4, 5);
  MoveList from_state, from_view;
  g.legal_moves(from_state);
  observation(g, g.to_move()).legal_moves(from_view);
  REQUIRE(from_view.size() == from_state.size());
  for (int i = 0; i < from_view.size(); ++i) CHECK(from_view[i] == from_state[i]);
  observation(g, (g.to_move() + 1) % 4).legal_moves(from_view);
  CHECK(from_view.empty());
  CHECK(observation(g, (g.to_move() + 1) % 4).check(Move::draw()).why == Why::kNotYourTurn);
}

TEST_CASE("Observation - sampling keeps everything seen and deals the rest") {
  GameState g = position(
      "players=4 turn=0 hand0=8d,8h,5c hand1=Qc,Qd,4s hand2=6c,6d hand3=9s melds0=Kc,Kd,Kh "
      "pile=Qs,Jk,4c,8c seed=4");
  REQUIRE(play(g, "pickup 8d 8h") == "");
  REQUIRE(play(g, "discard 5c") == "");
  const Observation o = observation(g, 2);
  Rng rng(99);
  bool differs = false;
  for (int i = 0; i < 50; ++i) {
    const GameState s = sample_hidden(o, rng);
    CHECK(s.hand(2) == g.hand(2));
    CHECK(s.hand(0).count(Card(Rank::Queen, Suit::Spades)) >= 1);  // known from the pile
    CHECK(s.hand(0).jokers() >= 1);
    for (int p = 0; p < 4; ++p) {
      CHECK(s.hand_size(p) == g.hand_size(p));
      CHECK(s.hand(p).red_threes() == 0);
      CHECK(s.known(p) == g.known(p));
    }
    CHECK(s.stock_size() == g.stock_size());
    CHECK(s.pile_cards() == g.pile_cards());
    CHECK(observation(s, 2) == o);
    int total = s.pile_size() + s.stock_size();
    for (int p = 0; p < 4; ++p) total += s.hand_size(p);
    total += s.meld(0, Rank::King).size() + s.meld(0, Rank::Eight).size();
    CHECK(total == 108);
    if (!(s.hand(1) == g.hand(1))) differs = true;
  }
  CHECK(differs);
}

TEST_CASE("Observation - sampled deals agree with a partner's \"May I go out?\"") {
  // Seat 0 asked after drawing, so his partner (seat 2) knows that his three
  // cards can go out: every deal seat 2 samples lets them, though most
  // three-card hands could not (two must meld, one goes on the pile).
  const GameState g = position(
      "players=4 turn=0 phase=ask hand0=Kd,Ts,5c melds0=Tc,Td,Th,Ts,Tc,Td,Th/Kc,Kh,Ks "
      "hand1=Ac,5h,6s,5s hand2=As,Ah,Ad,Qh,Qc,Jh,Jd hand3=9c,9h,6d,4c pile=Qd seed=5");
  REQUIRE(g.phase() == Phase::Answer);
  REQUIRE(g.can_go_out_now());
  const Observation o = observation(g, 2);
  Rng rng(17);
  int other_hands = 0;
  for (int i = 0; i < 40; ++i) {
    const GameState s = sample_hidden(o, rng);
    CHECK(s.hand_size(0) == 3);
    CHECK(s.can_go_out_now());
    if (!(s.hand(0) == g.hand(0))) ++other_hands;
  }
  CHECK(other_hands > 0);
  // Dealt without the constraint, most of his hands could not go out.
  int could_not = 0;
  for (int i = 0; i < 40; ++i) could_not += !StateAccess::sample(o, rng).can_go_out_now();
  CHECK(could_not > 20);
}

}  // namespace observation_test
