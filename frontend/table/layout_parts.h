// The pieces every table arrangement is built from (table_layout.cpp lays
// out the game's table, teaching_layout.cpp the examples' and the lessons'):
// rows and grids of cells, the hand's fan, the plates, the stock and pile,
// and the meld zone shared between the sides.
#pragma once

#include <vector>

#include "art/card_faces.h"
#include "frontend/table/table_layout.h"

namespace canasta::frontend::layout {

inline constexpr float kCardRatio = 5.0f / 7.0f;
// The step between a meld column's cards, in card heights: each card shows
// its whole rank letter, a Q's tail included, with a little white under it
// (art::kIndexRankBottom).
inline constexpr float kMeldFan = (art::kIndexRankBottom + 1.0f) / art::kCardH;
// A meld column's height in card heights when `fan_cards` fan out (the
// count line under it aside).
float column_ratio(int fan_cards);
// The cards a teaching table's meld columns fan out at the full step: as
// many as its longest meld holds, so every card of every column shows its
// whole index at the same spacing (at least kMeldFanCardsExample).
int teaching_fan_cards(const LayoutInput& in);
// A teaching table's meld cards this close to its card size count as at it.
inline constexpr float kTeachingSlack = 0.999f;

// Cells of equal width across `area`, `gap` apart.
std::vector<Rect> row_of(const Rect& area, int n, float gap);
// The same, where each button gets at least its `need` (its label's longest
// word with draw_button's margins) while they fit, the others sharing the
// rest equally; equal widths where every need fits them, or `need` does not
// name all n. With `air`, each needs that much more where the row has room
// for all of it, else the same part of what room there is. Each needs at
// least `least` (a finger's width) however short its label.
std::vector<Rect> row_by_need(const Rect& area, int n, float gap, const std::vector<float>& need, float air = 0,
                              float least = 0);
// A grid of `n` cells in `columns` columns filling `area` from the top.
std::vector<Rect> grid_of(const Rect& area, int n, int columns, float cell_h, float gap);

// Rows needed for a hand, and the band's height.
struct HandShape {
  int rows = 1;
  float row_offset = 0;
  float height = 0;
  float least_step = 0;  // the least strip each card shows beside the next
};
// `least_step`: the strip of each card a finger needs (a game's table on a
// phone); 0 keeps only the corner indices in view.
HandShape hand_shape(float row_width, float card_w, float card_h, int cards, float least_step = 0);
void place_hand(TableLayout& t, const HandShape& shape, int cards);

void place_plates(TableLayout& t, const Rect& row, int n, float gap, float max_w);

// Stock and pile side by side, centred in `area` with the room a crosswise
// card takes right of the pile (their labels below).
void place_stock_and_pile(TableLayout& t, const Rect& area, float card_h, float label_h, float gap);

// How the meld zone between `top` and `bottom` is shared (a centre row of
// `centre_h` between the other sides' areas and ours when it is given):
// halves at a game's table; at a teaching table the other sides get what
// their melds need at the table's card size and ours the rest.
struct MeldZone {
  Rect others;           // the other sides' areas, together
  Rect centre;           // the row between them (empty when none)
  Rect own;
  bool side_by_side = false;  // the other sides' areas in a row, not stacked
};
MeldZone share_meld_zone(const LayoutInput& in, const TableLayout& t, const Rect& zone, float centre_h, float gap);
// The other sides' areas inside `zone.others`, and ours.
void split_melds(TableLayout& t, const MeldZone& zone, int other_sides, float gap);

// The upright tables' middle, between `top` and `bottom`: the other sides'
// melds, a row of stock and pile (on the left) with the message beside
// them, and our melds.
void stack_middle(TableLayout& t, const LayoutInput& in, const Rect& main, float top, float bottom, float pile_h, float gap);

// A game's table on a desktop (desk_layout.cpp): the meld areas in `zone`
// as large as what they hold, at one meld card size (at most `pile_h`),
// and the stock and pile (cards `pile_h` tall, `pile_gap` apart, labels
// `label_h`) in a column at the right or a row between the areas, whichever
// leaves the melds larger cards. Sets t.melds, the meld areas, the stock
// and pile; false (nothing set) where no meld cards fit.
bool place_desk(TableLayout& t, const LayoutInput& in, const Rect& zone, float pile_h, float label_h, float pile_gap, float gap);
// layout_melds for such an area (sizing.hug).
MeldGrid hugged_melds(const Rect& area, int melds, float scale, const MeldSizing& sizing);

// Wide enough for the landscape arrangement (wider than 1.2 x tall).
bool wide(const LayoutInput& in);  // table_layout.cpp

// The arrangements: a game's table at teaching_card 0 (its cards sized by
// the window), a teaching table's at its one card size (device pixels).
TableLayout layout_landscape(const LayoutInput& in, float teaching_card);  // table_layout.cpp
TableLayout layout_portrait(const LayoutInput& in, float teaching_card);   // table_layout.cpp
TableLayout layout_example(const LayoutInput& in, float teaching_card);    // teaching_layout.cpp
// A teaching table at the largest card size that fits (teaching_layout.cpp).
TableLayout layout_teaching(const LayoutInput& in);

}  // namespace canasta::frontend::layout
