#include "frontend/session/lesson_table.h"

#include "frontend/words/reason_text.h"

namespace canasta::frontend {

void LessonTable::open(const GameState& state, const GameSetup& setup) {
  start_from(state, setup);
  notify(GameEvent::kLesson);
}

bool LessonTable::play(const Move& move) {
  if (!viewer_to_move()) return false;
  if (const Verdict verdict = apply(kLearner, move); !verdict.ok()) {
    set_message(reason_text(verdict), true);
    return false;
  }
  return true;
}

}  // namespace canasta::frontend
