#include "outline_font.h"

#include <algorithm>
#include <fstream>
#include <iterator>

namespace gen_assets {

OutlineFont::OutlineFont(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return;
  data_.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  if (data_.empty()) return;
  if (!stbtt_InitFont(&info_, data_.data(), stbtt_GetFontOffsetForIndex(data_.data(), 0))) return;
  units_per_em_ = 1.0f / stbtt_ScaleForMappingEmToPixels(&info_, 1.0f);
  ok_ = true;
}

bool OutlineFont::has_glyph(int codepoint) const {
  return stbtt_FindGlyphIndex(&info_, codepoint) != 0;
}

Path OutlineFont::glyph_path(int codepoint) const {
  Path path;
  stbtt_vertex* v = nullptr;
  const int n = stbtt_GetCodepointShape(&info_, codepoint, &v);
  const float s = 1.0f / units_per_em_;
  auto pt = [s](float x, float y) { return Vec2{x * s, -y * s}; };
  for (int i = 0; i < n; ++i) {
    switch (v[i].type) {
      case STBTT_vmove:
        path.close();
        path.move_to(pt(v[i].x, v[i].y));
        break;
      case STBTT_vline:
        path.line_to(pt(v[i].x, v[i].y));
        break;
      case STBTT_vcurve:
        path.quad_to(pt(v[i].cx, v[i].cy), pt(v[i].x, v[i].y));
        break;
      case STBTT_vcubic:
        path.cubic_to(pt(v[i].cx, v[i].cy), pt(v[i].cx1, v[i].cy1), pt(v[i].x, v[i].y));
        break;
      default:
        break;
    }
  }
  path.close();
  stbtt_FreeShape(&info_, v);
  return path;
}

float OutlineFont::advance(int codepoint) const {
  int adv = 0, lsb = 0;
  stbtt_GetCodepointHMetrics(&info_, codepoint, &adv, &lsb);
  return adv / units_per_em_;
}

float OutlineFont::kern(int left, int right) const {
  return stbtt_GetCodepointKernAdvance(&info_, left, right) / units_per_em_;
}

float OutlineFont::cap_height() const {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  stbtt_GetCodepointBox(&info_, 'H', &x0, &y0, &x1, &y1);
  return y1 / units_per_em_;
}

float OutlineFont::descent_of(int codepoint) const {
  int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  if (!stbtt_GetCodepointBox(&info_, codepoint, &x0, &y0, &x1, &y1)) return 0;
  return y0 < 0 ? -y0 / units_per_em_ : 0;
}

float OutlineFont::text_path(std::string_view text, Path& out, float tracking) const {
  float x = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    const int c = static_cast<unsigned char>(text[i]);
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
    const int c = static_cast<unsigned char>(text[i]);
    int x0 = 0, y0 = 0, x1 = 0, y1 = 0;
    if (stbtt_GetCodepointBox(&info_, c, &x0, &y0, &x1, &y1)) {
      min_x = std::min(min_x, x + x0 / units_per_em_);
      max_x = std::max(max_x, x + x1 / units_per_em_);
    }
    x += advance(c) + tracking;
    if (i + 1 < text.size()) x += kern(c, static_cast<unsigned char>(text[i + 1]));
  }
  if (min_x > max_x) min_x = max_x = 0;
}

}  // namespace gen_assets
