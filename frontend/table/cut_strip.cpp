#include "frontend/table/cut_strip.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "frontend/table/table_draw.h"

namespace canasta::frontend {

namespace {

float plate_text(const TableLayout& L) { return L.font * 0.9f; }
// From the plate's top to the strip's: the plate and the marker's overhang.
float above_strip(const TableLayout& L) { return 10 * L.scale + plate_text(L) * 1.3f; }

}  // namespace

Rect cut_strip(const TableLayout& L) {
  const float left = std::min(L.stock.x, L.pile.x);
  const float right = std::max(L.stock.right(), L.pile.right());
  const float h = std::max(L.stock.h * 0.5f, kCutStripMinHeight * L.scale);
  if (right - left >= kCutStripMinWidth * L.scale) return {left, L.stock.cy() - h / 2, right - left, h};
  const Rect area = inset(L.own_melds, 8 * L.scale);
  const float heading = L.font * 1.6f;
  return {area.x, area.y + heading + above_strip(L), area.w, h};
}

Rect cut_plate(const TableLayout& L, const Rect& strip, float at) {
  const float px = plate_text(L);
  const float w = px * 3.2f;
  // Kept over the strip at its ends.
  const float x = std::clamp(at - w / 2, strip.x, std::max(strip.x, strip.right() - w));
  return {x, strip.y - above_strip(L), w, px * 1.3f};
}

int cut_at(const Rect& strip, int pack, float x) {
  if (pack < 2 || strip.w <= 0) return 1;
  const float share = (x - strip.x) / strip.w;
  return std::clamp(static_cast<int>(std::lround(share * static_cast<float>(pack))), 1, pack - 1);
}

int cut_percent(int pack, int cut) { return pack > 0 ? static_cast<int>(std::lround(100.0 * cut / pack)) : 0; }

int cut_step(int pack, int cut, int delta) { return std::clamp(cut + delta, 1, std::max(1, pack - 1)); }

void draw_cut_strip(SDL_Renderer* r, const TableDraw& d) {
  const TableLayout& L = *d.layout;
  const Theme& t = *d.theme;
  const int pack = d.game->view().stock_size();
  const Rect strip = cut_strip(L);
  const float radius = 4 * L.scale;
  fill_round_rect(r, inset(strip, -3 * L.scale), radius, with_alpha(t.panel, 235));
  // The cards' edges, one line every few cards, so the strip reads as a pack.
  const int every = std::max(1, pack / 36);
  for (int k = every; k < pack; k += every) {
    const float x = strip.x + strip.w * static_cast<float>(k) / static_cast<float>(pack);
    fill_rect(r, {x, strip.y, std::max(1.0f, L.scale), strip.h}, with_alpha(t.ink_soft, 90));
  }
  const float at = strip.x + strip.w * static_cast<float>(d.cut_place) / static_cast<float>(std::max(1, pack));
  fill_round_rect(r, {strip.x, strip.y, at - strip.x, strip.h}, radius, with_alpha(t.accent, 120));
  fill_rect(r, {at - 1.5f * L.scale, strip.y - 6 * L.scale, 3 * L.scale, strip.h + 12 * L.scale}, t.accent);
  // The share on a plate of its own: above the pack it may lie over the
  // stock's white card edges.
  const float px = plate_text(L);
  const Rect plate = cut_plate(L, strip, at);
  fill_round_rect(r, plate, 4 * L.scale, with_alpha(t.panel, 245));
  d.text->draw(r, std::to_string(cut_percent(pack, d.cut_place)) + "%", plate.cx(), plate.y + px * 0.15f, px, t.ink,
               false, TextAlign::kCenter);
}

}  // namespace canasta::frontend
