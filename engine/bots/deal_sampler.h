// Master's sampled deals: like sample_hidden (observation.h), but a deal in
// which a player holds a hidden pair of a rank he has just thrown away is
// dealt again. A player who discards a seven rarely keeps two more sevens,
// since a pair is what takes the pile; deals that ignore this put the
// opponents' pairs in the wrong ranks and make the search misjudge which
// discards are safe.
#pragma once

#include <array>
#include <cstdint>

#include "engine/observation.h"
#include "engine/rng.h"

namespace canasta {

// Ranks (bit per static_cast<int>(Rank)) each seat threw into the current
// pile, from its last kDiscardsRead discards: seat s at distance d before the
// player whose turn it is made the discards d, d + active, ... from the top.
inline constexpr int kDiscardsRead = 3;
std::array<uint32_t, kMaxPlayers> recent_discards(const Observation& obs);

// A full deal consistent with the observation in which, if kSamplingTries
// deals allow it, no other player holds two unknown naturals of a rank he
// recently discarded (else the deal with the fewest such pairs).
inline constexpr int kSamplingTries = 8;
GameState sample_reading_discards(const Observation& obs, Rng& rng);

}  // namespace canasta
