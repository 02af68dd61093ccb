// The pack seen edge-on while a person deals with the dealer's cut (UY-50):
// where along it the cut lies, and drawing it. The left end is the top of the
// pack: a place x lifts the cards left of it. The count is not drawn, only
// the share of the pack lifted: a dealer cuts by eye, and the table says how
// many he lifted once he has cut.
#pragma once

#include <SDL.h>

#include "frontend/table/table_layout.h"

namespace canasta::frontend {

struct TableDraw;

// A finger's width (CSS pixels): the strip is never thinner, and never
// shorter than two pixels a card of the largest pack.
inline constexpr float kCutStripMinHeight = 44;
inline constexpr float kCutStripMinWidth = 216;
// The strip: across the stock and the pile, as tall as half a card; where
// they span too little (a phone), along our meld area, which is empty
// before the deal, under its heading and the share's plate.
Rect cut_strip(const TableLayout& layout);
// The plate above the strip that shows the share lifted.
Rect cut_plate(const TableLayout& layout, const Rect& strip, float at);
// The cut a point on the strip gives: 1 to pack - 1 cards.
int cut_at(const Rect& strip, int pack, float x);
// The share of the pack a cut lifts, in whole percent.
int cut_percent(int pack, int cut);
// The cut moved by `delta` cards, kept within the pack.
int cut_step(int pack, int cut, int delta);
// The strip with `cut` marked (d.cut_place).
void draw_cut_strip(SDL_Renderer* r, const TableDraw& d);

}  // namespace canasta::frontend
