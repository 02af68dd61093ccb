// Headless checks of the text and card plumbing: UTF-8 decoding, the font
// atlas's lookups, text measuring and wrapping, and the card atlas layout.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "frontend/table/card_art.h"
#include "frontend/table/text.h"

namespace assets_test {

using namespace canasta;

namespace {

// Decodes the whole string.
std::vector<char32_t> decode_all(std::string_view s) {
  std::vector<char32_t> out;
  for (size_t pos = 0; pos < s.size();) out.push_back(decode_utf8(s, pos));
  return out;
}

// Two regular faces and one bold, with easy numbers: at px 10 'A' advances
// 6, 'V' 5, ' ' 3, '?' 4; "AV" kerns by -100/1000 of the pixel height.
FontGlyph glyph(char32_t cp, int x, int y, int w, int h, float xoff, float yoff, float advance) {
  return FontGlyph{cp, x, y, w, h, xoff, yoff, advance};
}

FontAtlas sample_atlas() {
  FontAtlas atlas;
  atlas.width = 64;
  atlas.height = 32;
  FontFace small{false, 10, 8, -2, 0, {}, {}};
  small.glyphs = {glyph('A', 0, 0, 6, 8, 0, -8, 6), glyph('V', 7, 0, 5, 8, 0, -8, 5),
                  glyph(' ', 0, 0, 0, 0, 0, 0, 3), glyph('?', 13, 0, 4, 8, 0, -8, 4),
                  glyph(0x2660, 18, 0, 7, 7, 0.5f, -7, 8)};
  FontFace big{false, 20, 16, -4, 0, {}, {}};
  big.glyphs = {glyph('A', 0, 10, 12, 16, 0, -16, 12), glyph(' ', 0, 0, 0, 0, 0, 0, 6)};
  FontFace bold{true, 20, 16, -4, 1, {}, {}};
  bold.glyphs = {glyph('A', 20, 10, 13, 16, 0, -16, 13.5f)};
  // Out of order on purpose: index() sorts faces and glyphs.
  atlas.faces = {bold, big, small};
  atlas.kerns[0] = {{'A', 'V', -100}};
  atlas.index();
  return atlas;
}

}  // namespace

TEST_CASE("UTF-8 - code points of one to four bytes") {
  CHECK(decode_all("Az") == std::vector<char32_t>{'A', 'z'});
  CHECK(decode_all("\xC3\xA9") == std::vector<char32_t>{0xE9});             // é
  CHECK(decode_all("\xE2\x82\xAC\xE2\x99\xA0") == std::vector<char32_t>{0x20AC, 0x2660});
  CHECK(decode_all("\xF0\x9F\x83\x8F") == std::vector<char32_t>{0x1F0CF});  // joker emoji
}

TEST_CASE("UTF-8 - malformed input becomes U+FFFD one byte at a time") {
  SUBCASE("stray continuation byte") {
    CHECK(decode_all("\x80" "A") == std::vector<char32_t>{0xFFFD, 'A'});
  }
  SUBCASE("truncated sequence") {
    CHECK(decode_all("\xE2\x82") == std::vector<char32_t>{0xFFFD, 0xFFFD});
  }
  SUBCASE("overlong encoding") {
    CHECK(decode_all("\xC0\xAF") == std::vector<char32_t>{0xFFFD, 0xFFFD});
  }
  SUBCASE("surrogate") {
    CHECK(decode_all("\xED\xA0\x80").front() == 0xFFFD);
  }
  SUBCASE("continuation missing") {
    CHECK(decode_all("\xC3" "A") == std::vector<char32_t>{0xFFFD, 'A'});
  }
}

TEST_CASE("Font atlas - faces in order, glyphs found by code point") {
  const FontAtlas atlas = sample_atlas();
  CHECK(atlas.width == 64);
  CHECK(atlas.height == 32);
  REQUIRE(atlas.faces.size() == 3);
  CHECK_FALSE(atlas.faces[0].bold);
  CHECK(atlas.faces[0].px == 10);
  CHECK(atlas.faces[2].bold);
  CHECK(atlas.faces[2].line_gap == 1);

  const FontGlyph* spade = atlas.faces[0].find(0x2660);
  REQUIRE(spade != nullptr);
  CHECK(spade->x == 18);
  CHECK(spade->w == 7);
  CHECK(spade->xoff == doctest::Approx(0.5));
  CHECK(spade->yoff == doctest::Approx(-7));
  CHECK(atlas.faces[2].find('A')->advance == doctest::Approx(13.5));

  SUBCASE("unknown code points fall back to '?'") {
    CHECK(atlas.faces[0].find(0xE9)->codepoint == '?');
    CHECK(atlas.faces[0].find(0x1F0CF)->codepoint == '?');
    CHECK(atlas.faces[1].find('Z') == nullptr);  // this face has no '?'
  }
  SUBCASE("kerning pairs belong to a style") {
    CHECK(atlas.kern(false, 'A', 'V') == -100);
    CHECK(atlas.kern(false, 'V', 'A') == 0);
    CHECK(atlas.kern(true, 'A', 'V') == 0);
  }
}

TEST_CASE("Font atlas - choosing the face for a pixel height") {
  const FontAtlas atlas = sample_atlas();
  CHECK(atlas.pick(8, false)->px == 10);    // smallest face not smaller
  CHECK(atlas.pick(10, false)->px == 10);
  CHECK(atlas.pick(14, false)->px == 20);
  CHECK(atlas.pick(40, false)->px == 20);   // largest, scaled up
  CHECK(atlas.pick(10, true)->bold);        // bold stays bold, scaled down
  FontAtlas regular_only = atlas;
  regular_only.faces.pop_back();
  CHECK_FALSE(regular_only.pick(20, true)->bold);
}

// Text within half a pixel of a face's own size is drawn at that size, 1:1
// from the atlas: a browser then has nothing to resample, and Firefox's
// small text reads as Chromium's.
TEST_CASE("Font atlas - text near a face's size snaps to it") {
  const FontAtlas atlas = sample_atlas();
  CHECK(atlas.snap(10.4f, false) == 10);
  CHECK(atlas.snap(9.6f, false) == 10);
  CHECK(atlas.snap(19.7f, true) == 20);
  CHECK(atlas.snap(10.4f, true) == 10.4f);  // no bold face of 10 px
  CHECK(atlas.snap(14.3f, false) == 14.3f);  // between faces: scaled
  // Measured at the snapped size: "A" is 6 px wide at 10 px, not 6.24.
  CHECK(measure_text(atlas, "A", 10.4f, false) == doctest::Approx(6));
  CHECK(line_height(atlas, 10.4f) == doctest::Approx(10));
}

TEST_CASE("Text - measuring") {
  const FontAtlas atlas = sample_atlas();
  CHECK(measure_text(atlas, "", 10, false) == 0);
  CHECK(measure_text(atlas, "A", 10, false) == doctest::Approx(6));
  CHECK(measure_text(atlas, "A A", 10, false) == doctest::Approx(15));
  // Kerning: 6 + 5 - 100 * 10 / 1000.
  CHECK(measure_text(atlas, "AV", 10, false) == doctest::Approx(10));
  // Scaled from the 10 px face: half size.
  CHECK(measure_text(atlas, "AV", 5, false) == doctest::Approx(5));
  // From the 20 px face at its own size; '\n' ends the line.
  CHECK(measure_text(atlas, "A\nAAAA", 20, false) == doctest::Approx(12));
  // Unknown characters measure as '?'.
  CHECK(measure_text(atlas, "\xC3\xA9", 10, false) == doctest::Approx(4));
  CHECK(measure_text(atlas, "\xE2\x99\xA0", 10, false) == doctest::Approx(8));
  CHECK(measure_text(atlas, "A", 20, true) == doctest::Approx(13.5));
}

TEST_CASE("Text - word wrapping") {
  const FontAtlas atlas = sample_atlas();
  std::vector<std::string_view> lines;
  // Each "AA" is 12 wide, a space 3.
  SUBCASE("breaks at spaces and drops them") {
    wrap_text(atlas, "AA AA AA", 10, false, 27, lines);
    CHECK(lines == std::vector<std::string_view>{"AA AA", "AA"});
  }
  SUBCASE("everything fits") {
    wrap_text(atlas, "AA AA", 10, false, 100, lines);
    CHECK(lines == std::vector<std::string_view>{"AA AA"});
  }
  SUBCASE("a word wider than the line is cut") {
    wrap_text(atlas, "AAAAA", 10, false, 13, lines);
    CHECK(lines == std::vector<std::string_view>{"AA", "AA", "A"});
  }
  SUBCASE("a narrow line still takes one character") {
    wrap_text(atlas, "AA", 10, false, 1, lines);
    CHECK(lines == std::vector<std::string_view>{"A", "A"});
  }
  SUBCASE("explicit newlines") {
    wrap_text(atlas, "A\n\nA", 10, false, 100, lines);
    CHECK(lines == std::vector<std::string_view>{"A", "", "A"});
  }
  SUBCASE("empty text is one empty line") {
    wrap_text(atlas, "", 10, false, 100, lines);
    CHECK(lines == std::vector<std::string_view>{""});
  }
  SUBCASE("the vector is reused") {
    wrap_text(atlas, "AA AA AA", 10, false, 12, lines);
    CHECK(lines.size() == 3);
    wrap_text(atlas, "A", 10, false, 12, lines);
    CHECK(lines.size() == 1);
  }
}

TEST_CASE("Text - clamping to a number of lines with an ellipsis") {
  const FontAtlas atlas = sample_atlas();
  // Each "AA" is 12 wide, a space 3, "…" (not in this atlas) 4 like '?'.
  CHECK(clamp_lines(atlas, "AA AA", 10, false, 100, 2) == "AA AA");      // fits: unchanged
  CHECK(clamp_lines(atlas, "AA AA AA", 10, false, 27, 2) == "AA AA\nAA");  // two lines are allowed
  // A third line is left out, and the second ("AA AA", 27) makes room for
  // the "…": 21 + 4.
  CHECK(clamp_lines(atlas, "AA AA AA AA AA AA", 10, false, 27, 2) == "AA AA\nAA A\xE2\x80\xA6");
  SUBCASE("a 60 KB title is two lines, its second cut short") {
    std::string title;
    while (title.size() < 60000) title += "AA ";
    const std::string shown = clamp_lines(atlas, title, 10, false, 27, 2);
    CHECK(shown == "AA AA\nAA A\xE2\x80\xA6");
  }
  SUBCASE("one word longer than the text allowed, cut inside and never in a character's middle") {
    std::string title;
    for (int i = 0; i < 30000; ++i) title += "\xC3\xA9";  // é, 4 wide here
    const std::string shown = clamp_lines(atlas, title, 10, false, 20, 2);
    const size_t eol = shown.find('\n');
    REQUIRE(eol != std::string::npos);
    CHECK(shown.substr(0, eol) == "\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9");      // 5 × 4 = 20
    CHECK(shown.substr(eol + 1) == "\xC3\xA9\xC3\xA9\xC3\xA9\xC3\xA9\xE2\x80\xA6");  // 4 × 4 + 4
    std::vector<std::string_view> lines;
    wrap_text(atlas, shown, 10, false, 20, lines);
    CHECK(lines.size() == 2);  // drawn as the two lines it is
  }
}

TEST_CASE("Card atlas - cell of each card code") {
  auto same = [](SDL_Rect a, SDL_Rect b) {
    return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h;
  };
  CHECK(same(card_cell_rect(0), SDL_Rect{0, 0, 200, 280}));           // two of clubs
  CHECK(same(card_cell_rect(10), SDL_Rect{2000, 0, 200, 280}));
  CHECK(same(card_cell_rect(11), SDL_Rect{0, 280, 200, 280}));        // next row
  CHECK(same(card_cell_rect(51), SDL_Rect{1400, 1120, 200, 280}));    // ace of spades
  CHECK(same(card_cell_rect(kJokerCode), SDL_Rect{1600, 1120, 200, 280}));
  CHECK(same(card_cell_rect(kBackBlue), SDL_Rect{1800, 1120, 200, 280}));
  CHECK(same(card_cell_rect(kBackRed), SDL_Rect{2000, 1120, 200, 280}));
  CHECK(same(card_cell_rect(-1), card_cell_rect(kBackBlue)));
  CHECK(same(card_cell_rect(99), card_cell_rect(kBackBlue)));
}

TEST_CASE("Card atlas - the transparent margin falls outside the requested rect") {
  // The visible card is 196 x 276 of the 200 x 280 cell.
  const SDL_FRect dst = card_cell_dest(SDL_FRect{10, 20, 98, 138});
  CHECK(dst.x == doctest::Approx(9));
  CHECK(dst.y == doctest::Approx(19));
  CHECK(dst.w == doctest::Approx(100));
  CHECK(dst.h == doctest::Approx(140));
  CHECK(kCardAspect == doctest::Approx(196.0 / 276.0));
}

}  // namespace assets_test
