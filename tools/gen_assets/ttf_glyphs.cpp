#include "ttf_glyphs.h"

#include <stb_truetype.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <vector>

namespace gen_assets {
namespace {

using canasta::art::GlyphKern;
using canasta::art::GlyphOutline;
using canasta::art::GlyphVertex;
using canasta::art::VertexKind;

// Every code point of ASCII and Latin-1 (what the five languages write),
// and these beyond them where the font has them.
// U+2212 is the minus of a side's running total ("Us 0 − 100"), U+201E
// German's opening quote; both showed as "?" until listed.
constexpr int kExtras[] = {0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x201E, 0x2022,
                           0x2026, 0x20AC, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x2660,
                           0x2661, 0x2662, 0x2663, 0x2664, 0x2665, 0x2666, 0x2667, 0x2713};
// Kerning is kept among these; elsewhere it is too small to see.
constexpr const char* kKernChars =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,:;'\"-";

std::vector<int> codepoints(const stbtt_fontinfo& font) {
  std::vector<int> cps;
  for (int c = 0x20; c <= 0x7E; ++c) cps.push_back(c);
  for (int c = 0xA0; c <= 0xFF; ++c) cps.push_back(c);
  for (int c : kExtras) {
    if (stbtt_FindGlyphIndex(&font, c) != 0) cps.push_back(c);
  }
  return cps;
}

GlyphOutline outline(const stbtt_fontinfo& font, int codepoint) {
  GlyphOutline g;
  g.codepoint = static_cast<char32_t>(codepoint);
  int advance = 0, lsb = 0;
  stbtt_GetCodepointHMetrics(&font, codepoint, &advance, &lsb);
  g.advance = static_cast<int16_t>(advance);
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  if (stbtt_GetCodepointBox(&font, codepoint, &x0, &y0, &x1, &y1)) {
    g.x0 = static_cast<int16_t>(x0);
    g.y0 = static_cast<int16_t>(y0);
    g.x1 = static_cast<int16_t>(x1);
    g.y1 = static_cast<int16_t>(y1);
  }
  stbtt_vertex* v = nullptr;
  const int n = stbtt_GetCodepointShape(&font, codepoint, &v);
  for (int i = 0; i < n; ++i) {
    GlyphVertex out;
    out.kind = static_cast<VertexKind>(v[i].type);
    out.x = v[i].x;
    out.y = v[i].y;
    if (v[i].type == STBTT_vcurve || v[i].type == STBTT_vcubic) out.cx = v[i].cx, out.cy = v[i].cy;
    if (v[i].type == STBTT_vcubic) out.cx1 = v[i].cx1, out.cy1 = v[i].cy1;
    g.vertices.push_back(out);
  }
  stbtt_FreeShape(&font, v);
  return g;
}

}  // namespace

bool read_ttf_glyphs(const std::string& path, canasta::art::GlyphSet& out, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  const std::vector<unsigned char> data{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  stbtt_fontinfo font{};
  if (data.empty() || !stbtt_InitFont(&font, data.data(), stbtt_GetFontOffsetForIndex(data.data(), 0))) {
    error = "cannot read the font " + path;
    return false;
  }
  out = {};
  out.units_per_em = static_cast<int>(std::lround(1.0f / stbtt_ScaleForMappingEmToPixels(&font, 1.0f)));
  stbtt_GetFontVMetrics(&font, &out.ascent, &out.descent, &out.line_gap);
  for (int cp : codepoints(font)) out.glyphs.push_back(outline(font, cp));
  for (const char* a = kKernChars; *a; ++a) {
    for (const char* b = kKernChars; *b; ++b) {
      const int k = stbtt_GetCodepointKernAdvance(&font, *a, *b);
      if (k != 0) out.kerns.push_back(GlyphKern{static_cast<char32_t>(*a), static_cast<char32_t>(*b), static_cast<int16_t>(k)});
    }
  }
  std::sort(out.kerns.begin(), out.kerns.end(), [](const GlyphKern& x, const GlyphKern& y) {
    return x.first != y.first ? x.first < y.first : x.second < y.second;
  });
  return true;
}

}  // namespace gen_assets
