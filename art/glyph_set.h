// The glyphs the table draws with, as outlines: a font's characters reduced
// to what painting needs (contours, advance, ink box, kerning, vertical
// metrics), in font units exactly as stb_truetype reads them from the
// TrueType file. tools/gen_assets extracts two sets (DejaVu Sans and its
// bold) at build time and the table paints its card indices and its UI font
// atlas from them at start-up, so neither pictures nor font files are
// downloaded.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace canasta::art {

// stb_truetype's vertex kinds and fields (stbtt_vertex), y up.
enum class VertexKind : uint8_t { kMove = 1, kLine = 2, kCurve = 3, kCubic = 4 };
struct GlyphVertex {
  VertexKind kind = VertexKind::kMove;
  int16_t x = 0, y = 0;      // end point
  int16_t cx = 0, cy = 0;    // control point (curves)
  int16_t cx1 = 0, cy1 = 0;  // second control point (cubics)
};

struct GlyphOutline {
  char32_t codepoint = 0;
  int16_t advance = 0;
  // Ink box, y up; all zero for a glyph without ink (the space).
  int16_t x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  std::vector<GlyphVertex> vertices;

  bool has_ink() const { return x0 != 0 || y0 != 0 || x1 != 0 || y1 != 0; }
};

struct GlyphKern {
  char32_t first = 0, second = 0;
  int16_t amount = 0;  // font units added to the first glyph's advance
};

struct GlyphSet {
  int units_per_em = 2048;
  int ascent = 0, descent = 0, line_gap = 0;  // the font's vertical metrics (hhea)
  std::vector<GlyphOutline> glyphs;           // ascending code points
  std::vector<GlyphKern> kerns;               // ascending (first, second)

  // The glyph of `codepoint`, or nullptr when the set lacks it.
  const GlyphOutline* find(char32_t codepoint) const;
  // Kerning of the pair in font units; 0 for a pair the set does not keep.
  int kern(char32_t first, char32_t second) const;
};

// Several sets in one compact byte string (coordinates delta-coded as
// varints), and back. Reading checks every count and bound and says what is
// wrong instead of reading past the end.
std::string write_glyph_sets(const std::vector<GlyphSet>& sets);
bool read_glyph_sets(const uint8_t* data, size_t size, std::vector<GlyphSet>& sets, std::string& error);

}  // namespace canasta::art
