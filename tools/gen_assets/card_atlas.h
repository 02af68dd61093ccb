// The card atlas: 55 cells of kCellWidth x kCellHeight in kAtlasColumns
// columns, cell index = card code (0..51 suited, 52 joker, 53 blue back,
// 54 red back). frontend/table/card_art.h mirrors this layout.
#pragma once

#include <string>

#include "card_faces.h"

namespace gen_assets {

inline constexpr int kAtlasColumns = 11;
inline constexpr int kAtlasRows = (kCardCellCount + kAtlasColumns - 1) / kAtlasColumns;

bool write_card_atlas(const std::string& path, const Palette& palette, const CardFonts& fonts);

}  // namespace gen_assets
