#include "frontend/table/draw_util.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "frontend/table/fit_text.h"

namespace canasta::frontend {

const Theme& theme(bool colour_blind) {
  static const Theme kClassic{
      {0x1f, 0x7d, 0x52, 0xff}, {0x0a, 0x47, 0x2d, 0xff}, {0xf7, 0xf4, 0xea, 0xff}, {0xc9, 0xdf, 0xd0, 0xff},
      {0x1b, 0x22, 0x1e, 0xff}, {0x06, 0x32, 0x20, 0xc8}, {0x7d, 0xb5, 0x94, 0x90}, {0xf4, 0xec, 0xd6, 0xff},
      {0x8a, 0x6d, 0x2f, 0xff}, {0xff, 0xd5, 0x4a, 0xff}, {0x6f, 0x80, 0x76, 0xff}, {0xff, 0xd5, 0x4a, 0xff},
      {0x8f, 0xd1, 0xff, 0xff}, {0xff, 0xb0, 0x9a, 0xff}, {0xe3, 0xc0, 0xff, 0xff}, {0xff, 0x8a, 0x80, 0xff},
      {0xa5, 0xf0, 0xb5, 0xff}, {0xff, 0x6d, 0x00, 0xff}};
  // Blue felt and blue/orange sides: no red-green pairs to tell apart.
  static const Theme kColourBlind{
      {0x1d, 0x4f, 0x86, 0xff}, {0x0b, 0x27, 0x4a, 0xff}, {0xff, 0xff, 0xff, 0xff}, {0xd6, 0xe2, 0xf0, 0xff},
      {0x10, 0x18, 0x24, 0xff}, {0x05, 0x16, 0x2c, 0xd0}, {0x9c, 0xb8, 0xd8, 0x90}, {0xf5, 0xf0, 0xe0, 0xff},
      {0x4a, 0x4a, 0x4a, 0xff}, {0xff, 0xc2, 0x0a, 0xff}, {0x70, 0x78, 0x84, 0xff}, {0xff, 0xc2, 0x0a, 0xff},
      {0x7f, 0xd4, 0xff, 0xff}, {0xff, 0xa5, 0x40, 0xff}, {0xf0, 0xe4, 0x42, 0xff}, {0xff, 0xa5, 0x40, 0xff},
      {0x7f, 0xd4, 0xff, 0xff}, {0xff, 0x3d, 0xc8, 0xff}};
  return colour_blind ? kColourBlind : kClassic;
}

SDL_FRect to_sdl(const Rect& r) { return {r.x, r.y, r.w, r.h}; }

SDL_Color with_alpha(SDL_Color c, Uint8 a) { return {c.r, c.g, c.b, a}; }

void draw_plated_label(SDL_Renderer* r, const TextRenderer& text, const Theme& t, std::string_view label, float cx,
                       float y, float px, SDL_Color ink, bool bold) {
  const float w = text.measure(label, px, bold) + px * 0.8f;
  fill_round_rect(r, {cx - w / 2, y - px * 0.1f, w, px * 1.3f}, px * 0.3f, t.panel);
  text.draw(r, label, cx, y, px, ink, bold, TextAlign::kCenter);
}

void fill_rect(SDL_Renderer* r, const Rect& rect, SDL_Color c) {
  SDL_SetRenderDrawColor(r, c.r, c.g, c.b, c.a);
  const SDL_FRect f = to_sdl(rect);
  SDL_RenderFillRectF(r, &f);
}

namespace {

// The outline of a rounded rectangle as points, clockwise.
void round_outline(const Rect& rect, float radius, std::vector<SDL_FPoint>& out) {
  out.clear();
  radius = std::min({radius, rect.w / 2, rect.h / 2});
  constexpr int kSteps = 6;
  const SDL_FPoint centres[4] = {{rect.right() - radius, rect.y + radius},
                                 {rect.right() - radius, rect.bottom() - radius},
                                 {rect.x + radius, rect.bottom() - radius},
                                 {rect.x + radius, rect.y + radius}};
  for (int corner = 0; corner < 4; ++corner) {
    const float start = -static_cast<float>(M_PI) / 2 + static_cast<float>(corner) * static_cast<float>(M_PI) / 2;
    for (int i = 0; i <= kSteps; ++i) {
      const float a = start + static_cast<float>(M_PI) / 2 * static_cast<float>(i) / kSteps;
      out.push_back({centres[corner].x + radius * std::cos(a), centres[corner].y + radius * std::sin(a)});
    }
  }
}

}  // namespace

void fill_round_rect(SDL_Renderer* r, const Rect& rect, float radius, SDL_Color c) {
  static std::vector<SDL_FPoint> outline;
  static std::vector<SDL_Vertex> vertices;
  round_outline(rect, radius, outline);
  vertices.clear();
  const SDL_Vertex centre{{rect.cx(), rect.cy()}, c, {0, 0}};
  for (size_t i = 0; i < outline.size(); ++i) {
    vertices.push_back(centre);
    vertices.push_back({outline[i], c, {0, 0}});
    vertices.push_back({outline[(i + 1) % outline.size()], c, {0, 0}});
  }
  SDL_RenderGeometry(r, nullptr, vertices.data(), static_cast<int>(vertices.size()), nullptr, 0);
}

void stroke_round_rect(SDL_Renderer* r, const Rect& rect, float radius, float thickness, SDL_Color c) {
  static std::vector<SDL_FPoint> outer, inner;
  static std::vector<SDL_Vertex> vertices;
  round_outline(rect, radius, outer);
  round_outline(inset(rect, thickness), std::max(0.0f, radius - thickness), inner);
  vertices.clear();
  for (size_t i = 0; i < outer.size(); ++i) {
    const size_t j = (i + 1) % outer.size();
    const SDL_Vertex a{outer[i], c, {0, 0}}, b{outer[j], c, {0, 0}}, d{inner[i], c, {0, 0}}, e{inner[j], c, {0, 0}};
    vertices.insert(vertices.end(), {a, b, d, b, e, d});
  }
  SDL_RenderGeometry(r, nullptr, vertices.data(), static_cast<int>(vertices.size()), nullptr, 0);
}

float button_label_room(float width, float font) { return width - std::min(font * 0.5f, width * 0.1f); }
float button_width_for(float word, float font) { return word + font * 0.5f; }

namespace {

// A button's label, laid out as drawn: the room beside its margins, on up
// to two lines where they fit its height.
FittedText fit_label(const FontAtlas& atlas, const Rect& rect, std::string_view label, float font, float least) {
  return fit_words(atlas, label, font, least, true, button_label_room(rect.w, font), 2, rect.h * 0.92f);
}

bool same_row(const Rect& a, const Rect& b) { return std::abs(a.y - b.y) < 0.5f && std::abs(a.h - b.h) < 0.5f; }

// Each label laid out at its row's size: the smallest of its row's labels
// fitted on their own. A label at that size already keeps its lines; a
// larger one is fitted again at exactly it, where it fits as it did at its
// own larger size.
std::vector<FittedText> fit_row(const FontAtlas& atlas, const std::vector<RowButton>& buttons, float font, float least) {
  std::vector<FittedText> own(buttons.size());
  for (size_t i = 0; i < buttons.size(); ++i)
    if (!buttons[i].rect.empty()) own[i] = fit_label(atlas, buttons[i].rect, buttons[i].label, font, least);
  std::vector<FittedText> out(own);
  for (size_t i = 0; i < buttons.size(); ++i) {
    if (buttons[i].rect.empty()) continue;
    float row_px = own[i].px;
    for (size_t j = 0; j < buttons.size(); ++j)
      if (!buttons[j].rect.empty() && same_row(buttons[i].rect, buttons[j].rect)) row_px = std::min(row_px, own[j].px);
    if (row_px < own[i].px) out[i] = fit_label(atlas, buttons[i].rect, buttons[i].label, row_px, row_px);
  }
  return out;
}

void draw_button(SDL_Renderer* r, const TextRenderer& text, const Theme& t, const RowButton& button,
                 const FittedText& fit, float font) {
  const Rect& rect = button.rect;
  const float radius = std::min(rect.h * 0.3f, font * 0.8f);
  SDL_Color fill = t.button, ink = t.ink_dark;
  if (button.look == ButtonLook::kPrimary || button.look == ButtonLook::kOn) fill = t.button_hot;
  if (button.look == ButtonLook::kDisabled) fill = t.button_disabled, ink = with_alpha(t.ink_soft, 200);
  fill_round_rect(r, {rect.x, rect.y + font * 0.12f, rect.w, rect.h}, radius, {0, 0, 0, 70});
  // The edge is the button filled in its colour under the face inset by the
  // edge's width, not a stroke: Firefox's WebGL left the stroke's thin
  // triangles a pixel inside a button at a fractional place, and the face
  // showed past its right edge (the Options button, clearest under a
  // dialog's shade).
  const float edge = std::max(1.0f, font * 0.08f);
  fill_round_rect(r, rect, radius, t.button_edge);
  fill_round_rect(r, inset(rect, edge), std::max(0.0f, radius - edge), fill);
  const float step = text.line_height(fit.px);
  float y = rect.cy() - step * static_cast<float>(fit.lines.size()) / 2 + (step - fit.px * 1.1f) / 2;
  const ProbedBox probed(rect.x, rect.y, rect.w, rect.h, button.label);
  for (const std::string& line : fit.lines) {
    text.draw(r, line, rect.cx(), y, fit.px, ink, true, TextAlign::kCenter);
    y += step;
  }
}

}  // namespace

void draw_button_row(SDL_Renderer* r, const TextRenderer& text, const Theme& t, const std::vector<RowButton>& buttons,
                     float font, float least, const std::function<void(size_t)>& after) {
  const std::vector<FittedText> fits = fit_row(text.atlas(), buttons, font, least);
  for (size_t i = 0; i < buttons.size(); ++i) {
    if (!buttons[i].rect.empty()) draw_button(r, text, t, buttons[i], fits[i], font);
    if (after) after(i);
  }
}

void draw_focus_ring(SDL_Renderer* r, const Theme& t, const Rect& rect, float scale) {
  const float pad = 3 * scale;
  stroke_round_rect(r, {rect.x - pad, rect.y - pad, rect.w + 2 * pad, rect.h + 2 * pad}, 6 * scale, 3 * scale,
                    t.accent);
}

void draw_mark_ring(SDL_Renderer* r, const Theme& t, const Rect& rect, float scale) {
  const float pad = 3 * scale, width = 4 * scale;
  const Rect outer{rect.x - pad, rect.y - pad, rect.w + 2 * pad, rect.h + 2 * pad};
  stroke_round_rect(r, outer, 7 * scale, width, t.mark);
  stroke_round_rect(r, inset(outer, width), 5 * scale, std::max(1.0f, scale), {0x1b, 0x22, 0x1e, 0xc0});
}

}  // namespace canasta::frontend
