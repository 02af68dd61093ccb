// The corner index of every card reads in a meld column, where the next card
// covers all of it below kIndexRankBottom: the rank letter's ink (a Q's tail
// included) ends there, and the white under it stays white down to the suit.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "art/card_atlas.h"
#include "art/card_faces.h"
#include "art/outline_font.h"
#include "tools/gen_assets/ttf_glyphs.h"

using namespace canasta::art;

namespace {

// Dark enough to be ink on the white face (the face's own anti-aliased
// border stays outside the columns looked at).
bool ink_at(const std::vector<uint8_t>& pixels, int x, int y) {
  const uint8_t* p = &pixels[static_cast<size_t>((y * kCellWidth + x) * 4)];
  return p[0] < 200 || p[1] < 200 || p[2] < 200;
}

}  // namespace

TEST_CASE("Card faces - the rank letter ends where a meld column's next card begins") {
  GlyphSet bold;
  std::string error;
  REQUIRE_MESSAGE(gen_assets::read_ttf_glyphs("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", bold, error), error);
  const OutlineFont font(bold);
  const CardFonts fonts{font};
  // Rows from just under kIndexRankBottom to just above the index's suit
  // (kRankCap + 8 under kIndexTop), across the index column.
  const int first_row = kCardMargin + static_cast<int>(kIndexRankBottom) + 1;
  const int last_row = kCardMargin + static_cast<int>(kIndexTop + kRankCap + 8.0f) - 1;
  REQUIRE(first_row <= last_row);
  int letters_seen = 0;
  for (int code = 0; code < 52; ++code) {  // the joker's corner is a star, no letter
    CAPTURE(code);
    const std::vector<uint8_t> pixels = paint_card_cell(code, two_colour_palette(), fonts);
    int stray = 0;
    for (int y = first_row; y <= last_row; ++y)
      for (int x = kCardMargin + 6; x < kCardMargin + 48; ++x) stray += ink_at(pixels, x, y) ? 1 : 0;
    CHECK(stray == 0);
    // The letter itself is there, just above the line.
    int letter = 0;
    for (int x = kCardMargin + 6; x < kCardMargin + 48; ++x)
      letter += ink_at(pixels, x, kCardMargin + static_cast<int>(kIndexTop + kRankCap) - 4) ? 1 : 0;
    letters_seen += letter > 0 ? 1 : 0;
  }
  CHECK(letters_seen == 52);
}
