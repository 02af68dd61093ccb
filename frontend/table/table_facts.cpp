#include "frontend/table/table_facts.h"

#include <cstdlib>

#include "engine/score.h"

#include "frontend/session/move_builder.h"

#include "frontend/words/move_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

PileState pile_state(const Observation& s) {
  const Rules& rules = s.rules();
  if (rules.pile_always_frozen) return PileState::kAlwaysFrozen;
  if (rules.first_take_needs_pair) {
    // Uruguayan words: until its first take the pot wants a natural pair
    // (UY-22), whatever prizes were turned up in it; later a discarded wild
    // card crosses it (UY-25), which asks the same.
    if (!s.view().pot_taken()) return PileState::kFirstTake;
    return s.pile_frozen() ? PileState::kCrossed : PileState::kOpen;
  }
  return s.pile_frozen() ? PileState::kFrozen : PileState::kOpen;
}

PileState pile_state_for(const Observation& s, int side) {
  const PileState state = pile_state(s);
  if (state == PileState::kOpen && s.rules().frozen_until_side_melds && !s.side_has_melded(side))
    return PileState::kFrozenForSide;
  return state;
}

std::optional<int> crosswise_index(const Observation& s) {
  const auto pile = s.pile_cards();
  for (size_t i = 0; i < pile.size(); ++i) {
    // A face-down card of the Uruguayan pot (UY-06) stays unseen.
    if (s.pile_face_down(static_cast<int>(i))) continue;
    if (pile[i].is_wild() || pile[i].is_red_three()) return static_cast<int>(i);
  }
  return std::nullopt;
}

std::string pile_state_word(PileState state) {
  switch (state) {
    case PileState::kOpen: return {};
    case PileState::kFrozen:
    case PileState::kAlwaysFrozen:
    case PileState::kFrozenForSide: return tr(S::kFrozen);
    case PileState::kFirstTake: return tr(S::kPotFirstTake);
    case PileState::kCrossed: return tr(S::kPotCrossed);
  }
  return {};
}

std::vector<Rank> dead_ranks(const Observation& s) {
  std::vector<Rank> out;
  if (!s.rules().dead_ranks) return out;
  for (int slot = kMeldSlots - 1; slot >= meld_slot(Rank::Four); --slot)
    if (s.view().rank_dead(slot_rank(slot))) out.push_back(slot_rank(slot));
  return out;
}

int cards_before_turn_card(const Observation& s) {
  const int reserve = s.rules().turn_card_reserve;
  if (reserve <= 0) return -1;
  return s.stock_size() > reserve ? s.stock_size() - reserve : 0;
}

ThreesLaid threes_laid(const Observation& s, int side) {
  return {s.red_threes(side), s.view().black_threes(side)};
}

std::string kept_three_text(const Observation& s) {
  if (!s.view().may_keep_a_three(s.seat()) || s.side_has_melded(s.side_of(s.seat()))) return {};
  for (Card c : s.own_hand_cards())
    if (c.rank() == Rank::Three) return format(S::kKeptThree, card_label(c));
  return {};
}

std::string table_facts_line(const Observation& s) {
  std::string out;
  auto add = [&out](const std::string& part) {
    if (!out.empty()) out += "  \xC2\xB7  ";
    out += part;
  };
  const std::vector<Rank> dead = dead_ranks(s);
  if (!dead.empty()) {
    std::string ranks;
    for (Rank r : dead) {
      if (!ranks.empty()) ranks += ' ';
      ranks += rank_text(r);
    }
    add(format(S::kDeadRanks, ranks));
  }
  const int before = cards_before_turn_card(s);
  if (before > 0) add(format(plural_of(S::kTurnCardIn, S::kTurnCardInOne, before), std::to_string(before)));
  else if (before == 0) add(tr(S::kTurnCardDrawn));
  if (const std::string kept = kept_three_text(s); !kept.empty()) add(kept);
  return out;
}

std::string bonus_owed_text(const Observation& s, int seat) {
  const int n = s.bonus_card_count(seat);
  if (n == 0) return {};
  return format(plural_of(S::kBonusOwed, S::kBonusOwedOne, n), std::to_string(n));
}

int deal_so_far(const Observation& s, int side) {
  const SideScore so_far = count_deal(s.view()).side[static_cast<size_t>(side)];
  return so_far.melds + so_far.canastas + so_far.red_threes + so_far.black_threes;
}

std::string deal_so_far_text(const Observation& s, int side) {
  if (s.is_deal_over()) return {};
  const int points = deal_so_far(s, side);
  if (points == 0) return {};
  return format(S::kDealSoFar, (points < 0 ? "\xE2\x88\x92" : "") + number_text(std::abs(points)));
}

namespace {

// Whether these cards fail to take the pile only because it is frozen (for
// us before our meld, for all, or for good): they lack the natural pair.
bool refused_as_frozen(const Observation& s, const std::vector<Card>& selected) {
  switch (s.check(build_pickup(s, selected)).why) {
    case Why::kPileFrozen:
    case Why::kPileFrozenUnmelded:
    case Why::kPileAlwaysFrozen:
    case Why::kPotFirstTake:
    case Why::kPotCrossed: return true;
    default: return false;
  }
}

}  // namespace

std::string selection_count_text(const Observation& s, int side, const std::vector<Card>& selected) {
  // One card is a discard, not a meld: no count toward the minimum.
  if (selected.size() < 2 || s.side_has_melded(side) || s.is_deal_over()) return {};
  int points = 0;
  for (Card c : selected)
    if (!c.is_red_three()) points += s.rules().points(c);
  // Before our draw the cards are chosen to take the pile with, and its top
  // card counts toward the minimum where the rules let it (not MA-46): the
  // player sees whether that take is enough, not 10 points short of it.
  const std::optional<Card> top = s.pile_top();
  if (s.phase() == Phase::Draw && s.side_of(s.turn()) == side && top && !top->is_wild() &&
      top->rank() != Rank::Three && s.rules().pickup_counts_for_minimum) {
    // A take the frozen pile refuses says why, not a count that looks enough.
    if (refused_as_frozen(s, selected)) return tr(S::kSelectedFrozen);
    return format(S::kSelectedWithTop, number_text(points + s.rules().points(*top)), number_text(s.minimum_count(side)));
  }
  return format(S::kSelectedOfMinimum, number_text(points), number_text(s.minimum_count(side)));
}

}  // namespace canasta::frontend
