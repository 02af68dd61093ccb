#include "engine/bots/pickup_policy.h"

namespace canasta {

namespace {

// A hand this short is near going out: no pair is kept back for later.
constexpr int kShortHand = 3;

int wild_cost(const Meld& m) { return 45 * m.two_count() + 60 * m.jokers; }

}  // namespace

int pickup_score(const Observation& obs, const Reading& r, const PolicyStyle& style, const Move& pickup) {
  int score = 28 * r.pile;  // the pile's cards, the top one melded at once
  if (pickup.has_pair) {
    for (Card c : pickup.pair)
      if (c.is_wild()) score -= c.is_joker() ? 60 : 45;
  }
  for (int i = 0; i < pickup.num_groups; ++i) {
    const Meld& g = pickup.groups[i].cards;
    score -= wild_cost(g) + 3 * g.natural_count();
  }
  const int minimum = obs.num_sides() == 2 ? style.pair_pile_minimum : style.pair_pile_minimum_three_sides;
  // With a few cards left the pair is worth more as a way to go out.
  if (r.pile < minimum && pickup.has_pair && r.hand.size() > kShortHand) score -= 80;
  // MA-70: a three-card meld of sevens, pure aces or wild cards is a likely
  // penalty; the pile must be worth it.
  if (style.weighs_penalties)
    if (const int risk = added_penalty(obs.rules(), r.melds, pickup, obs.pile_top()); risk > 0) score -= risk / 2;
  if (r.stock == 0) score += 20;  // no stock: taking only adds to melds
  return score - 20;
}

const Move* best_pickup(const Observation& obs, const Reading& r, const PolicyStyle& style,
                        const MoveList& legal, int* score) {
  const Move* best = nullptr;
  int best_score = 0;
  for (const Move& m : legal) {
    if (m.kind != MoveKind::Pickup) continue;
    const int s = pickup_score(obs, r, style, m);
    if (!best || s > best_score) {
      best = &m;
      best_score = s;
    }
  }
  if (score) *score = best_score;
  return best;
}

const Move& choose_draw_phase(const Observation& obs, const Reading& r, const PolicyStyle& style,
                              const MoveList& legal) {
  int score = 0;
  const Move* pickup = best_pickup(obs, r, style, legal, &score);
  const Move* draw = legal.first_of(MoveKind::Draw);
  const Move* pass = legal.first_of(MoveKind::Pass);
  if (pickup && (score > 0 || (!draw && !pass))) return *pickup;
  if (draw) return *draw;
  if (pass) return *pass;
  return legal[0];
}

}  // namespace canasta
