// Internal to move generation (movegen.cpp): the depth-first search over the
// melds an initial meld could lay, natural ranks from the ace down, then the
// wild meld, listing each combination a caller accepts.
//
// It is the engine's hottest loop before a side has melded (a random
// playout visits it at most of its turns), so a node costs a few dozen
// instructions: the hand is kept as the counts the search changes (deuces by
// suit, jokers, cards left), a rank's naturals never change below its node,
// and whether wild cards may join a meld is asked once per rank and count.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

#include "engine/card_counts.h"
#include "engine/meld.h"
#include "engine/move.h"
#include "engine/move_list.h"
#include "engine/rules.h"

namespace canasta {

// Leaves visited while combining groups for an initial meld before giving up
// and marking the list capped.
inline constexpr int kCombinationBudget = 4000;

// The first count of naturals in [from, to] with which `wilds_ok(k)` lets
// wild cards join a meld, or to + 1 when none; once true it stays true with
// more naturals (the rule of five, MA-21), so every count from there may
// take wild cards. Shared by the search below and the listing of groups.
template <typename WildsOkAt>
int first_count_taking_wilds(int from, int to, WildsOkAt&& wilds_ok) {
  int k = from;
  while (k <= to && !wilds_ok(k)) ++k;
  return k;
}

// What a finished candidate leaves and lays, for the caller's accept().
struct CombinerLeaf {
  int cards_left = 0;   // hand cards the move does not use
  int points = 0;       // card values of the move's groups
  bool threes = false;  // a group of black threes
};

// `accept(const Move&, const CombinerLeaf&)` says whether a candidate is
// legal; `wilds_ok(slot, k)` whether wild cards may join the meld in `slot`
// with k more naturals (once true, true for every larger k). Candidates are listed in a fixed order: for each
// rank, first without it, then by naturals, jokers and deuces ascending.
template <typename Accept, typename WildsOk>
class MeldCombiner {
 public:
  MeldCombiner(const Rules& rules, MoveList& out, const Move& base, const CardCounts& hand,
               const std::array<Meld, kMeldSlots>& melds, uint16_t dead, Accept accept, WildsOk wilds_ok)
      : rules_(rules), out_(out), move_(base), accept_(accept) {
    twos_ = hand.suit_counts(Rank::Two);
    twos_total_ = hand.twos();
    jokers_ = hand.jokers();
    cards_left_ = hand.size();
    two_points_ = rules.rank_points[static_cast<int>(Rank::Two)];
    joker_points_ = rules.rank_points[static_cast<int>(Rank::Joker)];
    for (int slot = kMeldSlots - 1; slot >= meld_slot(Rank::Three); --slot) {
      if ((dead >> slot) & 1) continue;
      const bool three = slot == meld_slot(Rank::Three);
      if (three && !rules.black_threes_meldable) continue;
      const Rank rank = slot_rank(slot);
      Live live;
      for (int s = 0; s < kNumSuits; ++s) {
        const Card c(rank, static_cast<Suit>(s));
        live.naturals[s] = c.is_red_three() ? 0 : static_cast<uint8_t>(hand.count(c));
        live.h += live.naturals[s];
      }
      // A rank too short to start a meld lays nothing: only its skip would
      // be searched, and its points would loosen the minimum's bound.
      if (melds[slot].empty() && live.h < rules.min_naturals) continue;
      fill_live(live, slot, melds[slot], wilds_ok);
    }
    if (rules.wild_melds && (hand.wilds() >= rules.min_meld_cards || !melds[kWildSlot].empty())) {
      Live live;
      fill_live(live, kWildSlot, melds[kWildSlot], wilds_ok);
    }
    for (int i = num_live_ - 1; i >= 0; --i)
      natural_points_[i] = natural_points_[i + 1] + live_[i].h * live_[i].natural_points;
  }

  // Prunes branches by the minimum count: one whose laid points plus every
  // point still layable stays below `needed` holds no acceptable leaf (set
  // it only when nothing can waive the minimum). `points` counts what the
  // base move already lays.
  void set_minimum(int points, int needed) {
    base_points_ = points;
    needed_ = needed;
  }
  // Prunes branches that can no longer hold the pure meld of three or more
  // an initial meld needs (MA-43): a natural meld without wild cards or,
  // unless `natural_only`, a meld of wild cards only, started by the move
  // or by the base move (`base_created`: the pickup's meld). `pile_slot`
  // (-1: none) is the pickup's meld when its pair and top card are no part
  // of the initial meld (MA-46): there the pure meld is the hand's naturals
  // laid on them.
  void set_needs_pure_meld(bool natural_only, uint16_t base_created, int pile_slot = -1) {
    needs_pure_ = true;
    wild_meld_pure_ = !natural_only;
    for (int i = 0; i < num_live_; ++i) {
      Live& live = live_[i];
      live.created_before = (base_created >> live.slot) & 1;
      if (live.slot == kWildSlot) continue;
      if (live.slot == pile_slot) live.from_pile = live.size_before;
      const bool may_be_pure = live.adding ? live.created_before && live.wilds_before == 0 &&
                                                 (live.from_pile == 0 || live.h >= rules_.min_meld_cards)
                                           : live.h >= rules_.min_meld_cards && live.h >= rules_.min_naturals;
      live.pure_reachable = may_be_pure;
    }
    for (int i = num_live_ - 1; i >= 0; --i) pure_after_[i] = pure_after_[i + 1] || live_[i].pure_reachable;
  }
  void search() { search(0); }
  bool budget_spent() const { return budget_ <= 0; }

 private:
  struct Live {
    int slot = 0;
    Rank rank = Rank::Two;
    std::array<uint8_t, kNumSuits> naturals{};  // the hand's naturals of the rank, by suit
    int h = 0;
    int natural_points = 0;
    int naturals_before = 0, wilds_before = 0, size_before = 0;
    bool adding = false;
    // Bit k: wild cards may join with k naturals from the hand.
    uint32_t wild_with = 0;
    bool created_before = false;  // started by the base move
    int from_pile = 0;            // its cards that came with the pile (MA-46)
    bool pure_reachable = false;  // a natural meld here can end pure and new
  };

  // Whether the meld in live_[i], holding `naturals` and `wilds` after the
  // move, is a pure meld the move (or its base) started.
  bool pure_meld(const Live& live, int naturals, int wilds) const {
    if (live.adding && !live.created_before) return false;
    if (live.slot == kWildSlot) return wild_meld_pure_ && wilds >= rules_.min_meld_cards;
    return wilds == 0 && naturals - live.from_pile >= rules_.min_meld_cards;
  }
  // Whether a pure meld may still come from live_[i..].
  bool pure_possible(int i) const {
    if (pure_after_[i]) return true;
    return wild_meld_pure_ && num_live_ > i && live_[num_live_ - 1].slot == kWildSlot &&
           twos_total_ + jokers_ >= rules_.min_meld_cards;
  }

  template <typename W>
  void fill_live(Live& live, int slot, const Meld& existing, W& wilds_ok) {
    live.slot = slot;
    live.rank = slot_rank(slot);
    live.natural_points = slot == kWildSlot ? 0 : rules_.rank_points[static_cast<int>(live.rank)];
    live.naturals_before = existing.natural_count();
    live.wilds_before = existing.wild_count();
    live.size_before = existing.size();
    live.adding = !existing.empty();
    // Without wild cards in the hand the answer is never asked; once true
    // it stays true with more naturals.
    if (slot != kWildSlot && twos_total_ + jokers_ > 0) {
      const int last = std::min(live.h, 31);
      int k = first_count_taking_wilds(live.adding ? 0 : rules_.min_naturals, last,
                                       [&](int naturals) { return wilds_ok(slot, naturals); });
      for (; k <= last; ++k) live.wild_with |= 1u << k;
    }
    live_[num_live_++] = live;
  }

  bool stop() const { return budget_ <= 0 || out_.full(); }

  // Lays `g` (t deuces, j jokers, k naturals worth `group_points`), searches
  // on from `next` and takes it back. False when the move has no room.
  bool lay(const MeldGroup& g, int k, int t, int j, int group_points, int next, bool pure) {
    if (move_.num_groups >= kMaxGroups) return false;
    move_.groups[move_.num_groups++] = g;
    twos_ -= g.cards.two_suits();  // byte by byte: the group's deuces are held, no borrows
    twos_total_ -= t;
    jokers_ -= j;
    cards_left_ -= k + t + j;
    points_ += group_points;
    const bool threes_before = threes_, pure_before = pure_;
    threes_ = threes_ || g.rank == Rank::Three;
    pure_ = pure_ || pure;
    search(next);
    threes_ = threes_before;
    pure_ = pure_before;
    points_ -= group_points;
    cards_left_ += k + t + j;
    jokers_ += j;
    twos_total_ += t;
    twos_ += g.cards.two_suits();
    --move_.num_groups;
    return true;
  }

  // One more deuce, from the first suit with one left: the lowest byte of
  // what the hand holds beyond the group's (a loop over the suits with an
  // early exit was a branch the predictor often lost).
  void add_two(Meld& cards) const {
    const uint32_t taken = cards.two_suits();
    const uint32_t left = twos_ - taken;  // byte by byte: the group holds no more than the hand
    if (left == 0) return;
    const uint32_t more = taken + (1u << (std::countr_zero(left) & ~7));
    std::memcpy(cards.twos.data(), &more, sizeof more);
  }

  void search(int i) {
    if (stop()) return;
    if (base_points_ + points_ + natural_points_[i] + twos_total_ * two_points_ + jokers_ * joker_points_ < needed_)
      return;
    if (needs_pure_ && !pure_ && !pure_possible(i)) return;
    if (i == num_live_) {
      if (move_.num_groups == 0) return;
      --budget_;
      if (accept_(move_, CombinerLeaf{cards_left_, points_, threes_})) out_.push(move_);
      return;
    }
    const Live& live = live_[i];
    {  // without this meld
      const bool pure_before = pure_;
      pure_ = pure_ || (needs_pure_ && pure_meld(live, live.naturals_before, live.wilds_before));
      search(i + 1);
      pure_ = pure_before;
    }
    const int twos = twos_total_;
    const int jokers = jokers_;
    if (live.slot == kWildSlot) {
      for (int j = 0; j <= jokers; ++j) {
        MeldGroup g;
        g.rank = Rank::Two;
        g.cards.jokers = static_cast<uint8_t>(j);
        for (int t = 0; t <= twos; ++t) {
          if (stop()) return;
          if (t > 0) add_two(g.cards);
          const int w = t + j;
          if (w == 0 || (!live.adding && w < rules_.min_meld_cards)) continue;
          if (!rules_.wild_meld_shape_ok(live.size_before + w)) break;
          if (!lay(g, 0, t, j, t * two_points_ + j * joker_points_, i + 1, needs_pure_ && pure_meld(live, 0, live.size_before + w)))
            return;
        }
      }
      return;
    }
    if (live.h == 0 && !live.adding) return;
    const int k_first = live.adding ? 0 : rules_.min_naturals;
    MeldGroup naturals;
    naturals.rank = live.rank;
    int k_taken = 0;
    uint32_t live_suits;
    std::memcpy(&live_suits, live.naturals.data(), sizeof live_suits);
    for (int k = k_first; k <= live.h; ++k) {
      // The first k naturals, suits in the order clubs, diamonds, hearts, spades.
      naturals.cards.take_naturals(live_suits, k - k_taken);
      k_taken = k;
      const bool wild = k < 32 && ((live.wild_with >> k) & 1);
      // The wild counts the group may bring, as loop bounds (as in
      // GameState::add_group_options).
      const auto [least, most] = rules_.group_wilds(live.naturals_before, live.wilds_before, k);
      for (int j = 0; j <= (wild ? jokers : 0) && j <= most; ++j) {
        MeldGroup g = naturals;
        g.cards.jokers = static_cast<uint8_t>(j);
        const int t_first = std::max(0, least - j);
        const int t_last = std::min(wild ? twos : 0, most - j);
        if (t_first > t_last) continue;
        for (int t = 1; t <= t_first; ++t) add_two(g.cards);
        for (int t = t_first; t <= t_last; ++t) {
          if (stop()) return;
          if (t > t_first) add_two(g.cards);
          const int w = t + j;
          const int points = k * live.natural_points + t * two_points_ + j * joker_points_;
          if (!lay(g, k, t, j, points, i + 1, needs_pure_ && pure_meld(live, live.naturals_before + k, live.wilds_before + w)))
            return;
        }
      }
    }
  }

  const Rules& rules_;
  MoveList& out_;
  Move move_;
  Accept accept_;
  int budget_ = kCombinationBudget;
  uint32_t twos_ = 0;  // deuces left in the hand, byte s counting suit s
  int twos_total_ = 0;
  int jokers_ = 0;
  int cards_left_ = 0;
  int points_ = 0;  // of the groups laid so far
  bool threes_ = false;
  bool needs_pure_ = false, wild_meld_pure_ = false;
  bool pure_ = false;  // a pure meld is among the melds decided so far
  int two_points_ = 0, joker_points_ = 0;
  int base_points_ = 0;
  int needed_ = 0;
  std::array<Live, kMeldSlots> live_{};
  int num_live_ = 0;
  std::array<int, kMeldSlots + 1> natural_points_{};  // layable naturals of live_[i..]
  std::array<bool, kMeldSlots + 1> pure_after_{};      // a natural pure meld reachable in live_[i..]
};

}  // namespace canasta
