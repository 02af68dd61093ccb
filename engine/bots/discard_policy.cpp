#include "engine/bots/discard_policy.h"

#include <algorithm>
#include <limits>

namespace canasta {

namespace {

constexpr int kJokerKeep = 500;
constexpr int kDeuceKeep = 300;
constexpr int kFreezingDeuceKeep = 95;
constexpr int kAlwaysFrozenDangerCap = 30;
// A discard the next player may take costs this many times the pile's worth
// times his chance of taking it. Between two sides the pile is a swing (what
// he gains we lose) and is weighed heavily; with three, the third side gains
// nothing from it and caution costs more than it saves. Measured with
// ./tools/tournament standard beginner --games 8000 --seed 7: at 4 players
// 2 -> 85.2%, 4.5 -> 86.9%, 6 -> 87.0%; at 3 players 6 -> 54.4%, 2 -> 58.7%.
double danger_weight(const Observation& obs) { return obs.num_sides() == 2 ? 6.0 : 2.0; }

// Freezing the pile with a deuce keeps a wild card back for the canastas
// between two sides (measured as above, +0.4 points); with three sides the
// pile is frozen sooner.
int wilds_to_freeze(const Observation& obs) { return obs.num_sides() == 2 ? 3 : 2; }

bool freeze_wanted(const Observation& obs, const Reading& r, const PolicyStyle& style) {
  return style.freezes_pile && !r.pile_frozen && r.pile + 1 >= 7 && r.hand.wilds() >= wilds_to_freeze(obs) &&
         obs.side_has_melded(obs.side_of(r.next));
}

int keep_value(const Observation& obs, const Reading& r, const PolicyStyle& style, Card card) {
  if (card.is_joker()) return kJokerKeep;
  if (card.rank() == Rank::Two) return freeze_wanted(obs, r, style) ? kFreezingDeuceKeep : kDeuceKeep;
  if (card.is_black_three()) {
    if (!style.saves_black_threes || r.endgame) return 0;
    return r.pile >= 4 ? 6 : 22;
  }
  const Rank rank = card.rank();
  const int have = naturals_of(r.hand, rank);
  const int unseen = r.unseen[static_cast<int>(rank)];
  int keep = 0;
  if (r.side_melded && !r.melds[meld_slot(rank)].empty()) keep = 25;
  else if (have >= 3) keep = 80;
  else if (have == 2) keep = 60 + 3 * unseen;
  else keep = 8 + 2 * unseen;
  if (!r.side_melded && obs.rules().points(card) >= 20) keep += 10;
  if (r.endgame) keep -= obs.rules().points(card);
  // MA-71: three aces or sevens held at the end cost a penalty; with no meld
  // of the rank to add them to, the third one goes.
  if (obs.rules().held_aces_sevens_penalty > 0 && (rank == Rank::Ace || rank == Rank::Seven) && have >= 3 &&
      r.melds[meld_slot(rank)].empty() && (r.endgame || r.stock < 30))
    keep -= obs.rules().held_aces_sevens_penalty / 10;
  return keep;
}

}  // namespace

double take_chance(const Observation& obs, const Reading& r, Card card) {
  if (card.is_wild() || card.rank() == Rank::Three) return 0.0;
  const int o = r.next;
  const int side = obs.side_of(o);
  if (side == r.side) return 0.0;
  const Rank rank = card.rank();
  const Rules& rules = obs.rules();
  const GameState& view = obs.view();
  // Where the game's rules forbid the take whatever he holds: a dead rank
  // (MA-23), a meld too full for the pair and the top (MA-31).
  if (view.rank_dead(rank)) return 0.0;
  const Meld& his = obs.meld(side, rank);
  if (rules.max_meld_cards > 0 && his.size() + 3 > rules.max_meld_cards) return 0.0;
  // Frozen for him: a natural pair is the only way in. Modern American's
  // pile always is (MA-30); the Uruguayan pot until its first take (UY-22).
  const bool frozen = r.pile_frozen || !obs.side_has_melded(side) || rules.pile_always_frozen ||
                      (rules.first_take_needs_pair && !view.pot_taken());
  if (!frozen && !his.empty()) return 1.0;
  const CardCounts& known = obs.known(o);
  const int places = obs.hand_size(o) - known.size();
  const int copies = r.unseen[static_cast<int>(rank)];
  const int have = known.naturals(rank);
  double p = chance_at_least(2 - have, places, copies, r.hidden);
  if (!frozen) {
    const double one = chance_at_least(1 - have, places, copies, r.hidden);
    const int wild_copies = r.unseen[static_cast<int>(Rank::Two)] + r.unseen[static_cast<int>(Rank::Joker)];
    const double wild = known.wilds() > 0 ? 1.0 : chance_at_least(1, places, wild_copies, r.hidden);
    p += (one - p) * wild;
  }
  if (!obs.side_has_melded(side)) p *= 0.5;  // he must meet the minimum as well
  if (r.next_discarded >> static_cast<int>(rank) & 1) p *= 0.35;
  return p;
}

int discard_cost(const Observation& obs, const Reading& r, const PolicyStyle& style, Card card) {
  int cost = keep_value(obs, r, style, card);
  if (!style.weighs_danger) return cost;
  int danger = static_cast<int>(take_chance(obs, r, card) * danger_weight(obs) * pile_worth(r.pile + 1));
  // Where the pile is always frozen (MA-30) a discard feeds the next player
  // only through a natural pair, and keeping cards for the side's canastas
  // (two are needed to go out) matters more: the danger is capped. Measured
  // with ./tools/tournament standard beginner --variant american (400 games,
  // seeds 1-3): uncapped 79.5%, capped at 30 85%.
  if (obs.rules().pile_always_frozen) danger = std::min(danger, kAlwaysFrozenDangerCap);
  return cost + danger;
}

int rank_discards(const Observation& obs, const Reading& r, const PolicyStyle& style,
                  const MoveList& legal, std::array<DiscardOption, kNumCardKinds>& out) {
  // A natural's or a deuce's cost depends on its rank alone, not its suit:
  // each is weighed once (this runs at every discard of every playout).
  constexpr int kUnweighed = std::numeric_limits<int>::min();
  std::array<int, 16> by_rank;
  by_rank.fill(kUnweighed);
  auto cost_of = [&](Card card) {
    if (card.is_joker() || card.rank() == Rank::Three) return discard_cost(obs, r, style, card);
    int& cost = by_rank[static_cast<int>(card.rank())];
    if (cost == kUnweighed) cost = discard_cost(obs, r, style, card);
    return cost;
  };
  int n = 0;
  for (const Move& m : legal) {
    if (m.kind != MoveKind::Discard || n >= kNumCardKinds) continue;
    // Insertion keeps equal costs in listed order (a stable sort).
    const DiscardOption option{m.card, cost_of(m.card)};
    int i = n++;
    for (; i > 0 && option.cost < out[i - 1].cost; --i) out[i] = out[i - 1];
    out[i] = option;
  }
  return n;
}

const Move* choose_discard(const Observation& obs, const Reading& r, const PolicyStyle& style,
                           const MoveList& legal, Rng& rng) {
  std::array<DiscardOption, kNumCardKinds> options;
  const int n = rank_discards(obs, r, style, legal, options);
  if (n == 0) return nullptr;
  Card pick = options[0].card;
  if (style.careless_percent > 0 && static_cast<int>(rng.below(100)) < style.careless_percent) {
    int naturals = 0;
    for (int i = 0; i < n; ++i) naturals += options[i].card.is_natural();
    if (naturals > 0) {
      int k = static_cast<int>(rng.below(static_cast<uint32_t>(naturals)));
      for (int i = 0; i < n; ++i)
        if (options[i].card.is_natural() && k-- == 0) pick = options[i].card;
    }
  }
  for (const Move& m : legal)
    if (m.kind == MoveKind::Discard && m.card == pick) return &m;
  return nullptr;
}

}  // namespace canasta
