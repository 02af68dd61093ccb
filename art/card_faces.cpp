#include "art/card_faces.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace canasta::art {
namespace {

// Corner index: big enough to read when the card is drawn ~45 px wide and
// only its left edge shows in a fanned hand (its top and rank bottom are in
// the header: a meld column shows that much of each card).
constexpr float kIndexCenterX = 27.0f;
constexpr float kIndexSuitSize = 30.0f;
constexpr float kIndexGap = 8.0f;

// Pips of the number cards: two outer columns and a centre column, with the
// top row low enough to clear the corner index.
constexpr float kPipSize = 28.0f;
constexpr float kPipColumnOffset = 31.0f;
constexpr float kPipTop = 68.0f;
constexpr float kPipBottom = kCardH - kPipTop;

const Color kWhite{255, 255, 255, 255};
const Color kBorder{178, 178, 186, 255};

struct Pip {
  int column;  // -1, 0, +1
  float row;   // 0 = top row, 1 = bottom row
};

// The classic French layouts; pips below the middle are drawn turned.
std::vector<Pip> pip_layout(int rank) {
  constexpr float kThird = 1.0f / 3, kTwoThirds = 2.0f / 3;
  switch (rank) {
    case 2: return {{0, 0}, {0, 1}};
    case 3: return {{0, 0}, {0, 0.5f}, {0, 1}};
    case 4: return {{-1, 0}, {1, 0}, {-1, 1}, {1, 1}};
    case 5: return {{-1, 0}, {1, 0}, {0, 0.5f}, {-1, 1}, {1, 1}};
    case 6: return {{-1, 0}, {1, 0}, {-1, 0.5f}, {1, 0.5f}, {-1, 1}, {1, 1}};
    case 7: return {{-1, 0}, {1, 0}, {0, 0.25f}, {-1, 0.5f}, {1, 0.5f}, {-1, 1}, {1, 1}};
    case 8:
      return {{-1, 0}, {1, 0}, {0, 0.25f}, {-1, 0.5f}, {1, 0.5f}, {0, 0.75f}, {-1, 1}, {1, 1}};
    case 9:
      return {{-1, 0}, {1, 0}, {-1, kThird}, {1, kThird}, {0, 0.5f},
              {-1, kTwoThirds}, {1, kTwoThirds}, {-1, 1}, {1, 1}};
    default:
      return {{-1, 0}, {1, 0}, {0, 1.0f / 6}, {-1, kThird}, {1, kThird},
              {-1, kTwoThirds}, {1, kTwoThirds}, {0, 5.0f / 6}, {-1, 1}, {1, 1}};
  }
}

std::string rank_text(int rank) {
  switch (rank) {
    case 14: return "A";
    case 13: return "K";
    case 12: return "Q";
    case 11: return "J";
    default: return std::to_string(rank);
  }
}

void paint_pips(Canvas& cell, int rank, int suit, Color color) {
  for (const Pip& pip : pip_layout(rank)) {
    const float x = kCardW / 2 + pip.column * kPipColumnOffset;
    const float y = kPipTop + pip.row * (kPipBottom - kPipTop);
    fill_suit(cell, suit, x, y, kPipSize, color, {}, pip.row > 0.5f);
  }
}

void paint_ace(Canvas& cell, int suit, Color color) {
  const float cx = kCardW / 2, cy = kCardH / 2;
  if (suit == kSpades) {
    // The ace of spades traditionally carries the ornament of the pack.
    Path ring;
    ring.add_circle({cx, cy}, 62);
    ring.add_circle({cx, cy}, 59, true);
    ring.add_circle({cx, cy}, 55);
    ring.add_circle({cx, cy}, 54, true);
    cell.fill(ring, color, to_cell());
    fill_suit(cell, suit, cx, cy, 86, color, {});
    return;
  }
  fill_suit(cell, suit, cx, cy, 76, color, {});
}

}  // namespace

void paint_blank_face(Canvas& cell) {
  Path outer;
  outer.add_rounded_rect(0, 0, kCardW, kCardH, kCornerRadius);
  cell.fill(outer, kBorder, to_cell());
  Path inner;
  inner.add_rounded_rect(1.25f, 1.25f, kCardW - 2.5f, kCardH - 2.5f, kCornerRadius - 1.25f);
  cell.fill(inner, kWhite, to_cell());
}

void fill_text(Canvas& cell, const OutlineFont& font, std::string_view text, float center_x,
               float baseline, float cap, Color color, const Affine& m, float squeeze,
               float tracking) {
  Path glyphs;
  font.text_path(text, glyphs, tracking);
  float min_x = 0, max_x = 0;
  font.ink_extent(text, min_x, max_x, tracking);
  const float s = cap / font.cap_height();
  const float sx = s * squeeze;
  const Affine local = Affine::translate(center_x - (min_x + max_x) / 2 * sx, baseline) *
                       Affine::scale(sx, s);
  cell.fill(glyphs, color, to_cell() * m * local);
}

void fill_suit(Canvas& cell, int suit, float x, float y, float size, Color color, const Affine& m,
               bool upside_down) {
  const float turn = upside_down ? -1.0f : 1.0f;
  const Affine local = Affine::translate(x, y) * Affine::scale(size * turn, size * turn);
  cell.fill(suit_path(suit), color, to_cell() * m * local);
}

void paint_indices(Canvas& cell, std::string_view rank, int suit, Color color,
                   const CardFonts& fonts) {
  // Letters are condensed a little to keep the index column narrow; "10" is
  // two digits in the room of one letter and is condensed much more.
  const bool ten = rank.size() > 1;
  const float squeeze = ten ? 0.60f : 0.86f;
  const float tracking = ten ? -0.04f : 0.0f;
  // A letter that descends (J, Q) is shrunk until its tail ends at
  // kIndexRankBottom: under it the next card of a meld column begins, and a
  // Q whose tail is covered reads as an O.
  const float cap_h = fonts.bold.cap_height();
  const float descent = rank.size() == 1 ? fonts.bold.descent_of(static_cast<unsigned char>(rank[0])) : 0.0f;
  const float cap = std::min(kRankCap, (kIndexRankBottom - kIndexTop) * cap_h / (cap_h + descent));
  const float baseline = kIndexTop + cap;
  const float suit_y = kIndexTop + kRankCap + kIndexGap + kIndexSuitSize / 2;
  for (const Affine& m : {Affine{}, half_turn()}) {
    fill_text(cell, fonts.bold, rank, kIndexCenterX, baseline, cap, color, m, squeeze, tracking);
    fill_suit(cell, suit, kIndexCenterX, suit_y, kIndexSuitSize, color, m);
  }
}

void paint_card(Canvas& cell, int code, const Palette& palette, const CardFonts& fonts) {
  if (code == kBackBlueCode || code == kBackRedCode) {
    paint_back(cell, code == kBackRedCode);
    return;
  }
  paint_blank_face(cell);
  if (code == kJokerCode) {
    paint_joker(cell, palette, fonts);
    return;
  }
  const int rank = code / 4 + 2;
  const int suit = code % 4;
  const Color ink = palette.suit[suit];
  paint_indices(cell, rank_text(rank), suit, ink, fonts);
  if (rank == 14) {
    paint_ace(cell, suit, ink);
  } else if (rank >= 11) {
    paint_court(cell, rank, suit, palette);
  } else {
    paint_pips(cell, rank, suit, ink);
  }
}

}  // namespace canasta::art
