#include "frontend/table/layout_parts.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace canasta::frontend::layout {

float column_ratio(int fan_cards) { return 1 + kMeldFan * static_cast<float>(fan_cards - 1); }

int teaching_fan_cards(const LayoutInput& in) {
  int most = std::max(kMeldFanCardsExample, in.own_content.longest);
  for (const MeldAreaContent& c : in.other_content) most = std::max(most, c.longest);
  return most;
}

std::vector<Rect> row_of(const Rect& area, int n, float gap) {
  std::vector<Rect> out;
  if (n <= 0) return out;
  const float w = (area.w - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
  for (int i = 0; i < n; ++i) out.push_back({area.x + (w + gap) * static_cast<float>(i), area.y, w, area.h});
  return out;
}

namespace {

// Widths for buttons sharing `room`: water-filling, where a button needing
// more than the equal share of what the others leave gets its need, until
// no more do; where more is needed than there is, each gives up its part
// of the lack, down to `least` (a finger's width), which none gives up.
std::vector<float> widths_by_need(float room, const std::vector<float>& need, float least = 0) {
  const int n = static_cast<int>(need.size());
  std::vector<bool> wide(need.size(), false);
  float share = room / static_cast<float>(n);
  for (bool changed = true; changed;) {
    changed = false;
    float fixed = 0;
    int left = n;
    for (size_t i = 0; i < need.size(); ++i)
      if (wide[i]) fixed += need[i], --left;
    if (left == 0) break;
    share = (room - fixed) / static_cast<float>(left);
    for (size_t i = 0; i < need.size(); ++i)
      if (!wide[i] && need[i] > share) wide[i] = changed = true;
  }
  float total = 0;
  std::vector<float> w(need.size());
  for (size_t i = 0; i < need.size(); ++i) total += w[i] = wide[i] ? need[i] : share;
  const float floor = std::min(least, room / static_cast<float>(n));
  if (total > room)
    for (float& x : w) x = floor + (x - floor) * (room - floor * static_cast<float>(n)) / (total - floor * static_cast<float>(n));
  return w;
}

}  // namespace

std::vector<Rect> row_by_need(const Rect& area, int n, float gap, const std::vector<float>& need_in, float air,
                              float least) {
  if (n <= 0 || static_cast<int>(need_in.size()) != n) return row_of(area, n, gap);
  std::vector<float> need(need_in);
  for (float& x : need) x = std::max(x, least);
  const float room = area.w - gap * static_cast<float>(n - 1);
  float needed = 0;
  for (float x : need) needed += x;
  std::vector<float> w;
  if (needed + air * static_cast<float>(n) <= room) {
    std::vector<float> aired(need);
    for (float& x : aired) x += air;
    w = widths_by_need(room, aired);
  } else if (needed <= room) {
    // Room for part of the air: each label the same part, none cramped
    // beside a roomy neighbour.
    for (float x : need) w.push_back(x + (room - needed) / static_cast<float>(n));
  } else {
    w = widths_by_need(room, need, least);
  }
  std::vector<Rect> out;
  float x = area.x;
  for (float wi : w) {
    out.push_back({x, area.y, wi, area.h});
    x += wi + gap;
  }
  return out;
}

std::vector<Rect> grid_of(const Rect& area, int n, int columns, float cell_h, float gap) {
  std::vector<Rect> out;
  const float w = (area.w - gap * static_cast<float>(columns - 1)) / static_cast<float>(columns);
  for (int i = 0; i < n; ++i) {
    const int row = i / columns, col = i % columns;
    out.push_back({area.x + (w + gap) * static_cast<float>(col), area.y + (cell_h + gap) * static_cast<float>(row),
                   w, cell_h});
  }
  return out;
}

HandShape hand_shape(float row_width, float card_w, float card_h, int cards, float least_step) {
  // When the fan would hide the corner indices, or give a finger less than
  // `least_step` of a card (a big hand on a narrow screen), the hand wraps
  // into rows that overlap like shingles, each showing its top edge.
  const float min_step = std::min(card_w, std::max(card_w * 0.3f, least_step));
  const int per_row_max = std::max(1, static_cast<int>((row_width - card_w) / min_step) + 1);
  HandShape s;
  s.rows = cards > 0 ? (cards + per_row_max - 1) / per_row_max : 1;
  s.row_offset = card_h * 0.42f;
  s.height = card_h + s.row_offset * static_cast<float>(s.rows - 1);
  s.least_step = min_step > card_w * 0.3f ? min_step : 0;
  return s;
}

void place_hand(TableLayout& t, const HandShape& shape, int cards) {
  const float natural_step = t.card_w * 0.62f;
  const float row_width = t.hand_area.w;
  t.hand.clear();
  t.hand.reserve(static_cast<size_t>(std::max(cards, 0)));
  for (int row = 0, first = 0; row < shape.rows; ++row) {
    const int in_row = (cards - first + (shape.rows - row) - 1) / (shape.rows - row);
    const float fit_step = in_row > 1 ? (row_width - t.card_w) / static_cast<float>(in_row - 1) : 0;
    const float step = std::min(std::max(natural_step, shape.least_step), fit_step);
    const float used = t.card_w + step * static_cast<float>(in_row - 1);
    const float x0 = t.hand_area.x + (row_width - used) / 2;
    const float y = t.hand_area.y + shape.row_offset * static_cast<float>(row);
    for (int i = 0; i < in_row; ++i) t.hand.push_back({x0 + step * static_cast<float>(i), y, t.card_w, t.card_h});
    first += in_row;
  }
}

void place_plates(TableLayout& t, const Rect& row, int n, float gap, float max_w) {
  t.plates.clear();
  if (n <= 0) return;
  const float w = std::min(max_w, (row.w - gap * static_cast<float>(n - 1)) / static_cast<float>(n));
  const float used = w * static_cast<float>(n) + gap * static_cast<float>(n - 1);
  for (int i = 0; i < n; ++i)
    t.plates.push_back({row.x + (row.w - used) / 2 + (w + gap) * static_cast<float>(i), row.y, w, row.h});
}

void place_stock_and_pile(TableLayout& t, const Rect& area, float card_h, float label_h, float gap) {
  const float w = card_h * kCardRatio;
  const float out = w * kCrosswiseOut;
  const float x0 = area.cx() - (2 * w + gap + out) / 2;
  t.stock = {x0, area.y, w, card_h};
  t.pile = {x0 + w + gap, area.y, w, card_h};
  t.crosswise = {t.pile.right(), t.pile.cy() - w / 2, out, w};
  t.stock_label = {t.stock.x, t.stock.bottom(), w, label_h};
  t.pile_label = {t.pile.x, t.pile.bottom(), w, label_h};
}

namespace {

constexpr float kUnfit = std::numeric_limits<float>::infinity();

// The height a teaching table's meld area of `width` needs for `content`
// (plus `spare` columns) at its card size: the header, and the columns in
// one row, or two when one is too narrow (see layout_melds); an area with
// nothing in it keeps its header line.
float area_need(const MeldAreaContent& content, int spare, float width, float scale, const MeldSizing& sizing) {
  const float header = 20 * scale, gap = 4 * scale, count = 16 * scale;
  const int columns = content.melds + spare;
  if (columns == 0 && content.threes == 0) return header + gap;
  const float card_w = sizing.card_h * kCardRatio;
  // Meld columns side by side, and the threes' column at the right end.
  const float room = width - card_w - gap;
  const int per_row = std::max(1, static_cast<int>((room + gap) / (card_w + gap)));
  const int rows = (columns + per_row - 1) / per_row;
  if (rows > 2) return kUnfit;
  const float column_h = sizing.card_h * column_ratio(sizing.fan_cards) + count;
  return header + column_h * static_cast<float>(std::max(rows, 1)) + gap * static_cast<float>(std::max(rows, 1));
}

}  // namespace

MeldZone share_meld_zone(const LayoutInput& in, const TableLayout& t, const Rect& zone, float centre_h, float gap) {
  MeldZone z;
  const float middle = centre_h > 0 ? centre_h + gap : 0;
  const int n = std::max(1, in.other_sides);
  float others_h = (zone.h - middle - gap) / 2;
  if (t.melds.card_h > 0) {
    // Side by side where each area's melds fit in its share of the width.
    float row = 0, stacked = 0;
    const float share_w = (zone.w - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
    for (int i = 0; i < n; ++i) {
      const MeldAreaContent content = i < static_cast<int>(in.other_content.size()) ? in.other_content[static_cast<size_t>(i)]
                                                                                      : MeldAreaContent{};
      // Melds no text talks about may be smaller.
      MeldSizing sizing = t.melds;
      if (!content.marked) sizing.card_h *= kAsideMeldScale;
      row = std::max(row, area_need(content, 0, share_w, t.scale, sizing));
      stacked += area_need(content, 0, zone.w, t.scale, sizing) + (i > 0 ? gap : 0);
    }
    z.side_by_side = n > 1 && row < kUnfit && row <= stacked;
    others_h = std::min(z.side_by_side ? row : stacked, zone.h);
  } else {
    z.side_by_side = zone.w / static_cast<float>(n) >= others_h * 1.6f;
  }
  z.others = {zone.x, zone.y, zone.w, others_h};
  if (centre_h > 0) z.centre = {zone.x, z.others.bottom() + gap, zone.w, centre_h};
  const float own_top = z.others.bottom() + gap + middle;
  z.own = {zone.x, own_top, zone.w, zone.bottom() - own_top};
  return z;
}

void split_melds(TableLayout& t, const MeldZone& zone, int other_sides, float gap) {
  const int n = std::max(1, other_sides);
  if (zone.side_by_side) {
    t.other_melds = row_of(zone.others, n, gap);
  } else {
    const float h = (zone.others.h - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
    t.other_melds.clear();
    for (int i = 0; i < n; ++i)
      t.other_melds.push_back({zone.others.x, zone.others.y + (h + gap) * static_cast<float>(i), zone.others.w, h});
  }
  t.own_melds = zone.own;
}

void stack_middle(TableLayout& t, const LayoutInput& in, const Rect& main, float top, float bottom, float pile_h, float gap) {
  const float label_h = t.font * 1.3f;
  const float centre_h = pile_h + label_h;
  const MeldZone zone = share_meld_zone(in, t, {main.x, top, main.w, bottom - top}, centre_h, gap);
  const float pile_w = pile_h * kCardRatio;
  place_stock_and_pile(t, {main.x + 6 * in.scale, zone.centre.y, pile_w * (2 + kCrosswiseOut) + gap, centre_h}, pile_h,
                       label_h, gap);
  t.message = {t.crosswise.right() + gap, zone.centre.y, main.right() - t.crosswise.right() - gap, centre_h};
  split_melds(t, zone, in.other_sides, gap);
}

}  // namespace canasta::frontend::layout
