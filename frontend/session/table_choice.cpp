#include "frontend/session/table_choice.h"

namespace canasta::frontend {

EngineTable& TableChoice::shown() {
  if (lessons_.active()) return lessons_.table();
  if (replay_.active()) return replay_;
  return game_;
}

const EngineTable& TableChoice::shown() const {
  if (lessons_.active()) return lessons_.table();
  if (replay_.active()) return replay_;
  return game_;
}

const GameSetup& TableChoice::play_setup() const {
  return replay_.active() ? replay_.setup() : game_.setup();
}

GameController& TableChoice::to_game() {
  // A game that was a demo when a lesson or a replay took its place comes
  // back played, as it always did.
  if ((lessons_.active() || replay_.active()) && game_.mode() != TableMode::kPlay) game_.set_mode(TableMode::kPlay);
  // Drawing caches keyed on the closed table's numbers must not match the game's.
  if (const EngineTable& before = shown(); &before != &game_) game_.continue_after(before);
  lessons_.stop();
  replay_.close();
  return game_;
}

void TableChoice::set_aside(const EngineTable& shown) {
  // A lesson shown stays until the next one replaces it (LessonMode).
  if (&shown == &game_) game_.set_aside();
  replay_.close();
}

std::optional<Problem> TableChoice::open_replay(GameRecord record) {
  const EngineTable& before = shown();
  return replay_.open(std::move(record), before, [&] {
    lessons_.stop();
    set_aside(before);
  });
}

std::optional<Problem> TableChoice::open_lesson(std::string_view json) {
  const EngineTable& before = shown();
  return lessons_.start(before, json, -1, [&] { set_aside(before); });
}

std::optional<Problem> TableChoice::open_tutorial(size_t index) {
  const EngineTable& before = shown();
  return lessons_.start_tutorial(before, index, [&] { set_aside(before); });
}

}  // namespace canasta::frontend
