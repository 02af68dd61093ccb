// Laying cards on the table: the meld rules (laws 21-30; MA-20..27,
// UY-10..15), the initial meld (laws 33-35; MA-40..45; UY-30..32) and what
// going out needs (laws 46-49; MA-50..52; UY-40..42).
#include "engine/laying.h"

#include <bit>

#include "engine/going_out.h"

namespace canasta {

namespace {

Verdict with_need(Verdict v, int need) {
  v.need = static_cast<int16_t>(need);
  return v;
}

}  // namespace

bool GameState::opening_turn() const {
  return opened_ != Opened::None || !side_has_melded(side_of(turn_));
}

bool GameState::rank_dead(Rank rank) const {
  return rank != Rank::Two && rank != Rank::Joker && ((dead_ >> meld_slot(rank)) & 1);
}

void GameState::refresh_meld_facts() {
  dead_ = 0;
  melded_slots_ = {};
  canasta_slots_ = {};
  for (int side = 0; side < seating_.sides; ++side)
    for (int slot = 0; slot < kMeldSlots; ++slot)
      if (!melds_[side][slot].empty()) note_meld_grew(side, slot);
}

void GameState::note_meld_grew(int side, int slot) {
  melded_slots_[side] = static_cast<uint16_t>(melded_slots_[side] | slot_bit(slot));
  if (!melds_[side][slot].is_canasta(rules_)) return;
  canasta_slots_[side] = static_cast<uint16_t>(canasta_slots_[side] | slot_bit(slot));
  // MA-23: natural ranks only (the wild meld and the threes close nothing).
  if (rules_.dead_ranks && slot >= meld_slot(Rank::Four)) dead_ = static_cast<uint16_t>(dead_ | slot_bit(slot));
}

Verdict GameState::shape_verdict(Rank rank, const Meld& meld) const {
  const int n = meld.natural_count();
  const int w = meld.wild_count();
  if (rules_.max_meld_cards > 0 && n + w > rules_.max_meld_cards)
    return with_need(Verdict::of_rank(Why::kMeldTooBig, rank), rules_.max_meld_cards);
  if (rules_.wilds_fewer_than_naturals && w >= n) return Verdict::of_rank(Why::kWildsOutnumber, rank);
  if (!rules_.meld_shape_ok(n, w))
    return with_need(Verdict::of_rank(rules_.wilds_unlimited_on_canasta ? Why::kTooManyWilds : Why::kTooManyWildsEver,
                                      rank),
                     rules_.max_wilds);
  return {};
}

Verdict GameState::wild_addition_verdict(Rank rank, const Meld& before, int naturals_after,
                                         bool created_now) const {
  if (rank == Rank::Three) return Verdict::of(Why::kBlackThreesWild);
  if (rules_.natural_only(rank)) return Verdict::of_rank(Why::kNaturalOnly, rank);
  const bool opening = opening_turn();
  if (rules_.aces_pure_unless_opening && rank == Rank::Ace && before.wild_count() == 0 && !(created_now && opening))
    return Verdict::of(Why::kAcesPure);
  if (rules_.wild_needs_naturals > 0 && !opening && naturals_after < rules_.wild_needs_naturals)
    return with_need(Verdict::of_rank(Why::kRuleOfFive, rank), rules_.wild_needs_naturals);
  return {};
}

Verdict GameState::lay_group(const MeldGroup& group, Laying& laying) const {
  const Rank rank = group.rank;
  const int slot = meld_slot(rank);
  const Meld& cards = group.cards;
  if (rank == Rank::Three) {
    if (cards.naturals[1] > 0 || cards.naturals[2] > 0) return Verdict::of(Why::kRedThreeMeld);
    if (!rules_.black_threes_meldable && !rules_.uses_black_three_canasta()) return Verdict::of(Why::kThreesNeverMelded);
  }
  if (rank == Rank::Joker) return Verdict::of_rank(Why::kWildsAlone, rank);
  if (rank == Rank::Two && !rules_.wild_melds) return Verdict::of(Why::kNoWildMeld);
  // The suits as words (tests a suit were branches the predictor often lost).
  const uint32_t naturals = group.natural_suits_taken();
  const uint32_t twos = group.two_suits_taken();
  if (!laying.hand.holds_suits(rank, naturals) || !laying.hand.holds_suits(Rank::Two, twos) ||
      laying.hand.jokers() < cards.jokers)
    return Verdict::of(Why::kCardsNotInHand);
  laying.hand.remove_suits(rank, naturals);
  laying.hand.remove_suits(Rank::Two, twos);
  laying.hand.remove(Card::joker(), cards.jokers);

  Meld& meld = laying.melds[slot];
  const bool was_empty = meld.empty();
  if (rank == Rank::Two) {
    // The meld of wild cards only (MA-26, UY-12).
    meld.add(cards);
    if (was_empty && meld.size() < rules_.min_meld_cards)
      return with_need(Verdict::of(Why::kWildMeldTooSmall), rules_.min_meld_cards);
    if (!rules_.wild_meld_shape_ok(meld.size()))
      return with_need(Verdict::of_rank(Why::kMeldTooBig, rank), rules_.max_meld_cards);
  } else {
    if (cards.natural_count() == 0 && was_empty) return Verdict::of_rank(Why::kWildsAlone, rank);
    if (rank_dead(rank)) return Verdict::of_rank(Why::kDeadRank, rank);
    if (cards.wild_count() > 0 || (rank == Rank::Three && meld.wild_count() > 0)) {
      const bool created_now = was_empty || (laying.created & slot_bit(slot));
      const Verdict v = wild_addition_verdict(rank, meld, meld.natural_count() + cards.natural_count(), created_now);
      if (!v.ok()) return v;
      laying.wilds_to_naturals = true;
    }
    // UY-33: black threes come to the table only as the whole canasta a lo
    // gusto, laid at once.
    if (rank == Rank::Three && !rules_.black_threes_meldable &&
        (!was_empty || cards.natural_count() < rules_.canasta_cards))
      return with_need(Verdict::of(Why::kBlackThreesWholeCanasta), rules_.canasta_cards);
    meld.add(cards);
    // Too few cards first: a lone card is refused for being alone, not for
    // what its missing companions would have to be.
    if (was_empty) {
      if (meld.size() < rules_.min_meld_cards) return Verdict::of_rank(Why::kTooFewCards, rank);
      if (meld.natural_count() < rules_.min_naturals) return Verdict::of_rank(Why::kTooFewNaturals, rank);
    }
    const Verdict shape = shape_verdict(rank, meld);
    if (!shape.ok()) return shape;
  }
  laying.points += cards.points(rules_, rank);
  if (was_empty) laying.created |= slot_bit(slot);
  else if (!((turn_created_ | laying.created) & slot_bit(slot))) laying.touched = true;
  if (rank == Rank::Three) laying.black_threes = true;
  return {};
}

int GameState::count_canastas(const std::array<Meld, kMeldSlots>& melds) const {
  int n = 0;
  for (const Meld& m : melds)
    if (m.is_canasta(rules_)) ++n;
  return n;
}

Verdict GameState::going_out_verdict(const std::array<Meld, kMeldSlots>& melds, bool pickup) const {
  const int needed = canastas_needed();
  if (count_canastas(melds) < needed) return Verdict::of_count(Why::kNoCanasta, 0, needed);
  if (rules_.pure_canastas_to_go_out > 0 || rules_.mixed_canastas_to_go_out > 0) {
    int pure = 0, pure_before = 0, mixed = 0;
    const uint16_t counted = going_out_needs(true, pickup).pure_slots;
    for (int slot = 0; slot < kMeldSlots; ++slot) {
      const Meld& m = melds[slot];
      if (!m.is_canasta(rules_)) continue;
      if (is_pure(m, slot)) {
        ++pure;
        if ((counted >> slot) & 1) ++pure_before;
      } else {
        ++mixed;
      }
    }
    if (pure < rules_.pure_canastas_to_go_out || mixed < rules_.mixed_canastas_to_go_out)
      return Verdict::of(Why::kNeedPureAndMixed);
    if (pure_before < rules_.pure_canastas_to_go_out) return Verdict::of(Why::kPureCanastaThisTurn);
  }
  if (rules_.incomplete_special_melds_block_going_out) {
    const Meld& aces = melds[meld_slot(Rank::Ace)];
    if (!aces.empty() && aces.wild_count() == 0 && !aces.is_canasta(rules_))
      return Verdict::of_rank(Why::kIncompleteBlocksOut, Rank::Ace);
    const Meld& sevens = melds[meld_slot(Rank::Seven)];
    if (!sevens.empty() && !sevens.is_canasta(rules_)) return Verdict::of_rank(Why::kIncompleteBlocksOut, Rank::Seven);
    const Meld& wild = melds[kWildSlot];
    if (!wild.empty() && !wild.is_canasta(rules_)) return Verdict::of_rank(Why::kIncompleteBlocksOut, Rank::Two);
  }
  return {};
}

GoOutNeeds GameState::going_out_needs(bool may_discard, bool pickup) const {
  const int side = side_of(turn_);
  GoOutNeeds needs;
  needs.rules = &rules_;
  needs.canastas = canastas_needed();
  needs.pure = rules_.pure_canastas_to_go_out;
  needs.mixed = rules_.mixed_canastas_to_go_out;
  const bool opening = opening_turn();
  // UY-41 binds every closing but the earthquake (UY-32): the turn of the
  // side's initial meld after a draw from the stock. A side that opens by
  // taking the pot had no pure canasta when its turn began, so it may not
  // close in that turn.
  const bool earthquake = opening && !pickup && opened_ != Opened::WithPile;
  needs.pure_slots = rules_.pure_canasta_before_turn && !earthquake ? pure_at_start_ : 0xFFFF;
  needs.opening = opening;
  needs.side_melded = side_has_melded(side);
  needs.minimum = needs.side_melded || minimum_waived_going_out() ? 0 : minimum_count(side);
  needs.dead = dead_slots();
  needs.may_discard = may_discard;
  needs.must_discard = rules_.go_out_needs_discard;
  return needs;
}

// Going out whole in the turn of the initial meld: Classic's concealed hand
// needs no minimum (the engine's reading of law 34's silence), Uruguayan's
// earthquake (UY-32) neither, after a draw from the stock; Modern American
// has only the splash (MA-45).
bool GameState::minimum_waived_going_out() const {
  switch (rules_.minimum_waiver) {
    case MinimumWaiver::kConcealed: return !turn_start_melded_ && !turn_touched_;
    case MinimumWaiver::kEarthquake: return opened_ != Opened::WithPile;
    case MinimumWaiver::kNone: break;
  }
  return false;
}

bool GameState::can_go_out_now() const {
  if (answer_ == Answer::No) return false;
  const bool before_draw = phase_ == Phase::Draw || (phase_ == Phase::Answer && asked_before_draw_);
  if (before_draw) return can_go_out_before_draw();
  if (phase_ != Phase::Play && phase_ != Phase::Answer) return false;
  return find_going_out_on_table(going_out_needs(!last_red_three_), hands_[turn_], side_of(turn_), nullptr);
}

bool GameState::going_out_plan(GoOutPlan* plan) const {
  if (phase_ != Phase::Play || answer_ == Answer::No) return false;
  return find_going_out_on_table(going_out_needs(!last_red_three_), hands_[turn_], side_of(turn_), plan);
}

bool GameState::bonus_cards_coming(const Laying& laying, bool pickup) const {
  if (rules_.bonus_cards_first_side == 0) return false;
  // Threes still in the hand (one kept for a straight, MA-11) are laid and
  // replaced from the stock once the side has melded, before the discard:
  // the stock the bonus would come from is that much shorter (MA-41).
  int stock_after = stock_size_;
  for (int s = 0; s < kNumSuits; ++s) {
    const Card three(Rank::Three, static_cast<Suit>(s));
    if (rules_.is_bonus_three(three)) stock_after -= laying.hand.count(three);
  }
  if (stock_after <= rules_.turn_card_reserve) return false;
  if (opened_ == Opened::FromHand) return true;
  return opened_ == Opened::None && !side_has_melded(side_of(turn_)) && !pickup && laying.created != 0;
}

Verdict GameState::finish(const Laying& laying, int hand_after, bool pickup) const {
  const int side = side_of(turn_);
  const int needed = canastas_needed();
  const bool out_now = hand_after == 0;
  // UY-33: the canasta a lo gusto ends the match as it is laid, so neither
  // the minimum count nor going out has anything left to guard.
  if (laying.black_threes && !rules_.black_threes_meldable) return {};
  // MA-44: every move of the initial meld's turn belongs to the initial meld
  // (as for the rule of five, MA-21), so none may complete a mixed canasta;
  // checked first, so going out through one is refused for that reason.
  if (rules_.opening_forbids_mixed_canasta && opening_turn())
    for (int slot = 0; slot < kMeldSlots; ++slot)
      if (slot != kWildSlot && laying.melds[slot].is_canasta(rules_) && laying.melds[slot].wild_count() > 0)
        return Verdict::of(Why::kOpeningMixedCanasta);
  // A move that leaves one card commits the player to going out with it
  // this turn: by discarding it (law 47) or by melding it (law 49: "A player
  // need not make a discard after going out"), so laws 43 and 48 allow it
  // when either completes the canastas the side needs.
  const bool last_card = hand_after == 1 && !last_red_three_;
  const uint16_t created = turn_created_ | laying.created;
  bool own_canasta = false;
  for (uint32_t c = created; c != 0; c &= c - 1) own_canasta |= laying.melds[std::countr_zero(c)].is_canasta(rules_);
  if (out_now) {
    if (rules_.go_out_needs_discard) return Verdict::of(Why::kMustGoOutWithDiscard);
    const Verdict v = going_out_verdict(laying.melds, pickup);
    if (!v.ok()) return v;
    if (answer_ == Answer::No) return Verdict::of(Why::kPartnerSaidNo);
  } else if (last_card) {
    const CardCounts hand = pickup ? hand_after_pickup(laying) : laying.hand;
    GoOutNeeds needs = going_out_needs(true, pickup);
    if (!needs.side_melded && (pickup || laying.created != 0)) {
      // This move is the side's initial meld, judged on its own below
      // (initial_meld_verdict): the card left only has to go out with the
      // canastas (MA-50, MA-51), not to make an initial meld of its own.
      needs.side_melded = true;
      needs.minimum = 0;
    }
    GoOutPlan plan;
    if (answer_ != Answer::No && find_going_out(needs, hand, laying.melds, &plan)) {
      // Melding the last card may complete the player's own canasta.
      std::array<Meld, kMeldSlots> melds = laying.melds;
      for (int i = 0; i < plan.meld.num_groups; ++i) {
        const int slot = meld_slot(plan.meld.groups[i].rank);
        melds[slot].add(plan.meld.groups[i].cards);
        own_canasta = own_canasta || ((created >> slot & 1) && melds[slot].is_canasta(rules_));
      }
    } else if (!(rules_.bonus_cards_allow_empty_hand && bonus_cards_coming(laying, pickup))) {
      // MA-35: only a player about to receive bonus cards may discard his
      // last card without going out.
      if (answer_ == Answer::No) return Verdict::of(Why::kPartnerSaidNo);
      // Where going out needs a pure and a mixed canasta (UY-40, UY-41), or
      // the canastas are there but an incomplete aces, sevens or wild meld
      // stops it (MA-52), a count of canastas says nothing ("lacks 0
      // canastas"): say what is missing, as the discard of the last card does.
      const Verdict out = going_out_verdict(laying.melds, pickup);
      if (out.why == Why::kNeedPureAndMixed || out.why == Why::kPureCanastaThisTurn ||
          out.why == Why::kIncompleteBlocksOut)
        return out;
      return Verdict::of_count(Why::kMustKeepCard, 0, needed);
    }
  }
  if (laying.black_threes && !out_now && !last_card) return Verdict::of(Why::kBlackThreesNotOut);
  if (rules_.wild_meld_blocks_wilds && laying.wilds_to_naturals && !laying.melds[kWildSlot].empty() &&
      !laying.melds[kWildSlot].is_canasta(rules_))
    return Verdict::of(Why::kWildMeldIncomplete);
  if (!side_has_melded(side)) {
    const Verdict v = initial_meld_verdict(laying, out_now || last_card, own_canasta, pickup);
    if (!v.ok()) return v;
  }
  // The "yes" binds while going out is possible (a draw of a three kept for
  // a straight, or a red three as the stock's last card, can end that).
  if (answer_ == Answer::Yes && !out_now && !(pickup && pile_down_ != 0) && (pickup || can_go_out_now())) {
    GoOutNeeds needs = going_out_needs(!last_red_three_, pickup);
    if (pickup || laying.created != 0) {  // this move makes the initial meld (checked above)
      needs.side_melded = true;
      needs.minimum = 0;
    }
    if (!find_going_out(needs, pickup ? hand_after_pickup(laying) : laying.hand, laying.melds, nullptr))
      return Verdict::of(pickup ? Why::kYesPickupBlocks : Why::kYesMeldBlocks);
  }
  return {};
}

Verdict GameState::initial_meld_verdict(const Laying& laying, bool going_out, bool own_canasta, bool pickup) const {
  bool pure_meld = false, splash = false;
  // MA-46: where the pile's pair and top card are not part of the initial
  // meld, its pure meld is made of cards from the hand: the pile's meld
  // counts only the naturals laid on top of those three.
  const bool pile_apart = pickup && !rules_.pickup_counts_for_minimum;
  for (uint32_t created = laying.created; created != 0; created &= created - 1) {
    const int slot = std::countr_zero(created);
    const Meld& m = laying.melds[slot];
    const bool natural = slot != kWildSlot && m.wild_count() == 0;
    const int from_hand = pile_apart && slot == laying.pickup_slot ? m.size() - 3 : m.size();
    if (from_hand >= 3 && (natural || (slot == kWildSlot && !rules_.opening_pure_meld_natural_only)))
      pure_meld = true;
    // MA-45: a whole natural or wild canasta laid from the hand.
    if (m.is_canasta(rules_) && slot != laying.pickup_slot && (natural || slot == kWildSlot)) splash = true;
    // MA-44: no mixed canasta in the initial meld.
    if (rules_.opening_forbids_mixed_canasta && slot != kWildSlot && m.is_canasta(rules_) && m.wild_count() > 0)
      return Verdict::of(Why::kOpeningMixedCanasta);
  }
  const int minimum = minimum_count(side_of(turn_));
  if (rules_.opening_needs_pure_meld && !pure_meld) {
    if (!pile_apart) return Verdict::of(rules_.opening_pure_meld_natural_only ? Why::kOpeningNeedsCleanTriple
                                                                              : Why::kOpeningNeedsPureMeld);
    if (laying.points == 0) return with_need(Verdict::of(Why::kPickupNeedsInitialMeld), minimum);
    return Verdict::of(rules_.opening_pure_meld_natural_only ? Why::kPickupNeedsCleanTriple
                                                             : Why::kPickupNeedsPureMeld);
  }
  bool waived = rules_.splash && splash;
  if (going_out && !last_red_three_) {
    switch (rules_.minimum_waiver) {
      case MinimumWaiver::kConcealed:
        waived = waived || (!turn_start_melded_ && !turn_touched_ && !laying.touched && own_canasta);
        break;
      case MinimumWaiver::kEarthquake: waived = waived || (!pickup && opened_ != Opened::WithPile); break;
      case MinimumWaiver::kNone: break;
    }
  }
  if (!waived && laying.points < minimum) {
    // MA-46: the pile's pair and top card never count.
    if (pickup && !rules_.pickup_counts_for_minimum && laying.points == 0)
      return with_need(Verdict::of(Why::kPickupNeedsInitialMeld), minimum);
    return Verdict::of_count(Why::kBelowMinimum, laying.points, minimum);
  }
  return {};
}

}  // namespace canasta
