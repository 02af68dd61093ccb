// The sound each move makes at the table (frontend/session/move_sounds.h):
// one per move, the most telling of what it did.
#include <doctest/doctest.h>

#include <string>

#include "frontend/session/move_sounds.h"
#include "tests/engine/test_util.h"

namespace move_sounds_test {

using namespace canasta;
using namespace canasta::frontend;
using canasta::test::position;
using canasta::test::mover_view;

namespace {

constexpr const char* kKings = "Kc,Kd,Kh,Ks,Kc,Kd,Kh";

// The sound of `move` played by the seat in turn in `g` (which it changes).
std::string sound_of(GameState& g, const char* move) {
  const GameState before = g;
  const Move m = *parse_move(move).value;
  REQUIRE(g.apply(m).ok());
  return std::string(sound_name(move_sound(mover_view(before), before.turn(), m, mover_view(g))));
}

}  // namespace

TEST_CASE("Move sounds - a card sound for drawing and discarding, notes for melds and the pile") {
  GameState g = position("players=4 turn=0 phase=draw hand0=9s,9h,9d,5c,6d hand1=4c,4d hand2=8c,8d hand3=Tc,Td "
                         "melds0=Qc,Qd,Qh pile=7c,6h,6s stock=4s,4h,Jc");
  CHECK(sound_of(g, "draw") == "draw");
  CHECK(sound_of(g, "meld 9s 9h 9d") == "meld");
  CHECK(sound_of(g, "discard 5c") == "discard");
  GameState taker = position("players=4 turn=0 phase=draw hand0=6c,6d,5c,8h hand1=4c,4d hand2=8c,8d hand3=Tc,Td "
                             "melds0=Qc,Qd,Qh pile=7c,6h stock=4s,4h,Jc");
  CHECK(sound_of(taker, "pickup 6c 6d") == "pile");
}

TEST_CASE("Move sounds - a canasta made, even by adding one card, and going out above all") {
  GameState g = position("players=4 turn=0 phase=play hand0=Kh,5c,5d,6d hand1=4c,4d hand2=8c,8d hand3=Tc,Td "
                         "melds0=Kc,Kd,Kh,Ks,Kc,Kd pile=7c stock=4s,4h,Jc");
  CHECK(sound_of(g, "meld Kh") == "canasta");
  GameState out = position(std::string("players=4 turn=0 phase=play hand0=9s,9h,5c pile=4c stock=4s melds0=9c,9d,9h/") +
                           kKings);
  CHECK(sound_of(out, "meld 9h 9s") == "meld");
  CHECK(sound_of(out, "discard 5c") == "out");
}

}  // namespace move_sounds_test
