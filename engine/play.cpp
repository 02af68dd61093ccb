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

// The meld slot a lone card can join to complete a canasta, preferring the
// melds started this turn (`created`), or -1: a natural card joins the meld
// of its rank, a wild card any meld it may still join.
int melded_slot_for(const Rules& rules, const std::array<Meld, kMeldSlots>& melds, Card card,
                    uint16_t created) {
  if (!card.is_wild()) {
    const int slot = meld_slot(card.rank());
    if (card.is_red_three() || melds[slot].empty()) return -1;
    const Meld& m = melds[slot];
    if (card.rank() == Rank::Three) return slot;
    return rules.meld_shape_ok(m.natural_count() + 1, m.wild_count()) ? slot : -1;
  }
  int best = -1;
  for (int slot = meld_slot(Rank::Four); slot < kMeldSlots; ++slot) {
    const Meld& m = melds[slot];
    if (m.empty() || m.is_canasta(rules) || !rules.meld_shape_ok(m.natural_count(), m.wild_count() + 1)) continue;
    if (m.size() + 1 < rules.canasta_cards) continue;
    if (best < 0 || (created >> slot & 1)) best = slot;
  }
  return best;
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
  if (answer_ == Answer::No) return false;
  const bool before_draw = phase_ == Phase::Draw || (phase_ == Phase::Answer && asked_before_draw_);
  if (before_draw) return can_go_out_before_draw();
  if (phase_ != Phase::Play && phase_ != Phase::Answer) return false;
  return find_going_out(rules_, hands_[turn_], melds_[side_of(turn_)], canastas_needed(),
                        !last_red_three_, nullptr);
}

// Law 50's "able to go out before drawing": the hand melds whole, so any card
// drawn from the stock can be the discard, or some legal pickup leaves a hand
// that can go out.
bool GameState::can_go_out_before_draw() const {
  const int side = side_of(turn_);
  const CardCounts& hand = hands_[turn_];
  if (stock_size_ > 0 && find_going_out(rules_, hand, melds_[side], canastas_needed(), false, nullptr))
    return true;
  if (pile_size_ == 0) return false;
  const Card top = pile_[pile_size_ - 1];
  if (!top.is_natural() || top.rank() == Rank::Three) return false;
  const Rank rank = top.rank();
  if (can_go_out_after_pickup(Move::pickup())) return true;
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
  if (hand.naturals(rank) >= 2 && can_go_out_after_pickup(Move::pickup(natural, second))) return true;
  for (int s = 0; s < kNumSuits; ++s) {
    const Card two(Rank::Two, static_cast<Suit>(s));
    if (hand.count(two) > 0) {
      if (can_go_out_after_pickup(Move::pickup(natural, two))) return true;
      break;
    }
  }
  return hand.jokers() > 0 && can_go_out_after_pickup(Move::pickup(natural, Card::joker()));
}

// Whether the pickup (a bare pickup or one with a pair; before the side's
// initial meld, together with the hand's part of a going-out plan as its
// extra groups) is legal and leaves a hand that can go out this turn.
bool GameState::can_go_out_after_pickup(const Move& pickup) const {
  const int side = side_of(turn_);
  const Card top = pile_[pile_size_ - 1];
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
  for (int i = 0; i + 1 < pile_size_; ++i)
    if (!pile_[i].is_red_three()) hand.add(pile_[i]);
  GoOutPlan plan;
  if (!find_going_out(rules_, hand, melds, canastas_needed(), true, &plan)) return false;
  if (side_has_melded(side)) return validate_pickup(pickup).ok();
  // Before the initial meld: the plan's groups as far as the hand held them
  // before the pickup, each still a valid group, carry the minimum count.
  Move with_groups = pickup;
  for (int i = 0; i < plan.meld.num_groups; ++i) {
    MeldGroup g = plan.meld.groups[i];
    if (g.rank == top.rank()) continue;  // the pickup's own meld
    for (int s = 0; s < kNumSuits; ++s) {
      const Card natural(g.rank, static_cast<Suit>(s));
      g.cards.naturals[s] = static_cast<uint8_t>(std::min<int>(g.cards.naturals[s], from_hand.count(natural)));
      g.cards.twos[s] = static_cast<uint8_t>(std::min<int>(g.cards.twos[s], from_hand.count(Card(Rank::Two, static_cast<Suit>(s)))));
    }
    g.cards.jokers = static_cast<uint8_t>(std::min<int>(g.cards.jokers, from_hand.jokers()));
    if (g.cards.natural_count() >= rules_.min_naturals && g.cards.size() >= rules_.min_meld_cards)
      with_groups.add_group(g);
  }
  return validate_pickup(with_groups).ok();
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
      // After "yes" before the draw, a draw must keep going out certain:
      // the hand melds whole and the card drawn is the discard.
      if (answer_ == Answer::Yes &&
          !find_going_out(rules_, hands_[turn_], melds_[side_of(turn_)], canastas_needed(), false, nullptr))
        return Verdict::of(Why::kYesDrawBlocks);
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

CardCounts GameState::hand_after_pickup(const Laying& laying) const {
  CardCounts hand = laying.hand;
  for (int i = 0; i + 1 < pile_size_; ++i)
    if (!pile_[i].is_red_three()) hand.add(pile_[i]);
  return hand;
}

Verdict GameState::finish(const Laying& laying, int hand_after, bool pickup) const {
  const int side = side_of(turn_);
  const int needed = canastas_needed();
  const bool out_now = hand_after == 0;
  // A move that leaves one card commits the player to going out with it
  // this turn: by discarding it (law 47) or by melding it (law 49: "A player
  // need not make a discard after going out"), so laws 43 and 48 allow it
  // when either completes the canastas the side needs.
  const bool last_card = hand_after == 1 && !last_red_three_;
  const uint16_t created = turn_created_ | laying.created;
  bool own_canasta = false;
  for (int slot = 0; slot < kMeldSlots; ++slot)
    if ((created >> slot & 1) && laying.melds[slot].is_canasta(rules_)) own_canasta = true;
  if (out_now) {
    if (count_canastas(rules_, laying.melds) < needed) return Verdict::of_count(Why::kNoCanasta, 0, needed);
    if (answer_ == Answer::No) return Verdict::of(Why::kPartnerSaidNo);
  } else if (last_card) {
    if (answer_ == Answer::No) return Verdict::of(Why::kPartnerSaidNo);
    const CardCounts hand = pickup ? hand_after_pickup(laying) : laying.hand;
    const Card last = hand.first();
    if (count_canastas(rules_, laying.melds) < needed) {
      std::array<Meld, kMeldSlots> melds = laying.melds;
      const int slot = melded_slot_for(rules_, melds, last, created);
      if (slot < 0) return Verdict::of_count(Why::kMustKeepCard, 0, needed);
      melds[slot].add(last);
      if (count_canastas(rules_, melds) < needed) return Verdict::of_count(Why::kMustKeepCard, 0, needed);
      own_canasta = own_canasta || ((created >> slot & 1) && melds[slot].is_canasta(rules_));
    }
  }
  if (laying.black_threes && !out_now && !last_card) return Verdict::of(Why::kBlackThreesNotOut);
  if (!side_has_melded(side)) {
    const bool concealed = (out_now || last_card) && !last_red_three_ && !turn_start_melded_ &&
                           !turn_touched_ && !laying.touched && own_canasta;
    const int minimum = minimum_count(side);
    if (!concealed && laying.points < minimum)
      return Verdict::of_count(Why::kBelowMinimum, laying.points, minimum);
  }
  if (answer_ == Answer::Yes && !out_now &&
      !find_going_out(rules_, pickup ? hand_after_pickup(laying) : laying.hand, laying.melds, needed, true,
                      nullptr))
    return Verdict::of(pickup ? Why::kYesPickupBlocks : Why::kYesMeldBlocks);
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
  return finish(laying, laying.hand.size() + rest, true);
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
  return finish(laying, laying.hand.size(), false);
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
      asked_before_draw_ = phase_ == Phase::Draw;
      phase_ = Phase::Answer;
      return;
    case MoveKind::Yes:
    case MoveKind::No:
      answer_ = move.kind == MoveKind::Yes ? Answer::Yes : Answer::No;
      phase_ = asked_before_draw_ ? Phase::Draw : Phase::Play;
      asked_before_draw_ = false;
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
  played_seats_ = static_cast<uint8_t>(played_seats_ | (1u << turn_));
  turn_ = static_cast<int8_t>(seating_.next(turn_));
  phase_ = Phase::Draw;
  reset_turn();
  begin_turn();
}

}  // namespace canasta
