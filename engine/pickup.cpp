// Taking the discard pile (laws 36-45; MA-30, MA-31, MA-46; UY-20..27), and
// whether going out is possible before drawing (law 50).
#include <algorithm>
#include <bit>

#include "engine/going_out.h"
#include "engine/laying.h"

namespace canasta {

namespace {

Verdict frozen_verdict(bool frozen_for_all, Rank rank) {
  return Verdict::of_rank(frozen_for_all ? Why::kPileFrozen : Why::kPileFrozenUnmelded, rank);
}

}  // namespace

CardCounts GameState::pile_under_top() const {
  CardCounts under;
  for (int i = 0; i + 1 < pile_size_; ++i)
    if (!rules_.is_bonus_three(pile_at(i))) under.add(pile_at(i));
  return under;
}

CardCounts GameState::hand_after_pickup(const Laying& laying) const {
  CardCounts hand = laying.hand;
  hand.add(pile_under_top());
  return hand;
}

// Why the pile may be taken only with two natural cards of the top's rank,
// or kOk when one natural and one wild card, or the top alone, will do.
Verdict GameState::pair_requirement(int side, Rank rank) const {
  if (rules_.pile_always_frozen) return Verdict::of_rank(Why::kPileAlwaysFrozen, rank);
  if (rules_.first_take_needs_pair && !pot_taken_) return Verdict::of_rank(Why::kPotFirstTake, rank);
  if (pile_frozen()) {
    return rules_.first_take_needs_pair ? Verdict::of_rank(Why::kPotCrossed, rank) : frozen_verdict(true, rank);
  }
  if (rules_.frozen_until_side_melds && !side_has_melded(side)) return frozen_verdict(false, rank);
  return {};
}

Verdict GameState::validate_pickup(const Move& move) const {
  if (pile_size_ == 0) return Verdict::of(Why::kPileEmpty);
  const Card top = pile_at(pile_size_ - 1);
  if (top.is_wild()) return Verdict::of(Why::kPileTopWild);
  if (top.is_black_three()) return Verdict::of(Why::kPileTopBlackThree);
  if (top.is_red_three()) return Verdict::of(Why::kPileTopRedThree);
  const int side = side_of(turn_);
  const Rank rank = top.rank();
  const int slot = meld_slot(rank);
  if (rank_dead(rank)) return Verdict::of_rank(Why::kDeadRank, rank);
  // UY-27: in the first round only the player who began may take the pot.
  if (rules_.first_round_only_starter_takes && !has_played(turn_) && turn_ != seating_.next(dealer_))
    return Verdict::of(Why::kPotFirstRound);
  const bool melded = side_has_melded(side);
  const Verdict needs_pair = pair_requirement(side, rank);
  const CardCounts& hand = hands_[turn_];
  const bool was_empty = melds_[side][slot].empty();
  if (!move.has_pair) {
    if (move.num_groups > 0) return Verdict::of_rank(Why::kPairWrong, rank);
    if (!melded && rules_.frozen_until_side_melds) return Verdict::of_rank(Why::kPileFrozenUnmelded, rank);
    if (was_empty) return Verdict::of_rank(Why::kNoMeldForTop, rank);
    if (!needs_pair.ok()) return needs_pair;
    if (hand.size() == 1 && pile_size_ == 1 && stock_size_ > 0) return Verdict::of(Why::kLaw43);
  } else {
    const Card a = move.pair[0];
    const Card b = move.pair[1];
    if (hand.count(a) < 1 + (a == b ? 1 : 0) || hand.count(b) < 1)
      return Verdict::of(Why::kCardsNotInHand);
    const bool nat_a = a.is_natural() && a.rank() == rank;
    const bool nat_b = b.is_natural() && b.rank() == rank;
    if (!(nat_a && nat_b)) {
      if (!((nat_a && b.is_wild()) || (a.is_wild() && nat_b)))
        return Verdict::of_rank(Why::kPairWrong, rank);
      if (!needs_pair.ok()) return needs_pair;
      const Meld& before = melds_[side][slot];
      const Verdict v = wild_addition_verdict(rank, before, before.natural_count() + 2, before.empty());
      if (!v.ok()) return v;
    }
  }
  Laying laying{melds_[side], hand};
  laying.pickup_slot = slot;
  Meld& meld = laying.melds[slot];
  const bool counts = rules_.pickup_counts_for_minimum;
  if (move.has_pair) {
    const Card a = move.pair[0];
    const Card b = move.pair[1];
    laying.hand.remove(a);
    laying.hand.remove(b);
    meld.add(a);
    meld.add(b);
    if (counts) laying.points += rules_.points(a) + rules_.points(b);
    if (a.is_wild() || b.is_wild()) laying.wilds_to_naturals = true;
  }
  meld.add(top);
  if (counts) laying.points += rules_.points(top);
  const Verdict shape = shape_verdict(rank, meld);
  if (!shape.ok()) return shape;
  if (was_empty) laying.created |= slot_bit(slot);
  else laying.touched = true;

  if (move.num_groups > 0 && melded) return Verdict::of(Why::kPickupGroupsNotInitial);
  uint16_t seen = 0;
  for (int i = 0; i < move.num_groups; ++i) {
    const MeldGroup& g = move.groups[i];
    if (seen & slot_bit(meld_slot(g.rank))) return Verdict::of_rank(Why::kDuplicateRank, g.rank);
    seen |= slot_bit(meld_slot(g.rank));
    const Verdict v = lay_group(g, laying);
    if (!v.ok()) return v;
  }
  // The cards under the top that join the hand, counted up to two: finish
  // only tells apart a hand of 0, 1 or more cards.
  int rest = 0;
  for (int i = pile_size_ - 2; i >= 0 && rest < 2; --i)
    if (!rules_.is_bonus_three(pile_at(i))) ++rest;
  return finish(laying, laying.hand.size() + rest, true);
}

bool GameState::forced_to_take() const {
  if (!rules_.forced_take_when_stock_out || phase_ != Phase::Draw || stock_size_ > 0) return false;
  return validate_pickup(Move::pickup()).ok();
}

// Law 50's "able to go out before drawing": the hand melds whole, so any card
// drawn from the stock can be the discard, or some legal pickup leaves a hand
// that can go out.
bool GameState::can_go_out_before_draw() const {
  const int side = side_of(turn_);
  const CardCounts& hand = hands_[turn_];
  // A natural rank held with no meld of it and too few cards to start one
  // can only be discarded, and before the draw nothing may be kept back (the
  // card drawn is the discard): such a hand never melds whole. Most hands
  // hold one, and this look spares them the search and its needs.
  const bool stranded = (hand.ranks_held() & ~hand.ranks_with_at_least(rules_.min_naturals) &
                         ~static_cast<uint32_t>(melded_slots_[side]) & kFoursUpSlots) != 0;
  if (stock_size_ > 0 && !stranded) {
    GoOutNeeds whole = going_out_needs(false);
    whole.must_discard = false;  // the card drawn is the discard
    if (find_going_out_on_table(whole, hand, side, nullptr)) return true;
  }
  if (pile_size_ == 0 || pile_down_ != 0) return false;  // nobody can tell what an unseen pot holds
  const Card top = pile_at(pile_size_ - 1);
  if (!top.is_natural() || top.rank() == Rank::Three) return false;
  const Rank rank = top.rank();
  if (rank_dead(rank)) return false;
  // What every pickup shares, worked out once, when the first is tried.
  CardCounts under;
  GoOutNeeds needs;
  bool shared = false, may_go_out = true;
  auto goes_out = [&](const Move& pickup) {
    if (!shared) {
      under = pile_under_top();
      needs = going_out_needs(true, true);
      needs.side_melded = true;  // the pickup itself makes the initial meld
      shared = true;
      // Every pickup leaves the hand and the cards under the top to lay,
      // the top's rank with a meld: naturals of any other rank with no meld
      // and too few to start one can only be discarded, and one card at
      // most may be, so more than one rules out every pickup at once.
      int stranded = 0;
      uint32_t unmelded = (hand.ranks_held() | under.ranks_held()) & ~static_cast<uint32_t>(melded_slots_[side]) &
                          kFoursUpSlots & ~(1u << meld_slot(rank));
      for (; unmelded != 0; unmelded &= unmelded - 1) {
        const Rank r = slot_rank(std::countr_zero(unmelded));
        const int h = hand.naturals(r) + under.naturals(r);
        stranded += h < rules_.min_naturals ? h : 0;
      }
      may_go_out = stranded <= 1;
    }
    return may_go_out && can_go_out_after_pickup(pickup, nullptr, under, needs);
  };
  // Where only a natural pair takes the pile (frozen, MA-30, UY-22/25) the
  // other ways are never legal: they are not tried; nor is the top alone
  // without a meld of its rank to take it (validate_pickup).
  const bool pair_only = !pair_requirement(side, rank).ok();
  if (!pair_only && !melds_[side][meld_slot(rank)].empty() && goes_out(Move::pickup())) return true;
  if (hand.naturals(rank) == 0) return false;
  Card natural = Card(rank, Suit::Clubs);
  for (int s = 0; s < kNumSuits; ++s)
    if (hand.count(Card(rank, static_cast<Suit>(s))) > 0) natural = Card(rank, static_cast<Suit>(s));
  // Suits do not change what the rest of the turn can do: one pair of each kind.
  Card second = natural;
  for (int s = 0; s < kNumSuits; ++s) {
    const Card c(rank, static_cast<Suit>(s));
    if (hand.count(c) > (c == natural ? 1 : 0)) second = c;
  }
  if (hand.naturals(rank) >= 2 && goes_out(Move::pickup(natural, second))) return true;
  if (pair_only) return false;
  for (int s = 0; s < kNumSuits; ++s) {
    const Card two(Rank::Two, static_cast<Suit>(s));
    if (hand.count(two) > 0) {
      if (goes_out(Move::pickup(natural, two))) return true;
      break;
    }
  }
  return hand.jokers() > 0 && goes_out(Move::pickup(natural, Card::joker()));
}

// Whether the pickup (a bare pickup or one with a pair; before the side's
// initial meld, together with the hand's part of a going-out plan as its
// extra groups) is legal and leaves a hand that can go out this turn. An
// initial meld that needs its groups laid otherwise than the plan lays them
// is not found: the question is then simply not offered.
bool GameState::can_go_out_after_pickup(const Move& pickup, Move* planned) const {
  if (pile_down_ != 0) return false;  // nobody can tell what an unseen pot holds
  GoOutNeeds needs = going_out_needs(true, true);
  needs.side_melded = true;  // the pickup itself makes the initial meld
  return can_go_out_after_pickup(pickup, planned, pile_under_top(), needs);
}

bool GameState::can_go_out_after_pickup(const Move& pickup, Move* planned, const CardCounts& under,
                                        const GoOutNeeds& needs) const {
  const int side = side_of(turn_);
  const Card top = pile_at(pile_size_ - 1);
  const int slot = meld_slot(top.rank());
  CardCounts hand = hands_[turn_];
  std::array<Meld, kMeldSlots> melds = melds_[side];
  if (pickup.has_pair) {
    if (hand.count(pickup.pair[0]) < 1 || hand.count(pickup.pair[1]) < 1 + (pickup.pair[0] == pickup.pair[1]))
      return false;
    for (Card c : pickup.pair) {
      hand.remove(c);
      melds[slot].add(c);
    }
  }
  melds[slot].add(top);
  const CardCounts from_hand = hand;  // what the extra groups may use
  hand.add(under);
  GoOutPlan plan;
  if (!find_going_out(needs, hand, melds, &plan)) return false;
  if (side_has_melded(side)) {
    if (planned) *planned = pickup;
    return validate_pickup(pickup).ok();
  }
  Move with_groups = pickup;
  for (int i = 0; i < plan.meld.num_groups; ++i) {
    MeldGroup g = plan.meld.groups[i];
    if (g.rank == top.rank()) continue;  // the pickup's own meld
    for (int s = 0; s < kNumSuits; ++s) {
      const Card natural(g.rank, static_cast<Suit>(s));
      g.cards.naturals[s] = static_cast<uint8_t>(std::min<int>(g.cards.naturals[s], from_hand.count(natural)));
      g.cards.twos[s] =
          static_cast<uint8_t>(std::min<int>(g.cards.twos[s], from_hand.count(Card(Rank::Two, static_cast<Suit>(s)))));
    }
    g.cards.jokers = static_cast<uint8_t>(std::min<int>(g.cards.jokers, from_hand.jokers()));
    if (g.cards.size() >= rules_.min_meld_cards) with_groups.add_group(g);
  }
  if (planned) *planned = with_groups;
  return validate_pickup(with_groups).ok();
}

}  // namespace canasta
