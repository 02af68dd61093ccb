// The card atlas: 55 cells of kCellWidth x kCellHeight in kAtlasColumns
// columns, cell index = card code (0..51 suited, 52 joker, 53 blue back,
// 54 red back). The table paints each cell when first needed
// (frontend/table/card_art.h).
#pragma once

#include <cstdint>
#include <vector>

#include "art/card_faces.h"

namespace canasta::art {

inline constexpr int kAtlasColumns = 11;
inline constexpr int kAtlasRows = (kCardCellCount + kAtlasColumns - 1) / kAtlasColumns;

// One cell as straight-alpha RGBA8, kCellWidth x kCellHeight, with the edge
// colours bled into the transparent margin for linear filtering.
std::vector<uint8_t> paint_card_cell(int code, const Palette& palette, const CardFonts& fonts);

}  // namespace canasta::art
