// A table this device's engine plays where nobody is asked to move: a
// replay of a record (ReplayTable) and a lesson (LessonTable, whose learner
// plays through LessonMode). Seat 0 is shown, the device is never passed,
// nothing is taken back (a lesson takes a wrong move back by itself) and
// the coach says nothing; the headline is the deal's end or nothing.
#pragma once

#include <optional>
#include <vector>

#include "frontend/session/engine_table.h"

namespace canasta::frontend {

class StudyTable : public EngineTable {
 public:
  explicit StudyTable(PagePort* page) : EngineTable(page) {}
  // Shows `state` from its start, seat 0 at the bottom.
  void start_from(const GameState& state, const GameSetup& setup) override;

  // TableModel
  std::vector<Card> shown_hand() const override { return view().own_hand_cards(); }
  std::optional<int> handover() const override { return std::nullopt; }
  bool guest_waiting() const override { return false; }
  bool other_to_move() const override { return false; }
  bool can_undo() const override { return false; }
  UndoReach undo_reach() const override { return UndoReach::kNothing; }
  std::string coach_line() const override { return {}; }

  // TableSource
  void update(double, double) override {}
  void next_deal() override;
  bool undo() override;
  void take_over() override {}
  void relocalize() override { prompt(); }
  // Nobody here asks the coach: a lesson's hint is its own answer
  // (LessonMode::answer), and nobody moves in a replay.
  void request_hint() override {}
  std::optional<Hint> take_hint() override { return std::nullopt; }

 protected:
  ~StudyTable() = default;
  Verdict apply(int seat, const Move& move) override;
  void prompt();
};

}  // namespace canasta::frontend
