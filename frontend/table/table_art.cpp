#include "frontend/table/table_art.h"

#include <utility>
#include <vector>

namespace canasta::frontend {

const TableArt& TableArt::get() {
  static const TableArt art(kGlyphData, kGlyphDataSize);
  return art;
}

TableArt::TableArt(const uint8_t* data, size_t size) {
  std::vector<art::GlyphSet> sets;
  if (!art::read_glyph_sets(data, size, sets, error_)) return;
  if (sets.size() != 2) {
    error_ = "expected a regular and a bold glyph set, found " + std::to_string(sets.size());
    return;
  }
  regular_ = std::move(sets[0]);
  bold_ = std::move(sets[1]);
}

art::FontAtlasPlan TableArt::plan_font_atlas() const { return art::plan_font_atlas(regular_, bold_); }

}  // namespace canasta::frontend
