#include "card_atlas_png.h"

#include <algorithm>
#include <cstdio>
#include <vector>

#include "art/card_atlas.h"
#include "png.h"

namespace gen_assets {

using namespace canasta::art;

bool write_card_atlas(const std::string& path, const Palette& palette, const CardFonts& fonts) {
  const int width = kAtlasColumns * kCellWidth;
  const int height = kAtlasRows * kCellHeight;
  std::vector<uint8_t> atlas(static_cast<size_t>(width) * height * 4, 0);
  for (int code = 0; code < kCardCellCount; ++code) {
    // The same cells the table paints (frontend/table/card_art.cpp), laid out
    // as position_layout.js expects: cell index = card code, row-major.
    const std::vector<uint8_t> cell = paint_card_cell(code, palette, fonts);
    const int x0 = (code % kAtlasColumns) * kCellWidth, y0 = (code / kAtlasColumns) * kCellHeight;
    for (int y = 0; y < kCellHeight; ++y) {
      std::copy_n(&cell[static_cast<size_t>(y) * kCellWidth * 4], kCellWidth * 4,
                  &atlas[(static_cast<size_t>(y0 + y) * width + x0) * 4]);
    }
  }
  if (!write_png(path, width, height, atlas)) {
    std::fprintf(stderr, "gen_assets: cannot write %s\n", path.c_str());
    return false;
  }
  return true;
}

}  // namespace gen_assets
