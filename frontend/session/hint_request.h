// The hint a viewer asks for, the same at every table that offers one (a
// game played here, an online guest's seat): Master's move and why, asked
// of the coach (coach_driver.h) and answered asynchronously, handed over
// only while the position it was asked at still stands.
#pragma once

#include <cstdint>
#include <optional>

#include "engine/bots/coach.h"
#include "engine/observation.h"
#include "frontend/session/coach_driver.h"

namespace canasta::frontend {

// The Standard bot's move for the viewer, computed here at once (--autoplay).
std::optional<Move> standard_hint(uint64_t game_seed, int seat, int ply, const Observation& obs);

class HintRequest {
 public:
  // Asks `coach` (request `id`) for `seat`'s hint at `obs`, the table's
  // `ply`th move; a hint asked before is dropped.
  void ask(CoachDriver& coach, int id, int seat, uint64_t game_seed, int ply, const Observation& obs);
  // Whether `answer` is this request's: then it is kept when it still
  // fits (`ply` unchanged and `fresh`: the viewer still to move).
  bool take_answer(const CoachAnswer& answer, int ply, bool fresh);
  // The hint, once it came (handed over once).
  std::optional<Hint> take();
  void forget();

 private:
  int id_ = 0;   // in flight, 0 when none
  int ply_ = 0;  // the ply it was asked at
  std::optional<Hint> hint_;
};

}  // namespace canasta::frontend
