// A finished game's record stepped through (the page's replay bar, an
// embedding page's step): the engine replays the record to the cursor and
// the table shows seat 0's observation of that position. Nobody moves; one
// step forward is played as the move it was (logged, said, flown and told
// to the listener), any other step rebuilds the position quietly and is
// told as a load.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>

#include "frontend/session/study_table.h"
#include "frontend/session/table_words.h"

namespace canasta::frontend {

// Where a replay stands: `index` of the record's `length` entries are played.
struct ReplayCursor {
  size_t index = 0;
  size_t length = 0;
};

class ReplayTable final : public StudyTable {
 public:
  // Said through `page` (nullptr: no page).
  explicit ReplayTable(PagePort* page = nullptr) : StudyTable(page) {}
  // Shows `record` from its start in the place of `before`, whose setup
  // gives the seats the record does not name: why not (the record's
  // problem) when it does not replay (then nothing changed). `set_aside` is called once it
  // replays, before anything of it is shown or told.
  std::optional<Problem> open(GameRecord record, const TableModel& before, const std::function<void()>& set_aside);
  bool active() const { return active_; }
  // Another table is shown from now on.
  void close() { active_ = false; }
  // Moves the cursor by `delta` entries (clamped). The cursor after it;
  // nullopt when no replay is shown.
  std::optional<ReplayCursor> step(int delta);
  std::optional<ReplayCursor> cursor() const;

  // TableModel: every seat is named as a computer player is.
  bool viewer_to_move() const override { return false; }
  std::string player_name(int seat) const override {
    return player_label(setup_.seats, seat, view().players(), true);
  }
  TableMode mode() const override { return TableMode::kReplay; }
  bool play(const Move&) override { return false; }

 private:
  bool you(int) const override { return false; }
  bool names_draw(int seat) const override { return setup_.seats[static_cast<size_t>(seat)].kind == SeatKind::kLocal; }
  // `prefix` of the record shown quietly with `setup`, told as a load.
  std::optional<Problem> show(const GameRecord& prefix, const GameSetup& setup);

  bool active_ = false;
  GameRecord stepped_;  // the record stepped through
  size_t index_ = 0;    // how many of its entries are played
};

}  // namespace canasta::frontend
