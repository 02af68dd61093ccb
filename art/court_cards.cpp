// Jack, queen, king and joker. A court is a framed, point-symmetric panel
// around the corner indices holding a bust in each half; the headdress and
// robe colour (king red, queen blue, jack green) tell the ranks apart.
#include <cmath>
#include <string>

#include "art/card_faces.h"

namespace canasta::art {
namespace {

constexpr float kPi = 3.14159265f;
constexpr float kFigureScale = 1.2f;

const Color kCream{252, 246, 226, 255};
const Color kGold{232, 178, 44, 255};
const Color kBlue{36, 74, 160, 255};
const Color kRed{204, 22, 38, 255};
const Color kGreen{28, 140, 70, 255};
const Color kPurple{124, 52, 160, 255};

// The panel fills the card except the two corner-index boxes; `d` insets it.
Path court_panel(float d) {
  constexpr float kL = 12, kT = 12, kNotchX = 60, kNotchY = 108;
  const float r = kCardW - kL, b = kCardH - kT;
  const float nx = kCardW - kNotchX, ny = kCardH - kNotchY;
  Path p;
  p.add_polygon({{kNotchX + d, kT + d},
                 {r - d, kT + d},
                 {r - d, ny - d},
                 {nx - d, ny - d},
                 {nx - d, b - d},
                 {kL + d, b - d},
                 {kL + d, kNotchY + d},
                 {kNotchX + d, kNotchY + d}});
  return p;
}

// Headdresses in a local frame: centred on x = 0, band bottom at y = 0,
// about 64 wide and 44 tall.
Path king_crown() {
  Path p;
  p.add_polygon({{-32, 0}, {-32, -14}, {-36, -40}, {-18, -22}, {0, -46},
                 {18, -22}, {36, -40}, {32, -14}, {32, 0}});
  p.add_circle({-36, -42}, 4.5f);
  p.add_circle({0, -48}, 5.0f);
  p.add_circle({36, -42}, 4.5f);
  return p;
}

Path queen_crown() {
  Path p;
  p.move_to({-30, 0});
  p.line_to({-30, -12});
  for (int i = 0; i < 5; ++i) {
    const float x0 = -30 + i * 12.0f;
    const float h = (i == 2) ? -34.0f : (i == 1 || i == 3) ? -28.0f : -22.0f;
    p.quad_to({x0 + 2, h}, {x0 + 6, h});
    p.quad_to({x0 + 10, h}, {x0 + 12, -12});
  }
  p.line_to({30, 0});
  p.close();
  for (int i = 0; i < 5; ++i) {
    const float h = (i == 2) ? -38.0f : (i == 1 || i == 3) ? -32.0f : -26.0f;
    p.add_circle({-24 + i * 12.0f, h}, 3.5f);
  }
  return p;
}

// A page's cap: a soft dome with a brim and a long feather.
Path jack_cap() {
  Path p;
  p.move_to({-32, 0});
  p.cubic_to({-32, -30}, {28, -36}, {32, -6});
  p.line_to({32, 0});
  p.close();
  p.move_to({-10, -22});
  p.cubic_to({4, -52}, {30, -54}, {42, -44});
  p.cubic_to({26, -42}, {10, -36}, {-2, -18});
  p.close();
  return p;
}

Path headdress(int rank) {
  Path p = rank == 13 ? king_crown() : rank == 12 ? queen_crown() : jack_cap();
  make_clockwise(p);
  return p;
}

// A five-pointed star centred at the origin, point up.
std::vector<Vec2> star_points(float outer, float inner) {
  std::vector<Vec2> pts;
  for (int i = 0; i < 10; ++i) {
    const float r = (i % 2 == 0) ? outer : inner;
    const float a = -kPi / 2 + i * kPi / 5;
    pts.push_back({r * std::cos(a), r * std::sin(a)});
  }
  return pts;
}

// Fills `shape` with `fill` over a slightly grown copy in `ink`, which reads
// as an outline of about `w` units.
void fill_outlined(Canvas& cell, const Path& shape, Color fill, Color ink, const Affine& at,
                   float w = 1.5f) {
  for (float dx : {-w, w}) {
    for (float dy : {-w, w}) cell.fill(shape, ink, at * Affine::translate(dx, dy));
  }
  cell.fill(shape, fill, at);
}

struct CourtLook {
  Color robe;
  Color trim;
  Color hair;
};

CourtLook court_look(int rank) {
  switch (rank) {
    case 13: return {kRed, kGold, Color{236, 236, 236, 255}};
    case 12: return {kBlue, kGold, Color{226, 170, 58, 255}};
    default: return {kGreen, kGold, Color{120, 72, 36, 255}};
  }
}

// The upper half of a court: a bust in robe and headdress; the lower half is
// the same turned.
void paint_court_half(Canvas& cell, int rank, int suit, Color ink, const Affine& m) {
  const CourtLook look = court_look(rank);
  const float fx = 120;  // clear of the corner index
  const float mid = kCardH / 2;
  // The bust is drawn at a base size and enlarged about the robe's bottom centre.
  const Affine figure = m * Affine::translate(fx, mid) * Affine::scale(kFigureScale, kFigureScale) *
                        Affine::translate(-fx, -mid);
  const Affine at = to_cell() * figure;

  Path robe;
  robe.move_to({fx - 44, mid});
  robe.cubic_to({fx - 44, 112}, {fx - 30, 101}, {fx, 101});
  robe.cubic_to({fx + 30, 101}, {fx + 44, 112}, {fx + 44, mid});
  robe.close();
  fill_outlined(cell, robe, look.robe, ink, at);
  Path band;
  band.add_rect(fx - 7, 101, 14, mid - 101);
  cell.fill(band, look.trim, at);
  Path emblem;
  emblem.add_circle({fx, 121}, 10.5f);
  fill_outlined(cell, emblem, kCream, ink, at, 1.0f);
  fill_suit(cell, suit, fx, 121.5f, 12.5f, ink, figure);

  if (rank == 12) {  // long hair falls behind the shoulders
    Path hair;
    hair.add_ellipse({fx, 86}, 20, 22);
    fill_outlined(cell, hair, look.hair, ink, at, 1.2f);
  }
  Path collar;
  collar.add_ellipse({fx, 101}, 22, 6);
  fill_outlined(cell, collar, Color{255, 255, 255, 255}, ink, at, 1.2f);
  if (rank == 11) {
    Path hair;
    hair.add_ellipse({fx, 78}, 17, 15);
    fill_outlined(cell, hair, look.hair, ink, at, 1.2f);
  }
  Path face;
  face.add_circle({fx, 82}, 14);
  fill_outlined(cell, face, Color{246, 214, 182, 255}, ink, at, 1.2f);
  if (rank == 13) {
    Path beard;
    beard.move_to({fx - 14, 82});
    beard.cubic_to({fx - 12, 100}, {fx - 4, 106}, {fx, 106});
    beard.cubic_to({fx + 4, 106}, {fx + 12, 100}, {fx + 14, 82});
    beard.quad_to({fx, 92}, {fx - 14, 82});
    beard.close();
    make_clockwise(beard);
    fill_outlined(cell, beard, look.hair, ink, at, 1.2f);
  }
  Path eyes;
  eyes.add_circle({fx - 5, 80}, 1.7f);
  eyes.add_circle({fx + 5, 80}, 1.7f);
  cell.fill(eyes, ink, at);

  const float crown_scale = rank == 11 ? 0.62f : 0.55f;
  const Affine crown_at = at * Affine::translate(fx, rank == 11 ? 74.0f : 70.0f) *
                          Affine::scale(crown_scale, crown_scale);
  fill_outlined(cell, headdress(rank), rank == 11 ? kRed : kGold, ink, crown_at, 2.4f);

  fill_suit(cell, suit, 36, 123, 24, ink, m);
}

}  // namespace

void paint_court(Canvas& cell, int rank, int suit, const Palette& palette) {
  const Color ink = palette.suit[suit];
  cell.fill(court_panel(0), ink, to_cell());
  cell.fill(court_panel(2.5f), kCream, to_cell());
  cell.fill(court_panel(5.5f), kGold, to_cell());
  cell.fill(court_panel(6.75f), kCream, to_cell());
  for (const Affine& m : {Affine{}, half_turn()}) paint_court_half(cell, rank, suit, ink, m);
  Path divider;
  divider.add_rect(14.5f, kCardH / 2 - 1, kCardW - 29, 2);
  cell.fill(divider, ink, to_cell());
}

void paint_joker(Canvas& cell, const Palette& palette, const CardFonts& fonts) {
  const Color ink = palette.joker_ink;
  const float cx = kCardW / 2, cy = kCardH / 2;

  // Centre: a star whose points are split light/dark in five colours.
  const Color colours[5] = {kRed, kBlue, kGold, kGreen, kPurple};
  const std::vector<Vec2> star = star_points(54, 22);
  Path back;
  back.add_polygon(star_points(59, 25));
  cell.fill(back, ink, to_cell() * Affine::translate(cx, cy + 4));
  for (int i = 0; i < 5; ++i) {
    const Vec2 tip = star[static_cast<size_t>(2 * i)];
    const Vec2 left = star[static_cast<size_t>((2 * i + 9) % 10)];
    const Vec2 right = star[static_cast<size_t>(2 * i + 1)];
    Path a, b;
    a.add_polygon({{0, 0}, left, tip});
    b.add_polygon({{0, 0}, tip, right});
    make_clockwise(a);
    make_clockwise(b);
    const Affine at = to_cell() * Affine::translate(cx, cy + 4);
    cell.fill(a, colours[i], at);
    cell.fill(b, mix(colours[i], Color{255, 255, 255, 255}, 0.35f), at);
  }

  // Corners: a small star over the word written downwards, as on real jokers.
  for (const Affine& m : {Affine{}, half_turn()}) {
    Path s;
    s.add_polygon(star_points(20, 8));
    make_clockwise(s);
    cell.fill(s, kRed, to_cell() * m * Affine::translate(29, 33));
    const char* word = "JOKER";
    for (int i = 0; i < 5; ++i) {
      fill_text(cell, fonts.bold, std::string(1, word[i]), 29, 80 + i * 27.0f, 21,
                i % 2 == 0 ? ink : kRed, m);
    }
  }
}

}  // namespace canasta::art
