#include "engine/bots/deal_sampler.h"

namespace canasta {

std::array<uint32_t, kMaxPlayers> recent_discards(const Observation& obs) {
  std::array<uint32_t, kMaxPlayers> out{};
  const GameState& v = obs.view();
  const Seating& seating = v.seating();
  const int active = seating.active;
  const int turn_place = seating.place(obs.turn());
  if (active < 2 || turn_place < 0) return out;
  const int pile = v.pile_size();
  for (int d = 1; d <= active; ++d) {
    const int seat = seating.order[(turn_place - d + active) % active];
    for (int i = pile - d, k = 0; i >= 0 && k < kDiscardsRead; i -= active, ++k) {
      if (v.pile_face_down(i)) break;
      const Card c = v.pile_card(i);
      if (c.is_natural() && c.rank() != Rank::Three) out[seat] |= 1u << static_cast<int>(c.rank());
    }
  }
  return out;
}

BarredRanks laid_off_ranks(const Observation& obs) {
  BarredRanks out{};
  const GameState& v = obs.view();
  for (int p = 0; p < obs.players(); ++p) {
    if (p == obs.seat() || p == obs.turn() || !v.is_active(p) || !v.has_played(p)) continue;
    const int side = obs.side_of(p);
    for (int rank = static_cast<int>(Rank::Four); rank <= static_cast<int>(Rank::Ace); ++rank) {
      const Rank rk = static_cast<Rank>(rank);
      if (!obs.meld(side, rk).empty() && !v.rank_dead(rk)) out[p] |= 1u << rank;
    }
  }
  return out;
}

GameState sample_reading_melds(const Observation& obs, Rng& rng) {
  return sample_hidden(obs, rng, laid_off_ranks(obs));
}

namespace {

// Hidden pairs the deal gives players in ranks they recently discarded.
int unlikely_pairs(const Observation& obs, const GameState& g, const std::array<uint32_t, kMaxPlayers>& discarded) {
  int n = 0;
  for (int p = 0; p < obs.players(); ++p) {
    if (p == obs.seat() || discarded[p] == 0) continue;
    for (int rank = static_cast<int>(Rank::Four); rank <= static_cast<int>(Rank::Ace); ++rank) {
      if (!(discarded[p] >> rank & 1)) continue;
      const Rank rk = static_cast<Rank>(rank);
      if (g.hand(p).naturals(rk) - obs.known(p).naturals(rk) >= 2) ++n;
    }
  }
  return n;
}

}  // namespace

GameState sample_reading_discards(const Observation& obs, Rng& rng) {
  const std::array<uint32_t, kMaxPlayers> discarded = recent_discards(obs);
  GameState best = sample_hidden(obs, rng);
  int best_pairs = unlikely_pairs(obs, best, discarded);
  for (int t = 1; t < kSamplingTries && best_pairs > 0; ++t) {
    GameState g = sample_hidden(obs, rng);
    const int pairs = unlikely_pairs(obs, g, discarded);
    if (pairs < best_pairs) {
      best = g;
      best_pairs = pairs;
    }
  }
  return best;
}

}  // namespace canasta
