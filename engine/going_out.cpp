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

bool meld_everything(const Rules& rules, const CardCounts& hand,
                     const std::array<Meld, kMeldSlots>& melds, int needed, Move* out) {
  std::array<SlotPlan, kMeldSlots> slots{};
  int n = 0;
  int wilds = hand.wilds();
  for (int slot = meld_slot(Rank::Three); slot < kMeldSlots; ++slot) {
    const Rank rank = slot_rank(slot);
    const int h = rank == Rank::Three ? hand.black_threes() : hand.naturals(rank);
    const Meld& m = melds[slot];
    if (h == 0 && m.empty()) continue;
    SlotPlan p;
    p.slot = slot;
    p.three = rank == Rank::Three;
    p.naturals = m.natural_count() + h;
    p.wilds = m.wild_count();
    p.from_hand = h;
    if (m.empty()) {
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
  // only be the discard; so can one or two black threes.
  int singles = 0;
  Card single;
  for (int slot = meld_slot(Rank::Four); slot < kMeldSlots; ++slot) {
    const Rank rank = slot_rank(slot);
    if (hand.naturals(rank) == 1 && melds[slot].empty()) {
      ++singles;
      for (int s = 0; s < kNumSuits; ++s)
        if (hand.count(Card(rank, static_cast<Suit>(s)))) single = Card(rank, static_cast<Suit>(s));
    }
  }
  const int black_threes = hand.black_threes();
  if (black_threes == 2 || (black_threes > 0 && black_threes < rules.min_meld_cards && singles > 0))
    return false;
  if (black_threes == 1) {
    ++singles;
    single = hand.count(Card(Rank::Three, Suit::Clubs)) ? Card(Rank::Three, Suit::Clubs)
                                                        : Card(Rank::Three, Suit::Spades);
  }
  if (singles > (may_discard ? 1 : 0)) return false;
  Move* out = plan ? &plan->meld : nullptr;
  if (singles == 1) {
    CardCounts rest = hand;
    rest.remove(single);
    if (!meld_everything(rules, rest, melds, canastas_needed, out)) return false;
    if (plan) {
      plan->discard = true;
      plan->card = single;
    }
    return true;
  }
  if (meld_everything(rules, hand, melds, canastas_needed, out)) {
    if (plan) plan->discard = false;
    return true;
  }
  if (!may_discard) return false;
  // Try keeping back one card of each rank (suits do not matter here).
  CardCounts rest = hand;
  uint32_t tried = 0;
  for (Card c : kDisplayOrder) {
    const uint32_t bit = 1u << static_cast<int>(c.rank());
    if (hand.count(c) == 0 || (tried & bit)) continue;
    tried |= bit;
    rest.remove(c);
    const bool ok = meld_everything(rules, rest, melds, canastas_needed, out);
    rest.add(c);
    if (ok) {
      if (plan) {
        plan->discard = true;
        plan->card = c;
      }
      return true;
    }
  }
  return false;
}

}  // namespace canasta
