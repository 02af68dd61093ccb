// Legal move generation in a fixed order (see move_list.h). Candidates are
// built canonically and filtered through the same validation apply uses, so
// every listed move is accepted by apply.
#include <algorithm>
#include <bit>
#include <cstring>

#include "engine/check.h"
#include "engine/code_size.h"
#include "engine/laying.h"
#include "engine/going_out.h"
#include "engine/meld_combiner.h"
#include "engine/special_hands.h"
#include "engine/state.h"

namespace canasta {

namespace {

// Adds k more natural cards of `rank` from `available` to `meld`, suits in
// the order clubs, diamonds, hearts, spades (the cards already in `meld` come
// from `available` too), all there are when fewer.
void take_naturals(const CardCounts& available, Rank rank, int k, Meld& meld) {
  // Of the threes only the black ones (clubs, spades) are natural cards.
  meld.take_naturals(available.suit_counts(rank) & (rank == Rank::Three ? 0xFF0000FFu : ~0u), k);
}

// Takes the first card of `rank` left in `suits` (byte s counts suit s, as
// CardCounts::suit_counts gives them), suits in the order clubs, diamonds,
// hearts, spades: the lowest byte with a card, found with no branch on the
// suits (loops over them with early exits were lost by the predictor).
Card take_first(uint32_t& suits, Rank rank) {
  const int s = std::countr_zero(suits) / 8;
  suits -= 1u << (8 * s);
  return Card(rank, static_cast<Suit>(s));
}

int hand_naturals(const CardCounts& hand, Rank rank) {
  return rank == Rank::Three ? hand.black_threes() : hand.naturals(rank);
}

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
    case Phase::Cut:
      for (int cards = 1; cards < stock_size_; ++cards) out.push(Move::cut(cards));
      break;
    case Phase::DealOver:
    case Phase::GameOver:
      break;
  }
}

bool GameState::wilds_may_join(int slot, int naturals_added) const {
  if (!rules_.restricts_wild_cards()) return slot != meld_slot(Rank::Three);
  const Meld& meld = melds_[side_of(turn_)][slot];
  if (!wild_addition_verdict(slot_rank(slot), meld, meld.natural_count() + naturals_added, meld.empty()).ok())
    return false;
  // MA-26: while the side's wild meld is incomplete, wild cards go only to it.
  const Meld& wild = melds_[side_of(turn_)][kWildSlot];
  return !rules_.wild_meld_blocks_wilds || wild.empty() || wild.is_canasta(rules_);
}

CANASTA_OUT_OF_LINE void GameState::add_initial_combinations(MoveList& out, const Move& base) const {
  // Each group is built from the hand within the shape limits and each rank
  // is used once, so while the side has not melded (as here) a candidate that
  // leaves at least two cards, has no black threes and no "yes" to keep
  // passes validation exactly when it meets the initial meld's rules, which
  // are checked on the laid cards alone; other candidates are validated in
  // full.
  const bool pickup = base.kind == MoveKind::Pickup;
  const int side = side_of(turn_);
  Laying start{melds_[side], hands_[turn_]};
  int rest = 0;
  if (pickup) {
    const Card top = pile_at(pile_size_ - 1);
    const int slot = meld_slot(top.rank());
    start.pickup_slot = slot;
    for (Card c : base.pair) {
      start.hand.remove(c);
      start.melds[slot].add(c);
    }
    start.melds[slot].add(top);
    if (rules_.pickup_counts_for_minimum)
      start.points = rules_.points(base.pair[0]) + rules_.points(base.pair[1]) + rules_.points(top);
    if (melds_[side][slot].empty()) start.created = slot_bit(slot);
    for (int i = 0; i + 1 < pile_size_; ++i)
      if (!rules_.is_bonus_three(pile_at(i))) ++rest;
  }
  const bool plain = answer_ != Answer::Yes && rules_.min_naturals > 0;
  const bool count_only = !rules_.restricts_initial_meld();
  const int minimum = minimum_count(side);
  auto accept = [&](const Move& m, const CombinerLeaf& leaf) {
    if (plain && leaf.cards_left + rest >= 2 && !leaf.threes) {
      if (count_only) return start.points + leaf.points >= minimum;
      Laying laying = start;
      for (int i = 0; i < m.num_groups; ++i) {
        const MeldGroup& g = m.groups[i];
        const int slot = meld_slot(g.rank);
        if (laying.melds[slot].empty()) laying.created |= slot_bit(slot);
        laying.melds[slot].add(g.cards);
        laying.wilds_to_naturals = laying.wilds_to_naturals || (slot != kWildSlot && g.cards.wild_count() > 0);
      }
      laying.points += leaf.points;
      const Meld& wild = laying.melds[kWildSlot];
      const bool blocked = rules_.wild_meld_blocks_wilds && laying.wilds_to_naturals && !wild.empty() &&
                           !wild.is_canasta(rules_);
      return !blocked && initial_meld_verdict(laying, false, false, pickup).ok();
    }
    return validate(m).ok();
  };
  auto wilds_ok = [&](int slot, int k) { return wilds_may_join(slot, k); };
  MeldCombiner<decltype(accept), decltype(wilds_ok)> c(rules_, out, base, start.hand, start.melds, dead_slots(),
                                                         accept, wilds_ok);
  if (!minimum_may_be_waived(start)) c.set_minimum(start.points, minimum);
  if (rules_.opening_needs_pure_meld)
    c.set_needs_pure_meld(rules_.opening_pure_meld_natural_only, start.created,
                          pickup && !rules_.pickup_counts_for_minimum ? start.pickup_slot : -1);
  c.search();
  if (c.budget_spent()) out.mark_capped();
}

// Whether a candidate initial meld built on `start` could be spared the
// minimum count: by a splash (MA-45) or by going out (a concealed hand, an
// earthquake). Both need a canasta in the move, so a hand that holds no
// rank with enough cards for one never can; the answer may be a false yes.
bool GameState::minimum_may_be_waived(const Laying& start) const {
  const int wilds = start.hand.wilds();
  const bool going_out_waiver = rules_.minimum_waiver != MinimumWaiver::kNone;
  for (int slot = 0; slot < kMeldSlots; ++slot) {
    const int naturals = slot == kWildSlot ? 0 : hand_naturals(start.hand, slot_rank(slot));
    const int on_table = start.melds[slot].size();
    if (rules_.splash && slot != start.pickup_slot &&
        (slot == kWildSlot ? rules_.wild_melds && wilds : naturals) >= rules_.canasta_cards)
      return true;
    if (going_out_waiver && (slot != kWildSlot || rules_.wild_melds) &&
        on_table + naturals + wilds >= rules_.canasta_cards)
      return true;
  }
  return false;
}

void GameState::add_three_moves(MoveList& out) const {
  const CardCounts& hand = hands_[turn_];
  // Bonus threes are laid as drawn, so a hand almost never holds one (one
  // kept for a straight, MA-11): asked first, that is a branch the predictor
  // wins, where "any three held" (black ones are common) was not.
  const int bonus_threes = hand.red_threes() + (rules_.black_threes_are_bonus ? hand.black_threes() : 0);
  if (bonus_threes == 0 || stock_size_ == 0) return;
  for (int s = 0; s < kNumSuits; ++s) {
    const Card three(Rank::Three, static_cast<Suit>(s));
    if (rules_.is_bonus_three(three) && hand.count(three) > 0) out.push_simple(MoveKind::LayThree, three);
  }
}

// UY-33: the canasta a lo gusto, of every count of black threes held from
// a canasta up; the only meld black threes make here (lay_group).
void GameState::add_black_three_canasta(MoveList& out) const {
  if (rules_.black_threes_meldable || !rules_.uses_black_three_canasta()) return;
  const CardCounts& hand = hands_[turn_];
  const int held = hand.black_threes();
  if (held < rules_.canasta_cards) return;
  MeldGroup group;
  group.rank = Rank::Three;
  take_naturals(hand, Rank::Three, rules_.canasta_cards - 1, group.cards);
  for (int k = rules_.canasta_cards; k <= held; ++k) {
    take_naturals(hand, Rank::Three, 1, group.cards);
    Move move = Move::meld();
    move.add_group(group);
    if (validate(move).ok() && !out.push(move)) return;
  }
}

void GameState::moves_draw_phase(MoveList& out) const {
  if (stock_size_ > 0 && (answer_ != Answer::Yes || validate(Move::draw()).ok())) out.push_simple(MoveKind::Draw);
  if (pile_size_ > 0) {
    const Card top = pile_at(pile_size_ - 1);
    const CardCounts& hand = hands_[turn_];
    const bool melded = side_has_melded(side_of(turn_));
    if (top.is_natural() && top.rank() != Rank::Three) {
      const Rank rank = top.rank();
      const Move bare = Move::pickup();
      if (validate(bare).ok()) out.push(bare);
      // Two naturals, or a natural and a wild card (a deuce, a joker), the
      // first suits held.
      std::array<std::array<Card, 2>, 3> candidates;
      int n = 0;
      const int held = hand.naturals(rank);
      if (held > 0) {
        uint32_t naturals = hand.suit_counts(rank);
        const Card natural = take_first(naturals, rank);
        if (held > 1) candidates[n++] = {natural, take_first(naturals, rank)};
        if (hand.twos() > 0) {
          uint32_t twos = hand.suit_counts(Rank::Two);
          candidates[n++] = {natural, take_first(twos, Rank::Two)};
        }
        if (hand.jokers() > 0) candidates[n++] = {natural, Card::joker()};
      }
      for (int i = 0; i < n; ++i) {
        const Move candidate = Move::pickup(candidates[i][0], candidates[i][1]);
        const Verdict v = validate(candidate);
        if (v.ok()) out.push(candidate);
        else if (!melded && (v.why == Why::kBelowMinimum || v.why == Why::kPickupNeedsInitialMeld ||
                             v.why == Why::kOpeningNeedsPureMeld || v.why == Why::kOpeningNeedsCleanTriple ||
                             v.why == Why::kPickupNeedsPureMeld || v.why == Why::kPickupNeedsCleanTriple)) {
          add_initial_combinations(out, candidate);
          // After a "yes" only pickups that go out are legal (law 50); the
          // listed combinations may miss the one whose plan made asking
          // legal, so it is listed too and the turn always has a move.
          Move planned;
          if (answer_ == Answer::Yes && can_go_out_after_pickup(candidate, &planned) && !out.contains(planned) &&
              validate(planned).ok())
            out.push(planned);
        }
      }
    }
  }
  add_three_moves(out);
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
  // Each group is built from the hand within the shape and wild-card limits,
  // so once the side has melded (as here) validation can refuse it only for
  // black threes, a "yes" to keep, going out (at most one card left), a
  // wild-only group that starts a meld or, in the turn of the initial meld,
  // a mixed canasta (MA-44); other groups need no check.
  const bool no_yes = answer_ != Answer::Yes;
  const bool opening_canastas = rules_.opening_forbids_mixed_canasta && opened_ != Opened::None;
  const int keep_at_least = hand.size() - 2;
  const bool no_wilds = hand_twos + hand_jokers == 0;
  // Without the wild-card rules of MA-21..26 wild cards join any meld but
  // the threes' (wilds_may_join), asked here once rather than once a rank.
  const bool wild_limits = rules_.restricts_wild_cards();
  // The first t deuces of the hand, suits in order, for every t.
  // As words: byte s counts the deuces of suit s.
  std::array<uint32_t, kMaxPackCards / 4 + 1> twos_taken;
  twos_taken[0] = 0;
  for (int t = 1, s = 0; t <= hand_twos; ++t) {
    while (((twos_taken[t - 1] >> (8 * s)) & 0xFF) >= static_cast<uint32_t>(hand.count(Card(Rank::Two, static_cast<Suit>(s))))) ++s;
    twos_taken[t] = twos_taken[t - 1] + (1u << (8 * s));
  }
  // Every way a group may bring wild cards from the hand, in the order
  // groups list them (jokers ascending, then deuces): a group takes those
  // within its bounds (push_melds_with_wilds).
  std::array<WildPick, kMoveListCapacity> picks;
  int num_picks = 0;
  const bool picks_fit = (hand_jokers + 1) * (hand_twos + 1) <= kMoveListCapacity;
  if (!no_wilds && picks_fit)
    for (int j = 0; j <= hand_jokers; ++j)
      for (int t = 0; t <= hand_twos; ++t)
        picks[num_picks++] = {twos_taken[t], static_cast<uint8_t>(j), static_cast<uint8_t>(t + j)};
  // The ranks worth a look, as a mask walked from the ace down: those held
  // and, with wild cards in the hand, those melded (one test a rank was a
  // branch the predictor lost about as often as it won).
  uint32_t ranks = hand.ranks_held();
  if (!no_wilds) ranks |= melded_slots(side_of(turn_)) & ~static_cast<uint32_t>(slot_bit(meld_slot(Rank::Three)));
  ranks &= ~static_cast<uint32_t>(dead_slots()) & ~1u;  // not the deuces' slot
  // A rank without a meld lays nothing with fewer naturals than a meld
  // starts with: those (most single cards) are left out here rather than
  // tested in the loop, where the test was the predictor's worst branch.
  // The threes' slot counts black threes only and is checked in the loop.
  ranks &= melded_slots(side_of(turn_)) | hand.ranks_with_at_least(rules_.min_naturals) |
           static_cast<uint32_t>(slot_bit(meld_slot(Rank::Three)));
  // Black threes meld only where the rules allow it and some are held (with
  // no branch on the hand: whether it holds one is no pattern).
  const bool threes_meld = rules_.black_threes_meldable & (hand.black_threes() > 0);
  ranks &= ~(static_cast<uint32_t>(!threes_meld) << meld_slot(Rank::Three));
  while (ranks != 0) {
    const int slot = 31 - std::countl_zero(ranks);
    ranks &= ~(1u << slot);
    const Rank rank = slot_rank(slot);
    const bool three = rank == Rank::Three;
    const int h = three ? hand.black_threes() : hand.naturals(rank);
    const Meld& existing = melds[slot];
    const bool adding = !existing.empty();
    // Only the threes' slot gets here short of naturals (the mask above):
    // the count first, since whether the rank has a meld is no pattern.
    if (h < rules_.min_naturals && !adding) continue;
    const int naturals_before = existing.natural_count();
    const int wilds_before = existing.wild_count();
    const bool plain = !three && no_yes && !opening_canastas;
    const int k_first = adding ? 0 : rules_.min_naturals;
    // Wild cards may join from this many naturals on (wilds_may_join only
    // grows with the naturals: the rule of five, MA-21); past h, never.
    int wild_from = h + 1;
    if (!no_wilds && !three) {
      if (!wild_limits) wild_from = k_first;  // what wilds_may_join says there
      else if (wilds_may_join(slot, h))
        wild_from = first_count_taking_wilds(k_first, h - 1, [&](int naturals) { return wilds_may_join(slot, naturals); });
    }
    MeldGroup naturals;
    naturals.rank = rank;
    take_naturals(hand, rank, k_first, naturals.cards);
    for (int k = k_first; k <= h; ++k) {
      if (k > k_first) take_naturals(hand, rank, 1, naturals.cards);
      const bool wild = k >= wild_from;
      // The group's suit counts as words (the by-byte copies of a group
      // were most of this loop's work).
      uint32_t natural_word;
      std::memcpy(&natural_word, naturals.cards.naturals.data(), sizeof natural_word);
      if (!wild) {
        // The naturals alone, without the loops over wild cards below
        // (whose one-pass exits the predictor lost).
        if (k == 0 || (!adding && k < rules_.min_meld_cards)) continue;
        if (!rules_.meld_shape_ok(naturals_before + k, wilds_before)) continue;
        if ((!plain || k > keep_at_least) && !group_allowed(naturals)) continue;
        if (!out.push_meld(rank, natural_word, 0, 0)) return;
        continue;
      }
      // The wild counts this group may bring, as loop bounds (a test a
      // count was a branch the predictor often lost); up to `unchecked`
      // wild cards the group needs no validation.
      const auto [least, most] = rules_.group_wilds(naturals_before, wilds_before, k);
      const int unchecked = plain && (k > 0 || adding) ? keep_at_least - k : -1;
      if (picks_fit && std::min(most, hand_twos + hand_jokers) <= unchecked) {  // no group to check
        if (!out.push_melds_with_wilds(rank, natural_word, picks.data(), num_picks, least, most)) return;
        continue;
      }
      for (int j = 0; j <= hand_jokers && j <= most; ++j) {
        const int t_last = std::min(hand_twos, most - j);
        for (int t = std::max(0, least - j); t <= t_last; ++t) {
          if (t + j > unchecked) {
            MeldGroup g = naturals;
            g.cards.jokers = static_cast<uint8_t>(j);
            std::memcpy(g.cards.twos.data(), &twos_taken[t], sizeof twos_taken[t]);
            if (!group_allowed(g)) continue;
          }
          if (!out.push_meld(rank, natural_word, twos_taken[t], static_cast<uint8_t>(j))) return;
        }
      }
    }
  }
  if (!rules_.wild_melds || no_wilds) return;
  // The wild meld: a new one of three or more wild cards, or an addition.
  const Meld& existing = melds[kWildSlot];
  for (int j = 0; j <= hand_jokers; ++j) {
    for (int t = 0; t <= hand_twos; ++t) {
      const int w = t + j;
      if (w == 0 || (existing.empty() && w < rules_.min_meld_cards)) continue;
      if (!rules_.wild_meld_shape_ok(existing.size() + w)) break;
      MeldGroup g;
      g.rank = Rank::Two;
      std::memcpy(g.cards.twos.data(), &twos_taken[t], sizeof twos_taken[t]);
      g.cards.jokers = static_cast<uint8_t>(j);
      if ((!no_yes || w > keep_at_least) && !group_allowed(g)) continue;
      if (!out.push_meld(Rank::Two, 0, twos_taken[t], static_cast<uint8_t>(j))) return;
    }
  }
}

void GameState::moves_play_phase(MoveList& out) const {
  const int side = side_of(turn_);
  const bool melded = side_has_melded(side);
  GoOutPlan plan;
  int plan_index = -1;
  const bool can_go_out = answer_ != Answer::No &&
                          find_going_out_on_table(going_out_needs(!last_red_three_), hands_[turn_], side, &plan);
  out.note_going_out(can_go_out ? &plan : nullptr);  // what going_out_plan() would find
  // The same conditions as validate_ask, reusing the search above.
  if (can_go_out && answer_ == Answer::None && seating_.partner_after(turn_) >= 0 &&
      turn_created_ == 0 && !turn_touched_ && !last_red_three_ && hands_[turn_].size() > 1)
    out.push_simple(MoveKind::Ask);
  if (can_go_out && plan.meld.num_groups > 0 && validate(plan.meld).ok()) {
    plan_index = out.size();
    out.push(plan.meld);
  }
  add_black_three_canasta(out);
  if (melded) {
    add_group_options(out);
  } else {
    add_initial_combinations(out, Move::meld());
  }
  // A special hand holds exactly kSpecialHandCards cards (is_special_hand).
  if (rules_.special_hands && hands_[turn_].size() == kSpecialHandCards)
    for (SpecialHand special : kSpecialHands)
      if (validate_declare(special).ok()) out.push(Move::declare(special));
  add_three_moves(out);
  // In Classic whether a held card may be discarded does not depend on the
  // card; where discards have rules of their own each card is checked.
  const CardCounts& hand = hands_[turn_];
  const bool card_rules = rules_.restricts_discards();
  // Whether a held card may be discarded depends on its rank at most (and in
  // Classic on nothing): validate_discard's verdict is asked once a rank,
  // with the hand's discard rules worked out once where it can be.
  auto rank_card = [](int r) { return r == kNumRanks ? Card::joker() : Card::from_code(r * 4); };
  if (card_rules && plain_discard()) {
    out.push_discards(hand, discard_rules(false).allowed_ranks());
  } else if (card_rules) {
    uint16_t ranks = 0;
    for (int r = 0; r <= kNumRanks; ++r) {
      const Card c = r == kNumRanks ? Card::joker() : hand.first_of(rank_card(r).rank());
      if (hand.rank_count_by_index(r) > 0 && validate_discard(c).ok()) ranks |= 1u << r;
    }
    out.push_discards(hand, ranks);
  } else if (!hand.empty() && validate_discard(hand.first()).ok()) {
    out.push_discards(hand, 0x3FFF);
  }
  if (last_red_three_) out.push_simple(MoveKind::Pass);
  if (plan_index >= 0) out.remove_repeats_of(plan_index);
}

}  // namespace canasta
