// How the table gets the coach's advice and hints: asynchronously, like the
// computer players' moves (bot_driver.h), from a worker of the page's own
// (web/site/app.js sends "coach" and "hint" commands to a second bot worker,
// so the coach never delays a computer player's move). Without a worker
// (natively, or when it failed) the answer is computed in-process with a
// small fixed number of sampled deals, quick enough for one frame's pause.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "engine/bots/coach.h"
#include "engine/move.h"
#include "engine/observation.h"

namespace canasta::frontend {

struct CoachRequest {
  int id = 0;
  uint64_t seed = 0;
  Observation observation;     // the position before the move (or of the hint)
  std::optional<Move> played;  // advice on this move; none: a hint
  std::optional<Move> choice;  // the move a hint gave at this position (coach_move's choice)
};

struct CoachAnswer {
  int id = 0;
  Advice advice;  // when a move was played
  Hint hint;      // when a hint was asked for
};

// Sampled deals of the in-process coach: enough for the reasons of clear
// mistakes, few enough (a few dozen playouts per candidate) not to stall
// the table.
inline constexpr int kInProcessCoachSamples = 64;

class CoachDriver {
 public:
  virtual ~CoachDriver() = default;
  virtual void request(const CoachRequest& request) = 0;
  // Takes one finished answer, if any.
  virtual std::optional<CoachAnswer> poll() = 0;
  // Forgets every request in flight (a new game, an undo).
  virtual void cancel_all() = 0;
};

std::unique_ptr<CoachDriver> make_in_process_coach();
// The page's coach worker when there is one, else in-process.
std::unique_ptr<CoachDriver> make_platform_coach();

// The answer computed here.
CoachAnswer coach_in_process(const CoachRequest& request);

}  // namespace canasta::frontend
