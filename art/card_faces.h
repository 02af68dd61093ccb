// Painting single cards into a cell-sized canvas. The atlas layout itself
// lives in card_atlas.cpp; the frontend mirrors it in frontend/table/card_art.h.
#pragma once

#include <string_view>

#include "art/outline_font.h"
#include "art/raster.h"
#include "art/suits.h"

namespace canasta::art {

// One atlas cell; the card body is inset by kCardMargin transparent pixels so
// that the card edge is anti-aliased even when the frontend rotates the quad.
inline constexpr int kCellWidth = 200;
inline constexpr int kCellHeight = 280;
inline constexpr int kCardMargin = 2;
inline constexpr float kCardW = kCellWidth - 2 * kCardMargin;   // 196
inline constexpr float kCardH = kCellHeight - 2 * kCardMargin;  // 276
inline constexpr float kCornerRadius = 13.0f;

// The corner index's rank letter, in card units from the body's top: cap
// height kRankCap from kIndexTop, and a descending letter's tail (the Q's is
// what tells it from an O) down to kIndexRankBottom at most. A meld column
// fans its cards far enough apart to show this much of each (kMeldFan).
inline constexpr float kIndexTop = 11.0f;
inline constexpr float kRankCap = 46.0f;
inline constexpr float kIndexRankBottom = kIndexTop + kRankCap + 4.0f;

inline constexpr int kJokerCode = 52;
inline constexpr int kBackBlueCode = 53;
inline constexpr int kBackRedCode = 54;
inline constexpr int kCardCellCount = 55;

struct CardFonts {
  const OutlineFont& bold;  // indices and joker lettering
};

// Card geometry below is in card units: (0,0) is the top-left of the body,
// kCardW x kCardH its size. `to_cell` maps card units to cell pixels.
inline Affine to_cell() { return Affine::translate(kCardMargin, kCardMargin); }
// Half-turn about the card centre, for the point-symmetric lower half.
inline Affine half_turn() { return Affine{-1, 0, kCardW, 0, -1, kCardH}; }

// Any of the 55 cells: 0..51 suited cards, 52 joker, 53/54 backs.
void paint_card(Canvas& cell, int code, const Palette& palette, const CardFonts& fonts);

// Shared by the face painters.
void paint_blank_face(Canvas& cell);
// Text centred on `center_x` with its baseline at `baseline`, cap height
// `cap` card units; `squeeze` narrows it horizontally. Applies `m` last.
void fill_text(Canvas& cell, const OutlineFont& font, std::string_view text, float center_x,
               float baseline, float cap, Color color, const Affine& m, float squeeze = 1.0f,
               float tracking = 0.0f);
// Suit symbol of height `size` centred on (x, y), optionally upside down.
void fill_suit(Canvas& cell, int suit, float x, float y, float size, Color color, const Affine& m,
               bool upside_down = false);
// Rank + suit in the top-left corner and, turned, in the bottom-right.
void paint_indices(Canvas& cell, std::string_view rank, int suit, Color color, const CardFonts& fonts);

void paint_court(Canvas& cell, int rank, int suit, const Palette& palette);
void paint_joker(Canvas& cell, const Palette& palette, const CardFonts& fonts);
void paint_back(Canvas& cell, bool red);

}  // namespace canasta::art
