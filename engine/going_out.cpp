#include "engine/going_out.h"

#include <algorithm>
#include <bit>

#include "engine/check.h"
#include "engine/code_size.h"

namespace canasta {

namespace {

constexpr int kMaxWilds = 24;      // four decks: sixteen deuces and eight jokers
constexpr int kMaxSlots = kMeldSlots;

// A natural-rank meld the way out touches: its cards before and the hand's
// naturals of its rank, all of which join it.
// Every field is set where one is made: arrays of them are not cleared.
struct SlotPlan {
  int slot;
  Rank rank;
  int naturals;   // existing and from the hand
  int wilds0;     // wild cards already in it
  int from_hand;
  bool fresh;     // no meld of this rank yet
};

// The search: which number of wild cards each meld takes (the hand's
// naturals all go to the meld of their rank), the rest forming or joining
// the wild meld. Failed states are remembered, so it stays small.
class WildSharing {
 public:
  WildSharing(const GoOutNeeds& needs, const std::array<Meld, kMeldSlots>& melds, int twos, int jokers,
              bool points_ok)
      : needs_(needs), rules_(*needs.rules), points_ok_(points_ok) {
    twos_ = twos;
    jokers_ = jokers;
    wild_twos0_ = melds[kWildSlot].two_count();
    wild_jokers0_ = melds[kWildSlot].jokers;
    cap_ = needs.canastas;
    CANASTA_CHECK(cap_ <= 2 && twos_ + jokers_ <= kMaxWilds);
  }

  void add(const SlotPlan& s) { slots_[n_++] = s; }

  bool solve() {
    if (twos_ + jokers_ == 0) {
      // No wild card to share: every meld takes none, one way only.
      Tally t;
      for (int i = 0; i < n_; ++i) {
        if (share(slots_[i], 0, t, &t) != Share::kDone) return false;
        chosen_[i] = 0;
      }
      return finish(0, t);
    }
    // Only the states this search can reach are cleared: a few words for a
    // usual hand.
    stride_ = static_cast<size_t>(twos_ + jokers_ + 1) * 3 * 32;
    const size_t words = (static_cast<size_t>(n_) * stride_ + 63) / 64;
    std::fill(failed_.begin(), failed_.begin() + static_cast<long>(words), 0);
    return go(0, twos_ + jokers_, Tally{});
  }

  int slots() const { return n_; }
  const SlotPlan& slot(int i) const { return slots_[i]; }
  int wilds_of(int i) const { return chosen_[i]; }
  int wild_meld_twos() const { return wild_meld_twos_; }
  int wild_meld_jokers() const { return wild_meld_jokers_; }

 private:
  bool wild_allowed(const SlotPlan& s) const {
    if (s.rank == Rank::Three || rules_.natural_only(s.rank)) return false;
    if (needs_.dead >> s.slot & 1) return false;
    if (rules_.aces_pure_unless_opening && s.rank == Rank::Ace && s.wilds0 == 0 && !(s.fresh && needs_.opening))
      return false;
    return rules_.wild_needs_naturals == 0 || needs_.opening || s.naturals >= rules_.wild_needs_naturals;
  }

  // What the melds decided so far give: canastas (up to what is needed),
  // a pure and a mixed one, a pure meld started now, a splash, wild cards
  // given to natural melds.
  struct Tally {
    int c = 0, p = 0, m = 0;
    bool pure_meld = false, splash = false, wilds_elsewhere = false;
  };
  enum class Share { kDone, kMore, kNever };  // kMore: more wild cards may do; kNever: neither may more

  // The meld `s` taking `a` more wild cards, after `in`: kDone with `out`
  // set, or why not.
  Share share(const SlotPlan& s, int a, const Tally& in, Tally* out) const {
    if (a > 0 && !wild_allowed(s)) return Share::kNever;
    const int w = s.wilds0 + a;
    const int size = s.naturals + w;
    if (size < rules_.min_meld_cards) return Share::kMore;
    if (s.rank == Rank::Three ? w > 0 : !rules_.meld_shape_ok(s.naturals, w)) return Share::kNever;
    const bool canasta = rules_.is_canasta(size);
    if (rules_.incomplete_special_melds_block_going_out && !canasta &&
        (s.rank == Rank::Seven || (s.rank == Rank::Ace && w == 0)))
      return Share::kMore;
    const bool pure = canasta && w == 0;
    const bool mixed = canasta && w > 0;
    // MA-44: no mixed canasta in the turn of the initial meld.
    if ((!needs_.side_melded || needs_.opening) && rules_.opening_forbids_mixed_canasta && mixed) return Share::kMore;
    const bool fresh_pure = s.fresh && w == 0;
    Tally t = in;
    t.c = in.c + (canasta ? 1 : 0) > cap_ ? cap_ : in.c + (canasta ? 1 : 0);
    t.p = in.p | (pure && ((needs_.pure_slots >> s.slot) & 1) ? 1 : 0);
    t.m = in.m | (mixed ? 1 : 0);
    t.pure_meld = in.pure_meld || fresh_pure;
    t.splash = in.splash || (fresh_pure && canasta);
    t.wilds_elsewhere = in.wilds_elsewhere || a > 0;
    *out = t;
    return Share::kDone;
  }

  bool requirements(int c, int p, int m, bool pure_meld, bool splash) const {
    if (c < needs_.canastas || p < needs_.pure || m < needs_.mixed) return false;
    if (needs_.side_melded) return true;
    if (rules_.opening_needs_pure_meld && !pure_meld) return false;
    return points_ok_ || (rules_.splash && splash);
  }

  // The wild cards left over form or join the wild meld.
  bool finish(int left, const Tally& t) {
    const int c = t.c, p = t.p, m = t.m;
    const bool pure_meld = t.pure_meld, splash = t.splash, wilds_elsewhere = t.wilds_elsewhere;
    const int before = wild_twos0_ + wild_jokers0_;
    const int size = before + left;
    if (size == 0) return requirements(c, p, m, pure_meld, splash);
    if (left > 0 && !rules_.wild_melds) return false;
    if (before == 0 && left < rules_.min_meld_cards) return false;
    if (left > 0 && !rules_.wild_meld_shape_ok(size)) return false;
    const bool canasta = rules_.is_canasta(size);
    if (!canasta && rules_.wild_meld_blocks_wilds && wilds_elsewhere) return false;
    if (!canasta && rules_.incomplete_special_melds_block_going_out) return false;
    // Deuces and jokers may be shared out as the wild meld likes best: the
    // natural melds do not care which wild cards they get.
    const bool fresh = before == 0;
    const bool pure_meld_here = fresh && !rules_.opening_pure_meld_natural_only;
    const bool counts_pure = (needs_.pure_slots >> kWildSlot) & 1;
    struct Split { int twos, jokers; };
    const Split splits[] = {{left, 0}, {0, left}, {left - 1, 1}, {1, left - 1}};
    for (const Split& s : splits) {
      if (s.twos < 0 || s.jokers < 0 || s.twos > twos_ || s.jokers > jokers_) continue;
      const int t = wild_twos0_ + s.twos, j = wild_jokers0_ + s.jokers;
      const bool pure = canasta && (t == 0 || j == 0);
      const int np = p | (pure && counts_pure ? 1 : 0);
      const int nm = m | (canasta && !pure ? 1 : 0);
      const int nc = c + (canasta ? 1 : 0) > cap_ ? cap_ : c + (canasta ? 1 : 0);
      if (requirements(nc, np, nm, pure_meld || pure_meld_here, splash || (fresh && canasta))) {
        wild_meld_twos_ = s.twos;
        wild_meld_jokers_ = s.jokers;
        return true;
      }
    }
    return false;
  }

  // Inlined into itself it made meld_whole 18 KB of code.
  CANASTA_OUT_OF_LINE bool go(int i, int left, const Tally& t) {
    if (i == n_) return finish(left, t);
    const size_t key = static_cast<size_t>(i) * stride_ +
                       ((((static_cast<size_t>(left) * 3 + static_cast<size_t>(t.c)) * 2 + static_cast<size_t>(t.p)) * 2 +
                         static_cast<size_t>(t.m)) * 2 + (t.pure_meld ? 1 : 0)) * 4 + (t.splash ? 2 : 0) +
                       (t.wilds_elsewhere ? 1 : 0);
    if ((failed_[key >> 6] >> (key & 63)) & 1) return false;
    const SlotPlan& s = slots_[i];
    for (int a = 0; a <= left; ++a) {
      Tally next;
      const Share r = share(s, a, t, &next);
      if (r == Share::kNever) break;
      if (r == Share::kMore) continue;
      if (go(i + 1, left - a, next)) {
        chosen_[i] = a;
        return true;
      }
    }
    failed_[key >> 6] |= uint64_t{1} << (key & 63);
    return false;
  }

  const GoOutNeeds& needs_;
  const Rules& rules_;
  bool points_ok_;
  int twos_ = 0, jokers_ = 0;
  int wild_twos0_ = 0, wild_jokers0_ = 0;
  int cap_ = 1;
  std::array<SlotPlan, kMaxSlots> slots_;  // the first n_ are set
  int n_ = 0;
  std::array<int, kMaxSlots> chosen_;  // set for each slot on the way found
  int wild_meld_twos_ = 0, wild_meld_jokers_ = 0;
  size_t stride_ = 0;  // states per slot
  std::array<uint64_t, (kMaxSlots * (kMaxWilds + 1) * 3 * 32 + 63) / 64> failed_;
};

// The natural-rank slots (threes up) where `melds` hold a meld, as a mask:
// worked out once by find_going_out for each hand it tries, where the caller
// does not know it.
uint32_t melded_slots(const std::array<Meld, kMeldSlots>& melds) {
  uint32_t mask = 0;
  for (int slot = meld_slot(Rank::Three); slot < kMeldSlots; ++slot) mask |= static_cast<uint32_t>(!melds[slot].empty()) << slot;
  return mask;
}

// Whether `hand` (the discard already taken out) melds whole; writes the
// meld move to `out` when given. `melded`: melded_slots(melds).
bool meld_whole(const GoOutNeeds& needs, const CardCounts& hand, const std::array<Meld, kMeldSlots>& melds,
                uint32_t melded, Move* out) {
  const Rules& rules = *needs.rules;
  // The melds the hand's naturals go to, first: a rank that cannot be laid
  // refuses the hand before anything is counted.
  std::array<SlotPlan, kMaxSlots> plans;
  int n = 0;
  uint32_t ranks = hand.ranks_held();
  if (hand.black_threes() == 0) ranks &= ~(1u << meld_slot(Rank::Three));
  ranks = (ranks | melded) & ~1u;  // the wild meld is the search's own
  if (!rules.black_threes_meldable) ranks &= ~(1u << meld_slot(Rank::Three));
  while (ranks != 0) {
    const int slot = 31 - std::countl_zero(ranks);
    ranks &= ~(1u << slot);
    const Rank rank = slot_rank(slot);
    const bool three = rank == Rank::Three;
    const int h = three ? hand.black_threes() : hand.naturals(rank);
    const Meld& m = melds[slot];
    if (h > 0 && ((needs.dead >> slot) & 1)) return false;
    SlotPlan& s = plans[n++];
    s.slot = slot;
    s.rank = rank;
    s.naturals = m.natural_count() + h;
    s.wilds0 = m.wild_count();
    s.from_hand = h;
    s.fresh = m.empty();
    if (s.fresh && h < (three ? rules.min_meld_cards : rules.min_naturals)) return false;
  }
  bool points_ok = needs.side_melded || needs.minimum <= 0;
  if (!points_ok) {
    int points = 0;
    hand.for_each_kind([&](Card c) { points += hand.count(c) * rules.points(c); });
    points_ok = points >= needs.minimum;
  }
  WildSharing search(needs, melds, hand.twos(), hand.jokers(), points_ok);
  for (int i = 0; i < n; ++i) search.add(plans[i]);
  if (!search.solve()) return false;
  if (!out) return true;

  // The move: naturals by suit from the hand, deuces then jokers for the
  // natural melds, and the wild meld's share.
  *out = Move::meld();
  int twos_left = hand.twos() - search.wild_meld_twos();
  int jokers_left = hand.jokers() - search.wild_meld_jokers();
  std::array<int, kNumSuits> two_suits{};
  for (int s = 0; s < kNumSuits; ++s) two_suits[s] = hand.count(Card(Rank::Two, static_cast<Suit>(s)));
  auto take_twos = [&](Meld& g, int k) {
    for (int s = 0; s < kNumSuits && k > 0; ++s) {
      const int n = two_suits[s] < k ? two_suits[s] : k;
      g.twos[s] = static_cast<uint8_t>(g.twos[s] + n);
      two_suits[s] -= n;
      k -= n;
    }
  };
  MeldGroup wild_group;
  wild_group.rank = Rank::Two;
  take_twos(wild_group.cards, search.wild_meld_twos());
  wild_group.cards.jokers = static_cast<uint8_t>(search.wild_meld_jokers());
  for (int i = 0; i < search.slots(); ++i) {
    const SlotPlan& p = search.slot(i);
    const int wilds = search.wilds_of(i);
    if (p.from_hand == 0 && wilds == 0) continue;
    MeldGroup g;
    g.rank = p.rank;
    for (int s = 0; s < kNumSuits; ++s) {
      const Card c(p.rank, static_cast<Suit>(s));
      if (rules.is_bonus_three(c)) continue;
      g.cards.naturals[s] = static_cast<uint8_t>(hand.count(c));
    }
    const int twos = wilds < twos_left ? wilds : twos_left;
    take_twos(g.cards, twos);
    twos_left -= twos;
    g.cards.jokers = static_cast<uint8_t>(wilds - twos);
    jokers_left -= wilds - twos;
    out->add_group(g);
  }
  CANASTA_CHECK(twos_left == 0 && jokers_left == 0);
  if (!wild_group.cards.empty()) out->add_group(wild_group);
  return true;
}

}  // namespace

bool find_going_out(const GoOutNeeds& needs, const CardCounts& hand, const std::array<Meld, kMeldSlots>& melds,
                    GoOutPlan* plan) {
  return find_going_out(needs, hand, melds, melded_slots(melds), plan);
}

bool find_going_out(const GoOutNeeds& needs, const CardCounts& hand, const std::array<Meld, kMeldSlots>& melds,
                    uint32_t melded, GoOutPlan* plan) {
  const Rules& rules = *needs.rules;
  const bool may_keep = needs.may_discard || needs.must_discard;
  if (hand.red_threes() > 0) return false;
  // Cards that can only be the discard: naturals of a rank too few to start
  // a meld with none to join (or of a dead rank), threes that are not melded.
  // More than one, and there is no way out.
  int stuck = 0;
  Card stuck_card;
  // Found as masks, not by a test a rank held: which ranks a hand holds,
  // and which of them are stuck, is no pattern a branch predictor learns.
  // A natural rank is stuck when dead, or without a meld and held fewer
  // than a meld starts with; the threes' slot has rules of its own.
  constexpr uint32_t kThree = 1u << meld_slot(Rank::Three);
  const uint32_t held = hand.ranks_held() & ~1u & ~kThree;  // not the deuces
  uint32_t stuck_ranks =
      held & (static_cast<uint32_t>(needs.dead) | (~melded & ~static_cast<uint32_t>(hand.ranks_with_at_least(rules.min_naturals))));
  if (const int h = hand.black_threes(); h > 0) {
    if (rules.threes_never_discarded && !rules.black_threes_meldable) return false;
    const bool alone = melds[meld_slot(Rank::Three)].empty() && h < rules.min_meld_cards;
    if ((needs.dead & kThree) || alone || !rules.black_threes_meldable) stuck_ranks |= kThree;
  }
  for (; stuck_ranks != 0; stuck_ranks &= stuck_ranks - 1) {
    const Rank rank = slot_rank(std::countr_zero(stuck_ranks));
    stuck += rank == Rank::Three ? hand.black_threes() : hand.naturals(rank);
    if (stuck > (may_keep ? 1 : 0)) return false;
    for (int s = 0; s < kNumSuits; ++s)
      if (hand.count(Card(rank, static_cast<Suit>(s)))) stuck_card = Card(rank, static_cast<Suit>(s));
  }
  // Enough canastas must be within reach: melds that the hand's naturals and
  // every wild card could bring to a canasta. Most hands fail here. Only
  // ranks held or melded can give one, and the count stops once it is
  // enough (the side's canastas are often found first).
  {
    // A canasta holds at most max_wilds wild cards where they are never
    // unlimited (MA-20, UY-10, option wild3).
    const int wilds = rules.wilds_unlimited_on_canasta ? hand.wilds() : std::min(hand.wilds(), rules.max_wilds);
    const int needed = needs.canastas > needs.pure + needs.mixed ? needs.canastas : needs.pure + needs.mixed;
    int within_reach = 0;
    if (melds[kWildSlot].is_canasta(rules) ||
        (rules.wild_melds && melds[kWildSlot].size() + hand.wilds() >= rules.canasta_cards))
      ++within_reach;
    uint32_t slots = (hand.ranks_held() | melded) & ~((1u << meld_slot(Rank::Four)) - 1);
    for (; slots != 0 && within_reach < needed; slots &= slots - 1) {
      const int slot = std::countr_zero(slots);
      const int before = melds[slot].size();
      const int size = before + hand.naturals(slot_rank(slot));
      if (rules.is_canasta(before) || size + (rules.natural_only(slot_rank(slot)) ? 0 : wilds) >= rules.canasta_cards)
        ++within_reach;
    }
    if (within_reach < needed) return false;
    // UY-41: only the pure canastas standing when the turn began count.
    if (needs.pure > 0 && needs.pure_slots == 0) return false;
  }
  Move* out = plan ? &plan->meld : nullptr;
  auto try_discard = [&](Card card) {
    CardCounts rest = hand;
    rest.remove(card);
    if (!meld_whole(needs, rest, melds, melded, out)) return false;
    if (plan) {
      plan->discard = true;
      plan->card = card;
    }
    return true;
  };
  if (stuck == 1) return try_discard(stuck_card);
  if (!needs.must_discard && meld_whole(needs, hand, melds, melded, out)) {
    if (plan) plan->discard = false;
    return true;
  }
  if (!may_keep) return false;
  // Keep back one card of each kind in turn (suits of a rank do not matter),
  // ranks in display order, the first suit held.
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
    if (!held || (rank == Rank::Three && rules.threes_never_discarded)) continue;
    // Kept back, it would leave too few of its rank to start the meld that
    // the rest needs: meld_whole would refuse at once.
    if (rank != Rank::Joker && rank != Rank::Two && rank != Rank::Three && !((melded >> meld_slot(rank)) & 1)) {
      const int left = hand.naturals(rank) - 1;
      if (left > 0 && left < rules.min_naturals) continue;
    }
    if (try_discard(c)) return true;
  }
  return false;
}

}  // namespace canasta
