#include "art/raster.h"

#include <algorithm>
#include <cmath>

namespace canasta::art {
namespace {

constexpr int kSubScanlines = 16;
constexpr float kFlattenTolerance = 0.08f;  // pixels
// Cubic circle approximation: control distance for a quarter arc.
constexpr float kKappa = 0.5522847f;

struct Edge {
  float x0, y0, x1, y1;  // y0 < y1
  int dir;               // +1 when the original edge ran downwards
};

float clamp01(float v) { return v < 0 ? 0 : (v > 1 ? 1 : v); }

void flatten_quad(Vec2 p0, Vec2 c, Vec2 p1, std::vector<Vec2>& out) {
  const float ddx = p0.x - 2 * c.x + p1.x;
  const float ddy = p0.y - 2 * c.y + p1.y;
  const float dd = std::sqrt(ddx * ddx + ddy * ddy);
  const int n = std::clamp(static_cast<int>(std::ceil(std::sqrt(dd / (8 * kFlattenTolerance)))), 1, 256);
  for (int i = 1; i <= n; ++i) {
    const float t = static_cast<float>(i) / n;
    const float u = 1 - t;
    out.push_back({u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                   u * u * p0.y + 2 * u * t * c.y + t * t * p1.y});
  }
}

void flatten_cubic(Vec2 p0, Vec2 c1, Vec2 c2, Vec2 p1, std::vector<Vec2>& out) {
  const float ax = p0.x - 2 * c1.x + c2.x, ay = p0.y - 2 * c1.y + c2.y;
  const float bx = c1.x - 2 * c2.x + p1.x, by = c1.y - 2 * c2.y + p1.y;
  const float dd = std::max(std::sqrt(ax * ax + ay * ay), std::sqrt(bx * bx + by * by));
  const int n = std::clamp(static_cast<int>(std::ceil(std::sqrt(3 * dd / (4 * kFlattenTolerance)))), 1, 256);
  for (int i = 1; i <= n; ++i) {
    const float t = static_cast<float>(i) / n;
    const float u = 1 - t;
    const float w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t;
    out.push_back({w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p1.x,
                   w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p1.y});
  }
}

// Flattens one transformed contour to a closed polyline.
void flatten(const std::vector<Path::Point>& contour, const Affine& m, std::vector<Vec2>& out) {
  out.clear();
  if (contour.empty()) return;
  out.push_back(m.apply(contour[0].p));
  size_t i = 1;
  while (i < contour.size()) {
    const Path::Point& pt = contour[i];
    const Vec2 start = out.back();
    if (pt.kind == Path::Kind::kQuadControl && i + 1 < contour.size()) {
      flatten_quad(start, m.apply(pt.p), m.apply(contour[i + 1].p), out);
      i += 2;
    } else if (pt.kind == Path::Kind::kCubicControl && i + 2 < contour.size()) {
      flatten_cubic(start, m.apply(pt.p), m.apply(contour[i + 1].p), m.apply(contour[i + 2].p), out);
      i += 3;
    } else {
      out.push_back(m.apply(pt.p));
      ++i;
    }
  }
}

}  // namespace

Affine Affine::rotate(float radians) {
  const float c = std::cos(radians), s = std::sin(radians);
  return {c, -s, 0, s, c, 0};
}

Affine operator*(const Affine& l, const Affine& r) {
  return {l.a * r.a + l.b * r.d, l.a * r.b + l.b * r.e, l.a * r.c + l.b * r.f + l.c,
          l.d * r.a + l.e * r.d, l.d * r.b + l.e * r.e, l.d * r.c + l.e * r.f + l.f};
}

Color with_alpha(Color c, float alpha) {
  c.a = static_cast<uint8_t>(std::lround(clamp01(alpha) * c.a));
  return c;
}

Color mix(Color x, Color y, float t) {
  auto lerp = [t](uint8_t a, uint8_t b) {
    return static_cast<uint8_t>(std::lround(a + (b - a) * clamp01(t)));
  };
  return {lerp(x.r, y.r), lerp(x.g, y.g), lerp(x.b, y.b), lerp(x.a, y.a)};
}

// ---------------------------------------------------------------- Path

void Path::move_to(Vec2 p) {
  contours_.push_back({{p, Kind::kOn}});
  open_ = true;
}

void Path::line_to(Vec2 p) {
  if (!open_) move_to(p);
  contours_.back().push_back({p, Kind::kOn});
}

void Path::quad_to(Vec2 c, Vec2 p) {
  if (!open_) move_to(c);
  contours_.back().push_back({c, Kind::kQuadControl});
  contours_.back().push_back({p, Kind::kOn});
}

void Path::cubic_to(Vec2 c1, Vec2 c2, Vec2 p) {
  if (!open_) move_to(c1);
  contours_.back().push_back({c1, Kind::kCubicControl});
  contours_.back().push_back({c2, Kind::kCubicControl});
  contours_.back().push_back({p, Kind::kOn});
}

void Path::close() { open_ = false; }

void Path::add_rect(float x, float y, float w, float h, bool reverse) {
  if (!reverse) {
    add_polygon({{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}});
  } else {
    add_polygon({{x, y}, {x, y + h}, {x + w, y + h}, {x + w, y}});
  }
}

void Path::add_rounded_rect(float x, float y, float w, float h, float r, bool reverse) {
  r = std::min({r, w / 2, h / 2});
  const float k = r * (1 - kKappa);
  Path p;
  p.move_to({x + r, y});
  p.line_to({x + w - r, y});
  p.cubic_to({x + w - k, y}, {x + w, y + k}, {x + w, y + r});
  p.line_to({x + w, y + h - r});
  p.cubic_to({x + w, y + h - k}, {x + w - k, y + h}, {x + w - r, y + h});
  p.line_to({x + r, y + h});
  p.cubic_to({x + k, y + h}, {x, y + h - k}, {x, y + h - r});
  p.line_to({x, y + r});
  p.cubic_to({x, y + k}, {x + k, y}, {x + r, y});
  p.close();
  // Mirroring through the horizontal centre line reverses the winding.
  const Affine flip = reverse ? Affine{1, 0, 0, 0, -1, 2 * y + h} : Affine{};
  append(p, flip);
}

void Path::add_circle(Vec2 center, float radius, bool reverse) {
  add_ellipse(center, radius, radius, reverse);
}

void Path::add_ellipse(Vec2 c, float rx, float ry, bool reverse) {
  const float kx = rx * kKappa, ky = ry * kKappa;
  const float s = reverse ? -1.0f : 1.0f;
  Path p;
  p.move_to({c.x + rx, c.y});
  p.cubic_to({c.x + rx, c.y + s * ky}, {c.x + kx, c.y + s * ry}, {c.x, c.y + s * ry});
  p.cubic_to({c.x - kx, c.y + s * ry}, {c.x - rx, c.y + s * ky}, {c.x - rx, c.y});
  p.cubic_to({c.x - rx, c.y - s * ky}, {c.x - kx, c.y - s * ry}, {c.x, c.y - s * ry});
  p.cubic_to({c.x + kx, c.y - s * ry}, {c.x + rx, c.y - s * ky}, {c.x + rx, c.y});
  p.close();
  append(p, {});
}

void Path::add_polygon(const std::vector<Vec2>& points) {
  if (points.empty()) return;
  move_to(points[0]);
  for (size_t i = 1; i < points.size(); ++i) line_to(points[i]);
  close();
}

void Path::add_segment(Vec2 a, Vec2 b, float width) {
  const float dx = b.x - a.x, dy = b.y - a.y;
  const float len = std::sqrt(dx * dx + dy * dy);
  if (len <= 0) return;
  const float nx = -dy / len * width / 2, ny = dx / len * width / 2;
  // a+n, b+n, b-n, a-n has positive (clockwise on screen) area for any direction.
  add_polygon({{a.x - nx, a.y - ny}, {b.x - nx, b.y - ny}, {b.x + nx, b.y + ny}, {a.x + nx, a.y + ny}});
}

void Path::append(const Path& other, const Affine& m) {
  for (const auto& contour : other.contours_) {
    std::vector<Point> out;
    out.reserve(contour.size());
    for (const Point& pt : contour) out.push_back({m.apply(pt.p), pt.kind});
    contours_.push_back(std::move(out));
  }
  open_ = false;
}

// ---------------------------------------------------------------- Canvas

Canvas::Canvas(int width, int height)
    : width_(width), height_(height), px_(static_cast<size_t>(width) * height * 4, 0.0f) {}

void Canvas::clear(Color c) {
  const float a = c.a / 255.0f;
  for (size_t i = 0; i < px_.size(); i += 4) {
    px_[i] = c.r / 255.0f * a;
    px_[i + 1] = c.g / 255.0f * a;
    px_[i + 2] = c.b / 255.0f * a;
    px_[i + 3] = a;
  }
}

void Canvas::fill(const Path& path, Color color, const Affine& transform, FillRule rule) {
  const Affine m = base_ * transform;
  std::vector<Edge> edges;
  std::vector<Vec2> poly;
  float min_x = 1e30f, min_y = 1e30f, max_x = -1e30f, max_y = -1e30f;
  for (const auto& contour : path.contours()) {
    flatten(contour, m, poly);
    for (size_t i = 0; i < poly.size(); ++i) {
      const Vec2 p = poly[i];
      const Vec2 q = poly[(i + 1) % poly.size()];
      min_x = std::min(min_x, p.x);
      max_x = std::max(max_x, p.x);
      min_y = std::min(min_y, p.y);
      max_y = std::max(max_y, p.y);
      if (p.y == q.y) continue;
      if (p.y < q.y) {
        edges.push_back({p.x, p.y, q.x, q.y, 1});
      } else {
        edges.push_back({q.x, q.y, p.x, p.y, -1});
      }
    }
  }
  if (edges.empty()) return;
  const int y_begin = std::max(0, static_cast<int>(std::floor(min_y)));
  const int y_end = std::min(height_, static_cast<int>(std::ceil(max_y)) + 1);
  const int x_begin = std::max(0, static_cast<int>(std::floor(min_x)));
  const int x_end = std::min(width_, static_cast<int>(std::ceil(max_x)) + 1);
  if (y_begin >= y_end || x_begin >= x_end) return;

  // Bucket edges by the pixel rows they touch so each sub-scanline only visits
  // nearby edges.
  std::vector<std::vector<int>> rows(static_cast<size_t>(y_end - y_begin));
  for (size_t i = 0; i < edges.size(); ++i) {
    const int r0 = std::max(y_begin, static_cast<int>(std::floor(edges[i].y0)));
    const int r1 = std::min(y_end - 1, static_cast<int>(std::floor(edges[i].y1)));
    for (int r = r0; r <= r1; ++r) rows[static_cast<size_t>(r - y_begin)].push_back(static_cast<int>(i));
  }

  const float ca = color.a / 255.0f;
  const float cr = color.r / 255.0f * ca, cg = color.g / 255.0f * ca, cb = color.b / 255.0f * ca;
  std::vector<float> cov(static_cast<size_t>(width_) + 1);
  std::vector<std::pair<float, int>> xs;
  const float w = 1.0f / kSubScanlines;
  for (int y = y_begin; y < y_end; ++y) {
    const auto& row = rows[static_cast<size_t>(y - y_begin)];
    if (row.empty()) continue;
    std::fill(cov.begin() + x_begin, cov.begin() + x_end, 0.0f);
    for (int s = 0; s < kSubScanlines; ++s) {
      const float sy = y + (s + 0.5f) * w;
      xs.clear();
      for (int ei : row) {
        const Edge& e = edges[static_cast<size_t>(ei)];
        if (sy < e.y0 || sy >= e.y1) continue;
        xs.push_back({e.x0 + (sy - e.y0) * (e.x1 - e.x0) / (e.y1 - e.y0), e.dir});
      }
      std::sort(xs.begin(), xs.end());
      int winding = 0;
      for (size_t i = 0; i + 1 < xs.size(); ++i) {
        winding += xs[i].second;
        const bool inside = rule == FillRule::kNonZero ? winding != 0 : (winding & 1) != 0;
        if (!inside) continue;
        const float xa = std::clamp(xs[i].first, 0.0f, static_cast<float>(width_));
        const float xb = std::clamp(xs[i + 1].first, 0.0f, static_cast<float>(width_));
        if (xb <= xa) continue;
        const int ia = static_cast<int>(xa), ib = static_cast<int>(xb);
        if (ia == ib) {
          cov[static_cast<size_t>(ia)] += (xb - xa) * w;
          continue;
        }
        cov[static_cast<size_t>(ia)] += (ia + 1 - xa) * w;
        for (int x = ia + 1; x < ib; ++x) cov[static_cast<size_t>(x)] += w;
        if (ib < width_) cov[static_cast<size_t>(ib)] += (xb - ib) * w;
      }
    }
    float* out = &px_[(static_cast<size_t>(y) * width_) * 4];
    for (int x = x_begin; x < x_end; ++x) {
      const float c = std::min(cov[static_cast<size_t>(x)], 1.0f);
      if (c <= 0) continue;
      float* p = out + x * 4;
      const float keep = 1 - ca * c;
      p[0] = cr * c + p[0] * keep;
      p[1] = cg * c + p[1] * keep;
      p[2] = cb * c + p[2] * keep;
      p[3] = ca * c + p[3] * keep;
    }
  }
}

void Canvas::draw_canvas(const Canvas& src, int ox, int oy) {
  for (int y = 0; y < src.height_; ++y) {
    const int dy = y + oy;
    if (dy < 0 || dy >= height_) continue;
    for (int x = 0; x < src.width_; ++x) {
      const int dx = x + ox;
      if (dx < 0 || dx >= width_) continue;
      const float* s = &src.px_[(static_cast<size_t>(y) * src.width_ + x) * 4];
      float* d = &px_[(static_cast<size_t>(dy) * width_ + dx) * 4];
      const float keep = 1 - s[3];
      for (int i = 0; i < 4; ++i) d[i] = s[i] + d[i] * keep;
    }
  }
}

std::vector<uint8_t> Canvas::to_rgba8() const {
  std::vector<uint8_t> out(px_.size());
  for (size_t i = 0; i < px_.size(); i += 4) {
    const float a = clamp01(px_[i + 3]);
    const uint8_t a8 = static_cast<uint8_t>(std::lround(a * 255));
    if (a8 == 0) continue;
    for (int c = 0; c < 3; ++c) {
      out[i + c] = static_cast<uint8_t>(std::lround(clamp01(px_[i + c] / a) * 255));
    }
    out[i + 3] = a8;
  }
  // One ring of bleed is all bilinear sampling can reach.
  std::vector<uint8_t> bled = out;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const size_t i = (static_cast<size_t>(y) * width_ + x) * 4;
      if (out[i + 3] != 0) continue;
      for (int n = 0; n < 8; ++n) {
        static constexpr int kDx[8] = {-1, 1, 0, 0, -1, 1, -1, 1};
        static constexpr int kDy[8] = {0, 0, -1, 1, -1, -1, 1, 1};
        const int nx = x + kDx[n], ny = y + kDy[n];
        if (nx < 0 || ny < 0 || nx >= width_ || ny >= height_) continue;
        const size_t j = (static_cast<size_t>(ny) * width_ + nx) * 4;
        if (out[j + 3] == 0) continue;
        bled[i] = out[j];
        bled[i + 1] = out[j + 1];
        bled[i + 2] = out[j + 2];
        break;
      }
    }
  }
  return bled;
}

}  // namespace canasta::art
