// How the table gets the other seats' moves: asynchronously, so the page can
// ask its Web Worker while the table keeps drawing. The table sends a
// request and polls for answers each frame; an answer carries a legal move
// (a failed or late worker is replaced by the Standard bot computed
// in-process, and `problem` says so in one line for the player), or none
// when the seat has no legal move (Bot::choose).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "engine/bots/bot.h"
#include "engine/move.h"
#include "engine/observation.h"

namespace canasta::frontend {

struct BotRequest {
  int id = 0;
  BotLevel level = BotLevel::Standard;
  uint64_t seed = 0;
  Observation observation;
};

struct BotAnswer {
  int id = 0;
  std::optional<Move> move;
  std::string problem;  // empty, or why the move was computed in-process
};

class BotDriver {
 public:
  virtual ~BotDriver() = default;
  virtual void request(const BotRequest& request) = 0;
  // Takes one finished answer, if any.
  virtual std::optional<BotAnswer> poll() = 0;
  // Forgets every request in flight (a new game, an undo).
  virtual void cancel_all() = 0;
};

// Computes each move in-process when asked (native table, tests).
std::unique_ptr<BotDriver> make_in_process_driver();
// The best driver for this platform: the page's worker when the page offers
// one, else in-process.
std::unique_ptr<BotDriver> make_platform_driver();

}  // namespace canasta::frontend
