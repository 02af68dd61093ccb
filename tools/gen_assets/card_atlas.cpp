#include "card_atlas.h"

#include <cstdio>

namespace gen_assets {

bool write_card_atlas(const std::string& path, const Palette& palette, const CardFonts& fonts) {
  const int width = kAtlasColumns * kCellWidth;
  const int height = kAtlasRows * kCellHeight;
  Canvas atlas(width, height);
  for (int code = 0; code < kCardCellCount; ++code) {
    Canvas cell(kCellWidth, kCellHeight);
    paint_card(cell, code, palette, fonts);
    atlas.draw_canvas(cell, (code % kAtlasColumns) * kCellWidth, (code / kAtlasColumns) * kCellHeight);
  }
  if (!write_png(path, width, height, atlas.to_rgba8())) {
    std::fprintf(stderr, "gen_assets: cannot write %s\n", path.c_str());
    return false;
  }
  return true;
}

}  // namespace gen_assets
