#include "engine/bots/meld_policy.h"

#include <algorithm>

#include "engine/going_out.h"

namespace canasta {

namespace {

int wilds_cost(const Meld& m) { return 30 * m.two_count() + 45 * m.jokers; }

// Points a player could meld from his hand with the side's melds.
int meldable_points(const Rules& rules, const CardCounts& hand, const std::array<Meld, kMeldSlots>& melds) {
  int points = 0;
  for (int slot = meld_slot(Rank::Four); slot <= meld_slot(Rank::Ace); ++slot) {
    const Rank rank = slot_rank(slot);
    const int n = hand.naturals(rank);
    if (n >= 3 || (n > 0 && !melds[slot].empty())) points += n * rules.points(Card(rank, Suit::Clubs));
  }
  return points;
}

// Melds of the side that a few more cards make canastas.
int near_canastas(const Rules& rules, const std::array<Meld, kMeldSlots>& melds) {
  int n = 0;
  for (const Meld& m : melds)
    if (m.size() >= 4 && !m.is_canasta(rules)) ++n;
  return n;
}

// Whether a meld that risks a penalty (MA-70) is worth starting: it already
// holds most of a canasta and there is time to finish it. A careful player
// wants five cards down and a long stock, a novice four; near the end
// neither starts one.
bool penalty_worth_risk(const Reading& r, const PolicyStyle& style, const Move& m) {
  int largest = 0;
  for (int i = 0; i < m.num_groups; ++i) largest = std::max(largest, m.groups[i].cards.size());
  if (r.endgame) return false;
  return style.times_initial_meld ? largest >= 6 && r.stock >= 20 : largest >= 4;
}

// A pair or triple in hand takes the pile, frozen or not; laid down it only
// waits for more cards. Between two sides a careful player starts a new meld
// only with a long hand left or near the end (measured: ./tools/tournament
// standard beginner --games 8000 --seed 7, about +1.5 points; with three
// sides it costs as much, so it is not done there).
constexpr int kHandToStartMeld = 10;

bool holds_back_new_meld(const Observation& obs, const Reading& r, const PolicyStyle& style, int left) {
  return style.holds_new_melds && obs.num_sides() == 2 && !r.endgame && left < kHandToStartMeld;
}

}  // namespace

// Listed with more black threes after fewer (add_black_three_canasta):
// the last one lays them all, none left to cost 100 (UY-46).
const Move* black_three_canasta(const Rules& rules, const MoveList& legal) {
  // Elsewhere (law 23) black threes are melded going out: no match won.
  if (rules.black_threes_meldable || !rules.uses_black_three_canasta()) return nullptr;
  const Move* found = nullptr;
  for (const Move& m : legal)
    if (m.kind == MoveKind::Meld && m.num_groups == 1 && m.groups[0].rank == Rank::Three) found = &m;
  return found;
}

const Move* going_out_move(const Observation& obs, const Reading& r, const MoveList& legal) {
  if (obs.answer() == Answer::No) return nullptr;
  GoOutPlan searched;
  const GoOutPlan* plan = legal.going_out();
  if (!legal.going_out_known()) plan = obs.view().going_out_plan(&searched) ? &searched : nullptr;
  if (!plan) return nullptr;
  if (plan->meld.num_groups > 0) {
    for (const Move& m : legal)
      if (m == plan->meld) return &m;
    return nullptr;
  }
  if (!plan->discard || r.hand.size() != 1) return nullptr;
  for (const Move& m : legal)
    if (m.kind == MoveKind::Discard && m.card == plan->card) return &m;
  return nullptr;
}

bool wants_to_go_out(const Observation& obs, const Reading& r, const PolicyStyle& style) {
  if (!style.weighs_going_out || r.partner < 0 || r.endgame) return true;
  if (!r.opponents_melded || r.opponent_canastas > 0) return true;
  // Keep building only with a strong lead in canastas still to come.
  return near_canastas(obs.rules(), r.melds) < 4 || obs.hand_size(r.partner) <= 3;
}

bool should_ask(const Observation& obs, const Reading& r, const PolicyStyle& style) {
  return style.weighs_going_out && r.partner >= 0 && !r.endgame && obs.hand_size(r.partner) >= 5;
}

Move answer_partner(const Observation& obs, const Reading& r, const PolicyStyle& style) {
  if (!style.weighs_going_out || r.endgame || !r.opponents_melded || r.stock <= 15) return Move::yes();
  const int meldable = meldable_points(obs.rules(), r.hand, r.melds);
  int held = 0;
  for (Card c : kDisplayOrder) held += r.hand.count(c) * obs.rules().points(c);
  if (meldable >= 60 && held >= 80 && r.opponent_canastas == 0) return Move::no();
  return Move::yes();
}

const Move* best_initial_meld(const Observation& obs, const Reading& r, const PolicyStyle& style,
                              const MoveList& legal, bool* lay_now) {
  const Move* best = nullptr;
  int best_cost = 0;
  for (const Move& m : legal) {
    if (m.kind != MoveKind::Meld) continue;
    const int cards = m.cards_from_hand();
    if (r.hand.size() - cards < 1) continue;  // going out is decided elsewhere
    if (added_penalty(obs.rules(), r.melds, m) > 0 && !penalty_worth_risk(r, style, m)) continue;
    int cost = 0;
    for (int i = 0; i < m.num_groups; ++i) cost += wilds_cost(m.groups[i].cards);
    // A careful player uses as few cards as he can; a novice lays all he can.
    cost += style.times_initial_meld ? 4 * cards : -4 * cards;
    if (!best || cost < best_cost) {
      best = &m;
      best_cost = cost;
    }
  }
  if (lay_now) {
    *lay_now = false;
    if (best) {
      const int cards = best->cards_from_hand();
      const int left = r.hand.size() - cards;
      *lay_now = !style.times_initial_meld || cards <= 3 || left >= 8 || r.stock < 24 ||
                 r.opponent_canastas > 0 || r.pile >= 8 || r.endgame;
      if (left < 2) *lay_now = false;
    }
  }
  return best;
}

const Move* choose_meld(const Observation& obs, const Reading& r, const PolicyStyle& style,
                        const MoveList& legal) {
  if (!r.side_melded) {
    bool lay = false;
    const Move* m = best_initial_meld(obs, r, style, legal, &lay);
    return lay ? m : nullptr;
  }
  const Rules& rules = obs.rules();
  const Move* best = nullptr;
  int best_score = 0;
  for (const Move& m : legal) {
    if (m.kind != MoveKind::Meld || m.num_groups != 1) continue;
    const MeldGroup& g = m.groups[0];
    const int k = g.cards.natural_count();
    const int w = g.cards.wild_count();
    const int left = r.hand.size() - k - w;
    if (left < 2) continue;
    if (added_penalty(rules, r.melds, m) > 0 && !penalty_worth_risk(r, style, m)) continue;
    const Meld& existing = r.melds[meld_slot(g.rank)];
    const int before = existing.size();
    const int after = before + k + w;
    const bool completes = !rules.is_canasta(before) && rules.is_canasta(after);
    int score = 0;
    if (w == 0) {
      if (k != naturals_of(r.hand, g.rank)) continue;  // all naturals of the rank at once
      if (before == 0 && holds_back_new_meld(obs, r, style, left)) continue;
      score = 100 + 10 * k + (completes ? 600 : 0);
    } else {
      if (style.keeps_wild_cards) {
        const bool needed = completes && (r.canastas < r.canastas_needed || r.opponent_canastas > 0 ||
                                          r.hand.wilds() - w >= 1);
        const bool building = after >= 5 && r.hand.wilds() - w >= 1 && w == 1;
        if (!needed && !r.endgame && !building) continue;
        if (!completes && !building && r.endgame && r.opponent_out_hand > 2 && r.stock > 3) continue;
        if (k != naturals_of(r.hand, g.rank)) continue;
        score = (completes ? 400 : building ? 60 : 20) - wilds_cost(g.cards);
      } else {
        score = 60 + 10 * (k + w);
      }
    }
    if (!best || score > best_score) {
      best = &m;
      best_score = score;
    }
  }
  return best;
}

}  // namespace canasta
