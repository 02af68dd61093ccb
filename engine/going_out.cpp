#include "engine/going_out.h"

namespace canasta {

namespace {

struct SlotPlan {
  int slot = 0;
  int naturals = 0;   // after the hand's naturals join
  int wilds = 0;      // after assignment
  int from_hand = 0;  // naturals from the hand
  int assigned = 0;   // wild cards from the hand
  bool three = false;
};

// The hand as meld_everything sees it: natural cards by meld slot (black
// threes for the Three) and the number of wild cards.
struct HandRanks {
  std::array<int, kMeldSlots> naturals{};
  int wilds = 0;
};

// The side's melds by slot: natural and wild cards.
struct MeldSizes {
  std::array<int, kMeldSlots> naturals{};
  std::array<int, kMeldSlots> wilds{};
  bool empty(int slot) const { return naturals[slot] + wilds[slot] == 0; }
};

// Whether every card of the hand can be laid (see find_going_out); when `out`
// is given, `cards` is the hand `ranks` describes and the way is written there.
bool meld_everything(const Rules& rules, const HandRanks& ranks, const MeldSizes& melds,
                     int needed, const CardCounts* cards, Move* out) {
  std::array<SlotPlan, kMeldSlots> slots{};
  int n = 0;
  int wilds = ranks.wilds;
  for (int slot = meld_slot(Rank::Three); slot < kMeldSlots; ++slot) {
    const int h = ranks.naturals[slot];
    const bool empty = melds.empty(slot);
    if (h == 0 && empty) continue;
    SlotPlan p;
    p.slot = slot;
    p.three = slot == meld_slot(Rank::Three);
    p.naturals = melds.naturals[slot] + h;
    p.wilds = melds.wilds[slot];
    p.from_hand = h;
    if (empty) {
      if (p.three ? h < rules.min_meld_cards : h < rules.min_naturals) return false;
      const int short_by = rules.min_meld_cards - h;
      if (short_by > 0) {
        if (p.three) return false;
        p.wilds += short_by;
        p.assigned += short_by;
        wilds -= short_by;
      }
    }
    slots[n++] = p;
  }
  if (wilds < 0) return false;

  int canastas = 0;
  std::array<int, kMeldSlots> deficit{};
  std::array<int, kMeldSlots> which{};
  int candidates = 0;
  for (int i = 0; i < n; ++i) {
    const SlotPlan& p = slots[i];
    const int size = p.naturals + p.wilds;
    if (rules.is_canasta(size)) {
      ++canastas;
    } else if (!p.three) {
      const int d = rules.canasta_cards - size;
      if (rules.meld_shape_ok(p.naturals, p.wilds + d)) {
        // insertion in increasing deficit
        int j = candidates++;
        while (j > 0 && deficit[j - 1] > d) {
          deficit[j] = deficit[j - 1];
          which[j] = which[j - 1];
          --j;
        }
        deficit[j] = d;
        which[j] = i;
      }
    }
  }
  for (int k = 0; k < candidates && canastas < needed; ++k) {
    if (deficit[k] > wilds) break;
    wilds -= deficit[k];
    slots[which[k]].wilds += deficit[k];
    slots[which[k]].assigned += deficit[k];
    ++canastas;
  }
  if (canastas < needed) return false;
  // Place the remaining wild cards wherever the limits allow.
  for (int i = 0; i < n && wilds > 0; ++i) {
    SlotPlan& p = slots[i];
    if (p.three) continue;
    while (wilds > 0 && rules.meld_shape_ok(p.naturals, p.wilds + 1)) {
      ++p.wilds;
      ++p.assigned;
      --wilds;
      if (rules.wilds_unlimited_on_canasta &&
          p.naturals + rules.max_wilds >= rules.canasta_cards) {
        p.wilds += wilds;
        p.assigned += wilds;
        wilds = 0;
      }
    }
  }
  if (wilds > 0) return false;
  if (!out) return true;
  const CardCounts& hand = *cards;

  // Build the move: naturals by suit from the hand, deuces then jokers.
  *out = Move::meld();
  std::array<int, kNumSuits> twos_left{};
  for (int s = 0; s < kNumSuits; ++s) twos_left[s] = hand.count(Card(Rank::Two, static_cast<Suit>(s)));
  int jokers_left = hand.jokers();
  for (int i = n - 1; i >= 0; --i) {  // aces first
    const SlotPlan& p = slots[i];
    if (p.from_hand == 0 && p.assigned == 0) continue;
    MeldGroup g;
    g.rank = slot_rank(p.slot);
    for (int s = 0; s < kNumSuits; ++s) {
      const Card c(g.rank, static_cast<Suit>(s));
      if (g.rank == Rank::Three && c.is_red_three()) continue;
      g.cards.naturals[s] = static_cast<uint8_t>(hand.count(c));
    }
    for (int k = 0; k < p.assigned; ++k) {
      bool placed = false;
      for (int s = 0; s < kNumSuits && !placed; ++s)
        if (twos_left[s] > 0) {
          --twos_left[s];
          ++g.cards.twos[s];
          placed = true;
        }
      if (!placed) {
        --jokers_left;
        ++g.cards.jokers;
      }
    }
    out->add_group(g);
  }
  return true;
}

}  // namespace

bool find_going_out(const Rules& rules, const CardCounts& hand,
                    const std::array<Meld, kMeldSlots>& melds, int canastas_needed,
                    bool may_discard, GoOutPlan* plan) {
  // Quick test: a natural card alone of its rank, with no meld to join, can
  // only be the discard; so can one or two black threes. More generally, the
  // cards of a rank too few to start a meld, with none to join, can only be
  // discarded, and only one card may be.
  const int may_keep = may_discard ? 1 : 0;
  HandRanks ranks;
  int singles = 0;
  int stuck = 0;
  Card single;
  for (int slot = meld_slot(Rank::Four); slot < kMeldSlots; ++slot) {
    const int h = hand.naturals(slot_rank(slot));
    ranks.naturals[slot] = h;
    if (h == 0 || h >= rules.min_naturals || !melds[slot].empty()) continue;
    stuck += h;
    if (stuck > may_keep) return false;
  }
  ranks.naturals[meld_slot(Rank::Three)] = hand.black_threes();
  ranks.wilds = hand.wilds();
  for (int slot = meld_slot(Rank::Four); slot < kMeldSlots; ++slot) {
    const int h = ranks.naturals[slot];
    if (h != 1 || !melds[slot].empty()) continue;
    ++singles;
    const Rank rank = slot_rank(slot);
    for (int s = 0; s < kNumSuits; ++s)
      if (hand.count(Card(rank, static_cast<Suit>(s)))) single = Card(rank, static_cast<Suit>(s));
  }
  const int black_threes = ranks.naturals[meld_slot(Rank::Three)];
  if (black_threes == 2 || (black_threes > 0 && black_threes < rules.min_meld_cards && singles > 0))
    return false;
  if (black_threes > 0 && black_threes < rules.min_meld_cards && melds[meld_slot(Rank::Three)].empty())
    stuck += black_threes;
  if (stuck > may_keep) return false;
  if (black_threes == 1) {
    ++singles;
    single = hand.count(Card(Rank::Three, Suit::Clubs)) ? Card(Rank::Three, Suit::Clubs)
                                                        : Card(Rank::Three, Suit::Spades);
  }
  if (singles > may_keep) return false;
  MeldSizes sizes;
  for (int slot = meld_slot(Rank::Three); slot < kMeldSlots; ++slot) {
    sizes.naturals[slot] = melds[slot].natural_count();
    sizes.wilds[slot] = melds[slot].wild_count();
  }
  Move* out = plan ? &plan->meld : nullptr;
  if (singles == 1) {
    CardCounts rest = hand;
    rest.remove(single);
    HandRanks rest_ranks = ranks;
    if (single.rank() == Rank::Three) --rest_ranks.naturals[meld_slot(Rank::Three)];
    else --rest_ranks.naturals[meld_slot(single.rank())];
    if (!meld_everything(rules, rest_ranks, sizes, canastas_needed, &rest, out)) return false;
    if (plan) {
      plan->discard = true;
      plan->card = single;
    }
    return true;
  }
  if (meld_everything(rules, ranks, sizes, canastas_needed, &hand, out)) {
    if (plan) plan->discard = false;
    return true;
  }
  if (!may_discard) return false;
  // Try keeping back one card of each rank (suits do not matter here), ranks
  // in display order, the first suit held.
  for (int r = static_cast<int>(Rank::Ace); r >= static_cast<int>(Rank::Two) - 1; --r) {
    const Rank rank = r < static_cast<int>(Rank::Two) ? Rank::Joker : static_cast<Rank>(r);
    Card c;
    bool held = false;
    if (rank == Rank::Joker) {
      c = Card::joker();
      held = hand.jokers() > 0;
    } else {
      for (int s = 0; s < kNumSuits && !held; ++s) {
        c = Card(rank, static_cast<Suit>(s));
        held = hand.count(c) > 0;
      }
    }
    if (!held) continue;
    HandRanks rest_ranks = ranks;
    if (c.is_wild()) --rest_ranks.wilds;
    else if (!c.is_red_three()) --rest_ranks.naturals[meld_slot(rank)];
    if (!meld_everything(rules, rest_ranks, sizes, canastas_needed, nullptr, nullptr)) continue;
    if (plan) {
      CardCounts rest = hand;
      rest.remove(c);
      meld_everything(rules, rest_ranks, sizes, canastas_needed, &rest, out);
      plan->discard = true;
      plan->card = c;
    }
    return true;
  }
  return false;
}

}  // namespace canasta
