// Legal move generation in a fixed order (see move_list.h). Candidates are
// built canonically and filtered through the same validation apply uses, so
// every listed move is accepted by apply.
#include "engine/check.h"
#include "engine/laying.h"
#include "engine/going_out.h"
#include "engine/state.h"

namespace canasta {

namespace {

// Leaves visited while combining groups for an initial meld before giving up
// and marking the list capped.
constexpr int kCombinationBudget = 4000;

// Adds k more natural cards of `rank` from `available` to `meld`, suits in
// the order clubs, diamonds, hearts, spades (the cards already in `meld` come
// from `available` too).
void take_naturals(const CardCounts& available, Rank rank, int k, Meld& meld) {
  for (int s = 0; s < kNumSuits && k > 0; ++s) {
    const Card c(rank, static_cast<Suit>(s));
    if (c.is_red_three()) continue;
    const int left = available.count(c) - meld.naturals[s];
    const int n = left < k ? left : k;
    meld.naturals[s] = static_cast<uint8_t>(meld.naturals[s] + n);
    k -= n;
  }
}

void take_twos(const CardCounts& available, int k, Meld& meld) {
  for (int s = 0; s < kNumSuits && k > 0; ++s) {
    const int n = available.count(Card(Rank::Two, static_cast<Suit>(s))) - meld.twos[s];
    const int m = n < k ? n : k;
    meld.twos[s] = static_cast<uint8_t>(meld.twos[s] + m);
    k -= m;
  }
}

// Writes up to `max` cards of the meld (naturals, deuces, jokers) to `out`.
int first_cards(const Meld& meld, Rank rank, Card* out, int max) {
  int n = 0;
  for (int s = 0; s < kNumSuits; ++s)
    for (int i = 0; i < meld.naturals[s] && n < max; ++i) out[n++] = Card(rank, static_cast<Suit>(s));
  for (int s = 0; s < kNumSuits; ++s)
    for (int i = 0; i < meld.twos[s] && n < max; ++i) out[n++] = Card(Rank::Two, static_cast<Suit>(s));
  for (int i = 0; i < meld.jokers && n < max; ++i) out[n++] = Card::joker();
  return n;
}

void remove_group(CardCounts& hand, const MeldGroup& g) {
  for (int s = 0; s < kNumSuits; ++s) {
    hand.remove(Card(g.rank, static_cast<Suit>(s)), g.cards.naturals[s]);
    hand.remove(Card(Rank::Two, static_cast<Suit>(s)), g.cards.twos[s]);
  }
  hand.remove(Card::joker(), g.cards.jokers);
}

int hand_naturals(const CardCounts& hand, Rank rank) {
  return rank == Rank::Three ? hand.black_threes() : hand.naturals(rank);
}

// Depth-first search over ranks for initial-meld combinations; `accept`
// validates a finished candidate, given the hand cards it leaves.
template <typename Accept>
struct Combiner {
  const Rules* rules;
  MoveList* out;
  Move move;
  CardCounts available;            // hand cards not yet used by the move
  std::array<Meld, kMeldSlots> melds;  // what the side's melds would be
  Accept accept;
  int budget = kCombinationBudget;
  // below[s]: the highest slot under s where a group can be laid (hand
  // naturals or a meld to add to), or 0 (none: a leaf). The hand's naturals of
  // a rank do not change before its slot is reached.
  std::array<int8_t, kMeldSlots + 1> below{};

  void find_live_slots() {
    int live = 0;
    for (int slot = meld_slot(Rank::Three); slot <= kMeldSlots; ++slot) {
      below[slot] = static_cast<int8_t>(live);
      if (slot < kMeldSlots &&
          (hand_naturals(available, slot_rank(slot)) > 0 || !melds[slot].empty()))
        live = slot;
    }
  }
  void search() { search(below[kMeldSlots]); }

  void search(int slot) {
    if (budget <= 0 || out->full()) return;
    if (slot < meld_slot(Rank::Three)) {
      if (move.num_groups == 0 && move.kind == MoveKind::Meld) return;
      if (move.kind == MoveKind::Pickup && move.num_groups == 0) return;
      --budget;
      if (accept(move, available)) out->push(move);
      return;
    }
    search(below[slot]);  // skip this rank
    const Rank rank = slot_rank(slot);
    const int h = hand_naturals(available, rank);
    const Meld& existing = melds[slot];
    const bool adding = !existing.empty();
    if (h == 0 && !adding) return;
    const int twos = available.twos();
    const int jokers = available.jokers();
    const bool three = rank == Rank::Three;
    for (int k = adding ? 0 : rules->min_naturals; k <= h; ++k) {
      for (int j = 0; j <= (three ? 0 : jokers); ++j) {
        for (int t = 0; t <= (three ? 0 : twos); ++t) {
          if (budget <= 0 || out->full()) return;
          const int w = t + j;
          if (k + w == 0) continue;
          if (!adding && k + w < rules->min_meld_cards) continue;
          if (!rules->meld_shape_ok(existing.natural_count() + k, existing.wild_count() + w)) break;
          MeldGroup g;
          g.rank = rank;
          take_naturals(available, rank, k, g.cards);
          take_twos(available, t, g.cards);
          g.cards.jokers = static_cast<uint8_t>(j);
          const CardCounts saved = available;
          remove_group(available, g);
          if (!move.add_group(g)) {
            available = saved;
            return;
          }
          search(below[slot]);
          --move.num_groups;
          available = saved;
        }
      }
    }
  }
};

}  // namespace

void GameState::legal_moves(MoveList& out, int cap) const {
  out.clear(cap);
  switch (phase_) {
    case Phase::Draw:
      moves_draw_phase(out);
      break;
    case Phase::Play:
      moves_play_phase(out);
      break;
    case Phase::Answer:
      out.push_simple(MoveKind::Yes);
      out.push_simple(MoveKind::No);
      break;
    case Phase::DealOver:
    case Phase::GameOver:
      break;
  }
}

void GameState::add_initial_combinations(MoveList& out, const Move& base) const {
  // Each group is built from the hand within the shape limits and each rank
  // is used once, so while the side has not melded (as here) a candidate that
  // leaves at least two cards, has no black threes, no "yes" to keep and no
  // wild-only group starting a meld passes validation exactly when it meets
  // the minimum count; other candidates are validated in full.
  const bool pickup = base.kind == MoveKind::Pickup;
  int base_points = 0;
  int rest = 0;
  if (pickup) {
    base_points = rules_.points(base.pair[0]) + rules_.points(base.pair[1]) +
                  rules_.points(pile_[pile_size_ - 1]);
    for (int i = 0; i + 1 < pile_size_; ++i)
      if (!pile_[i].is_red_three()) ++rest;
  }
  const bool plain = answer_ != Answer::Yes && rules_.min_naturals > 0;
  const int minimum = minimum_count(side_of(turn_));
  auto accept = [&](const Move& m, const CardCounts& left) {
    if (plain && left.size() + rest >= 2) {
      int points = base_points;
      bool threes = false;
      for (int i = 0; i < m.num_groups; ++i) {
        const MeldGroup& g = m.groups[i];
        points += g.cards.points(rules_, g.rank);
        threes = threes || g.rank == Rank::Three;
      }
      if (!threes) return points >= minimum;
    }
    return validate(m).ok();
  };
  Combiner<decltype(accept)> c{&rules_, &out, base, hands_[turn_], melds_[side_of(turn_)], accept};
  if (pickup) {
    const Card top = pile_[pile_size_ - 1];
    c.available.remove(base.pair[0]);
    c.available.remove(base.pair[1]);
    Meld& m = c.melds[meld_slot(top.rank())];
    m.add(top);
    m.add(base.pair[0]);
    m.add(base.pair[1]);
  }
  c.find_live_slots();
  c.search();
  if (c.budget <= 0) out.mark_capped();
}

void GameState::moves_draw_phase(MoveList& out) const {
  if (stock_size_ > 0 && (answer_ != Answer::Yes || validate(Move::draw()).ok())) out.push_simple(MoveKind::Draw);
  if (pile_size_ > 0) {
    const Card top = pile_[pile_size_ - 1];
    const CardCounts& hand = hands_[turn_];
    const bool melded = side_has_melded(side_of(turn_));
    if (top.is_natural() && top.rank() != Rank::Three) {
      const Rank rank = top.rank();
      const Move bare = Move::pickup();
      if (validate(bare).ok()) out.push(bare);
      Meld pair;
      take_naturals(hand, rank, 2, pair);
      std::array<std::array<Card, 2>, 3> candidates;
      int n = 0;
      Card cards[2];
      if (first_cards(pair, rank, cards, 2) == 2) candidates[n++] = {cards[0], cards[1]};
      if (first_cards(pair, rank, cards, 1) == 1) {
        const Card natural = cards[0];
        Meld two;
        take_twos(hand, 1, two);
        if (first_cards(two, rank, cards, 1) == 1) candidates[n++] = {natural, cards[0]};
        if (hand.jokers() > 0) candidates[n++] = {natural, Card::joker()};
      }
      for (int i = 0; i < n; ++i) {
        const Move candidate = Move::pickup(candidates[i][0], candidates[i][1]);
        const Verdict v = validate(candidate);
        if (v.ok()) out.push(candidate);
        else if (!melded && v.why == Why::kBelowMinimum) add_initial_combinations(out, candidate);
      }
    }
  }
  if (answer_ == Answer::None && validate_ask().ok()) out.push_simple(MoveKind::Ask);
  if (stock_size_ == 0 && !forced_to_take()) out.push_simple(MoveKind::Pass);
}

bool GameState::group_allowed(const MeldGroup& group) const {
  Laying laying{melds_[side_of(turn_)], hands_[turn_]};
  return lay_group(group, laying).ok() && finish(laying, laying.hand.size(), false).ok();
}

void GameState::add_group_options(MoveList& out) const {
  const CardCounts& hand = hands_[turn_];
  const std::array<Meld, kMeldSlots>& melds = melds_[side_of(turn_)];
  const int hand_twos = hand.twos();
  const int hand_jokers = hand.jokers();
  // Each group is built from the hand within the shape limits, so once the
  // side has melded (as here) validation can refuse it only for black threes,
  // a "yes" to keep, going out (at most one card left) or a wild-only group
  // that starts a meld; other groups need no check.
  const bool no_yes = answer_ != Answer::Yes;
  const int keep_at_least = hand.size() - 2;
  const bool no_wilds = hand_twos + hand_jokers == 0;
  for (int slot = meld_slot(Rank::Ace); slot >= meld_slot(Rank::Three); --slot) {
    const Rank rank = slot_rank(slot);
    const bool three = rank == Rank::Three;
    const int h = three ? hand.black_threes() : hand.naturals(rank);
    if (h == 0 && (no_wilds || three)) continue;
    const Meld& existing = melds[slot];
    const bool adding = !existing.empty();
    if (!adding && h < rules_.min_naturals) continue;
    const int twos = three ? 0 : hand_twos;
    const int jokers = three ? 0 : hand_jokers;
    const int naturals_before = existing.natural_count();
    const int wilds_before = existing.wild_count();
    const bool plain = !three && no_yes;
    const int k_first = adding ? 0 : rules_.min_naturals;
    MeldGroup naturals;
    naturals.rank = rank;
    take_naturals(hand, rank, k_first, naturals.cards);
    for (int k = k_first; k <= h; ++k) {
      if (k > k_first) take_naturals(hand, rank, 1, naturals.cards);
      for (int j = 0; j <= jokers; ++j) {
        MeldGroup g = naturals;
        g.cards.jokers = static_cast<uint8_t>(j);
        for (int t = 0; t <= twos; ++t) {
          if (t > 0) take_twos(hand, 1, g.cards);
          const int w = t + j;
          if (k + w == 0) continue;
          if (!adding && k + w < rules_.min_meld_cards) continue;
          if (!rules_.meld_shape_ok(naturals_before + k, wilds_before + w)) break;
          if ((!plain || k + w > keep_at_least || (k == 0 && !adding)) && !group_allowed(g))
            continue;
          if (!out.push_meld(g)) return;
        }
      }
    }
  }
}

void GameState::moves_play_phase(MoveList& out) const {
  const int side = side_of(turn_);
  const bool melded = side_has_melded(side);
  GoOutPlan plan;
  int plan_index = -1;
  const bool can_go_out = answer_ != Answer::No &&
                          find_going_out(rules_, hands_[turn_], melds_[side], canastas_needed(),
                                         !last_red_three_, &plan);
  // The same conditions as validate_ask, reusing the search above.
  if (can_go_out && answer_ == Answer::None && seating_.partner_after(turn_) >= 0 &&
      turn_created_ == 0 && !turn_touched_ && !last_red_three_)
    out.push_simple(MoveKind::Ask);
  if (can_go_out && plan.meld.num_groups > 0 && validate(plan.meld).ok()) {
    plan_index = out.size();
    out.push(plan.meld);
  }
  if (melded) {
    add_group_options(out);
  } else {
    add_initial_combinations(out, Move::meld());
  }
  // Whether a held card may be discarded does not depend on the card.
  const CardCounts& hand = hands_[turn_];
  if (!hand.empty() && validate_discard(hand.first()).ok()) {
    for (int r = static_cast<int>(Rank::Ace); r >= static_cast<int>(Rank::Two); --r) {
      const Rank rank = static_cast<Rank>(r);
      if (hand.naturals(rank) == 0) continue;
      for (int s = 0; s < kNumSuits; ++s) {
        const Card c(rank, static_cast<Suit>(s));
        if (hand.count(c) > 0) out.push_simple(MoveKind::Discard, c);
      }
    }
    if (hand.jokers() > 0) out.push_simple(MoveKind::Discard, Card::joker());
  }
  if (last_red_three_) out.push_simple(MoveKind::Pass);
  if (plan_index >= 0) out.remove_repeats_of(plan_index);
}

}  // namespace canasta
