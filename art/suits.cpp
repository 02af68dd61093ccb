#include "art/suits.h"

#include <algorithm>

namespace canasta::art {
namespace {

float signed_area(const std::vector<Path::Point>& c) {
  float a = 0;
  for (size_t i = 0; i < c.size(); ++i) {
    const Vec2 p = c[i].p, q = c[(i + 1) % c.size()].p;
    a += p.x * q.y - q.x * p.y;
  }
  return a / 2;
}

// One half of the heart (the right one), from the cleft to the point.
void heart_right(Path& p) {
  p.cubic_to({0.05f, -0.42f}, {0.15f, -0.48f}, {0.26f, -0.48f});
  p.cubic_to({0.40f, -0.48f}, {0.50f, -0.38f}, {0.50f, -0.22f});
  p.cubic_to({0.50f, 0.02f}, {0.22f, 0.22f}, {0.0f, 0.50f});
}

Path heart() {
  Path p;
  p.move_to({0.0f, -0.30f});
  heart_right(p);
  p.cubic_to({-0.22f, 0.22f}, {-0.50f, 0.02f}, {-0.50f, -0.22f});
  p.cubic_to({-0.50f, -0.38f}, {-0.40f, -0.48f}, {-0.26f, -0.48f});
  p.cubic_to({-0.15f, -0.48f}, {-0.05f, -0.42f}, {0.0f, -0.30f});
  p.close();
  return p;
}

Path diamond() {
  Path p;
  p.move_to({0.0f, -0.5f});
  p.quad_to({0.17f, -0.22f}, {0.40f, 0.0f});
  p.quad_to({0.17f, 0.22f}, {0.0f, 0.5f});
  p.quad_to({-0.17f, 0.22f}, {-0.40f, 0.0f});
  p.quad_to({-0.17f, -0.22f}, {0.0f, -0.5f});
  p.close();
  return p;
}

// The flared foot shared by spades and clubs.
void add_stem(Path& p, float top) {
  p.move_to({-0.05f, top});
  p.line_to({0.05f, top});
  p.quad_to({0.07f, 0.38f}, {0.22f, 0.5f});
  p.line_to({-0.22f, 0.5f});
  p.quad_to({-0.07f, 0.38f}, {-0.05f, top});
  p.close();
}

Path spade() {
  Path p;
  // The heart upside down and a little squat, its point at the top.
  p.append(heart(), Affine{1.0f, 0, 0, 0, -0.78f, -0.11f});
  add_stem(p, 0.05f);
  return p;
}

Path club() {
  Path p;
  const float r = 0.225f;
  p.add_circle({0.0f, -0.275f}, r);
  p.add_circle({-0.275f, 0.085f}, r);
  p.add_circle({0.275f, 0.085f}, r);
  p.add_polygon({{0.0f, -0.2f}, {0.2f, 0.1f}, {0.0f, 0.18f}, {-0.2f, 0.1f}});
  add_stem(p, 0.0f);
  return p;
}

}  // namespace

void make_clockwise(Path& path) {
  Path out;
  for (const auto& c : path.contours()) {
    std::vector<Path::Point> pts = c;
    if (signed_area(pts) < 0) std::reverse(pts.begin(), pts.end());
    Path one;
    // Rebuild the contour point by point, keeping the curve kinds.
    one.move_to(pts[0].p);
    for (size_t i = 1; i < pts.size(); ++i) {
      if (pts[i].kind == Path::Kind::kOn) {
        one.line_to(pts[i].p);
      } else if (pts[i].kind == Path::Kind::kQuadControl) {
        one.quad_to(pts[i].p, pts[i + 1].p);
        ++i;
      } else {
        one.cubic_to(pts[i].p, pts[i + 1].p, pts[i + 2].p);
        i += 2;
      }
    }
    one.close();
    out.append(one, {});
  }
  path = out;
}

Path suit_path(int suit) {
  Path p;
  switch (suit) {
    case kClubs: p = club(); break;
    case kDiamonds: p = diamond(); break;
    case kHearts: p = heart(); break;
    default: p = spade(); break;
  }
  make_clockwise(p);
  return p;
}

float suit_aspect(int suit) { return suit == kDiamonds ? 0.8f : 1.0f; }

Palette two_colour_palette() {
  const Color red{204, 22, 38, 255};
  const Color black{22, 22, 26, 255};
  return {{black, red, red, black}, black};
}

Palette four_colour_palette() {
  const Color red{204, 22, 38, 255};
  const Color black{22, 22, 26, 255};
  const Color blue{22, 88, 204, 255};
  const Color green{28, 148, 58, 255};
  return {{green, blue, red, black}, black};
}

}  // namespace canasta::art
