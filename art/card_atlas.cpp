#include "art/card_atlas.h"

namespace canasta::art {

std::vector<uint8_t> paint_card_cell(int code, const Palette& palette, const CardFonts& fonts) {
  Canvas cell(kCellWidth, kCellHeight);
  paint_card(cell, code, palette, fonts);
  return cell.to_rgba8();
}

}  // namespace canasta::art
