#include "art/font_atlas.h"

#include <stb_truetype.h>

#include <algorithm>
#include <cmath>

namespace canasta::art {
namespace {

constexpr int kAtlasWidth = 2048;
constexpr int kPadding = 2;
constexpr int kCoverageLevels = 32;  // keeps linear filtering from bleeding between glyphs
// Every whole pixel from the least text size (11 CSS px) to 20, so small
// text is drawn texel for texel (FontAtlas::snap): a glyph scaled down from
// a larger face is sampled differently by each browser's WebGL, and Firefox
// drew it visibly thinner and lighter than Chromium. Larger text scales
// down from the next face, where the difference does not show.
constexpr float kSizes[] = {11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 28, 40, 56, 80};
// Kerning below this is invisible at every size of the atlas.
constexpr int kKernThreshold = 10;  // thousandths of px

struct PlacedGlyph {
  const GlyphOutline* outline;
  float scale;
  int face;
  int ix0, iy0, w, h;  // bitmap box relative to the pen, as stb_truetype computes it
  int x = 0, y = 0;    // atlas position
};

// Shelf packing, tallest first: simple, deterministic and tight enough for
// glyphs, which have similar heights within a face.
int pack(std::vector<PlacedGlyph>& glyphs) {
  std::vector<size_t> order(glyphs.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return glyphs[a].h > glyphs[b].h; });
  int x = 0, y = 0, shelf = 0;
  for (size_t i : order) {
    PlacedGlyph& g = glyphs[i];
    if (g.w == 0 || g.h == 0) continue;
    if (x + g.w + kPadding > kAtlasWidth) {
      x = 0;
      y += shelf + kPadding;
      shelf = 0;
    }
    g.x = x + kPadding;
    g.y = y + kPadding;
    x += g.w + kPadding;
    shelf = std::max(shelf, g.h);
  }
  return y + shelf + 2 * kPadding;
}

// Fewer distinct coverage levels compress much better and the eye cannot
// tell 32 levels of edge coverage from 256.
uint8_t quantize(uint8_t v) {
  const int level = (v * (kCoverageLevels - 1) + 127) / 255;
  return static_cast<uint8_t>((level * 255 + (kCoverageLevels - 1) / 2) / (kCoverageLevels - 1));
}

// Metrics in hundredths of a pixel: pens land on whole pixels, and text
// keeps exactly the places it had when the atlas was a file of such numbers.
float hundredths(float v) { return static_cast<float>(std::round(static_cast<double>(v) * 100) / 100); }

// stb_truetype's rasterizer over our copy of its glyph shape, with the same
// flatness and placement as stbtt_MakeCodepointBitmap.
void rasterize(const PlacedGlyph& g, uint8_t* out, int stride) {
  std::vector<stbtt_vertex> vertices(g.outline->vertices.size());
  for (size_t i = 0; i < vertices.size(); ++i) {
    const GlyphVertex& v = g.outline->vertices[i];
    vertices[i] = stbtt_vertex{v.x, v.y, v.cx, v.cy, v.cx1, v.cy1, static_cast<unsigned char>(v.kind), 0};
  }
  stbtt__bitmap bitmap{g.w, g.h, stride, out};
  stbtt_Rasterize(&bitmap, 0.35f, vertices.data(), static_cast<int>(vertices.size()), g.scale, g.scale, 0, 0,
                  g.ix0, g.iy0, 1, nullptr);
}

void add_kerns(const GlyphSet& set, std::vector<KernPair>& out) {
  const float height = static_cast<float>(set.ascent - set.descent);
  for (const GlyphKern& k : set.kerns) {
    const int amount = static_cast<int>(std::lround(k.amount * 1000.0 / height));
    if (std::abs(amount) >= kKernThreshold) out.push_back({k.first, k.second, amount});
  }
}

}  // namespace

const FontGlyph* FontFace::find(char32_t codepoint) const {
  if (codepoint < latin1.size()) {
    const int i = latin1[codepoint];
    if (i >= 0) return &glyphs[static_cast<size_t>(i)];
  } else {
    const auto it = std::lower_bound(glyphs.begin(), glyphs.end(), codepoint,
                                     [](const FontGlyph& g, char32_t c) { return g.codepoint < c; });
    if (it != glyphs.end() && it->codepoint == codepoint) return &*it;
  }
  return codepoint == '?' ? nullptr : find('?');
}

const FontFace* FontAtlas::pick(float px, bool bold) const {
  const FontFace* best = nullptr;
  for (const FontFace& f : faces) {
    if (f.bold != bold) continue;
    best = &f;  // ascending, so this ends as the largest
    if (f.px >= px - 0.01f) return &f;
  }
  if (best == nullptr && bold) return pick(px, false);
  return best;
}

float FontAtlas::snap(float px, bool bold) const {
  const float whole = std::round(px);
  for (const FontFace& f : faces) {
    if (f.bold == bold && f.px == whole) return whole;
  }
  return px;
}

int FontAtlas::kern(bool bold, char32_t first, char32_t second) const {
  const auto& pairs = kerns[bold ? 1 : 0];
  const auto it = std::lower_bound(pairs.begin(), pairs.end(), std::pair{first, second},
                                   [](const KernPair& k, std::pair<char32_t, char32_t> key) {
                                     return std::pair{k.first, k.second} < key;
                                   });
  return it != pairs.end() && it->first == first && it->second == second ? it->amount : 0;
}

void FontAtlas::index() {
  std::stable_sort(faces.begin(), faces.end(), [](const FontFace& a, const FontFace& b) {
    return a.bold != b.bold ? !a.bold : a.px < b.px;
  });
  for (FontFace& face : faces) {
    std::stable_sort(face.glyphs.begin(), face.glyphs.end(),
                     [](const FontGlyph& a, const FontGlyph& b) { return a.codepoint < b.codepoint; });
    face.latin1.fill(-1);
    for (size_t i = 0; i < face.glyphs.size() && face.glyphs[i].codepoint < 256; ++i) {
      face.latin1[face.glyphs[i].codepoint] = static_cast<int16_t>(i);
    }
  }
  for (auto& pairs : kerns) {
    std::stable_sort(pairs.begin(), pairs.end(), [](const KernPair& a, const KernPair& b) {
      return std::pair{a.first, a.second} < std::pair{b.first, b.second};
    });
  }
}

FontAtlasImage paint_font_atlas(const GlyphSet& regular, const GlyphSet& bold) {
  FontAtlasImage image;
  FontAtlas& atlas = image.atlas;
  std::vector<PlacedGlyph> placed;
  for (int style = 0; style < 2; ++style) {
    const GlyphSet& set = style == 0 ? regular : bold;
    for (float px : kSizes) {
      // stbtt_ScaleForPixelHeight: the pixel height spans ascent to descent.
      const float scale = px / static_cast<float>(set.ascent - set.descent);
      FontFace face;
      face.bold = style == 1;
      face.px = px;
      face.ascent = hundredths(set.ascent * scale);
      face.descent = hundredths(set.descent * scale);
      face.line_gap = hundredths(set.line_gap * scale);
      for (const GlyphOutline& outline : set.glyphs) {
        PlacedGlyph g{&outline, scale, static_cast<int>(atlas.faces.size()), 0, 0, 0, 0};
        if (outline.has_ink()) {
          g.ix0 = static_cast<int>(std::floor(outline.x0 * scale));
          g.iy0 = static_cast<int>(std::floor(-outline.y1 * scale));
          g.w = std::max(0, static_cast<int>(std::ceil(outline.x1 * scale)) - g.ix0);
          g.h = std::max(0, static_cast<int>(std::ceil(-outline.y0 * scale)) - g.iy0);
        }
        face.glyphs.push_back({outline.codepoint, 0, 0, g.w, g.h, static_cast<float>(g.ix0),
                               static_cast<float>(g.iy0), hundredths(outline.advance * scale)});
        placed.push_back(g);
      }
      atlas.faces.push_back(std::move(face));
    }
    add_kerns(set, atlas.kerns[style]);
  }

  atlas.width = kAtlasWidth;
  atlas.height = (pack(placed) + 15) / 16 * 16;
  image.coverage.assign(static_cast<size_t>(atlas.width) * atlas.height, 0);
  std::vector<uint8_t> bitmap;
  std::vector<size_t> next(atlas.faces.size());  // glyph index within each face, in placing order
  for (const PlacedGlyph& g : placed) {
    FontGlyph& glyph = atlas.faces[static_cast<size_t>(g.face)].glyphs[next[static_cast<size_t>(g.face)]++];
    glyph.x = g.x;
    glyph.y = g.y;
    if (g.w == 0 || g.h == 0) continue;
    bitmap.assign(static_cast<size_t>(g.w) * g.h, 0);
    rasterize(g, bitmap.data(), g.w);
    for (int y = 0; y < g.h; ++y) {
      for (int x = 0; x < g.w; ++x) {
        image.coverage[static_cast<size_t>(g.y + y) * kAtlasWidth + g.x + x] =
            quantize(bitmap[static_cast<size_t>(y) * g.w + x]);
      }
    }
  }
  atlas.index();
  return image;
}

}  // namespace canasta::art
