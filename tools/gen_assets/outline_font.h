// A TrueType font read with stb_truetype, exposing glyph outlines as Paths so
// text on the cards is drawn by the same rasterizer as the suit shapes and can
// be rotated or squeezed freely.
#pragma once

#include <stb_truetype.h>

#include <string>
#include <string_view>
#include <vector>

#include "raster.h"

namespace gen_assets {

class OutlineFont {
 public:
  // Reads the whole file; `ok()` tells whether it parsed.
  explicit OutlineFont(const std::string& path);
  bool ok() const { return ok_; }
  const stbtt_fontinfo& info() const { return info_; }

  // Font units per em are mapped so that 1.0 = the em square; y grows down and
  // the baseline sits at y = 0.
  float units_per_em() const { return units_per_em_; }
  bool has_glyph(int codepoint) const;
  // Outline of one glyph in em units (y down, baseline 0).
  Path glyph_path(int codepoint) const;
  float advance(int codepoint) const;  // em units
  float kern(int left, int right) const;  // em units
  // Height of a capital letter above the baseline, em units.
  float cap_height() const;
  // How far the glyph's ink reaches below the baseline (J, Q), em units, >= 0.
  float descent_of(int codepoint) const;

  // Glyphs of `text` (ASCII) laid out left to right from the origin, em units.
  // `tracking` adds em units between letters. Returns the advance width.
  float text_path(std::string_view text, Path& out, float tracking = 0) const;
  // Tight horizontal ink extent of `text` (em units): [min_x, max_x].
  void ink_extent(std::string_view text, float& min_x, float& max_x, float tracking = 0) const;

 private:
  std::vector<unsigned char> data_;
  stbtt_fontinfo info_{};
  float units_per_em_ = 2048;
  bool ok_ = false;
};

}  // namespace gen_assets
