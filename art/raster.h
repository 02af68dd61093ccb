// A small RGBA canvas with anti-aliased filled paths: everything gen_assets
// draws (suits, glyph outlines, frames, patterns) goes through `Canvas::fill`.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace canasta::art {

struct Vec2 {
  float x = 0;
  float y = 0;
};

// x' = a*x + b*y + c, y' = d*x + e*y + f.
struct Affine {
  float a = 1, b = 0, c = 0;
  float d = 0, e = 1, f = 0;

  static Affine translate(float tx, float ty) { return {1, 0, tx, 0, 1, ty}; }
  static Affine scale(float sx, float sy) { return {sx, 0, 0, 0, sy, 0}; }
  static Affine rotate(float radians);
  Vec2 apply(Vec2 p) const { return {a * p.x + b * p.y + c, d * p.x + e * p.y + f}; }
};
// (lhs * rhs) applies rhs first.
Affine operator*(const Affine& lhs, const Affine& rhs);

// Straight (non-premultiplied) 8-bit colour.
struct Color {
  uint8_t r = 0, g = 0, b = 0, a = 255;
};
Color with_alpha(Color c, float alpha);
Color mix(Color x, Color y, float t);  // t = 0 gives x

// Closed contours of lines and Bézier curves. Curves are kept as control
// points and flattened at fill time, after the transform, so the tolerance is
// in output pixels. Contours of the same orientation add up under the
// non-zero rule; a contour wound the other way cuts a hole.
class Path {
 public:
  void move_to(Vec2 p);
  void line_to(Vec2 p);
  void quad_to(Vec2 c, Vec2 p);
  void cubic_to(Vec2 c1, Vec2 c2, Vec2 p);
  void close();

  // Shapes below are wound clockwise on screen (y down) unless `reverse`.
  void add_rect(float x, float y, float w, float h, bool reverse = false);
  void add_rounded_rect(float x, float y, float w, float h, float radius, bool reverse = false);
  void add_circle(Vec2 center, float radius, bool reverse = false);
  void add_ellipse(Vec2 center, float rx, float ry, bool reverse = false);
  void add_polygon(const std::vector<Vec2>& points);  // kept as given
  // A straight bar of `width` between a and b, wound clockwise.
  void add_segment(Vec2 a, Vec2 b, float width);
  void append(const Path& other, const Affine& transform);

  enum class Kind : uint8_t { kOn, kQuadControl, kCubicControl };
  struct Point {
    Vec2 p;
    Kind kind;
  };
  // Each contour starts with an on-curve point and is implicitly closed.
  const std::vector<std::vector<Point>>& contours() const { return contours_; }
  bool empty() const { return contours_.empty(); }

 private:
  std::vector<std::vector<Point>> contours_;
  bool open_ = false;
};

enum class FillRule { kNonZero, kEvenOdd };

// Pixels hold premultiplied float RGBA so repeated blending stays exact.
class Canvas {
 public:
  Canvas(int width, int height);
  int width() const { return width_; }
  int height() const { return height_; }

  // Coverage is exact horizontally and sampled on kSubScanlines rows per pixel.
  // The path is mapped by `base_transform() * transform`.
  void fill(const Path& path, Color color, const Affine& transform = {},
            FillRule rule = FillRule::kNonZero);
  // Lets a painter written for one frame (an atlas cell) draw anywhere, e.g.
  // a rotated card on an icon.
  void set_base_transform(const Affine& m) { base_ = m; }
  const Affine& base_transform() const { return base_; }
  void clear(Color color);
  // Source-over composite of `src` placed with its top-left at (x, y).
  void draw_canvas(const Canvas& src, int x, int y);
  // Straight-alpha RGBA8. Fully transparent pixels take the colour of a
  // visible neighbour, else 0,0,0; that keeps linear filtering from pulling
  // dark fringes into shape edges.
  std::vector<uint8_t> to_rgba8() const;

 private:
  int width_;
  int height_;
  std::vector<float> px_;  // premultiplied r, g, b, a
  Affine base_;
};

}  // namespace canasta::art
