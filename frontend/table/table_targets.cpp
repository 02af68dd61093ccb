// What is where on the table, apart from drawing it: the action buttons
// for the moment and their words, the plates' and meld areas' order, the
// layout's input, and every target for hit testing and keyboard focus
// (declared in table_view.h; the drawing is table_view.cpp's).
#include <algorithm>

#include "frontend/session/move_builder.h"
#include "frontend/session/seats.h"
#include "frontend/table/cut_strip.h"
#include "frontend/table/table_facts.h"
#include "frontend/table/table_view.h"
#include "frontend/words/move_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {
namespace {

// The ranks a side has melds of, in the order of their columns: natural
// ranks from the ace down, then the wild meld (Modern American, Uruguayan).
std::vector<Rank> meld_ranks(const Observation& s, int side) {
  std::vector<Rank> ranks;
  for (int r = static_cast<int>(Rank::Ace); r >= static_cast<int>(Rank::Two); --r)
    if (!s.meld(side, static_cast<Rank>(r)).empty()) ranks.push_back(static_cast<Rank>(r));
  return ranks;
}

}  // namespace

std::optional<Move> declarable(const Observation& s) {
  if (!s.rules().special_hands || s.phase() != Phase::Play) return std::nullopt;
  for (SpecialHand special : kSpecialHands)
    if (s.check(Move::declare(special)).ok()) return Move::declare(special);
  return std::nullopt;
}

TargetKind hinted_place(const std::optional<Move>& hint) {
  if (hint && hint->kind == MoveKind::Draw) return TargetKind::kStock;
  if (hint && hint->kind == MoveKind::Pickup) return TargetKind::kPile;
  return TargetKind::kNone;
}

std::vector<ActionButton> action_buttons(const TableModel& game, const HandOrder& hand,
                                         const std::optional<Move>& hint, bool can_hint) {
  const auto hinted = [&hint](MoveKind kind) { return hint && hint->kind == kind; };
  const auto& s = game.view();
  const bool mine = game.viewer_to_move();
  const int selected = hand.selected_count();
  std::vector<ActionButton> b(kActionSlots);
  if (s.is_deal_over()) {
    // A lesson is one deal: it has no next one (its panel offers what comes next).
    const bool next = !s.is_game_over() && game.mode() != TableMode::kLesson;
    b[0] = {Action::kNextDeal, next, next};
    b[1] = {Action::kDiscard, false};
  } else if (mine && s.phase() == Phase::Answer) {
    b[0] = {Action::kYes, true, !hinted(MoveKind::No)};
    b[1] = {Action::kNo, true, hinted(MoveKind::No)};
  } else {
    // The highlighted button is the one that carries out what is selected:
    // the hint's while its cards are selected (a hint's discard stays
    // Discard: the hint says discard it, not meld it), else Meld when the
    // engine would take the selection as a meld, else Discard for one card.
    const bool playing = mine && s.phase() == Phase::Play;
    const bool follows = hint && hand.selection_is(hand_cards_of(*hint));
    const bool hint_melds = follows && (hinted(MoveKind::Meld) || hinted(MoveKind::LayThree));
    const bool hint_discards = follows && hinted(MoveKind::Discard);
    const bool meld_ok = hint_melds || (!hint_discards && playing && selected > 0 &&
                                        s.check(build_meld(s, hand.selected_cards(), std::nullopt)).ok());
    b[0] = {Action::kMeld, playing && selected > 0 && (hint_melds || could_meld(s, hand.selected_cards())), meld_ok};
    const bool pass = mine && (s.phase() == Phase::Draw ? s.stock_size() == 0 : s.last_red_three());
    if (pass) b[1] = {Action::kPass, true, hinted(MoveKind::Pass)};
    else b[1] = {Action::kDiscard, playing && selected == 1, selected == 1 && !meld_ok};
  }
  const bool partners = s.view().seating().partner_after(game.viewer_seat()) >= 0;
  // Law 50: before drawing or after drawing from the stock, whenever the
  // engine would accept the question.
  const bool ask = mine && partners && s.phase() != Phase::Answer && s.check(Move::ask()).ok();
  b[2] = {Action::kAsk, ask, ask && hinted(MoveKind::Ask)};
  // A special hand (MA-60) is declared instead: the slot offers it whenever
  // the engine would take the declaration.
  if (mine && declarable(s)) b[2] = {Action::kDeclare, true, true};
  b[3] = {Action::kHint, mine && can_hint};
  b[4] = {Action::kSort, hand.size() > 1};
  b[5] = {Action::kUndo, game.can_undo()};
  return b;
}

const char* action_label(Action a) {
  switch (a) {
    case Action::kMeld: return tr(S::kMeld);
    case Action::kDiscard: return tr(S::kDiscard);
    case Action::kAsk: return tr(S::kGoOut);
    case Action::kDeclare: return tr(S::kDeclareButton);
    case Action::kHint: return tr(S::kHint);
    case Action::kSort: return tr(S::kSort);
    case Action::kUndo: return tr(S::kUndo);
    case Action::kYes: return tr(S::kYes);
    case Action::kNo: return tr(S::kNo);
    case Action::kPass: return tr(S::kPass);
    case Action::kNextDeal: return tr(S::kNextDeal);
  }
  return "";
}

namespace {

// How far Undo goes, said in full (tooltip, screen reader) and on the
// button; none when it cannot be pressed.
struct UndoWords {
  S full, face;
};
std::optional<UndoWords> undo_words(UndoReach reach) {
  switch (reach) {
    case UndoReach::kDraw: return UndoWords{S::kUndoBackDraw, S::kUndoShortDraw};
    case UndoReach::kPile: return UndoWords{S::kUndoBackPile, S::kUndoShortPile};
    case UndoReach::kTurnStart: return UndoWords{S::kUndoBackTurn, S::kUndoShortTurn};
    case UndoReach::kLastTurn: return UndoWords{S::kUndoBackLastTurn, S::kUndoShortLastTurn};
    case UndoReach::kNothing: break;
  }
  return std::nullopt;
}

}  // namespace

const char* action_face(const TableModel& game, Action a) {
  if (a == Action::kUndo)
    if (const auto words = undo_words(game.undo_reach())) return tr(words->face);
  return action_label(a);
}

const char* action_words(const TableModel& game, Action a) {
  if (a == Action::kUndo)
    if (const auto words = undo_words(game.undo_reach())) return tr(words->full);
  return action_label(a);
}

const char* menu_label(MenuItem m) {
  switch (m) {
    case MenuItem::kNew: return tr(S::kNew);
    case MenuItem::kLog: return tr(S::kLog);
    case MenuItem::kRules: return tr(S::kRules);
    case MenuItem::kSettings: return tr(S::kSettings);
  }
  return "";
}

std::vector<int> plate_seats(const Observation& s, int viewer) {
  std::vector<int> seats;
  const auto& seating = s.view().seating();
  const int me = seating.place(viewer);
  if (me < 0) {
    // The viewer sits this deal out (five players): every active seat has a plate.
    for (int k = 0; k < seating.active; ++k) seats.push_back(seating.order[k]);
    return seats;
  }
  for (int k = 1; k < seating.active; ++k) seats.push_back(seating.order[(me + k) % seating.active]);
  if (s.idle_seat() >= 0) seats.push_back(s.idle_seat());
  return seats;
}

std::vector<int> other_sides(const Observation& s, int viewer_side) {
  std::vector<int> sides;
  // From the viewer's left, so the sides keep their places whoever looks.
  for (int k = 1; k <= s.num_sides(); ++k)
    if (const int side = (viewer_side + k) % s.num_sides(); side != viewer_side) sides.push_back(side);
  return sides;
}

LayoutInput layout_input(const Observation& s, int viewer, float w, float h, float scale, int hand_cards) {
  LayoutInput in;
  in.width = w;
  in.height = h;
  in.scale = scale;
  in.hand_cards = hand_cards;
  in.others = static_cast<int>(plate_seats(s, viewer).size());
  in.other_sides = static_cast<int>(other_sides(s, s.side_of(viewer)).size());
  in.actions = kActionSlots;
  in.menu = kMenuItems;
  const auto content = [&s](int side) {
    MeldAreaContent c;
    c.melds = static_cast<int>(meld_ranks(s, side).size());
    c.threes = static_cast<int>(s.red_three_cards(side).size() + s.view().black_three_cards(side).size());
    for (Rank rank : meld_ranks(s, side))
      if (const Meld& m = s.meld(side, rank); !m.is_canasta(s.rules())) c.longest = std::max(c.longest, m.size());
    return c;
  };
  in.own_content = content(s.side_of(viewer));
  for (int side : other_sides(s, s.side_of(viewer))) in.other_content.push_back(content(side));
  return in;
}

bool side_shows_any(const Observation& s, int side, const std::vector<Card>& cards) {
  std::vector<Card> shown = s.red_three_cards(side);
  for (Card c : s.view().black_three_cards(side)) shown.push_back(c);
  for (Rank rank : meld_ranks(s, side))
    for (Card c : s.meld(side, rank).cards(rank)) shown.push_back(c);
  return std::any_of(cards.begin(), cards.end(),
                     [&](Card c) { return std::find(shown.begin(), shown.end(), c) != shown.end(); });
}

std::vector<MeldColumn> meld_columns(const Observation& s, int side, const Rect& area, float scale, const MeldSizing& sizing) {
  const std::vector<Rank> ranks = meld_ranks(s, side);
  const MeldGrid grid = layout_melds(area, static_cast<int>(ranks.size()), scale, sizing);
  std::vector<MeldColumn> out;
  for (size_t i = 0; i < ranks.size(); ++i) out.push_back({ranks[i], grid.columns[i]});
  return out;
}

std::vector<Target> table_targets(const TableModel& game, const HandOrder& hand, const TableLayout& L) {
  std::vector<Target> t;
  for (size_t i = 0; i < L.hand.size(); ++i) {
    Rect r = L.hand[i];
    if (static_cast<int>(i) < hand.size() && hand.selected(static_cast<int>(i))) r.y -= L.card_h * kSelectedRise;
    t.push_back({TargetKind::kHandCard, static_cast<int>(i), 0, Rank::Four, r});
  }
  t.push_back({TargetKind::kStock, 0, 0, Rank::Four, L.stock});
  t.push_back({TargetKind::kPile, 0, 0, Rank::Four, L.pile});
  if (game.view().phase() == Phase::Cut && game.viewer_to_move())
    t.push_back({TargetKind::kCut, 0, 0, Rank::Four, cut_strip(L)});
  const int side = game.viewer_side();
  // A meld narrower than a finger is pressed in the place it stands in
  // (layout_melds keeps that much room round it).
  const float finger = kLeastTargetCss * L.scale;
  for (const auto& c : meld_columns(game.view(), side, L.own_melds, L.scale, L.melds)) {
    Rect place = c.rect;
    if (place.w < finger && L.melds.card_h <= 0) place = {place.cx() - finger / 2, place.y, finger, place.h};
    t.push_back({TargetKind::kMeld, 0, side, c.rank, place});
  }
  t.push_back({TargetKind::kMeldArea, 0, side, Rank::Four, L.own_melds});
  for (size_t i = 0; i < L.actions.size(); ++i) t.push_back({TargetKind::kAction, static_cast<int>(i), 0, Rank::Four, L.actions[i]});
  for (size_t i = 0; i < L.menu.size(); ++i) t.push_back({TargetKind::kMenu, static_cast<int>(i), 0, Rank::Four, L.menu[i]});
  return t;
}

Target hit_test(const std::vector<Target>& targets, float x, float y) {
  // Later hand cards lie on top of earlier ones; melds on top of their area.
  for (auto it = targets.rbegin(); it != targets.rend(); ++it)
    if (it->kind != TargetKind::kMeldArea && it->rect.contains(x, y)) return *it;
  for (const auto& t : targets)
    if (t.kind == TargetKind::kMeldArea && t.rect.contains(x, y)) return t;
  return {};
}

}  // namespace canasta::frontend
