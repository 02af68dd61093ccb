#include "frontend/table/table_mirror.h"

#include "frontend/session/lesson_mode.h"
#include "frontend/words/move_text.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"
#include "frontend/table/table_facts.h"

namespace canasta::frontend {

namespace {

std::string meld_words(const Rules& rules, const Meld& meld, Rank rank) {
  // The wild meld (Modern American, Uruguayan) is named for what it holds.
  const std::string name = rank == Rank::Two ? std::string(tr(S::kWildMeldName)) : rank_plural(rank);
  std::string out = format(plural_of(S::kMirrorMeld, S::kMirrorMeldOne, meld.size()), name, std::to_string(meld.size()));
  if (meld.wild_count() > 0) out += ", " + format(S::kMirrorWilds, std::to_string(meld.wild_count()));
  if (meld.is_canasta(rules)) out += ", " + std::string(tr(S::kMirrorCanasta));
  return out;
}

std::string pile_words(const Observation& s) {
  const auto top = s.pile_top();
  if (s.pile_size() == 0 || !top) return tr(S::kMirrorPileEmpty);
  std::string out = format(plural_of(S::kMirrorPile, S::kMirrorPileOne, s.pile_size()), std::to_string(s.pile_size()), card_label(*top));
  const PileState state = pile_state(s);
  const std::optional<int> cross = crosswise_index(s);
  // Which card froze it, as the canvas shows it crosswise (law 38).
  if (state == PileState::kFrozen && cross)
    out += ", " + format(S::kMirrorFrozenBy, card_label(s.pile_cards()[static_cast<size_t>(*cross)]));
  else if (const std::string word = pile_state_word(state); !word.empty())
    out += ", " + word;
  return out;
}

// Each marked card with where it lies: the hand, the pile (top or crosswise),
// a side's melds or threes. Cards the table does not show are left out.
std::string marked_words(const TableModel& game, const HandOrder& hand, const std::vector<Card>& marked) {
  const Observation& s = game.view();
  std::string out;
  const auto add = [&](Card c, const std::string& where) {
    out += (out.empty() ? "" : ", ") + card_label(c) + " (" + where + ")";
  };
  for (Card c : marked) {
    bool said = false;
    for (Card h : hand.cards())
      if (h == c && !said) add(c, tr(S::kMirrorHand)), said = true;
    const auto pile = s.pile_cards();
    const std::optional<int> cross = crosswise_index(s);
    const bool on_pile = (!pile.empty() && pile.back() == c) || (cross && pile[static_cast<size_t>(*cross)] == c);
    if (on_pile) add(c, tr(S::kMarkedOnPile));
    for (int side = 0; side < s.num_sides(); ++side) {
      bool in_melds = false;
      for (int slot = 0; slot < kMeldSlots; ++slot)
        for (Card m : s.meld(side, slot_rank(slot)).cards(slot_rank(slot))) in_melds = in_melds || m == c;
      for (Card t : s.red_three_cards(side)) in_melds = in_melds || t == c;
      for (Card t : s.view().black_three_cards(side)) in_melds = in_melds || t == c;
      if (in_melds) add(c, format(S::kMirrorMelds, game.side_name(side)));
    }
  }
  return out;
}

}  // namespace

JsonValue table_mirror(const TableModel& game, const HandOrder& hand, const std::vector<Card>& marked) {
  const Observation& s = game.view();
  JsonValue out = JsonValue::object();
  JsonValue cards = JsonValue::array();
  for (int i = 0; i < hand.size(); ++i) {
    JsonValue card = JsonValue::object();
    card.set("card", JsonValue::string(card_label(hand.cards()[static_cast<size_t>(i)])));
    card.set("selected", JsonValue::boolean(hand.selected(i)));
    cards.push(std::move(card));
  }
  out.set("hand", std::move(cards));
  // The selection against the minimum, as our meld area's header says it.
  if (const std::string counted = selection_count_text(s, game.viewer_side(), hand.selected_cards()); !counted.empty())
    out.set("selection", JsonValue::string(counted));
  JsonValue sides = JsonValue::array();
  for (int side = 0; side < s.num_sides(); ++side) {
    JsonValue entry = JsonValue::object();
    entry.set("name", JsonValue::string(format(S::kMirrorMelds, game.side_name(side))));
    entry.set("side", JsonValue::string(game.side_name(side)));
    // Who plays for the side: at six seats (trios) "Us" and "Them" alone do
    // not say who a partner is.
    std::string seats;
    for (int seat = 0; seat < s.players(); ++seat)
      if (s.side_of(seat) == side) seats += (seats.empty() ? "" : ", ") + game.seat_name(seat);
    entry.set("seats", JsonValue::string(seats));
    entry.set("score", JsonValue::number(s.score(side)));
    JsonValue melds = JsonValue::array();
    for (int slot = kMeldSlots - 1; slot >= 0; --slot) {
      const Meld& m = s.meld(side, slot_rank(slot));
      if (!m.empty()) melds.push(JsonValue::string(meld_words(s.rules(), m, slot_rank(slot))));
    }
    if (melds.items().empty()) melds.push(JsonValue::string(tr(S::kMirrorNoMelds)));
    entry.set("melds", std::move(melds));
    const ThreesLaid threes = threes_laid(s, side);
    if (threes.red + threes.black > 0)
      entry.set("threes", JsonValue::string(format(S::kMirrorThrees, std::to_string(threes.red), std::to_string(threes.black))));
    sides.push(std::move(entry));
  }
  out.set("sides", std::move(sides));
  // The score sheet as the score dialog draws it: per deal, each side's score
  // of that deal and the running total, so a screen reader can follow a game.
  JsonValue sheet = JsonValue::array();
  for (size_t k = 0; k < game.sheet().size(); ++k) {
    const DealScore& d = game.sheet()[k];
    JsonValue row = JsonValue::object();
    row.set("label", JsonValue::string(std::string(tr(S::kDeal)) + " " + std::to_string(k + 1)));
    JsonValue deal = JsonValue::array();
    JsonValue total = JsonValue::array();
    for (int side = 0; side < d.sides; ++side) {
      deal.push(JsonValue::number(d.side[static_cast<size_t>(side)].deal));
      total.push(JsonValue::number(d.side[static_cast<size_t>(side)].total));
    }
    row.set("deal", std::move(deal));
    row.set("total", std::move(total));
    sheet.push(std::move(row));
  }
  out.set("sheet", std::move(sheet));
  out.set("pile", JsonValue::string(pile_words(s)));
  out.set("stock", JsonValue::string(format(plural_of(S::kMirrorStock, S::kMirrorStockOne, s.stock_size()), std::to_string(s.stock_size()))));
  // The variant's facts: dead ranks, the turn card, bonus cards owed.
  std::string facts = table_facts_line(s);
  for (int seat = 0; seat < s.players(); ++seat) {
    const std::string owed = bonus_owed_text(s, seat);
    if (owed.empty()) continue;
    if (!facts.empty()) facts += ". ";
    facts += game.seat_name(seat) + ": " + owed;
  }
  out.set("facts", JsonValue::string(facts));
  // The coach's advice on the last move, while it is shown on the table.
  out.set("coach", JsonValue::string(game.coach_line()));
  if (const std::string words = marked_words(game, hand, marked); !words.empty())
    out.set("marked", JsonValue::string(format(S::kMirrorMarked, words)));
  JsonValue labels = JsonValue::object();
  labels.set("region", JsonValue::string(tr(S::kMirrorTable)));
  labels.set("hand", JsonValue::string(tr(S::kMirrorHand)));
  labels.set("selected", JsonValue::string(tr(S::kMirrorSelected)));
  labels.set("total", JsonValue::string(tr(S::kTotalLine)));
  labels.set("sheet", JsonValue::string(tr(S::kMirrorSheet)));
  labels.set("deal", JsonValue::string(tr(S::kDealLine)));
  labels.set("lesson", JsonValue::string(tr(S::kMirrorLesson)));
  out.set("labels", std::move(labels));
  return out;
}

std::string describe_target(const TableModel& game, const HandOrder& hand, const Target& t) {
  const Observation& s = game.view();
  switch (t.kind) {
    case TargetKind::kHandCard: {
      if (t.index >= hand.size()) return {};
      std::string out = card_label(hand.cards()[static_cast<size_t>(t.index)]);
      if (hand.selected(t.index)) out += ", " + std::string(tr(S::kMirrorSelected));
      return out;
    }
    case TargetKind::kStock: return format(plural_of(S::kMirrorStock, S::kMirrorStockOne, s.stock_size()), std::to_string(s.stock_size()));
    case TargetKind::kPile: return pile_words(s);
    case TargetKind::kMeld: return game.side_name(t.side) + ": " + meld_words(s.rules(), s.meld(t.side, t.rank), t.rank);
    case TargetKind::kMeldArea: return format(S::kMirrorMelds, game.side_name(t.side));
    case TargetKind::kAction: {
      const auto actions = action_buttons(game, hand);
      return t.index < static_cast<int>(actions.size()) ? action_words(game, actions[static_cast<size_t>(t.index)].action) : "";
    }
    case TargetKind::kMenu: return menu_label(static_cast<MenuItem>(t.index));
    case TargetKind::kLesson: return lesson_button_label(static_cast<LessonButton>(t.index));
    case TargetKind::kCut: return format(S::kMirrorCutPack, std::to_string(s.stock_size()));
    case TargetKind::kNone: break;
  }
  return {};
}

}  // namespace canasta::frontend
