// Checking and playing moves: the laws of a turn.
#include "engine/check.h"
#include "engine/laying.h"
#include "engine/going_out.h"
#include "engine/state.h"

namespace canasta {

namespace {

constexpr uint16_t slot_bit(Rank rank) { return static_cast<uint16_t>(1u << meld_slot(rank)); }

int count_canastas(const Rules& rules, const std::array<Meld, kMeldSlots>& melds) {
  int n = 0;
  for (const Meld& m : melds)
    if (m.is_canasta(rules)) ++n;
  return n;
}

Verdict too_many_wilds(const Rules& rules, Rank rank) {
  Verdict v = Verdict::of_rank(rules.wilds_unlimited_on_canasta ? Why::kTooManyWilds : Why::kTooManyWildsEver, rank);
  v.need = static_cast<int16_t>(rules.max_wilds);
  return v;
}

Verdict frozen_verdict(bool frozen_for_all, Rank rank) {
  return Verdict::of_rank(frozen_for_all ? Why::kPileFrozen : Why::kPileFrozenUnmelded, rank);
}

}  // namespace

Verdict GameState::check(const Move& move) const { return validate(move); }

Verdict GameState::apply(const Move& move) {
  const Verdict v = validate(move);
  if (v.ok()) perform(move);
  return v;
}

bool GameState::can_go_out_now() const {
  if (phase_ != Phase::Play || answer_ == Answer::No) return false;
  return find_going_out(rules_, hands_[turn_], melds_[side_of(turn_)], canastas_needed(),
                        !last_red_three_, nullptr);
}

Verdict GameState::validate(const Move& move) const {
  if (phase_ == Phase::GameOver) return Verdict::of(Why::kGameOver);
  if (phase_ == Phase::DealOver) return Verdict::of(Why::kDealOver);
  if (phase_ == Phase::Answer) {
    if (move.kind == MoveKind::Yes || move.kind == MoveKind::No) return {};
    return Verdict::of(Why::kMustAnswer);
  }
  switch (move.kind) {
    case MoveKind::Yes:
    case MoveKind::No:
      return Verdict::of(Why::kNotAsked);
    case MoveKind::Draw:
      if (phase_ != Phase::Draw) return Verdict::of(Why::kAlreadyDrew);
      if (stock_size_ == 0) return Verdict::of(Why::kStockEmpty);
      return {};
    case MoveKind::Pass:
      if (phase_ == Phase::Draw) {
        if (stock_size_ > 0) return Verdict::of(Why::kCannotPass);
        if (forced_to_take()) return Verdict::of(Why::kMustTakeForced);
        return {};
      }
      return last_red_three_ ? Verdict{} : Verdict::of(Why::kCannotPass);
    case MoveKind::Pickup:
      if (phase_ != Phase::Draw) return Verdict::of(Why::kAlreadyDrew);
      return validate_pickup(move);
    case MoveKind::Meld:
      if (phase_ != Phase::Play) return Verdict::of(Why::kMustDrawFirst);
      return validate_meld(move);
    case MoveKind::Discard:
      if (phase_ != Phase::Play) return Verdict::of(Why::kMustDrawFirst);
      return validate_discard(move.card);
    case MoveKind::Ask:
      if (phase_ != Phase::Play) return Verdict::of(Why::kMustDrawFirst);
      return validate_ask();
  }
  return Verdict::of(Why::kCannotPass);
}

Verdict GameState::lay_group(const MeldGroup& group, Laying& laying) const {
  const Rank rank = group.rank;
  const int slot = meld_slot(rank);
  const Meld& cards = group.cards;
  if (rank == Rank::Three && (cards.naturals[1] > 0 || cards.naturals[2] > 0))
    return Verdict::of(Why::kRedThreeMeld);
  if (rank == Rank::Two || rank == Rank::Joker) return Verdict::of_rank(Why::kWildsAlone, rank);
  for (int s = 0; s < kNumSuits; ++s) {
    if (laying.hand.count(Card(rank, static_cast<Suit>(s))) < cards.naturals[s] ||
        laying.hand.count(Card(Rank::Two, static_cast<Suit>(s))) < cards.twos[s])
      return Verdict::of(Why::kCardsNotInHand);
  }
  if (laying.hand.jokers() < cards.jokers) return Verdict::of(Why::kCardsNotInHand);
  for (int s = 0; s < kNumSuits; ++s) {
    laying.hand.remove(Card(rank, static_cast<Suit>(s)), cards.naturals[s]);
    laying.hand.remove(Card(Rank::Two, static_cast<Suit>(s)), cards.twos[s]);
  }
  laying.hand.remove(Card::joker(), cards.jokers);

  Meld& meld = laying.melds[slot];
  const bool was_empty = meld.empty();
  if (cards.natural_count() == 0 && was_empty) return Verdict::of_rank(Why::kWildsAlone, rank);
  if (rank == Rank::Three && (cards.wild_count() > 0 || meld.wild_count() > 0))
    return Verdict::of(Why::kBlackThreesWild);
  meld.add(cards);
  if (was_empty) {
    if (meld.natural_count() < rules_.min_naturals) return Verdict::of_rank(Why::kTooFewNaturals, rank);
    if (meld.size() < rules_.min_meld_cards) return Verdict::of_rank(Why::kTooFewCards, rank);
  }
  if (!rules_.meld_shape_ok(meld.natural_count(), meld.wild_count()))
    return too_many_wilds(rules_, rank);
  laying.points += cards.points(rules_, rank);
  if (was_empty) laying.created |= slot_bit(rank);
  else if (!((turn_created_ | laying.created) & slot_bit(rank))) laying.touched = true;
  if (rank == Rank::Three) laying.black_threes = true;
  return {};
}

Verdict GameState::finish(const Laying& laying, int hand_after) const {
  const int side = side_of(turn_);
  const int needed = canastas_needed();
  const bool going_out = hand_after == 0 || (hand_after == 1 && !last_red_three_);
  if (going_out) {
    if (count_canastas(rules_, laying.melds) < needed)
      return Verdict::of_count(hand_after == 0 ? Why::kNoCanasta : Why::kMustKeepCard, 0, needed);
    if (answer_ == Answer::No) return Verdict::of(Why::kPartnerSaidNo);
  }
  if (laying.black_threes && !going_out) return Verdict::of(Why::kBlackThreesNotOut);
  if (!side_has_melded(side)) {
    bool own_canasta = false;
    for (int slot = 0; slot < kMeldSlots; ++slot)
      if (((turn_created_ | laying.created) >> slot & 1) && laying.melds[slot].is_canasta(rules_))
        own_canasta = true;
    const bool concealed = going_out && !last_red_three_ && !turn_start_melded_ &&
                           !turn_touched_ && !laying.touched && own_canasta;
    const int minimum = minimum_count(side);
    if (!concealed && laying.points < minimum)
      return Verdict::of_count(Why::kBelowMinimum, laying.points, minimum);
  }
  if (answer_ == Answer::Yes && !going_out &&
      !find_going_out(rules_, laying.hand, laying.melds, needed, true, nullptr))
    return Verdict::of(Why::kYesMeldBlocks);
  return {};
}

Verdict GameState::validate_pickup(const Move& move) const {
  if (pile_size_ == 0) return Verdict::of(Why::kPileEmpty);
  const Card top = pile_[pile_size_ - 1];
  if (top.is_wild()) return Verdict::of(Why::kPileTopWild);
  if (top.is_black_three()) return Verdict::of(Why::kPileTopBlackThree);
  if (top.is_red_three()) return Verdict::of(Why::kPileTopRedThree);
  const int side = side_of(turn_);
  const Rank rank = top.rank();
  const int slot = meld_slot(rank);
  const bool melded = side_has_melded(side);
  const bool frozen = pile_frozen_for(side);
  const CardCounts& hand = hands_[turn_];
  const bool was_empty = melds_[side][slot].empty();
  if (!move.has_pair) {
    if (move.num_groups > 0) return Verdict::of_rank(Why::kPairWrong, rank);
    if (!melded) return Verdict::of_rank(Why::kPileFrozenUnmelded, rank);
    if (was_empty) return Verdict::of_rank(Why::kNoMeldForTop, rank);
    if (frozen) return frozen_verdict(true, rank);
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
      if (frozen) return frozen_verdict(pile_frozen(), rank);
    }
  }
  Laying laying{melds_[side], hand};
  Meld& meld = laying.melds[slot];
  if (move.has_pair) {
    const Card a = move.pair[0];
    const Card b = move.pair[1];
    laying.hand.remove(a);
    laying.hand.remove(b);
    meld.add(a);
    meld.add(b);
    laying.points += rules_.points(a) + rules_.points(b);
    if (!rules_.meld_shape_ok(meld.natural_count() + 1, meld.wild_count()))
      return too_many_wilds(rules_, rank);
  }
  meld.add(top);
  laying.points += rules_.points(top);
  if (was_empty) laying.created |= slot_bit(rank);
  else laying.touched = true;

  if (move.num_groups > 0 && melded) return Verdict::of(Why::kPickupGroupsNotInitial);
  uint16_t seen = 0;
  for (int i = 0; i < move.num_groups; ++i) {
    const MeldGroup& g = move.groups[i];
    if (seen & slot_bit(g.rank)) return Verdict::of_rank(Why::kDuplicateRank, g.rank);
    seen |= slot_bit(g.rank);
    const Verdict v = lay_group(g, laying);
    if (!v.ok()) return v;
  }
  // The cards under the top that join the hand, counted up to two: finish
  // only tells apart a hand of 0, 1 or more cards.
  int rest = 0;
  for (int i = pile_size_ - 2; i >= 0 && rest < 2; --i)
    if (!pile_[i].is_red_three()) ++rest;
  return finish(laying, laying.hand.size() + rest);
}

Verdict GameState::validate_meld(const Move& move) const {
  if (move.num_groups == 0) return Verdict::of(Why::kNoGroups);
  const int side = side_of(turn_);
  Laying laying{melds_[side], hands_[turn_]};
  uint16_t seen = 0;
  for (int i = 0; i < move.num_groups; ++i) {
    const MeldGroup& g = move.groups[i];
    if (g.rank >= Rank::Three && g.rank <= Rank::Ace) {
      if (seen & slot_bit(g.rank)) return Verdict::of_rank(Why::kDuplicateRank, g.rank);
      seen |= slot_bit(g.rank);
    }
    const Verdict v = lay_group(g, laying);
    if (!v.ok()) return v;
  }
  return finish(laying, laying.hand.size());
}

Verdict GameState::validate_discard(Card card) const {
  if (last_red_three_) return Verdict::of(Why::kNoDiscardLastRedThree);
  const CardCounts& hand = hands_[turn_];
  if (hand.count(card) == 0) {
    Verdict v = Verdict::of(Why::kCardNotInHand);
    v.card = card;
    return v;
  }
  if (hand.size() == 1) {
    if (canastas(side_of(turn_)) < canastas_needed())
      return Verdict::of_count(Why::kMustKeepCard, 0, canastas_needed());
    if (answer_ == Answer::No) return Verdict::of(Why::kPartnerSaidNo);
  } else if (answer_ == Answer::Yes) {
    return Verdict::of(Why::kPartnerSaidYes);
  }
  return {};
}

Verdict GameState::validate_ask() const {
  if (seating_.partner_after(turn_) < 0) return Verdict::of(Why::kNoPartner);
  if (answer_ != Answer::None) return Verdict::of(Why::kAskedAlready);
  if (turn_created_ != 0 || turn_touched_) return Verdict::of(Why::kAskAfterMeld);
  if (last_red_three_) return Verdict::of(Why::kAskLastRedThree);
  if (!can_go_out_now()) return Verdict::of(Why::kAskCannotGoOut);
  return {};
}

bool GameState::forced_to_take() const {
  if (phase_ != Phase::Draw || stock_size_ > 0) return false;
  return validate_pickup(Move::pickup()).ok();
}

void GameState::take_from_hand(int seat, Card card, int count) {
  if (count == 0) return;
  hands_[seat].remove(card, count);
  const int excess = known_[seat].count(card) - hands_[seat].count(card);
  if (excess > 0) known_[seat].remove(card, excess);
}

void GameState::lay(int side, const MeldGroup& group) {
  const Rank rank = group.rank;
  for (int s = 0; s < kNumSuits; ++s) {
    take_from_hand(turn_, Card(rank, static_cast<Suit>(s)), group.cards.naturals[s]);
    take_from_hand(turn_, Card(Rank::Two, static_cast<Suit>(s)), group.cards.twos[s]);
  }
  take_from_hand(turn_, Card::joker(), group.cards.jokers);
  Meld& meld = melds_[side][meld_slot(rank)];
  if (meld.empty()) turn_created_ |= slot_bit(rank);
  else if (!(turn_created_ & slot_bit(rank))) turn_touched_ = true;
  meld.add(group.cards);
  melded_seats_ = static_cast<uint8_t>(melded_seats_ | (1u << turn_));
}

void GameState::perform(const Move& move) {
  const int side = side_of(turn_);
  switch (move.kind) {
    case MoveKind::Draw:
      draw_from_stock(turn_, rules_.draws_per_turn(seating_.players));
      phase_ = Phase::Play;
      return;
    case MoveKind::Ask:
      phase_ = Phase::Answer;
      return;
    case MoveKind::Yes:
    case MoveKind::No:
      answer_ = move.kind == MoveKind::Yes ? Answer::Yes : Answer::No;
      phase_ = Phase::Play;
      return;
    case MoveKind::Pass:
      end_deal(phase_ == Phase::Draw ? DealEnd::StockExhausted : DealEnd::RedThreeLast);
      return;
    case MoveKind::Discard: {
      take_from_hand(turn_, move.card, 1);
      pile_[pile_size_++] = move.card;
      if (move.card.is_wild()) ++pile_freezers_;
      if (hands_[turn_].empty()) go_out();
      else next_turn();
      return;
    }
    case MoveKind::Meld:
      for (int i = 0; i < move.num_groups; ++i) lay(side, move.groups[i]);
      if (hands_[turn_].empty()) {
        if (last_red_three_) end_deal(DealEnd::RedThreeLast);
        else go_out();
      }
      return;
    case MoveKind::Pickup: {
      const Card top = pile_[--pile_size_];
      MeldGroup first;
      first.rank = top.rank();
      if (move.has_pair) {
        first.cards.add(move.pair[0]);
        first.cards.add(move.pair[1]);
      }
      lay(side, first);
      melds_[side][meld_slot(top.rank())].add(top);
      for (int i = 0; i < move.num_groups; ++i) lay(side, move.groups[i]);
      for (int i = 0; i < pile_size_; ++i) {
        const Card c = pile_[i];
        if (c.is_red_three()) {
          ++red_threes_[side][c.suit() == Suit::Hearts ? 1 : 0];
        } else {
          hands_[turn_].add(c);
          known_[turn_].add(c);
        }
      }
      pile_size_ = 0;
      pile_freezers_ = 0;
      phase_ = Phase::Play;
      if (hands_[turn_].empty()) go_out();
      return;
    }
  }
}

void GameState::go_out() {
  const int side = side_of(turn_);
  bool own_canasta = false;
  for (int slot = 0; slot < kMeldSlots; ++slot)
    if ((turn_created_ >> slot & 1) && melds_[side][slot].is_canasta(rules_)) own_canasta = true;
  went_out_ = turn_;
  concealed_out_ = !turn_start_melded_ && !turn_touched_ && own_canasta;
  end_deal(DealEnd::WentOut);
}

void GameState::next_turn() {
  turn_ = static_cast<int8_t>(seating_.next(turn_));
  phase_ = Phase::Draw;
  reset_turn();
}

}  // namespace canasta
