// A lesson's position on the table (LessonMode runs the lesson): the engine
// plays it, the learner at seat 0 is shown and moves through play(), which
// LessonMode calls only with a move the lesson judged right, and the other
// seats' replies come as record entries (play_entry) at the bots' pace. No
// seat is asked to move and the coach stays silent: the lesson is the
// teacher.
#pragma once

#include <string>

#include "frontend/session/study_table.h"
#include "frontend/session/table_words.h"

namespace canasta::frontend {

class LessonTable final : public StudyTable {
 public:
  // Said through `page` (nullptr: no page).
  explicit LessonTable(PagePort* page = nullptr) : StudyTable(page) {}
  // Shows the lesson's start `state` with `setup`, told as kLesson.
  void open(const GameState& state, const GameSetup& setup);

  // TableModel: the learner is "you"; the others go by their seats' names.
  bool viewer_to_move() const override { return !state_.is_deal_over() && state_.to_move() == kLearner; }
  std::string player_name(int seat) const override {
    return player_label(setup_.seats, seat, view().players(), false);
  }
  TableMode mode() const override { return TableMode::kLesson; }
  // The learner's move: true if played; otherwise the engine's reason is
  // the message.
  bool play(const Move& move) override;

 private:
  static constexpr int kLearner = 0;
  bool you(int seat) const override { return seat == kLearner; }
  bool names_draw(int seat) const override { return seat == kLearner; }
};

}  // namespace canasta::frontend
