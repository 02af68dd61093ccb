// The tables this device's engine plays, and which of them is shown: a
// lesson while one is open, else a record stepped through, else the game
// played here. (An online guest's table, once open, is shown over all of
// them: App and the page's calls ask GuestTable first.) Opening one closes
// the others, so that exactly one is shown; the game waits under a lesson
// or a replay with nothing asked of its seats or its coach.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "frontend/session/game_controller.h"
#include "frontend/session/lesson_mode.h"
#include "frontend/session/replay_table.h"

namespace canasta::frontend {

class TableChoice {
 public:
  TableChoice(GameController& game, LessonMode& lessons, ReplayTable& replay)
      : game_(game), lessons_(lessons), replay_(replay) {}

  GameController& game() { return game_; }
  LessonMode& lessons() { return lessons_; }
  ReplayTable& replay() { return replay_; }
  const ReplayTable& replay() const { return replay_; }
  // The table shown.
  EngineTable& shown();
  const EngineTable& shown() const;
  // The setup the next game played here starts from: the game's, or the
  // replay's while one is shown (its record's seats).
  const GameSetup& play_setup() const;

  // The game is shown again (a new game, a load, a position): a lesson or
  // a replay shown is closed.
  GameController& to_game();
  // A record to step through, in the place of the table shown.
  std::optional<Problem> open_replay(GameRecord record);
  // A lesson (a document, or the tutorial's at `index`) in the place of the
  // table shown.
  std::optional<Problem> open_lesson(std::string_view json);
  std::optional<Problem> open_tutorial(size_t index);

 private:
  // Another table takes the place of `shown`: the game's open questions are
  // not wanted, and a replay is closed.
  void set_aside(const EngineTable& shown);

  GameController& game_;
  LessonMode& lessons_;
  ReplayTable& replay_;
};

}  // namespace canasta::frontend
