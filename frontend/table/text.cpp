#include "frontend/table/text.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace canasta {
namespace {

constexpr char32_t kReplacement = 0xFFFD;

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// Pen advance of `cp` after `prev` (0 for none) at the requested size.
float advance_of(const FontAtlas& atlas, const FontFace& face, float px, float scale,
                 char32_t prev, char32_t cp) {
  const FontGlyph* g = face.find(cp);
  float adv = g != nullptr ? g->advance * scale : 0;
  if (prev != 0) adv += atlas.kern(face.bold, prev, cp) * px / 1000;
  return adv;
}

}  // namespace

char32_t decode_utf8(std::string_view text, size_t& pos) {
  const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  const unsigned char b0 = byte(pos);
  if (b0 < 0x80) {
    ++pos;
    return b0;
  }
  int length = 0;
  char32_t cp = 0;
  char32_t min = 0;
  if ((b0 & 0xE0) == 0xC0) {
    length = 2, cp = b0 & 0x1F, min = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    length = 3, cp = b0 & 0x0F, min = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    length = 4, cp = b0 & 0x07, min = 0x10000;
  } else {
    ++pos;
    return kReplacement;
  }
  if (pos + length > text.size()) {
    ++pos;
    return kReplacement;
  }
  for (int i = 1; i < length; ++i) {
    const unsigned char b = byte(pos + i);
    if ((b & 0xC0) != 0x80) {
      ++pos;
      return kReplacement;
    }
    cp = (cp << 6) | (b & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
    ++pos;
    return kReplacement;
  }
  pos += length;
  return cp;
}

float measure_text(const FontAtlas& atlas, std::string_view text, float px, bool bold) {
  px = atlas.snap(px, bold);
  const FontFace* face = atlas.pick(px, bold);
  if (face == nullptr) return 0;
  const float scale = px / face->px;
  float width = 0;
  char32_t prev = 0;
  for (size_t pos = 0; pos < text.size();) {
    const char32_t cp = decode_utf8(text, pos);
    if (cp == '\n') break;
    if (cp == '\r') continue;
    width += advance_of(atlas, *face, px, scale, prev, cp);
    prev = cp;
  }
  return width;
}

void wrap_text(const FontAtlas& atlas, std::string_view text, float px, bool bold, float max_width,
               std::vector<std::string_view>& lines) {
  lines.clear();
  px = atlas.snap(px, bold);
  const FontFace* face = atlas.pick(px, bold);
  if (face == nullptr) return;
  const float scale = px / face->px;
  constexpr size_t kNone = std::string_view::npos;
  size_t line_start = 0, break_end = kNone, break_next = kNone;
  float width = 0;
  char32_t prev = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    const size_t cp_start = pos;
    const char32_t cp = decode_utf8(text, pos);
    if (cp == '\n') {
      lines.push_back(trim_right(text.substr(line_start, cp_start - line_start)));
      line_start = pos, break_end = kNone, width = 0, prev = 0;
      continue;
    }
    if (cp == '\r') continue;
    const float adv = advance_of(atlas, *face, px, scale, prev, cp);
    if (cp == ' ') {
      // Spaces never overflow a line: a break there drops them.
      break_end = cp_start, break_next = pos, width += adv, prev = cp;
      continue;
    }
    if (width + adv > max_width && cp_start > line_start) {
      // Break at the last space, else inside the word, then lay out again
      // from the start of the new line.
      const size_t end = break_end != kNone ? break_end : cp_start;
      lines.push_back(trim_right(text.substr(line_start, end - line_start)));
      line_start = break_end != kNone ? break_next : cp_start;
      pos = line_start, break_end = kNone, width = 0, prev = 0;
      continue;
    }
    width += adv;
    prev = cp;
  }
  lines.push_back(trim_right(text.substr(line_start)));
}

std::string clamp_lines(const FontAtlas& atlas, std::string_view text, float px, bool bold, float max_width,
                        size_t max_lines) {
  // A few lines never hold more than this: wrapping only a prefix keeps a
  // 64 KiB title as cheap as a short one at every frame.
  constexpr size_t kMaxShownBytes = 2048;
  size_t cut = std::min(text.size(), kMaxShownBytes);
  while (cut < text.size() && cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xC0) == 0x80) --cut;
  std::vector<std::string_view> lines;
  wrap_text(atlas, text.substr(0, cut), px, bold, max_width, lines);
  const bool more = lines.size() > max_lines || cut < text.size();
  if (lines.size() > max_lines) lines.resize(max_lines);
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string_view line = lines[i];
    if (i + 1 == lines.size() && more) {
      static constexpr std::string_view kEllipsis = "\xE2\x80\xA6";
      // Shorten the last line, a character at a time, until "…" fits after it.
      while (!line.empty() && measure_text(atlas, std::string(line) + std::string(kEllipsis), px, bold) > max_width) {
        size_t end = line.size() - 1;
        while (end > 0 && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80) --end;
        line = trim_right(line.substr(0, end));
      }
      out.append(line).append(kEllipsis);
    } else {
      out.append(line);
    }
    if (i + 1 < lines.size()) out += '\n';
  }
  return out;
}

// ---------------------------------------------------------------- TextRenderer

TextRenderer::~TextRenderer() {
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
}

bool TextRenderer::load(SDL_Renderer* renderer, art::FontAtlasPlan plan) {
  const FontAtlas& atlas = plan.atlas;
  if (atlas.faces.empty() || plan.placings.size() != atlas.faces.size()) {
    error_ = "the font atlas is empty or its faces are not all laid out";
    return false;
  }
  // A face's glyphs and their placings are one list in one order (by code
  // point): a glyph is painted from the placing at its own index.
  for (size_t f = 0; f < atlas.faces.size(); ++f) {
    const auto& glyphs = atlas.faces[f].glyphs;
    const auto& placings = plan.placings[f];
    bool same = glyphs.size() == placings.size();
    for (size_t i = 0; same && i < glyphs.size(); ++i) same = placings[i].outline->codepoint == glyphs[i].codepoint;
    if (!same) {
      error_ = "the font atlas's glyphs and their placings differ";
      return false;
    }
  }
  // Nothing is uploaded yet: each glyph is, once drawn, with the one-pixel
  // border its quad's edges sample (the packing leaves two between glyphs).
  SDL_Texture* texture =
      SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC, atlas.width, atlas.height);
  if (texture == nullptr) {
    error_ = std::string("cannot create font texture: ") + SDL_GetError();
    return false;
  }
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
  texture_ = texture;
  plan_ = std::move(plan);
  painted_.clear();
  for (const FontFace& face : plan_.atlas.faces) painted_.emplace_back(face.glyphs.size(), false);
  error_.clear();
  return true;
}

size_t TextRenderer::painted_faces() const {
  return static_cast<size_t>(std::count_if(painted_.begin(), painted_.end(), [](const std::vector<bool>& glyphs) {
    return std::find(glyphs.begin(), glyphs.end(), true) != glyphs.end();
  }));
}

size_t TextRenderer::painted_glyphs() const {
  size_t n = 0;
  for (const std::vector<bool>& glyphs : painted_) n += static_cast<size_t>(std::count(glyphs.begin(), glyphs.end(), true));
  return n;
}

bool TextRenderer::ensure_painted(const FontFace& face, const FontGlyph& glyph) const {
  const auto face_index = static_cast<size_t>(&face - plan_.atlas.faces.data());
  const auto glyph_index = static_cast<size_t>(&glyph - face.glyphs.data());
  std::vector<bool>::reference painted = painted_[face_index][glyph_index];
  if (painted) return true;
  const art::GlyphPlacement& g = plan_.placings[face_index][glyph_index];
  if (g.w > 0 && g.h > 0) {
    const std::vector<uint8_t> coverage = art::paint_glyph(g);
    // Coverage becomes alpha; white colour lets colour mod tint it. The
    // border is white and clear, as the rest of the atlas would be.
    const int w = g.w + 2, h = g.h + 2;
    rgba_.assign(static_cast<size_t>(w) * h * 4, 255);
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const bool inside = x > 0 && y > 0 && x <= g.w && y <= g.h;
        rgba_[(static_cast<size_t>(y) * w + x) * 4 + 3] =
            inside ? coverage[static_cast<size_t>(y - 1) * g.w + (x - 1)] : 0;
      }
    }
    const SDL_Rect rect{g.x - 1, g.y - 1, w, h};
    if (SDL_UpdateTexture(texture_, &rect, rgba_.data(), w * 4) != 0) return false;
  }
  painted = true;
  return true;
}

namespace {
std::vector<DrawnText>* text_probe = nullptr;
float probed_box[4] = {0, 0, 0, 0};  // x, y, w, h of the button being labelled; w 0: none
std::string probed_label;            // that button's whole label
std::string probed_role;             // what the lines drawn now are (ProbedRole)
}  // namespace

void set_text_probe(std::vector<DrawnText>* probe) { text_probe = probe; }

ProbedBox::ProbedBox(float x, float y, float w, float h, std::string_view label) {
  probed_box[0] = x, probed_box[1] = y, probed_box[2] = w, probed_box[3] = h;
  probed_label = label;
}
ProbedBox::~ProbedBox() { probed_box[2] = 0, probed_label.clear(); }

ProbedRole::ProbedRole(std::string_view role) { probed_role = role; }
ProbedRole::~ProbedRole() { probed_role.clear(); }

float line_height(const FontAtlas& atlas, float px) {
  px = atlas.snap(px, false);
  const FontFace* face = atlas.pick(px, false);
  if (face == nullptr) return px;
  return (face->ascent - face->descent + face->line_gap) * px / face->px;
}

float TextRenderer::line_height(float px) const { return canasta::line_height(plan_.atlas, px); }

float TextRenderer::draw(SDL_Renderer* renderer, std::string_view text, float x, float y, float px,
                         SDL_Color color, bool bold, TextAlign align) const {
  px = plan_.atlas.snap(px, bold);
  const FontFace* face = plan_.atlas.pick(px, bold);
  if (texture_ == nullptr || face == nullptr) return 0;
  const float width = measure_text(plan_.atlas, text, px, bold);
  if (align == TextAlign::kCenter) x -= width / 2;
  if (align == TextAlign::kRight) x -= width;
  if (text_probe != nullptr)
    text_probe->push_back({std::string(text.substr(0, text.find('\n'))), px, x, y, width, probed_box[0], probed_box[1],
                           probed_box[2], probed_box[3], probed_label, probed_role, color});
  const float scale = px / face->px;
  const float baseline = std::round(y + face->ascent * scale);
  const float inv_w = 1.0f / static_cast<float>(plan_.atlas.width);
  const float inv_h = 1.0f / static_cast<float>(plan_.atlas.height);
  vertices_.clear();
  indices_.clear();
  float pen = x;
  char32_t prev = 0;
  for (size_t pos = 0; pos < text.size();) {
    const char32_t cp = decode_utf8(text, pos);
    if (cp == '\n') break;
    if (cp == '\r') continue;
    if (prev != 0) pen += plan_.atlas.kern(face->bold, prev, cp) * px / 1000;
    prev = cp;
    const FontGlyph* g = face->find(cp);
    if (g == nullptr) continue;
    if (g->w > 0 && g->h > 0 && ensure_painted(*face, *g)) {
      const float x0 = std::round(pen + g->xoff * scale);
      const float y0 = std::round(baseline + g->yoff * scale);
      const float x1 = x0 + g->w * scale, y1 = y0 + g->h * scale;
      const float u0 = g->x * inv_w, v0 = g->y * inv_h;
      const float u1 = (g->x + g->w) * inv_w, v1 = (g->y + g->h) * inv_h;
      const int base = static_cast<int>(vertices_.size());
      vertices_.push_back({{x0, y0}, color, {u0, v0}});
      vertices_.push_back({{x1, y0}, color, {u1, v0}});
      vertices_.push_back({{x1, y1}, color, {u1, v1}});
      vertices_.push_back({{x0, y1}, color, {u0, v1}});
      for (int i : {0, 1, 2, 0, 2, 3}) indices_.push_back(base + i);
    }
    pen += g->advance * scale;
  }
  if (!vertices_.empty()) {
    SDL_RenderGeometry(renderer, texture_, vertices_.data(), static_cast<int>(vertices_.size()),
                       indices_.data(), static_cast<int>(indices_.size()));
  }
  return width;
}

float TextRenderer::draw_wrapped(SDL_Renderer* renderer, std::string_view text, float x, float y,
                                 float max_width, float px, SDL_Color color, bool bold,
                                 TextAlign align) const {
  wrap_text(plan_.atlas, text, px, bold, max_width, lines_);
  const float step = line_height(px);
  const float anchor =
      align == TextAlign::kLeft ? x : (align == TextAlign::kCenter ? x + max_width / 2 : x + max_width);
  float line_y = y;
  for (std::string_view line : lines_) {
    draw(renderer, line, anchor, line_y, px, color, bold, align);
    line_y += step;
  }
  return line_y - y;
}

}  // namespace canasta
