// ReplayTable, a finished game's record stepped through, as the view sees
// it: at every cursor the table shows seat 0's observation of the record
// replayed by the engine to that entry, whether it got there one step at a
// time or by a jump, and nobody is ever asked to move.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "engine/observation.h"
#include "engine/record.h"
#include "frontend/session/game_controller.h"
#include "frontend/session/replay_table.h"
#include "frontend/words/strings.h"

namespace replay_table_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

// A game of computer players over a deal's end and into the next deal.
GameRecord played_record() {
  GameController game;
  GameSetup setup;
  setup.seed = 11;
  for (Seat& seat : setup.seats) seat = Seat{SeatKind::kComputer, BotLevel::Beginner, ""};
  REQUIRE_FALSE(game.new_game(setup));
  double now = 0;
  while (!game.state().is_deal_over()) game.update(now += 1000, 0);
  game.next_deal();
  for (int i = 0; i < 6; ++i) game.update(now += 1000, 0);
  return game.record();
}

// The engine's own position after the record's first `entries` entries.
GameState replayed_to(const GameRecord& record, size_t entries) {
  GameRecord prefix = record;
  prefix.moves.resize(entries);
  std::string error;
  const std::optional<GameState> state = replay(prefix, &error);
  REQUIRE_MESSAGE(state, error);
  return *state;
}

// What the table shows at its cursor is the engine's observation for seat 0.
void shows_entry(const ReplayTable& table, const GameRecord& record, size_t entries) {
  const GameState real = replayed_to(record, entries);
  CHECK(table.cursor()->index == entries);
  CHECK(table.view() == observation(real, 0));
  CHECK(table.shown_hand() == observation(real, 0).own_hand_cards());
  CHECK(table.record().moves == std::vector<std::string>(record.moves.begin(), record.moves.begin() + static_cast<std::ptrdiff_t>(entries)));
  CHECK_FALSE(table.viewer_to_move());
  CHECK_FALSE(table.other_to_move());
  CHECK_FALSE(table.handover());
}

}  // namespace

TEST_CASE("Replay - each step shows the viewer's observation of the record replayed to it") {
  set_language(Language::kEnglish);
  const GameRecord record = played_record();
  const size_t length = record.moves.size();
  REQUIRE(std::find(record.moves.begin(), record.moves.end(), kNextDeal) != record.moves.end());
  GameController before;
  ReplayTable table;
  CHECK_FALSE(table.cursor());
  REQUIRE_FALSE(table.open(record, before, [] {}));
  CHECK(table.active());
  CHECK(table.mode() == TableMode::kReplay);
  CHECK(table.version() > before.version());  // nothing keyed on the game's numbers matches
  CHECK(table.cursor()->length == length);
  shows_entry(table, record, 0);

  SUBCASE("one step at a time, the deal's end and the next deal among them") {
    for (size_t entries = 1; entries <= length; ++entries) {
      CAPTURE(entries);
      const size_t logged = table.log_size();
      REQUIRE(table.step(1));
      shows_entry(table, record, entries);
      CHECK(table.log_size() > logged);  // a step forward is the move it was, logged
    }
    CHECK(table.step(1)->index == length);  // clamped at the end
  }
  SUBCASE("jumps land where the steps do") {
    const size_t middle = length / 2;
    CHECK(table.step(static_cast<int>(middle))->index == middle);
    shows_entry(table, record, middle);
    CHECK(table.step(-3)->index == middle - 3);
    shows_entry(table, record, middle - 3);
    CHECK(table.step(100000)->index == length);
    shows_entry(table, record, length);
    CHECK(table.step(-100000)->index == 0);
    shows_entry(table, record, 0);
  }
  SUBCASE("nobody moves: the viewer's move is not taken, and time does nothing") {
    REQUIRE(table.step(4));
    const Observation shown = table.view();
    CHECK_FALSE(table.play(Move::draw()));
    table.update(1e9, 0);
    CHECK_FALSE(table.hint());
    CHECK_FALSE(table.can_undo());
    CHECK(table.view() == shown);
    CHECK(table.cursor()->index == 4);
  }
  table.close();
  CHECK_FALSE(table.cursor());
  CHECK_FALSE(table.step(1));
}

TEST_CASE("Replay - a record that does not replay is refused and nothing is shown") {
  GameRecord record = played_record();
  record.moves.insert(record.moves.begin() + 2, "fly away");
  GameController before;
  ReplayTable table;
  bool set_aside = false;
  CHECK(table.open(record, before, [&] { set_aside = true; }));
  CHECK_FALSE(set_aside);
  CHECK_FALSE(table.active());
  CHECK_FALSE(table.cursor());
}

}  // namespace replay_table_test
