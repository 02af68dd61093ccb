#include "art/outline_font.h"

#include <algorithm>

namespace canasta::art {

Path OutlineFont::glyph_path(char32_t codepoint) const {
  Path path;
  const GlyphOutline* g = glyphs_.find(codepoint);
  if (g == nullptr) return path;
  const float s = 1.0f / units_per_em();
  auto pt = [s](float x, float y) { return Vec2{x * s, -y * s}; };
  for (const GlyphVertex& v : g->vertices) {
    switch (v.kind) {
      case VertexKind::kMove:
        path.close();
        path.move_to(pt(v.x, v.y));
        break;
      case VertexKind::kLine:
        path.line_to(pt(v.x, v.y));
        break;
      case VertexKind::kCurve:
        path.quad_to(pt(v.cx, v.cy), pt(v.x, v.y));
        break;
      case VertexKind::kCubic:
        path.cubic_to(pt(v.cx, v.cy), pt(v.cx1, v.cy1), pt(v.x, v.y));
        break;
    }
  }
  path.close();
  return path;
}

float OutlineFont::advance(char32_t codepoint) const {
  const GlyphOutline* g = glyphs_.find(codepoint);
  return g != nullptr ? g->advance / units_per_em() : 0;
}

float OutlineFont::kern(char32_t left, char32_t right) const {
  return static_cast<float>(glyphs_.kern(left, right)) / units_per_em();
}

float OutlineFont::cap_height() const {
  const GlyphOutline* h = glyphs_.find('H');
  return h != nullptr ? h->y1 / units_per_em() : 0;
}

float OutlineFont::descent_of(char32_t codepoint) const {
  const GlyphOutline* g = glyphs_.find(codepoint);
  if (g == nullptr || !g->has_ink()) return 0;
  return g->y0 < 0 ? -g->y0 / units_per_em() : 0;
}

float OutlineFont::text_path(std::string_view text, Path& out, float tracking) const {
  float x = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char32_t c = static_cast<unsigned char>(text[i]);
    out.append(glyph_path(c), Affine::translate(x, 0));
    x += advance(c) + tracking;
    if (i + 1 < text.size()) x += kern(c, static_cast<unsigned char>(text[i + 1]));
  }
  return x - (text.empty() ? 0 : tracking);
}

void OutlineFont::ink_extent(std::string_view text, float& min_x, float& max_x, float tracking) const {
  min_x = 1e9f;
  max_x = -1e9f;
  float x = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const char32_t c = static_cast<unsigned char>(text[i]);
    if (const GlyphOutline* g = glyphs_.find(c); g != nullptr && g->has_ink()) {
      min_x = std::min(min_x, x + g->x0 / units_per_em());
      max_x = std::max(max_x, x + g->x1 / units_per_em());
    }
    x += advance(c) + tracking;
    if (i + 1 < text.size()) x += kern(c, static_cast<unsigned char>(text[i + 1]));
  }
  if (min_x > max_x) min_x = max_x = 0;
}

}  // namespace canasta::art
