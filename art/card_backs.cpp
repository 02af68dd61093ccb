// Card backs: a white margin around a deep field with a fine diamond lattice
// and a medallion of the four suits, in blue or red.
#include <algorithm>
#include <cmath>

#include "art/card_faces.h"

namespace canasta::art {
namespace {

struct BackColours {
  Color field;
  Color line;
};

// Clips the line through `p` with direction (dx, dy) to the box; false if it misses.
bool clip_line(Vec2 p, float dx, float dy, float x0, float y0, float x1, float y1, Vec2& a, Vec2& b) {
  float t0 = -1e9f, t1 = 1e9f;
  auto clip = [&](float origin, float dir, float lo, float hi) {
    if (dir == 0) return origin >= lo && origin <= hi;
    float ta = (lo - origin) / dir, tb = (hi - origin) / dir;
    if (ta > tb) std::swap(ta, tb);
    t0 = std::max(t0, ta);
    t1 = std::min(t1, tb);
    return t0 < t1;
  };
  if (!clip(p.x, dx, x0, x1) || !clip(p.y, dy, y0, y1)) return false;
  a = {p.x + t0 * dx, p.y + t0 * dy};
  b = {p.x + t1 * dx, p.y + t1 * dy};
  return true;
}

}  // namespace

void paint_back(Canvas& cell, bool red) {
  const BackColours c = red ? BackColours{{160, 28, 40, 255}, {224, 112, 118, 255}}
                            : BackColours{{26, 58, 132, 255}, {104, 146, 218, 255}};
  paint_blank_face(cell);
  constexpr float kInset = 10, kRadius = 7;
  const float fw = kCardW - 2 * kInset, fh = kCardH - 2 * kInset;
  Path field;
  field.add_rounded_rect(kInset, kInset, fw, fh, kRadius);
  cell.fill(field, c.field, to_cell());

  // Lattice of diagonals centred on the card so it is point-symmetric.
  constexpr float kStep = 15.0f, kLine = 1.3f, kPad = 5.0f;
  Path lattice;
  const float cx = kCardW / 2, cy = kCardH / 2;
  for (int i = -30; i <= 30; ++i) {
    for (float dir : {1.0f, -1.0f}) {
      Vec2 a, b;
      const Vec2 p{cx + i * kStep * std::sqrt(2.0f), cy};
      if (clip_line(p, dir, 1, kInset + kPad, kInset + kPad, kCardW - kInset - kPad,
                    kCardH - kInset - kPad, a, b)) {
        lattice.add_segment(a, b, kLine);
      }
    }
  }
  cell.fill(lattice, c.line, to_cell());

  // A frame line hides the clipped ends of the lattice.
  Path frame;
  frame.add_rounded_rect(kInset + kPad - 1.5f, kInset + kPad - 1.5f, fw - 2 * kPad + 3,
                         fh - 2 * kPad + 3, 4);
  frame.add_rounded_rect(kInset + kPad + 1.0f, kInset + kPad + 1.0f, fw - 2 * kPad - 2,
                         fh - 2 * kPad - 2, 3, true);
  cell.fill(frame, c.line, to_cell());

  // Medallion: a ringed disc with the four suits around a small diamond.
  Path disc;
  disc.add_circle({cx, cy}, 44);
  cell.fill(disc, c.line, to_cell());
  Path inner;
  inner.add_circle({cx, cy}, 41);
  cell.fill(inner, c.field, to_cell());
  Path ring;
  ring.add_circle({cx, cy}, 37);
  ring.add_circle({cx, cy}, 36, true);
  cell.fill(ring, c.line, to_cell());
  const float r = 19;
  fill_suit(cell, kSpades, cx, cy - r, 20, c.line, {});
  fill_suit(cell, kHearts, cx + r, cy, 20, c.line, {});
  fill_suit(cell, kClubs, cx, cy + r, 20, c.line, {}, true);
  fill_suit(cell, kDiamonds, cx - r, cy, 20, c.line, {});
}

}  // namespace canasta::art
