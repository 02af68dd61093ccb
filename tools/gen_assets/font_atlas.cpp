// font.txt format (version 1), one record per line, fields separated by
// single spaces, '#' starts a comment line:
//
//   font 1                          format version
//   atlas <width> <height>          size of font.png in pixels
//   face <style> <px> <ascent> <descent> <line_gap> <glyph_count>
//       style 0 = regular, 1 = bold. px is the pixel height the face was
//       rendered at (ascent - descent == px). ascent > 0 and descent < 0 are
//       distances from the baseline, y down; all metrics in pixels.
//   g <codepoint> <x> <y> <w> <h> <xoff> <yoff> <advance>
//       glyph of the preceding face: atlas rect, offset of the rect's top-left
//       from the pen position on the baseline, and pen advance (pixels).
//   kern <style> <first> <second> <amount>
//       pair adjustment for every face of that style, in thousandths of the
//       face's px: add amount * px / 1000 to the advance of <first>.
//
// font.png is 8-bit greyscale: the value is the glyph coverage. The frontend
// turns it into white pixels with that alpha, so texture colour modulation
// tints the text. (One channel instead of RGBA keeps the file 3x smaller.)
#include "font_atlas.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "raster.h"

namespace gen_assets {
namespace {

constexpr int kAtlasWidth = 2048;
constexpr int kPadding = 2;
constexpr int kCoverageLevels = 32;  // keeps linear filtering from bleeding between glyphs
constexpr float kRegularSizes[] = {14, 20, 28, 40, 56, 80};
constexpr float kBoldSizes[] = {14, 20, 28, 40, 56, 80};
// Kerning pairs are kept among these; below the threshold they are invisible.
constexpr const char* kKernChars =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,:;'\"-";
constexpr int kKernThreshold = 10;  // thousandths of px

std::vector<int> atlas_codepoints(const OutlineFont& font) {
  std::vector<int> cps;
  for (int c = 0x20; c <= 0x7E; ++c) cps.push_back(c);
  for (int c = 0xA0; c <= 0xFF; ++c) cps.push_back(c);
  const int extra[] = {0x2013, 0x2014, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
                       0x2026, 0x20AC, 0x2190, 0x2191, 0x2192, 0x2193, 0x2660,
                       0x2661, 0x2662, 0x2663, 0x2664, 0x2665, 0x2666, 0x2667, 0x2713};
  for (int c : extra) {
    if (font.has_glyph(c)) cps.push_back(c);
  }
  return cps;
}

struct Glyph {
  int face;
  int codepoint;
  int w, h;
  int xoff, yoff;
  float advance;
  std::vector<uint8_t> coverage;
  int x = 0, y = 0;  // atlas position
};

struct Face {
  int style;
  float px;
  float ascent, descent, line_gap;
  std::vector<size_t> glyphs;  // indices into the glyph list, codepoint order
};

// Shelf packing, tallest first: simple, deterministic and tight enough for
// glyphs, which have similar heights within a face.
int pack(std::vector<Glyph>& glyphs) {
  std::vector<size_t> order(glyphs.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return glyphs[a].h > glyphs[b].h;
  });
  int x = 0, y = 0, shelf = 0;
  for (size_t i : order) {
    Glyph& g = glyphs[i];
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

std::string fmt(float v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", static_cast<double>(v));
  std::string s = buf;
  while (!s.empty() && s.back() == '0') s.pop_back();
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s == "-0" ? "0" : s;
}

}  // namespace

bool write_font_atlas(const std::string& png_path, const std::string& txt_path,
                      const OutlineFont& regular, const OutlineFont& bold) {
  std::vector<Face> faces;
  std::vector<Glyph> glyphs;
  for (int style = 0; style < 2; ++style) {
    const OutlineFont& font = style == 0 ? regular : bold;
    const stbtt_fontinfo* info = &font.info();
    std::vector<float> sizes(style == 0 ? std::begin(kRegularSizes) : std::begin(kBoldSizes),
                             style == 0 ? std::end(kRegularSizes) : std::end(kBoldSizes));
    int asc = 0, desc = 0, gap = 0;
    stbtt_GetFontVMetrics(info, &asc, &desc, &gap);
    for (float px : sizes) {
      const float scale = stbtt_ScaleForPixelHeight(info, px);
      Face face{style, px, asc * scale, desc * scale, gap * scale, {}};
      for (int cp : atlas_codepoints(font)) {
        Glyph g{};
        g.face = static_cast<int>(faces.size());
        g.codepoint = cp;
        int adv = 0, lsb = 0, x0 = 0, y0 = 0, x1 = 0, y1 = 0;
        stbtt_GetCodepointHMetrics(info, cp, &adv, &lsb);
        stbtt_GetCodepointBitmapBox(info, cp, scale, scale, &x0, &y0, &x1, &y1);
        g.advance = adv * scale;
        g.xoff = x0;
        g.yoff = y0;
        g.w = std::max(0, x1 - x0);
        g.h = std::max(0, y1 - y0);
        if (g.w > 0 && g.h > 0) {
          g.coverage.resize(static_cast<size_t>(g.w) * g.h);
          stbtt_MakeCodepointBitmap(info, g.coverage.data(), g.w, g.h, g.w, scale, scale, cp);
        }
        face.glyphs.push_back(glyphs.size());
        glyphs.push_back(std::move(g));
      }
      faces.push_back(std::move(face));
    }
  }

  const int height = (pack(glyphs) + 15) / 16 * 16;
  std::vector<uint8_t> grey(static_cast<size_t>(kAtlasWidth) * height, 0);
  for (const Glyph& g : glyphs) {
    for (int y = 0; y < g.h; ++y) {
      for (int x = 0; x < g.w; ++x) {
        grey[static_cast<size_t>(g.y + y) * kAtlasWidth + g.x + x] =
            quantize(g.coverage[static_cast<size_t>(y) * g.w + x]);
      }
    }
  }
  if (!write_png_grey(png_path, kAtlasWidth, height, grey)) {
    std::fprintf(stderr, "gen_assets: cannot write %s\n", png_path.c_str());
    return false;
  }

  std::FILE* out = std::fopen(txt_path.c_str(), "wb");
  if (!out) {
    std::fprintf(stderr, "gen_assets: cannot write %s\n", txt_path.c_str());
    return false;
  }
  std::fprintf(out, "# DejaVu Sans atlas for font.png, generated by tools/gen_assets\n");
  std::fprintf(out, "font 1\natlas %d %d\n", kAtlasWidth, height);
  for (const Face& f : faces) {
    std::fprintf(out, "face %d %s %s %s %s %zu\n", f.style, fmt(f.px).c_str(),
                 fmt(f.ascent).c_str(), fmt(f.descent).c_str(), fmt(f.line_gap).c_str(),
                 f.glyphs.size());
    for (size_t gi : f.glyphs) {
      const Glyph& g = glyphs[gi];
      std::fprintf(out, "g %d %d %d %d %d %d %d %s\n", g.codepoint, g.x, g.y, g.w, g.h, g.xoff,
                   g.yoff, fmt(g.advance).c_str());
    }
  }
  for (int style = 0; style < 2; ++style) {
    const stbtt_fontinfo* info = &(style == 0 ? regular : bold).info();
    int asc = 0, desc = 0, gap = 0;
    stbtt_GetFontVMetrics(info, &asc, &desc, &gap);
    for (const char* a = kKernChars; *a; ++a) {
      for (const char* b = kKernChars; *b; ++b) {
        const int k = stbtt_GetCodepointKernAdvance(info, *a, *b);
        const int amount = static_cast<int>(std::lround(k * 1000.0 / (asc - desc)));
        if (std::abs(amount) < kKernThreshold) continue;
        std::fprintf(out, "kern %d %d %d %d\n", style, *a, *b, amount);
      }
    }
  }
  const bool ok = std::fclose(out) == 0;
  if (!ok) std::fprintf(stderr, "gen_assets: cannot write %s\n", txt_path.c_str());
  return ok;
}

}  // namespace gen_assets
