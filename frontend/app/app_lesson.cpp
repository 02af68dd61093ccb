// The table's lesson mode on the App side: the lesson panel's buttons, the
// tutorial's lessons opened from the Lessons dialog, the other seats'
// replies played at the bots' pace, and a finished tutorial lesson stored
// as done (the Lessons dialog ticks it).
#include "frontend/app/app.h"
#include "frontend/platform/platform.h"
#include "frontend/words/problem_words.h"
#include "frontend/words/strings.h"
#include "frontend/session/tutorial.h"

namespace canasta::frontend {

void App::start_tutorial_lesson(size_t index) {
  // A game in play waits behind the lesson; one nothing was played of is
  // not worth going back to (the page drops its save).
  const bool from_game = !lesson_.active();
  const GameSetup before = tables_.play_setup();
  std::optional<GameBehind> behind;
  if (from_game && table().mode() == TableMode::kPlay && !game_.record().moves.empty() && !table().view().is_game_over())
    behind = GameBehind{game_.record(), game_.setup()};
  if (auto problem = tables_.open_tutorial(index)) {
    table().set_message(format(S::kLessonProblem, problem_text(*problem)), true);
    return;
  }
  if (from_game) game_behind_ = std::move(behind), setup_before_lesson_ = before;
  lesson_.set_exit(game_behind_ ? LessonButton::kBackToGame : LessonButton::kPlayGame);
  lesson_marked_ = false;
  clear_hands();
  sync_hand();
  animator_.clear();
  forget_hint();
  focus_ = {};
}

void App::lesson_button(LessonButton button) {
  ++ui_version_;
  switch (button) {
    case LessonButton::kShowMe:
      hand_.clear_selection();
      lesson_.show_me();
      sync_hand();
      break;
    case LessonButton::kAgain:
      lesson_.restart();
      lesson_marked_ = false;
      clear_hands();
      sync_hand();
      animator_.clear();
      break;
    case LessonButton::kNext:
      if (lesson_.tutorial_index() >= 0) start_tutorial_lesson(static_cast<size_t>(lesson_.tutorial_index()) + 1);
      break;
    case LessonButton::kLessons: open_dialog(DialogKind::kLessons); break;
    case LessonButton::kBackToGame:
    case LessonButton::kPlayGame: leave_lesson(); break;
  }
}

// Back to the game the lesson interrupted, as it was (the page keeps saving
// it under the same save), or a new game with the table's seats and rules.
void App::leave_lesson() {
  GameController& game = tables_.to_game();
  std::optional<GameBehind> behind;
  behind.swap(game_behind_);
  clear_hands();
  animator_.clear();
  forget_hint();
  focus_ = {};
  if (behind) {
    if (auto wrong = game.resume_game(behind->record, behind->setup)) table().set_message(problem_text(*wrong), true);
    sync_hand();
    return;
  }
  GameSetup setup = setup_before_lesson_;
  setup.seed = fresh_seed();
  start_game(setup);
}

void App::update_lesson(double now_ms, bool busy) {
  // A new game, a loaded position or record ends the lesson, and the game
  // it interrupted stays in the page's saved games.
  if (!lesson_.active()) {
    game_behind_.reset();
    return;
  }
  if (!busy) lesson_.play_reply(now_ms, options_.fast ? 0 : settings_->bot_delay_ms());
  if (lesson_.finished() && !lesson_marked_) {
    lesson_marked_ = true;
    if (lesson_.tutorial_index() >= 0) {
      settings_.change([&](Settings& s) { s.mark_lesson_done(lesson_.lesson_id()); });
    }
  }
}

}  // namespace canasta::frontend
