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

// Shelf packing, tallest first, from row `top`: simple, deterministic and
// tight enough for glyphs, which have similar heights within a face. Returns
// the row below the last shelf.
int pack(std::vector<GlyphPlacement>& glyphs, int top) {
  std::vector<size_t> order(glyphs.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) { return glyphs[a].h > glyphs[b].h; });
  int x = 0, y = top, shelf = 0;
  for (size_t i : order) {
    GlyphPlacement& g = glyphs[i];
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
void rasterize(const GlyphPlacement& g, uint8_t* out, int stride) {
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

FontAtlasPlan plan_font_atlas(const GlyphSet& regular, const GlyphSet& bold) {
  FontAtlasPlan plan;
  FontAtlas& atlas = plan.atlas;
  int top = 0;
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
      std::vector<GlyphPlacement> placing;
      for (const GlyphOutline& outline : set.glyphs) {
        GlyphPlacement g{&outline, scale};
        if (outline.has_ink()) {
          g.ix0 = static_cast<int>(std::floor(outline.x0 * scale));
          g.iy0 = static_cast<int>(std::floor(-outline.y1 * scale));
          g.w = std::max(0, static_cast<int>(std::ceil(outline.x1 * scale)) - g.ix0);
          g.h = std::max(0, static_cast<int>(std::ceil(-outline.y0 * scale)) - g.iy0);
        }
        placing.push_back(g);
      }
      const int bottom = pack(placing, top);
      for (const GlyphPlacement& g : placing) {
        face.glyphs.push_back({g.outline->codepoint, g.x, g.y, g.w, g.h, static_cast<float>(g.ix0),
                               static_cast<float>(g.iy0), hundredths(g.outline->advance * scale)});
      }
      plan.placings.push_back(std::move(placing));
      atlas.faces.push_back(std::move(face));
      top = bottom;
    }
    add_kerns(set, atlas.kerns[style]);
  }
  // A power of two tall, like its width: a glyph's texture coordinates
  // (y / height) are then exact binary fractions, and every browser samples
  // a 1:1 glyph at its texels' centres (at 1,488 rows Firefox drew the small
  // text of some faces half a texel off, unlike Chromium).
  atlas.width = kAtlasWidth;
  atlas.height = 16;
  while (atlas.height < top) atlas.height *= 2;
  // The faces are made in index()'s order (regular, then bold, each by
  // ascending size), so its stable sort keeps each face at its band.
  atlas.index();
  return plan;
}

std::vector<uint8_t> paint_glyph(const GlyphPlacement& g) {
  std::vector<uint8_t> bitmap(static_cast<size_t>(g.w) * g.h, 0);
  if (bitmap.empty()) return bitmap;
  rasterize(g, bitmap.data(), g.w);
  for (uint8_t& v : bitmap) v = quantize(v);
  return bitmap;
}

FontAtlasImage paint_font_atlas(const GlyphSet& regular, const GlyphSet& bold) {
  FontAtlasPlan plan = plan_font_atlas(regular, bold);
  FontAtlasImage image;
  image.coverage.assign(static_cast<size_t>(plan.atlas.width) * plan.atlas.height, 0);
  for (const std::vector<GlyphPlacement>& face : plan.placings) {
    for (const GlyphPlacement& g : face) {
      const std::vector<uint8_t> bitmap = paint_glyph(g);
      for (int y = 0; y < g.h; ++y) {
        std::copy_n(bitmap.begin() + static_cast<std::ptrdiff_t>(y) * g.w, g.w,
                    image.coverage.begin() + static_cast<std::ptrdiff_t>(g.y + y) * plan.atlas.width + g.x);
      }
    }
  }
  image.atlas = std::move(plan.atlas);
  return image;
}

}  // namespace canasta::art
