// A font as outlines (a GlyphSet), exposing glyphs as Paths so text on the
// cards is drawn by the same rasterizer as the suit shapes and can be rotated
// or squeezed freely.
#pragma once

#include <string_view>

#include "art/glyph_set.h"
#include "art/raster.h"

namespace canasta::art {

class OutlineFont {
 public:
  // Keeps a reference: `glyphs` must outlive the font.
  explicit OutlineFont(const GlyphSet& glyphs) : glyphs_(glyphs) {}
  const GlyphSet& glyphs() const { return glyphs_; }

  // Font units per em are mapped so that 1.0 = the em square; y grows down and
  // the baseline sits at y = 0. A character the set lacks draws nothing.
  float units_per_em() const { return static_cast<float>(glyphs_.units_per_em); }
  // Outline of one glyph in em units (y down, baseline 0).
  Path glyph_path(char32_t codepoint) const;
  float advance(char32_t codepoint) const;  // em units
  float kern(char32_t left, char32_t right) const;  // em units
  // Height of a capital letter above the baseline, em units.
  float cap_height() const;
  // How far the glyph's ink reaches below the baseline (J, Q), em units, >= 0.
  float descent_of(char32_t codepoint) const;

  // Glyphs of `text` (ASCII) laid out left to right from the origin, em units.
  // `tracking` adds em units between letters. Returns the advance width.
  float text_path(std::string_view text, Path& out, float tracking = 0) const;
  // Tight horizontal ink extent of `text` (em units): [min_x, max_x].
  void ink_extent(std::string_view text, float& min_x, float& max_x, float tracking = 0) const;

 private:
  const GlyphSet& glyphs_;
};

}  // namespace canasta::art
