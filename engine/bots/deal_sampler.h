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

// Ranks (bit per static_cast<int>(Rank)) each seat has probably laid off:
// the natural ranks its side has melded, for a seat that has finished a turn
// this deal and is not in the middle of one (the seat whose turn it is, when
// that is not the observer, may have drawn one). Players add such cards to
// their side's meld at their next turn: with Standard at every seat
// (./tools/sampling_accuracy 100 1) a player truly held an unknown natural
// of a rank his side had melded 2.8% of the time, where deals sampled without
// this reading gave him one 24.1% of the time. A rank no one may meld more
// of (rank_dead) is not read.
BarredRanks laid_off_ranks(const Observation& obs);

// A deal consistent with the observation whose hands hold no unknown
// natural of the ranks laid_off_ranks reads, while other cards are left to
// deal them (sample_hidden with those barred ranks).
GameState sample_reading_melds(const Observation& obs, Rng& rng);

}  // namespace canasta
