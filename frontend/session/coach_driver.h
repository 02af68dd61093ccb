// How the table gets the coach's advice and hints: through the one asker
// (page_asker.h), like a computer seat's move, from a worker of the page's
// own (web/site/app.js sends the "coach" and "hint" commands to a second bot
// worker, so the coach never delays a computer player's move). Without a
// worker (natively, or when it failed) the answer is computed in-process
// with a small fixed number of sampled deals, quick enough for one frame's
// pause. The coach only comments, so unlike a computer player's move nothing
// is said when the worker fails.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>

#include "engine/bots/coach.h"
#include "engine/move.h"
#include "engine/observation.h"
#include "frontend/session/page_asker.h"

namespace canasta::frontend {

struct CoachRequest {
  int id = 0;
  int seat = 0;  // whose move or hint it is
  uint64_t seed = 0;
  Observation observation;     // the position before the move (or of the hint)
  std::optional<Move> played;  // advice on this move; none: a hint
  std::optional<Move> choice;  // the move a hint gave at this position (coach_move's choice)
};

struct CoachAnswer {
  int id = 0;
  int seat = 0;
  Advice advice;  // when a move was played
  std::optional<Hint> hint;  // when a hint was asked for (none: no legal move)
};

// Sampled deals of the in-process coach: enough for the reasons of clear
// mistakes, few enough (a few dozen playouts per candidate) not to stall
// the table.
inline constexpr int kInProcessCoachSamples = 64;

using CoachDriver = Asking<CoachRequest, CoachAnswer>;

// `page`: the page's coach worker through it (coachRequest, coachAnswer);
// nullptr: always in-process.
std::unique_ptr<CoachDriver> make_coach(PagePort* page);

// The answer computed here.
CoachAnswer coach_in_process(const CoachRequest& request);

}  // namespace canasta::frontend
