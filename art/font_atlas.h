// The UI font atlas: DejaVu Sans regular and bold rasterized at several
// pixel heights into one greyscale coverage image, and where each glyph lies
// in it. The table builds it at start-up from the glyph outlines; text.h
// measures, wraps and draws with it.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "art/glyph_set.h"

namespace canasta::art {

struct FontGlyph {
  char32_t codepoint = 0;
  int x = 0, y = 0, w = 0, h = 0;  // atlas rect
  float xoff = 0, yoff = 0;        // rect top-left relative to pen on baseline
  float advance = 0;
};

struct FontFace {
  bool bold = false;
  float px = 0;  // rendered pixel height (= ascent - descent)
  float ascent = 0, descent = 0, line_gap = 0;  // pixels, y down: ascent > 0, descent < 0
  std::vector<FontGlyph> glyphs;  // sorted by codepoint
  // Index into `glyphs` for code points below 256, -1 when absent.
  std::array<int16_t, 256> latin1{};

  // The glyph, else '?', else nullptr.
  const FontGlyph* find(char32_t codepoint) const;
};

struct KernPair {
  char32_t first = 0, second = 0;
  int amount = 0;  // thousandths of the pixel height
};

struct FontAtlas {
  int width = 0, height = 0;
  std::vector<FontFace> faces;     // regular then bold, each by ascending px
  std::vector<KernPair> kerns[2];  // per style, sorted by (first, second)

  // The smallest face of the style at least `px` tall, else the largest; a
  // regular face when the style has none. nullptr only when empty.
  const FontFace* pick(float px, bool bold) const;
  // The pixel height text asked at `px` is measured and drawn at: the
  // nearest whole pixel where the style has a face of exactly that size
  // (small text, drawn 1:1 so every browser shows it alike), else `px`.
  float snap(float px, bool bold) const;
  int kern(bool bold, char32_t first, char32_t second) const;
  // Sorts faces, glyphs and pairs as the lookups above need and fills the
  // latin1 indexes; call after filling the vectors.
  void index();
};

struct FontAtlasImage {
  FontAtlas atlas;
  std::vector<uint8_t> coverage;  // atlas.width x atlas.height, one byte a pixel
};

// Where one glyph of a face lies and how it is rasterized (paint_glyph).
struct GlyphPlacement {
  const GlyphOutline* outline = nullptr;  // in the glyph set the plan was made from
  float scale = 0;
  int ix0 = 0, iy0 = 0, w = 0, h = 0;  // bitmap box relative to the pen, as stb_truetype computes it
  int x = 0, y = 0;                    // atlas position
};

// The atlas laid out with nothing painted yet: every face's metrics and the
// place of each of its glyphs, each face in a band of rows of its own. Text
// is measured and laid out from `atlas` alone, and a glyph is painted only
// once it is first drawn: a page draws in a few sizes (a phone at 3
// device pixels a CSS pixel uses none of the small faces), and painting all
// 28 at start-up was most of the table's font work before its first frame.
// The plan points into the glyph sets it was made from, which must outlive it.
struct FontAtlasPlan {
  FontAtlas atlas;
  std::vector<std::vector<GlyphPlacement>> placings;  // one list per face of atlas.faces
};
FontAtlasPlan plan_font_atlas(const GlyphSet& regular, const GlyphSet& bold);
// One glyph's coverage as the atlas holds it: g.w x g.h bytes.
std::vector<uint8_t> paint_glyph(const GlyphPlacement& g);

// Every glyph of both sets at every size, painted into one image.
FontAtlasImage paint_font_atlas(const GlyphSet& regular, const GlyphSet& bold);

}  // namespace canasta::art
