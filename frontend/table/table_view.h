// The table as the player sees it: what is where (targets, for hit testing,
// keyboard focus and the page's test hooks) and drawing it all.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>
#include <vector>

#include "engine/card.h"
#include "frontend/table/card_art.h"
#include "frontend/table/draw_util.h"
#include "frontend/session/table_model.h"
#include "frontend/table/hand_order.h"
#include "frontend/table/table_layout.h"
#include "frontend/table/table_draw.h"
#include "frontend/table/text.h"

namespace canasta::frontend {

enum class MenuItem { kNew, kLog, kRules, kSettings };
inline constexpr int kActionSlots = 6;
inline constexpr int kMenuItems = 4;

// The six action buttons for the moment: what each slot does, whether it
// can be used now and which one is highlighted: the one that carries out
// the selection, or `hint` (the move the last hint gave) when it is one of
// theirs: Ask, Yes or No, Pass, or Meld or Discard while the hint's cards
// are selected (even where a discarded card could also join a meld).
// `can_hint`: a hint has something to say (a finished lesson has not).
std::vector<ActionButton> action_buttons(const TableModel& game, const HandOrder& hand,
                                         const std::optional<Move>& hint = std::nullopt, bool can_hint = true);
// The button's name, the same at every moment ("Undo"): the page finds the
// button by it.
const char* action_label(Action action);
// The label drawn on the button: for Undo what it takes back in a word or
// two ("Undo draw", on two lines where the button is narrow); the name for
// every other button.
const char* action_face(const TableModel& game, Action action);
// What the button does now, in full: for Undo how far it takes the viewer
// back ("Undo: back to before your draw"), the button's tooltip and what a
// screen reader says of it; the label for every other button.
const char* action_words(const TableModel& game, Action action);
// The special hand the player may declare now (Modern American), if any.
std::optional<Move> declarable(const Observation& state);
const char* menu_label(MenuItem item);

// kCut: the pack to cut, while the viewer deals with the dealer's cut (UY-50).
enum class TargetKind { kNone, kHandCard, kStock, kPile, kMeld, kMeldArea, kAction, kMenu, kLesson, kCut };
// Where a hinted draw or pickup is carried out (kStock, kPile), else kNone.
TargetKind hinted_place(const std::optional<Move>& hint);
struct Target {
  TargetKind kind = TargetKind::kNone;
  int index = 0;  // hand card, action slot, menu item
  int side = 0;   // kMeld, kMeldArea
  Rank rank = Rank::Four;
  Rect rect;
  bool operator==(const Target& o) const {
    return kind == o.kind && index == o.index && side == o.side && (kind != TargetKind::kMeld || rank == o.rank);
  }
};

// Whether a seat's plate glows ("thinking"): its move is coming, from a
// computer or remote player or a lesson's scripted reply; never once a
// lesson is over, when nobody will move.
bool plate_glows(const TableModel& game, int seat, bool lesson_replying);

// Who sits on each plate (order of play from the viewer's left) and which
// side each other meld area shows (from the viewer's side's left).
std::vector<int> plate_seats(const Observation& state, int viewer);
std::vector<int> other_sides(const Observation& state, int viewer_side);
LayoutInput layout_input(const Observation& state, int viewer, float w, float h, float scale, int hand_cards);
// Whether any of `cards` lies among a side's melds or laid-out threes.
bool side_shows_any(const Observation& state, int side, const std::vector<Card>& cards);

// One meld column: its rank and rectangle.
struct MeldColumn {
  Rank rank;
  Rect rect;
};
std::vector<MeldColumn> meld_columns(const Observation& state, int side, const Rect& area, float scale,
                                     const MeldSizing& sizing = {});

// Everything that can be clicked or focused, in keyboard focus order.
// Selected hand cards are raised (kSelectedRise of a card, table_layout.h),
// and so are their targets.
std::vector<Target> table_targets(const TableModel& game, const HandOrder& hand, const TableLayout& layout);
// The topmost target at a point (kNone when nothing).
Target hit_test(const std::vector<Target>& targets, float x, float y);

// Where a marked card was drawn (its whole card, not only what shows).
struct MarkedPlace {
  Card card;
  Rect rect;
};

void draw_table(SDL_Renderer* renderer, const TableDraw& d);
// The felt; shared with dialogs' backdrop.
void draw_felt(SDL_Renderer* renderer, const Theme& theme, float w, float h);

}  // namespace canasta::frontend
