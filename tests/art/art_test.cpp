// The art the table paints at start-up: the compact glyph outlines keep the
// DejaVu fonts' glyphs exactly, damaged outline data is refused, the UI font
// atlas holds the TrueType font's own bitmaps, and the two decks differ only
// where their palettes do.
#include <doctest/doctest.h>
#include <stb_truetype.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "art/card_atlas.h"
#include "art/font_atlas.h"
#include "art/glyph_set.h"
#include "art/outline_font.h"
#include "art/suits.h"
#include "tools/gen_assets/ttf_glyphs.h"

using namespace canasta::art;

namespace {

const std::string kFontDir = "/usr/share/fonts/truetype/dejavu/";

GlyphSet read_font(const std::string& name) {
  GlyphSet set;
  std::string error;
  REQUIRE_MESSAGE(gen_assets::read_ttf_glyphs(kFontDir + name, set, error), error);
  return set;
}

std::vector<unsigned char> file_bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

bool same_glyph(const GlyphOutline& a, const GlyphOutline& b) {
  if (a.codepoint != b.codepoint || a.advance != b.advance || a.x0 != b.x0 || a.y0 != b.y0 ||
      a.x1 != b.x1 || a.y1 != b.y1 || a.vertices.size() != b.vertices.size())
    return false;
  for (size_t i = 0; i < a.vertices.size(); ++i) {
    const GlyphVertex& p = a.vertices[i];
    const GlyphVertex& q = b.vertices[i];
    if (p.kind != q.kind || p.x != q.x || p.y != q.y || p.cx != q.cx || p.cy != q.cy || p.cx1 != q.cx1 || p.cy1 != q.cy1)
      return false;
  }
  return true;
}

}  // namespace

TEST_CASE("Glyph sets - written and read back exactly") {
  const GlyphSet regular = read_font("DejaVuSans.ttf");
  const GlyphSet bold = read_font("DejaVuSans-Bold.ttf");
  CHECK(regular.glyphs.size() > 190);  // ASCII and Latin-1 at least
  CHECK(regular.find(0x2660) != nullptr);  // ♠
  CHECK(!bold.kerns.empty());

  const std::string bytes = write_glyph_sets({regular, bold});
  std::vector<GlyphSet> read;
  std::string error;
  REQUIRE_MESSAGE(read_glyph_sets(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size(), read, error), error);
  REQUIRE(read.size() == 2);
  for (int i = 0; i < 2; ++i) {
    const GlyphSet& original = i == 0 ? regular : bold;
    CAPTURE(i);
    CHECK(read[i].units_per_em == original.units_per_em);
    CHECK(read[i].ascent == original.ascent);
    CHECK(read[i].descent == original.descent);
    CHECK(read[i].line_gap == original.line_gap);
    REQUIRE(read[i].glyphs.size() == original.glyphs.size());
    for (size_t g = 0; g < original.glyphs.size(); ++g) CHECK(same_glyph(read[i].glyphs[g], original.glyphs[g]));
    REQUIRE(read[i].kerns.size() == original.kerns.size());
    CHECK(read[i].kern('A', 'V') == original.kern('A', 'V'));
    CHECK(read[i].kern('A', 'V') < 0);
  }
}

TEST_CASE("Glyph sets - damaged bytes are refused with a reason") {
  const std::string bytes = write_glyph_sets({read_font("DejaVuSans-Bold.ttf")});
  const auto refuses = [](std::string damaged) {
    std::vector<GlyphSet> sets;
    std::string error;
    const bool read = read_glyph_sets(reinterpret_cast<const uint8_t*>(damaged.data()), damaged.size(), sets, error);
    return !read && !error.empty() && sets.empty();
  };
  SUBCASE("cut short anywhere") {
    for (size_t size = 0; size < bytes.size(); size += 97) CHECK(refuses(bytes.substr(0, size)));
    CHECK(refuses(bytes.substr(0, bytes.size() - 1)));
  }
  SUBCASE("a byte too many") { CHECK(refuses(bytes + '\0')); }
  SUBCASE("another format") { CHECK(refuses("PNG" + bytes.substr(3))); }
  SUBCASE("a later version") {
    std::string later = bytes;
    later[4] = 2;
    CHECK(refuses(later));
  }
  SUBCASE("a huge glyph count") {
    // Set count 1, then metrics: replace the glyph count with 2^30.
    std::string huge = write_glyph_sets({GlyphSet{2048, 1900, -500, 0, {}, {}}});
    huge.resize(huge.size() - 2);  // drop the empty glyph and kerning counts
    huge += std::string("\x80\x80\x80\x80\x04", 5);
    CHECK(refuses(huge));
  }
}

TEST_CASE("Font atlas - every glyph is the TrueType font's own bitmap") {
  const GlyphSet regular = read_font("DejaVuSans.ttf");
  const GlyphSet bold = read_font("DejaVuSans-Bold.ttf");
  const FontAtlasImage image = paint_font_atlas(regular, bold);
  REQUIRE(image.atlas.faces.size() == 28);  // 14 sizes, regular and bold
  int compared = 0;
  for (const bool is_bold : {false, true}) {
    const std::vector<unsigned char> ttf = file_bytes(kFontDir + (is_bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"));
    stbtt_fontinfo font{};
    REQUIRE(stbtt_InitFont(&font, ttf.data(), 0));
    for (const FontFace& face : image.atlas.faces) {
      if (face.bold != is_bold) continue;
      const float scale = stbtt_ScaleForPixelHeight(&font, face.px);
      for (const FontGlyph& g : face.glyphs) {
        int w = 0, h = 0, xoff = 0, yoff = 0;
        unsigned char* expected = stbtt_GetCodepointBitmap(&font, scale, scale, static_cast<int>(g.codepoint), &w, &h, &xoff, &yoff);
        CAPTURE(g.codepoint);
        CAPTURE(face.px);
        REQUIRE(g.w == (expected ? w : 0));
        REQUIRE(g.h == (expected ? h : 0));
        // Coverage is kept in 32 levels: within half a level of stb_truetype's.
        for (int y = 0; y < g.h; ++y) {
          for (int x = 0; x < g.w; ++x) {
            const int got = image.coverage[static_cast<size_t>(g.y + y) * image.atlas.width + g.x + x];
            const int want = expected[y * w + x];
            if (std::abs(got - want) > 5) FAIL_CHECK("pixel " << x << "," << y << ": " << got << " for " << want);
          }
        }
        if (expected) {
          CHECK(g.xoff == xoff);
          CHECK(g.yoff == yoff);
        }
        stbtt_FreeBitmap(expected, nullptr);
        ++compared;
      }
    }
  }
  CHECK(compared > 2000);
}

TEST_CASE("Card cells - the four-colour deck differs only in the suits it recolours") {
  const GlyphSet bold = read_font("DejaVuSans-Bold.ttf");
  const OutlineFont font(bold);
  const CardFonts fonts{font};
  const auto cell = [&](int rank, int suit, const Palette& palette) {
    return paint_card_cell((rank - 2) * 4 + suit, palette, fonts);
  };
  for (const int rank : {2, 10, 12, 14}) {
    CAPTURE(rank);
    CHECK(cell(rank, kSpades, two_colour_palette()) == cell(rank, kSpades, four_colour_palette()));
    CHECK(cell(rank, kClubs, two_colour_palette()) != cell(rank, kClubs, four_colour_palette()));
    CHECK(cell(rank, kDiamonds, two_colour_palette()) != cell(rank, kDiamonds, four_colour_palette()));
  }
  // Every cell is painted: no card is left blank.
  for (int code = 0; code < kCardCellCount; ++code) {
    const std::vector<uint8_t> pixels = paint_card_cell(code, two_colour_palette(), fonts);
    REQUIRE(pixels.size() == static_cast<size_t>(kCellWidth * kCellHeight * 4));
    CHECK(pixels[(kCellHeight / 2 * kCellWidth + kCellWidth / 2) * 4 + 3] == 255);  // opaque in the middle
  }
}
