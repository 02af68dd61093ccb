// Dead ends (engine/dead_end.h): a position where the deal goes on and the
// player to move has no legal move is refused wherever a position comes in,
// with a sentence saying why, and a bot, a hint or the coach asked about one
// answers nothing instead of stopping the program.
#include <doctest/doctest.h>

#include <string>

#include "engine/bots/bot.h"
#include "engine/bots/coach.h"
#include "engine/dead_end.h"
#include "engine/notation.h"
#include "engine/observation.h"
#include "engine/observation_text.h"
#include "engine/protocol.h"
#include "engine/record.h"
#include "engine/state_access.h"

using namespace canasta;

namespace {

std::string error_of(const std::string& text) {
  const Parsed<GameState> p = parse_notation(text);
  return p.ok() ? "" : p.error;
}

// Seat 0 holds one card after the draw and its side has no canasta: the
// discard would go out, so it may not be discarded.
constexpr const char* kOneCardClassic = "players=2 turn=0 phase=play hand0=2c hand1=Kc seed=1";
const std::string kOneCardReason =
    "hand0 holds one card after the draw and his side may not go out now, so that card cannot be discarded (the "
    "discard would go out) nor melded: seat 0 has no legal move, a position no deal reaches.";

// A state the notation would refuse, built by the parser's first half only:
// what a bot would see if a dead end ever slipped past the doors.
GameState dead_end_state(const char* text) {
  const Parsed<GameState> p = StateAccess::parse(text);
  REQUIRE(p.ok());
  REQUIRE(!has_legal_move(*p.value));
  return *p.value;
}

}  // namespace

TEST_CASE("Position notation - a player to move with no legal move is refused, in every preset") {
  SUBCASE("classic") { CHECK(error_of(kOneCardClassic) == kOneCardReason); }
  SUBCASE("threepack") {
    CHECK(error_of("variant=threepack players=3 turn=0 phase=play hand0=2c hand1=Kc hand2=Qd seed=1") ==
          kOneCardReason);
  }
  SUBCASE("american") {
    CHECK(error_of("variant=american turn=0 phase=play hand0=2c hand1=Kc hand2=Qd hand3=5h seed=1") ==
          kOneCardReason);
  }
  SUBCASE("uruguayan") {
    CHECK(error_of("variant=uruguayan players=2 turn=0 phase=play hand0=2c hand1=Kc seed=1") == kOneCardReason);
  }
  SUBCASE("the page's example: seat 1 after the draw with a deuce alone") {
    CHECK(error_of("players=2 dealer=0 turn=1 phase=play hand0=Kc,Qd,5h hand1=2c seed=1") ==
          "hand1 holds one card after the draw and his side may not go out now, so that card cannot be discarded "
          "(the discard would go out) nor melded: seat 1 has no legal move, a position no deal reaches.");
  }
  SUBCASE("a yes no move can obey") {
    CHECK(error_of("players=4 turn=0 phase=draw answer=yes hand0=Kc,Qd,5h hand1=4c hand2=5d hand3=6h seed=1") ==
          "answer=yes binds seat 0 to go out this turn (law 50), but no move of his goes out: seat 0 has no legal "
          "move, a position no deal reaches.");
  }
  SUBCASE("a partner's no with one card left") {
    CHECK(error_of("players=4 turn=0 phase=play answer=no hand0=Kc hand1=4c hand2=5d hand3=6h "
                   "melds0=Ac,Ad,Ah,As,Ac,Ad,Ah/Qc,Qd,Qh,Qs,Qc,Qd,Qh seed=1") ==
          "hand0 holds one card after the draw and his partner said he may not go out this turn (law 50), so that "
          "card cannot be discarded (the discard would go out) nor melded: seat 0 has no legal move, a position no "
          "deal reaches.");
  }
  SUBCASE("neighbours that have a move stay accepted") {
    CHECK(error_of("players=2 turn=0 phase=play hand0=2c,Kd hand1=Kc seed=1") == "");
    CHECK(error_of("players=2 turn=0 phase=draw hand0=2c hand1=Kc seed=1") == "");
    CHECK(error_of("players=2 turn=0 phase=over end=stock hand0=2c hand1=Kc stock= seed=1") == "");
  }
}

TEST_CASE("Protocol - position refuses a dead end, now or at an empty hand's turn") {
  ProtocolSession session;
  CHECK(session.execute(std::string("position ") + kOneCardClassic) == "error " + kOneCardReason);
  // Seat 2 holds nothing: at its turn it would draw one card and be stuck
  // (the position fuzzer walked into exactly this).
  const char* empty_seat = "players=4 turn=0 hand0=Kc,Qd hand1=5c hand3=6d seed=1";
  const std::string empty_reason =
      "hand2 is empty while the deal goes on: only going out empties a hand, and that ends the deal (at his turn "
      "seat 2 would draw one card and could neither keep it nor go out).";
  CHECK(parse_notation(empty_seat).ok());  // a scenario may leave hands out
  CHECK(session.execute(std::string("position ") + empty_seat) == "error " + empty_reason);
  CHECK(session.execute("position players=4 turn=0 hand0=Kc,Qd hand1=5c hand2=4h hand3=6d seed=1") == "ok");
  CHECK(session.execute("position players=4 turn=0 phase=over end=stock stock= hand0=Kc,Qd hand1=5c seed=1") == "ok");
  GameRecord record = new_record(*rules_preset("classic"), 4, 1);
  record.start = empty_seat;
  std::string error;
  CHECK(!replay(record, &error));
  CHECK(error == "The record's start position is wrong: " + empty_reason);
}

TEST_CASE("Game records - a record whose start leaves the player to move without a move is refused") {
  GameRecord record = new_record(*rules_preset("classic"), 2, 1);
  record.start = kOneCardClassic;
  std::string error;
  CHECK(!replay(record, &error));
  CHECK(error == "The record's start position is wrong: " + kOneCardReason);
}

TEST_CASE("Observation text - the seat to move with no legal move is refused") {
  const GameState g = dead_end_state(kOneCardClassic);
  const Parsed<Observation> obs = parse_observation_text(to_observation_text(observation(g, 0)));
  CHECK(!obs.ok());
  CHECK(obs.error == kOneCardReason);
}

TEST_CASE("Bots, hints and the coach answer nothing for a seat with no legal move, never stop the program") {
  const GameState g = dead_end_state(kOneCardClassic);
  const Observation obs = observation(g, 0);
  for (BotLevel level : kAllBotLevels) {
    CAPTURE(to_string(level));
    BotOptions quick;
    quick.samples = 4;
    CHECK(!make_bot(level, 1, quick)->choose(obs));
  }
  BotOptions quick;
  quick.samples = 4;
  CHECK(!hint_move(obs, 1, quick));
  CHECK(coach_move(obs, Move::discard(*parse_card("2c")), 1, quick).same);
}
