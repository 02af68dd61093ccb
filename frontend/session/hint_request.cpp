#include "frontend/session/hint_request.h"

#include <utility>

#include "frontend/session/bot_choice.h"

namespace canasta::frontend {

std::optional<Move> standard_hint(uint64_t game_seed, int seat, int ply, const Observation& obs) {
  return choose_bot_move(BotLevel::Standard, bot_move_seed(game_seed, seat, ply), obs);
}

void HintRequest::ask(CoachDriver& coach, int id, int seat, uint64_t game_seed, int ply, const Observation& obs) {
  id_ = id;
  ply_ = ply;
  hint_.reset();
  coach.request({id, seat, bot_move_seed(game_seed, seat, ply), obs, std::nullopt, std::nullopt});
}

bool HintRequest::take_answer(const CoachAnswer& answer, int ply, bool fresh) {
  if (id_ == 0 || answer.id != id_) return false;
  id_ = 0;
  if (ply == ply_ && fresh) hint_ = answer.hint;
  return true;
}

std::optional<Hint> HintRequest::take() { return std::exchange(hint_, std::nullopt); }

void HintRequest::forget() {
  id_ = 0;
  hint_.reset();
}

}  // namespace canasta::frontend
