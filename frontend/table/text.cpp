#include "frontend/table/text.h"

#include <SDL_image.h>

#include <algorithm>
#include <cmath>

namespace canasta {
namespace {

constexpr char32_t kReplacement = 0xFFFD;

// Splits off the next space-separated field of `line`.
std::string_view next_field(std::string_view& line) {
  const size_t start = line.find_first_not_of(' ');
  if (start == std::string_view::npos) {
    line = {};
    return {};
  }
  line.remove_prefix(start);
  const size_t end = std::min(line.find(' '), line.size());
  const std::string_view field = line.substr(0, end);
  line.remove_prefix(end);
  return field;
}

// Locale-independent decimal parsing ("-12.5"); no exponents, which the
// generator never writes.
bool parse_number(std::string_view s, double& out) {
  if (s.empty()) return false;
  size_t i = 0;
  const bool negative = s[0] == '-';
  if (negative || s[0] == '+') ++i;
  double value = 0;
  bool digits = false;
  for (; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i) {
    value = value * 10 + (s[i] - '0');
    digits = true;
  }
  if (i < s.size() && s[i] == '.') {
    double scale = 0.1;
    for (++i; i < s.size() && s[i] >= '0' && s[i] <= '9'; ++i, scale /= 10) {
      value += (s[i] - '0') * scale;
      digits = true;
    }
  }
  if (!digits || i != s.size()) return false;
  out = negative ? -value : value;
  return true;
}

// Parses exactly `count` numeric fields from the rest of `line`.
bool parse_fields(std::string_view line, double* out, int count) {
  for (int i = 0; i < count; ++i) {
    if (!parse_number(next_field(line), out[i])) return false;
  }
  return next_field(line).empty();
}

bool glyph_less(const FontGlyph& a, const FontGlyph& b) { return a.codepoint < b.codepoint; }

bool kern_less(const KernPair& a, const KernPair& b) {
  return a.first != b.first ? a.first < b.first : a.second < b.second;
}

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

const FontGlyph* FontFace::find(char32_t codepoint) const {
  if (codepoint < latin1.size()) {
    const int i = latin1[codepoint];
    if (i >= 0) return &glyphs[static_cast<size_t>(i)];
  } else {
    const FontGlyph key{codepoint};
    const auto it = std::lower_bound(glyphs.begin(), glyphs.end(), key, glyph_less);
    if (it != glyphs.end() && it->codepoint == codepoint) return &*it;
  }
  return codepoint == '?' ? nullptr : find('?');
}

const FontFace* FontAtlas::pick(float px, bool bold) const {
  const FontFace* best = nullptr;
  for (const FontFace& f : faces) {
    if (f.bold != bold) continue;
    best = &f;  // ascending, so this ends as the largest
    if (f.px >= px - 0.01f) return &f;
  }
  if (best == nullptr && bold) return pick(px, false);
  return best;
}

int FontAtlas::kern(bool bold, char32_t first, char32_t second) const {
  const auto& pairs = kerns[bold ? 1 : 0];
  const KernPair key{first, second, 0};
  const auto it = std::lower_bound(pairs.begin(), pairs.end(), key, kern_less);
  return it != pairs.end() && it->first == first && it->second == second ? it->amount : 0;
}

bool parse_font_txt(std::string_view text, FontAtlas& atlas, std::string& error) {
  atlas = FontAtlas{};
  int line_no = 0;
  auto fail = [&](const char* what) {
    error = "font.txt line " + std::to_string(line_no) + ": " + what;
    return false;
  };
  while (!text.empty()) {
    const size_t end = std::min(text.find('\n'), text.size());
    std::string_view line = trim_right(text.substr(0, end));
    text.remove_prefix(std::min(end + 1, text.size()));
    ++line_no;
    if (line.empty() || line[0] == '#') continue;
    const std::string_view kind = next_field(line);
    double v[8] = {};
    if (kind == "font") {
      if (!parse_fields(line, v, 1)) return fail("bad font record");
      if (v[0] != 1) return fail("unsupported format version");
    } else if (kind == "atlas") {
      if (!parse_fields(line, v, 2) || v[0] <= 0 || v[1] <= 0) return fail("bad atlas record");
      atlas.width = static_cast<int>(v[0]);
      atlas.height = static_cast<int>(v[1]);
    } else if (kind == "face") {
      if (!parse_fields(line, v, 6) || v[1] <= 0) return fail("bad face record");
      FontFace face;
      face.bold = v[0] != 0;
      face.px = static_cast<float>(v[1]);
      face.ascent = static_cast<float>(v[2]);
      face.descent = static_cast<float>(v[3]);
      face.line_gap = static_cast<float>(v[4]);
      face.glyphs.reserve(static_cast<size_t>(std::max(0.0, v[5])));
      atlas.faces.push_back(std::move(face));
    } else if (kind == "g") {
      if (atlas.faces.empty()) return fail("glyph before any face");
      if (!parse_fields(line, v, 8) || v[0] < 0) return fail("bad glyph record");
      FontGlyph g;
      g.codepoint = static_cast<char32_t>(v[0]);
      g.x = static_cast<int>(v[1]);
      g.y = static_cast<int>(v[2]);
      g.w = static_cast<int>(v[3]);
      g.h = static_cast<int>(v[4]);
      g.xoff = static_cast<float>(v[5]);
      g.yoff = static_cast<float>(v[6]);
      g.advance = static_cast<float>(v[7]);
      atlas.faces.back().glyphs.push_back(g);
    } else if (kind == "kern") {
      if (!parse_fields(line, v, 4)) return fail("bad kern record");
      atlas.kerns[v[0] != 0 ? 1 : 0].push_back(
          {static_cast<char32_t>(v[1]), static_cast<char32_t>(v[2]), static_cast<int>(v[3])});
    }
    // Other records are for later versions of the generator; skip them.
  }
  if (atlas.width <= 0) return fail("missing atlas record");
  if (atlas.faces.empty()) return fail("no faces");
  std::stable_sort(atlas.faces.begin(), atlas.faces.end(), [](const FontFace& a, const FontFace& b) {
    return a.bold != b.bold ? !a.bold : a.px < b.px;
  });
  for (FontFace& face : atlas.faces) {
    std::stable_sort(face.glyphs.begin(), face.glyphs.end(), glyph_less);
    face.latin1.fill(-1);
    for (size_t i = 0; i < face.glyphs.size() && face.glyphs[i].codepoint < 256; ++i) {
      face.latin1[face.glyphs[i].codepoint] = static_cast<int16_t>(i);
    }
  }
  for (auto& pairs : atlas.kerns) std::stable_sort(pairs.begin(), pairs.end(), kern_less);
  return true;
}

float measure_text(const FontAtlas& atlas, std::string_view text, float px, bool bold) {
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

// ---------------------------------------------------------------- TextRenderer

TextRenderer::~TextRenderer() {
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
}

bool TextRenderer::load(SDL_Renderer* renderer, const std::string& png_path,
                        const std::string& txt_path) {
  size_t size = 0;
  void* data = SDL_LoadFile(txt_path.c_str(), &size);
  if (data == nullptr) {
    error_ = "cannot read " + txt_path + ": " + SDL_GetError();
    return false;
  }
  FontAtlas atlas;
  const bool parsed = parse_font_txt({static_cast<const char*>(data), size}, atlas, error_);
  SDL_free(data);
  if (!parsed) return false;

  SDL_Surface* loaded = IMG_Load(png_path.c_str());
  if (loaded == nullptr) {
    error_ = "cannot load " + png_path + ": " + IMG_GetError();
    return false;
  }
  const bool has_alpha = SDL_ISPIXELFORMAT_ALPHA(loaded->format->format);
  SDL_Surface* rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32, 0);
  SDL_FreeSurface(loaded);
  if (rgba == nullptr) {
    error_ = std::string("cannot convert font atlas: ") + SDL_GetError();
    return false;
  }
  if (rgba->w != atlas.width || rgba->h != atlas.height) {
    SDL_FreeSurface(rgba);
    error_ = "font.png size does not match font.txt";
    return false;
  }
  // Greyscale coverage becomes alpha; white colour lets colour mod tint it.
  SDL_LockSurface(rgba);
  for (int y = 0; y < rgba->h; ++y) {
    auto* row = static_cast<Uint8*>(rgba->pixels) + static_cast<ptrdiff_t>(y) * rgba->pitch;
    for (int x = 0; x < rgba->w; ++x) {
      Uint8* p = row + x * 4;
      if (!has_alpha) p[3] = p[0];
      p[0] = p[1] = p[2] = 255;
    }
  }
  SDL_UnlockSurface(rgba);
  SDL_Texture* texture = SDL_CreateTextureFromSurface(renderer, rgba);
  SDL_FreeSurface(rgba);
  if (texture == nullptr) {
    error_ = std::string("cannot create font texture: ") + SDL_GetError();
    return false;
  }
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
  texture_ = texture;
  atlas_ = std::move(atlas);
  error_.clear();
  return true;
}

float line_height(const FontAtlas& atlas, float px) {
  const FontFace* face = atlas.pick(px, false);
  if (face == nullptr) return px;
  return (face->ascent - face->descent + face->line_gap) * px / face->px;
}

float TextRenderer::line_height(float px) const { return canasta::line_height(atlas_, px); }

float TextRenderer::draw(SDL_Renderer* renderer, std::string_view text, float x, float y, float px,
                         SDL_Color color, bool bold, TextAlign align) const {
  const FontFace* face = atlas_.pick(px, bold);
  if (texture_ == nullptr || face == nullptr) return 0;
  const float width = measure_text(atlas_, text, px, bold);
  if (align == TextAlign::kCenter) x -= width / 2;
  if (align == TextAlign::kRight) x -= width;
  const float scale = px / face->px;
  const float baseline = std::round(y + face->ascent * scale);
  const float inv_w = 1.0f / static_cast<float>(atlas_.width);
  const float inv_h = 1.0f / static_cast<float>(atlas_.height);
  vertices_.clear();
  indices_.clear();
  float pen = x;
  char32_t prev = 0;
  for (size_t pos = 0; pos < text.size();) {
    const char32_t cp = decode_utf8(text, pos);
    if (cp == '\n') break;
    if (cp == '\r') continue;
    if (prev != 0) pen += atlas_.kern(face->bold, prev, cp) * px / 1000;
    prev = cp;
    const FontGlyph* g = face->find(cp);
    if (g == nullptr) continue;
    if (g->w > 0 && g->h > 0) {
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
  wrap_text(atlas_, text, px, bold, max_width, lines_);
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
