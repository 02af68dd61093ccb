// A reading of the table for the search (SearchConfig::reads_passed_piles,
// off for every level: it measured no stronger): which sampled deals the
// public moves make likely. A player who draws from the stock while the pile's top card is a
// natural he holds two of passes up a pile he could take with that pair;
// good players (Standard among them) take a pile of five cards or more with a
// natural pair, so a deal that gives him that pair explains his draw badly.
// Each sampled deal is kept with the probability that the passes it contains
// were made (rejection sampling), so the deals come in proportion to how
// well they explain the table rather than all alike.
//
// What is read, and why not more: a pile passed up while the passer's side
// could add its top to a meld of its own says nothing about the hand (it was
// a choice of pile, not of pair), and a small pile or a side that still needs
// its initial meld says nothing measurable (Standard keeps a pair for a
// richer pile, and a pair alone may not reach the minimum). The discards are not read here
// (deal_sampler.h: measured worse).
#pragma once

#include <array>
#include <cstdint>

#include "engine/observation.h"
#include "engine/rng.h"

namespace canasta {

// Ranks (bit per static_cast<int>(Rank)) each seat passed up on top of the
// current pile, split by how much the pass says: `strong` when the pile held
// at least kTellingPile cards then and the seat's side has melded (it could
// have taken it with a pair alone), `weak` otherwise (kept for
// ./tools/sampling_accuracy, which measures what they say). A seat's own
// passes are read too (the caller skips its own seat).
inline constexpr int kTellingPile = 5;
struct PassedPiles {
  std::array<uint32_t, kMaxPlayers> strong{};
  std::array<uint32_t, kMaxPlayers> weak{};
};
PassedPiles passed_piles(const Observation& obs);

// The chance a player holding what `deal` gives him would have passed as he
// did: kStrongPassOdds for each strong pass of a rank he holds a natural pair
// of (at least one of it unknown to the observer); 1 when nothing
// contradicts the passes. Measured with ./tools/sampling_accuracy 200 1
// (Standard at every seat): after a strong pass the passer truly held such
// a pair 0.6% of the time against 4.4% in deals sampled without reading,
// about 0.15 as often. After a weak pass he held one 9.3% of the time
// against 8.8%: no evidence, so weak passes are not weighed.
inline constexpr double kStrongPassOdds = 0.15;
double pass_likelihood(const Observation& obs, const GameState& deal, const PassedPiles& passes);

// A deal consistent with the observation (sample_hidden), accepted with its
// pass_likelihood; after kReadingTries deals the most likely one drawn.
inline constexpr int kReadingTries = 24;
GameState sample_reading_passes(const Observation& obs, Rng& rng);

}  // namespace canasta
