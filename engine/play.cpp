// Checking and playing moves: the turn (laws 18-20, 46-51), discards, the
// question "May I go out?", special hands and kept threes. The meld rules are
// in laying.cpp, taking the pile in pickup.cpp.
#include <algorithm>

#include "engine/check.h"
#include "engine/going_out.h"
#include "engine/laying.h"
#include "engine/special_hands.h"
#include "engine/state.h"

namespace canasta {

Verdict GameState::check(const Move& move) const { return validate(move); }

Verdict GameState::apply(const Move& move) {
  const Verdict v = validate(move);
  if (v.ok()) perform(move);
  return v;
}

Verdict GameState::validate(const Move& move) const {
  if (phase_ == Phase::GameOver) return Verdict::of(Why::kGameOver);
  if (phase_ == Phase::DealOver) return Verdict::of(Why::kDealOver);
  if (phase_ == Phase::Answer) {
    if (move.kind == MoveKind::Yes || move.kind == MoveKind::No) return {};
    return Verdict::of(Why::kMustAnswer);
  }
  if (phase_ == Phase::Cut) {
    if (move.kind != MoveKind::Cut) return Verdict::of(Why::kMustCut);
    if (move.cut_cards < 1 || move.cut_cards >= stock_size_) return Verdict::of_count(Why::kCutOutsidePack, 0, stock_size_ - 1);
    return {};
  }
  // Melds and discards, most moves, by tests ahead of the jump table (as
  // in perform).
  if (move.kind == MoveKind::Meld)
    return phase_ != Phase::Play ? Verdict::of(Why::kMustDrawFirst) : validate_meld(move);
  if (move.kind == MoveKind::Discard)
    return phase_ != Phase::Play ? Verdict::of(Why::kMustDrawFirst) : validate_discard(move.card);
  switch (move.kind) {
    case MoveKind::Meld:
    case MoveKind::Discard:
      break;  // above
    case MoveKind::Cut:
      return Verdict::of(Why::kNoCutNow);
    case MoveKind::Yes:
    case MoveKind::No:
      return Verdict::of(Why::kNotAsked);
    case MoveKind::Draw:
      if (phase_ != Phase::Draw) return Verdict::of(Why::kAlreadyDrew);
      if (stock_size_ == 0) return Verdict::of(Why::kStockEmpty);
      // After "yes" before the draw, a draw must keep going out certain:
      // the hand melds whole and the card drawn is the discard.
      if (answer_ == Answer::Yes) {
        GoOutNeeds whole = going_out_needs(false);
        whole.must_discard = false;
        if (!find_going_out_on_table(whole, hands_[turn_], side_of(turn_), nullptr))
          return Verdict::of(Why::kYesDrawBlocks);
      }
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
    case MoveKind::Ask:
      return validate_ask();
    case MoveKind::Declare:
      return validate_declare(move.special);
    case MoveKind::LayThree:
      if (!rules_.is_bonus_three(move.card) || hands_[turn_].count(move.card) == 0 || stock_size_ == 0)
        return Verdict::of(Why::kNotKeptThree);
      return {};
  }
  return Verdict::of(Why::kCannotPass);
}

Verdict GameState::validate_meld(const Move& move) const {
  if (move.num_groups == 0) return Verdict::of(Why::kNoGroups);
  const int side = side_of(turn_);
  Laying laying{melds_[side], hands_[turn_]};
  uint16_t seen = 0;
  for (int i = 0; i < move.num_groups; ++i) {
    const MeldGroup& g = move.groups[i];
    const int slot = meld_slot(g.rank);
    if (slot >= 0 && slot < kMeldSlots) {
      if (seen & slot_bit(slot)) return Verdict::of_rank(Why::kDuplicateRank, g.rank);
      seen |= slot_bit(slot);
    }
    const Verdict v = lay_group(g, laying);
    if (!v.ok()) return v;
  }
  return finish(laying, laying.hand.size(), false);
}

// Modern American discards (MA-33, MA-34): never a three; a wild card only
// going out or from a hand of wild cards; on an empty pile no seven, ace,
// wild card or dead rank while the hand holds another card that may go.
// The sources never meet a hand that holds nothing those rules let go (a
// three and a deuce with the stock gone): each restriction holds only while
// another card may go, so a hand of threes and wild cards discards a wild
// card and a hand of threes alone a three, never going out (README,
// decisions). What the hand allows is worked out once, so listing every
// discard of a play phase asks it once, not once per card.
GameState::DiscardRules GameState::discard_rules(bool going_out) const {
  const CardCounts& hand = hands_[turn_];
  DiscardRules d;
  d.going_out = going_out;
  const int threes = rules_.threes_never_discarded ? hand.naturals(Rank::Three) : 0;
  d.no_three = rules_.threes_never_discarded && (going_out || threes < hand.size());  // MA-51: never going out
  d.no_wild = !going_out && rules_.wild_discard_restricted && hand.wilds() + threes < hand.size();
  if (going_out || !rules_.empty_pile_discard_rule || pile_size_ > 0) return d;
  // Engine order: any natural that is not an ace, a seven or dead; else a
  // live ace or seven; else any natural. The best tier the hand offers,
  // rank by rank (threes never go).
  d.dead = dead_slots();
  for (int r = static_cast<int>(Rank::Three); r <= static_cast<int>(Rank::Ace) && d.best_tier > 0; ++r) {
    const Rank rank = static_cast<Rank>(r);
    if (hand.naturals(rank) == 0 || (rank == Rank::Three && rules_.threes_never_discarded)) continue;
    d.best_tier = std::min(d.best_tier, d.tier(Card(rank, Suit::Clubs)));
  }
  return d;
}

Verdict GameState::validate_discard(Card card) const {
  if (last_red_three_) return Verdict::of(Why::kNoDiscardLastRedThree);
  const CardCounts& hand = hands_[turn_];
  if (hand.count(card) == 0) {
    Verdict v = Verdict::of(Why::kCardNotInHand);
    v.card = card;
    return v;
  }
  const int side = side_of(turn_);
  if (hand.size() == 1) {
    const Verdict out = going_out_verdict(melds_[side]);
    if (out.ok()) {
      if (answer_ == Answer::No) return Verdict::of(Why::kPartnerSaidNo);
      return discard_rules(true).verdict(card);
    }
    // MA-35: the player about to receive bonus cards may empty his hand.
    const Laying none{melds_[side], hand};
    if (!(rules_.bonus_cards_allow_empty_hand && bonus_cards_coming(none, false)))
      return out.why == Why::kNoCanasta ? Verdict::of_count(Why::kMustKeepCard, 0, canastas_needed()) : out;
  } else if (answer_ == Answer::Yes && can_go_out_now()) {
    return Verdict::of(Why::kPartnerSaidYes);
  }
  return rules_.restricts_discards() ? discard_rules(false).verdict(card) : Verdict{};
}

Verdict GameState::validate_ask() const {
  if (seating_.partner_after(turn_) < 0) return Verdict::of(Why::kNoPartner);
  if (answer_ != Answer::None) return Verdict::of(Why::kAskedAlready);
  if (turn_created_ != 0 || turn_touched_) return Verdict::of(Why::kAskAfterMeld);
  if (last_red_three_) return Verdict::of(Why::kAskLastRedThree);
  // After the draw a single card can only go out (discarded or melded): a
  // "no" would leave the player no move at all. No deal leaves one card
  // after a draw, but a position can (found by ./tools/fuzz positions).
  if (phase_ == Phase::Play && hands_[turn_].size() <= 1) return Verdict::of(Why::kAskLastCard);
  if (!can_go_out_now()) return Verdict::of(Why::kAskCannotGoOut);
  return {};
}

Verdict GameState::validate_declare(SpecialHand special) const {
  if (!rules_.special_hands) return Verdict::of(Why::kNoSpecialHands);
  if (phase_ != Phase::Play || turn_created_ != 0 || turn_touched_ || opened_ != Opened::None)
    return Verdict::of(Why::kSpecialAfterDraw);
  if (side_has_melded(side_of(turn_))) return Verdict::of(Why::kSpecialSideMelded);
  if (answer_ == Answer::No) return Verdict::of(Why::kPartnerSaidNo);
  if (!is_special_hand(special, hands_[turn_])) return Verdict::of(Why::kNotSpecialHand);
  return {};
}

void GameState::take_from_hand(int seat, Card card, int count) {
  if (count == 0) return;
  hands_[seat].remove(card, count);
  // Everyone saw `count` copies leave, not which ones: a known copy (taken
  // with a pile) and a private one look the same. So one known copy goes per
  // copy played, whatever else the hand holds; keeping known = min(known,
  // held) would tell the table that a private copy is still there.
  const int known_played = std::min(known_[seat].count(card), count);
  if (known_played > 0) known_[seat].remove(card, known_played);
}

void GameState::lay(int side, const MeldGroup& group) {
  const Rank rank = group.rank;
  const int slot = meld_slot(rank);
  // The cards lay_group checked were held (the same words). Known cards
  // (taken with a pile) need each card's count checked; a hand without any
  // loses the group's counts as they are, as words (a removal a card was a
  // branch the predictor often lost).
  const uint32_t naturals = group.natural_suits_taken();
  const uint32_t twos = group.two_suits_taken();
  if (!known_[turn_].empty()) {
    for (int s = 0; s < kNumSuits; ++s) {
      const int shift = 8 * s;
      take_from_hand(turn_, Card(rank, static_cast<Suit>(s)), static_cast<int>((naturals >> shift) & 0xFF));
      take_from_hand(turn_, Card(Rank::Two, static_cast<Suit>(s)), static_cast<int>((twos >> shift) & 0xFF));
    }
    take_from_hand(turn_, Card::joker(), group.cards.jokers);
  } else {
    CardCounts& hand = hands_[turn_];
    hand.remove_suits(rank, naturals);
    hand.remove_suits(Rank::Two, twos);
    hand.remove(Card::joker(), group.cards.jokers);
  }
  Meld& meld = melds_[side][slot];
  if (meld.empty()) turn_created_ |= slot_bit(slot);
  else if (!(turn_created_ & slot_bit(slot))) turn_touched_ = true;
  meld.add(group.cards);
  if (!meld.empty()) note_meld_grew(side, slot);
  melded_seats_ = static_cast<uint8_t>(melded_seats_ | (1u << turn_));
}

// After cards are laid: the side's initial meld is noted (MA-41), canastas
// laid whole this turn before the side had any meld are marked (UY-15), and
// a three kept for a straight is faced now that the side has melded (MA-11).
void GameState::after_laying(bool side_melded_before, int pickup_slot) {
  const int side = side_of(turn_);
  if (opened_ == Opened::None && !side_melded_before && rules_.uses_opened())
    opened_ = pickup_slot >= 0 ? Opened::WithPile : Opened::FromHand;
  if (pickup_slot >= 0 && rules_.uses_one_turn_canastas())
    pickup_slots_ = static_cast<uint16_t>(pickup_slots_ | slot_bit(pickup_slot));
  if (rules_.concealed_canasta_bonus > 0 && opened_ != Opened::None) {
    // Natural ranks (fours up) started this turn, not with the pile's top,
    // and now a canasta.
    const uint32_t laid_whole = turn_created_ & ~pickup_slots_ & canasta_slots_[side] & kFoursUpSlots;
    one_turn_canastas_[side] = static_cast<uint16_t>(one_turn_canastas_[side] | laid_whole);
  }
  lay_threes(turn_);
}

void GameState::set_aside_bonus_cards() {
  if (opened_ != Opened::FromHand || rules_.bonus_cards_first_side == 0 || stock_size_ <= rules_.turn_card_reserve)
    return;
  const int side = side_of(turn_);
  bool others_melded = false;
  for (int s = 0; s < seating_.sides; ++s) others_melded = others_melded || (s != side && side_has_melded(s));
  const int n = others_melded ? rules_.bonus_cards_second_side : rules_.bonus_cards_first_side;
  for (int i = 0; i < n && stock_size_ > 0; ++i) bonus_[turn_].add(stock_at(--stock_size_));
}

void GameState::perform(const Move& move) {
  // Discards and melds, most moves, by tests ahead of the jump table: it
  // guesses one target a jump, and lost the guess whenever the kind changed.
  if (move.kind == MoveKind::Discard) return perform_discard(move.card);
  if (move.kind == MoveKind::Meld) return perform_meld(move);
  const int side = side_of(turn_);
  switch (move.kind) {
    case MoveKind::Discard:
    case MoveKind::Meld:
      return;  // above
    case MoveKind::Draw:
      draw_from_stock(turn_, rules_.draws_per_turn(seating_.players));
      if (!is_deal_over()) phase_ = Phase::Play;
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
    case MoveKind::Cut:
      cut_ = move.cut_cards;
      deal_hands();
      return;
    case MoveKind::Declare:
      special_ = move.special;
      went_out_ = turn_;
      end_deal(DealEnd::SpecialHand);
      return;
    case MoveKind::LayThree:
      take_from_hand(turn_, move.card, 1);
      add_three(side, move.card);
      draw_from_stock(turn_, 1);
      return;
    case MoveKind::Pickup: {
      const bool melded_before = side_has_melded(side);
      const Card top = pile_at(--pile_size_);
      MeldGroup first;
      first.rank = top.rank();
      if (move.has_pair) {
        first.cards.add(move.pair[0]);
        first.cards.add(move.pair[1]);
      }
      lay(side, first);
      melds_[side][meld_slot(top.rank())].add(top);
      note_meld_grew(side, meld_slot(top.rank()));
      for (int i = 0; i < move.num_groups; ++i) lay(side, move.groups[i]);
      for (int i = 0; i < pile_size_; ++i) {
        const Card c = pile_at(i);
        if (rules_.is_bonus_three(c)) {
          add_three(side, c);  // law 15: faced, not replaced
        } else {
          hands_[turn_].add(c);
          if (!pile_face_down(i)) known_[turn_].add(c);
        }
      }
      pile_size_ = 0;
      pile_freezers_ = 0;
      pile_down_ = 0;
      pot_taken_ = rules_.uses_pot();
      phase_ = Phase::Play;
      after_laying(melded_before, meld_slot(top.rank()));
      if (black_three_canasta_ends()) return;
      if (hands_[turn_].empty()) go_out();
      return;
    }
  }
}

void GameState::perform_discard(Card card) {
  const bool out = hands_[turn_].size() == 1 && going_out_verdict(melds_[side_of(turn_)]).ok();
  take_from_hand(turn_, card, 1);
  pile_at(pile_size_++) = card;
  if (card.is_wild()) ++pile_freezers_;
  if (out) {
    go_out();
    return;
  }
  set_aside_bonus_cards();
  next_turn();
}

void GameState::perform_meld(const Move& move) {
  const int side = side_of(turn_);
  const bool melded_before = side_has_melded(side);
  for (int i = 0; i < move.num_groups; ++i) lay(side, move.groups[i]);
  after_laying(melded_before, -1);
  if (black_three_canasta_ends()) return;
  if (hands_[turn_].empty()) {
    if (last_red_three_) end_deal(DealEnd::RedThreeLast);
    else go_out();
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

bool GameState::black_three_canasta_ends() {
  if (!rules_.uses_black_three_canasta() || !melds_[side_of(turn_)][meld_slot(Rank::Three)].is_canasta(rules_))
    return false;
  went_out_ = turn_;
  end_deal(DealEnd::BlackThreeCanasta);
  return true;
}

void GameState::next_turn() {
  played_seats_ = static_cast<uint8_t>(played_seats_ | (1u << turn_));
  turn_ = static_cast<int8_t>(seating_.next(turn_));
  phase_ = Phase::Draw;
  reset_turn();
  begin_turn();
}

}  // namespace canasta
