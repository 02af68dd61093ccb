#include "frontend/session/study_table.h"

namespace canasta::frontend {

void StudyTable::start_from(const GameState& state, const GameSetup& setup) {
  reset_to(state, setup);
  viewer_ = 0;
  after_change();
  prompt();
}

Verdict StudyTable::apply(int seat, const Move& move) {
  const Verdict verdict = play_logged(seat, move);
  if (!verdict.ok()) return verdict;
  after_change();
  notify_move(seat);
  prompt();
  return verdict;
}

void StudyTable::next_deal() {
  if (!deal_next()) return;
  after_change();
  notify(GameEvent::kNewDeal);
  if (!quiet_) prompt();
}

bool StudyTable::undo() {
  refuse_undo();
  return false;
}

// Only a deal's end is said: nobody here is told whose turn it is.
void StudyTable::prompt() {
  if (!prompt_deal_over()) journal_.clear_message();
}

}  // namespace canasta::frontend
