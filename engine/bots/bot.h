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
//             playout policy, within an iteration budget
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

enum class BotLevel : uint8_t { Beginner, Standard, Expert };

std::string_view to_string(BotLevel level);
std::optional<BotLevel> parse_bot_level(std::string_view text);

// Tuning knobs shared by the levels; the defaults are the product's levels.
struct BotOptions {
  // Expert: sampled deals (determinizations) per searched decision; each is
  // played out once per candidate move. 0 = the default budget.
  int expert_samples = 0;
  // Expert: candidate moves considered at a decision (the best by Standard's
  // own ranking), at least 2.
  int expert_candidates = 4;
};

inline constexpr int kExpertDefaultSamples = 96;

class Bot {
 public:
  virtual ~Bot() = default;
  // The move for the observing seat, which must be the seat to move
  // (obs.to_move() == obs.seat()). Always a legal move.
  virtual Move choose(const Observation& obs) = 0;
};

std::unique_ptr<Bot> make_bot(BotLevel level, uint64_t seed, const BotOptions& options = {});

}  // namespace canasta
