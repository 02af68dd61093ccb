// LessonTable, a lesson's position on a table of its own, as the view sees
// it: the learner's observation of the lesson's position, the learner's own
// hand and nothing of another; the same lesson with the hidden cards dealt
// otherwise gives the view the very same table, before and after the
// learner's move and the replies.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/lesson_runner.h"
#include "engine/observation.h"
#include "engine/rng.h"
#include "frontend/session/game_controller.h"
#include "frontend/session/lesson_mode.h"
#include "frontend/session/tutorial.h"
#include "frontend/words/strings.h"

namespace lesson_table_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

constexpr int kLearner = 0;

LessonRunner tutorial_runner(const char* name) {
  Parsed<LessonRunner> runner = load_lesson(tutorial_lessons()[*find_tutorial_lesson(name)].json);
  REQUIRE(runner.ok());
  return std::move(*runner.value);
}

// Everything the lesson's table gives the view, as text (not its notation:
// the page's record of the position, which holds the whole deal as a
// game's does).
std::vector<std::string> all_it_shows(const LessonTable& table) {
  std::vector<std::string> out = {table.message(), std::to_string(table.view().own_hand_cards().size())};
  for (Card c : table.shown_hand()) out.push_back(to_string(c));
  for (size_t i = 0; i < table.log_size(); ++i) out.push_back(table.log_line(i));
  for (int seat = 0; seat < table.view().players(); ++seat) {
    out.push_back(table.seat_name(seat));
    out.push_back(std::to_string(table.view().hand_size(seat)));
  }
  return out;
}

}  // namespace

TEST_CASE("Lesson table - it shows the lesson's position as the learner sees it") {
  set_language(Language::kEnglish);
  GameController game;
  GameSetup setup;
  setup.seats[0] = {SeatKind::kComputer, BotLevel::Expert, ""};  // whoever the game seated, the learner is seat 0
  REQUIRE_FALSE(game.new_game(setup));
  LessonMode lesson;
  REQUIRE_FALSE(lesson.start_tutorial(game, *find_tutorial_lesson("frozen-pile")));
  const LessonTable& table = lesson.table();
  const LessonRunner runner = tutorial_runner("frozen-pile");
  CHECK(table.mode() == TableMode::kLesson);
  CHECK(table.viewer_seat() == kLearner);
  CHECK(table.view() == observation(runner.state(), kLearner));
  CHECK(table.shown_hand() == runner.state().hand_cards(kLearner));
  CHECK(table.viewer_to_move());
  CHECK_FALSE(table.other_to_move());
  CHECK_FALSE(table.handover());
  CHECK_FALSE(table.can_undo());
  CHECK(table.seat_name(kLearner) == "You");
  CHECK(table.version() > game.version());  // nothing keyed on the game's numbers matches
  // The game waits as it was.
  CHECK(game.setup().seats[0].kind == SeatKind::kComputer);
  CHECK(game.record().moves.empty());
}

TEST_CASE("Lesson table - hidden cards dealt otherwise change nothing it shows") {
  set_language(Language::kEnglish);
  const LessonRunner runner = tutorial_runner("going-out");
  const GameState& real = runner.state();
  const Observation seen = observation(real, kLearner);
  Rng rng(5);
  const GameState other = sample_hidden(seen, rng);
  REQUIRE(observation(other, kLearner) == seen);
  REQUIRE(other.hand_cards(1) != real.hand_cards(1));

  GameSetup setup;
  setup.allow_undo = false;
  LessonTable a, b;
  a.open(real, setup);
  b.open(other, setup);
  CHECK(a.view() == b.view());
  CHECK(all_it_shows(a) == all_it_shows(b));
  // The learner asks to go out and the partner's answer follows, on both.
  REQUIRE(a.play(runner.answer()));
  REQUIRE(b.play(runner.answer()));
  const int partner = a.state().to_move();
  REQUIRE(partner != kLearner);
  REQUIRE_FALSE(a.play(Move::draw()));  // not the learner's turn
  REQUIRE_FALSE(a.play_entry("yes"));
  REQUIRE_FALSE(b.play_entry("yes"));
  CHECK(a.view() == b.view());
  CHECK(all_it_shows(a) == all_it_shows(b));
  CHECK(a.log_line(0) == "You ask: may I go out?");
}

}  // namespace lesson_table_test
