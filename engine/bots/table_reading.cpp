#include "engine/bots/table_reading.h"

#include <utility>

namespace canasta {

namespace {

uint32_t bit(Rank rank) { return 1u << static_cast<int>(rank); }

// Every turn adds one card to the pile, so the card `below` places under
// the top was passed up by the seat that many places before the seat in
// turn (the upcard by the first player).
int seat_before(const Seating& seating, int turn_place, int below) {
  const int active = seating.active;
  return seating.order[((turn_place - below) % active + active) % active];
}

}  // namespace

PassedPiles passed_piles(const Observation& obs) {
  PassedPiles out;
  const GameState& v = obs.view();
  const Seating& seating = v.seating();
  const int turn_place = seating.place(obs.turn());
  if (seating.active < 2 || turn_place < 0) return out;
  const int pile = v.pile_size();
  // In the draw phase the top card waits for the seat in turn; after its
  // draw (play phase, or a question asked after drawing) that seat has
  // passed it too.
  const bool turn_passed_top =
      obs.phase() == Phase::Play || (obs.phase() == Phase::Answer && !obs.view().asked_before_draw());
  int first_freezer = pile;  // no wild card or red three below this index
  for (int i = 0; i < pile; ++i) {
    if (v.pile_face_down(i)) continue;
    const Card c = v.pile_card(i);
    if (c.is_wild() || c.is_red_three()) {
      first_freezer = i;
      break;
    }
  }
  for (int i = pile - 1; i >= 0; --i) {
    if (v.pile_face_down(i)) break;
    const int below = pile - 1 - i;
    if (below == 0 && !turn_passed_top) continue;  // the top card waits for its player
    const Card c = v.pile_card(i);
    if (!c.is_natural() || c.rank() == Rank::Three) continue;
    const int seat = seat_before(seating, turn_place, below);
    const int side = obs.side_of(seat);
    const bool frozen_then = first_freezer < i || !obs.side_has_melded(side);
    if (!frozen_then && !obs.meld(side, c.rank()).empty()) continue;  // it could have been taken onto the meld
    const bool telling = i + 1 >= kTellingPile && obs.side_has_melded(side);
    (telling ? out.strong : out.weak)[seat] |= bit(c.rank());
  }
  return out;
}

double pass_likelihood(const Observation& obs, const GameState& deal, const PassedPiles& passes) {
  double odds = 1.0;
  for (int p = 0; p < obs.players(); ++p) {
    if (p == obs.seat() || passes.strong[p] == 0) continue;
    for (int rank = static_cast<int>(Rank::Four); rank <= static_cast<int>(Rank::Ace); ++rank) {
      const Rank rk = static_cast<Rank>(rank);
      const int held = deal.hand(p).naturals(rk);
      if ((passes.strong[p] & bit(rk)) && held >= 2 && held > obs.known(p).naturals(rk)) odds *= kStrongPassOdds;
    }
  }
  return odds;
}

GameState sample_reading_passes(const Observation& obs, Rng& rng) {
  const PassedPiles passes = passed_piles(obs);
  auto accepted = [&](double odds) {
    return odds >= 1.0 || static_cast<double>(rng.next() >> 11) * 0x1.0p-53 < odds;
  };
  GameState best = sample_hidden(obs, rng);
  double best_odds = pass_likelihood(obs, best, passes);
  if (accepted(best_odds)) return best;
  for (int t = 1; t < kReadingTries; ++t) {
    GameState g = sample_hidden(obs, rng);
    const double odds = pass_likelihood(obs, g, passes);
    if (accepted(odds)) return g;
    if (odds > best_odds) {
      best = std::move(g);
      best_odds = odds;
    }
  }
  return best;
}

}  // namespace canasta
