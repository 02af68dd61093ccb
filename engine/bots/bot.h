// Computer players. A bot sees only an Observation (the information set of
// its seat: never the stock order or other hands' unknown cards) and answers
// the move to play. Bots are deterministic given their seed, so a game with
// bots replays exactly and a bot's bug can be reproduced.
//
// Levels:
//   beginner  legal and plausible, with a novice's mistakes; beatable
//   standard  an expert rule-based player ("Pointers on play" of the 1950
//             rules and good strategy)
//   expert    determinized search over sampled deals with standard as the
//             playout policy, playing for the game near the target
//             (search_bot.h)
//   master    the same search with a larger budget and more candidate
//             moves, weighing natural melds too
//
// The searching levels are deterministic by default: a fixed number of
// sampled deals per decision, so a seed replays exactly (tournaments,
// tests). Given a clock they think for their time budget instead, as in the
// browser's bot worker, where a faster machine then plays a little better.
//
// A bot keeps no memory between calls: everything it knows comes from the
// observation (which remembers the pile, the melds and the cards publicly
// taken with a pile), so the Web Worker can build a fresh bot per request.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>

#include "engine/move.h"
#include "engine/observation.h"

namespace canasta {

enum class BotLevel : uint8_t { Beginner, Standard, Expert, Master };
inline constexpr BotLevel kAllBotLevels[] = {BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert,
                                             BotLevel::Master};

std::string_view to_string(BotLevel level);
std::optional<BotLevel> parse_bot_level(std::string_view text);

// A level with an optional fixed number of sampled deals, as tools and the
// bot worker spell it: "expert", "master@384" (searching levels only; a
// number from 1 to kMaxTimedSamples). samples == 0: none given.
struct BotSpec {
  BotLevel level = BotLevel::Standard;
  int samples = 0;
};
std::optional<BotSpec> parse_bot_spec(std::string_view text);
inline bool searches(BotLevel level) { return level == BotLevel::Expert || level == BotLevel::Master; }

// Milliseconds since any fixed moment. The engine reads no clock of its
// own: the platform lends one to a bot that should think for a time.
using ThinkClock = double (*)();

// Tuning knobs of the searching levels; the defaults are the product's levels.
struct BotOptions {
  // Sampled deals (determinizations) per searched decision, each played out
  // once per candidate move; 0 = the level's own number. Deterministic.
  int samples = 0;
  // Candidate moves compared at a decision; 0 = the level's own number.
  int candidates = 0;
  // With a clock the level samples until `budget_ms` have passed (0 = the
  // level's own budget) instead of a fixed number: never fewer than
  // kMinTimedSamples, never more than kMaxTimedSamples.
  ThinkClock clock = nullptr;
  double budget_ms = 0;
};

inline constexpr int kMinTimedSamples = 24;
inline constexpr int kMaxTimedSamples = 4000;

class Bot {
 public:
  virtual ~Bot() = default;
  // The move for the observing seat, which must be the seat to move
  // (obs.to_move() == obs.seat()): always a legal move, or nothing when
  // that seat has none. No position the engine accepts is such a dead end
  // (dead_end.h); the answer is a defence, so that a bug elsewhere costs a
  // refused request rather than the program.
  virtual std::optional<Move> choose(const Observation& obs) = 0;
};

// The bot of a level (make_bot.cpp, above the bots it makes).
std::unique_ptr<Bot> make_bot(BotLevel level, uint64_t seed, const BotOptions& options = {});

}  // namespace canasta
