#include "frontend/session/replay_table.h"

#include <algorithm>
#include <cstdint>

namespace canasta::frontend {

std::optional<Problem> ReplayTable::open(GameRecord record, const TableModel& before,
                                         const std::function<void()>& set_aside) {
  Problem problem;
  if (!replay(record, &problem)) return problem;
  set_aside();
  GameRecord start = record;
  start.moves.clear();
  const GameSetup setup = before.setup();  // `before` may be this table
  const bool was_active = active_;
  continue_after(before);
  active_ = true;
  if (auto wrong = show(start, setup)) {
    active_ = was_active;
    return wrong;
  }
  stepped_ = std::move(record);
  index_ = 0;
  return std::nullopt;
}

std::optional<Problem> ReplayTable::show(const GameRecord& prefix, const GameSetup& setup) {
  if (auto problem = load_quietly(prefix, setup)) return problem;
  prompt();
  notify(GameEvent::kLoad);
  return std::nullopt;
}

std::optional<ReplayCursor> ReplayTable::step(int delta) {
  if (!active_) return std::nullopt;
  const auto length = static_cast<int64_t>(stepped_.moves.size());
  const auto index = static_cast<int64_t>(index_);
  const int64_t target = std::clamp<int64_t>(index + delta, 0, length);
  if (target == index + 1) {
    if (play_entry(stepped_.moves[index_])) return cursor();
  } else if (target != index) {
    GameRecord prefix = stepped_;
    prefix.moves.resize(static_cast<size_t>(target));
    if (show(prefix, setup_)) return cursor();
  }
  index_ = static_cast<size_t>(target);
  return cursor();
}

std::optional<ReplayCursor> ReplayTable::cursor() const {
  if (!active_) return std::nullopt;
  return ReplayCursor{index_, stepped_.moves.size()};
}

}  // namespace canasta::frontend
