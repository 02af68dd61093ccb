// A game's table on a desktop or laptop (landscape, tall enough for the
// stock and pile in the table): the meld areas are as large as what they
// hold, and the room they leave goes to larger meld cards. At 1920x1080 the
// two areas had half the table each whatever they held, a side with two
// melds a band of empty felt 1,556 px wide, its cards 112 px tall beside a
// hand of 200.
//
// One meld card size for every side, the largest at which each area could
// hold a row of kMeldColumnsPlanned melds fanned kMeldFanCards deep (so the
// cards do not shrink as the deal goes on, nor anything move as a meld
// grows), at most the pile's size. Each area takes the height its longest
// meld fans to and the width of its columns (ours one more, where the next
// meld goes), never less than room for its header's words. The other sides'
// areas hang from the top, ours stands on the hand; the stock and pile go in
// a column at the right, midway down, or in a row between the areas where
// that leaves the melds larger cards (a window nearly square).
#include <algorithm>
#include <cmath>

#include "frontend/table/layout_parts.h"

namespace canasta::frontend::layout {
namespace {

// Inside an area: the padding round its cards and the gap between its
// columns and rows (CSS pixels).
constexpr float kPad = 6, kColumnGap = 4;
// An area's least width, in body text sizes: its header ("Us 1,250 · this
// deal 120 · selected 60 of 90 with the top card") on one line.
constexpr float kHeaderEms = 34;

struct Metrics {
  float scale, header, count, pad, gap;
};

Metrics metrics_of(const MeldSizing& m, float s) { return {s, m.header_h, m.header_h * 0.85f, kPad * s, kColumnGap * s}; }

// Meld columns a row of an area `width` wide holds beside the threes'
// column, at card height h (a hundredth of a pixel is not a column short).
int per_row(const Metrics& k, float width, float h) {
  const float w = h * kCardRatio;
  return std::max(1, static_cast<int>((width - 2 * k.pad + k.gap + 0.01f) / (w + k.gap)) - 1);
}

int rows_for(const Metrics& k, int melds, float width, float h) {
  const int across = per_row(k, width, h);
  return std::max(1, (melds + across - 1) / across);
}

// An area's height for `content` across `width` when its columns fan `fan`
// cards; an empty one keeps its header and a finger's height.
float height_for(const Metrics& k, const MeldAreaContent& c, float width, float h, int fan) {
  if (c.melds == 0 && c.threes == 0) return std::max(k.header + k.pad, kLeastTargetCss * k.scale);
  const int rows = rows_for(k, c.melds, width, h);
  return k.header + static_cast<float>(rows) * (h * column_ratio(fan) + k.count) + static_cast<float>(rows - 1) * k.gap + k.pad;
}

// What an area keeps for itself: a row at least, fanned kMeldFanCards deep.
float reserve_for(const Metrics& k, MeldAreaContent c, float width, float h) {
  c.melds = std::max(c.melds, 1);
  return height_for(k, c, width, h, kMeldFanCards);
}

// What it takes now: its longest meld's fan (three cards at least, which a
// canasta's squared pile fits in).
float hug_height(const Metrics& k, const MeldAreaContent& c, float width, float h) {
  return height_for(k, c, width, h, std::clamp(c.longest, 3, kMeldFanCards));
}

float hug_width(const Metrics& k, const MeldAreaContent& c, bool own, float h, float least, float most) {
  const int columns = c.melds + (own ? 1 : 0);
  const float w = h * kCardRatio;
  return std::clamp(2 * k.pad + static_cast<float>(columns + 1) * w + static_cast<float>(columns) * k.gap, least, most);
}

// One way to arrange the zone: the stock and pile in a column at the right
// or a row between the areas, the other sides stacked or side by side.
struct Arrangement {
  bool pile_column = true;
  bool side_by_side = false;
  Rect region;          // where the meld areas go
  float card_h = 0;     // the meld cards' height it allows
};

struct Inputs {
  const LayoutInput* in;
  Metrics k;
  float centre_w, centre_h, gap;
};

MeldAreaContent other_content(const LayoutInput& in, int i) {
  return i < static_cast<int>(in.other_content.size()) ? in.other_content[static_cast<size_t>(i)] : MeldAreaContent{};
}

// The height the areas (and a centre row) need at card height h, and
// whether a row of kMeldColumnsPlanned fits each area's width.
bool fits(const Inputs& p, const Arrangement& a, float h) {
  const LayoutInput& in = *p.in;
  const int n = std::max(1, in.other_sides);
  const float other_w = a.side_by_side ? (a.region.w - p.gap * static_cast<float>(n - 1)) / static_cast<float>(n) : a.region.w;
  if (per_row(p.k, other_w, h) < kMeldColumnsPlanned) return false;
  float total = reserve_for(p.k, in.own_content, a.region.w, h) + p.gap;
  float row = 0;
  for (int i = 0; i < n; ++i) {
    const float r = reserve_for(p.k, other_content(in, i), other_w, h);
    if (a.side_by_side) row = std::max(row, r);
    else total += r + p.gap;
  }
  total += row + (a.side_by_side ? p.gap : 0);
  if (!a.pile_column) total += p.centre_h + p.gap;
  return total - p.gap <= a.region.h;
}

// The largest card height up to `most` the arrangement fits (0: none).
float largest_fitting(const Inputs& p, const Arrangement& a, float most) {
  if (!fits(p, a, 1)) return 0;
  if (fits(p, a, most)) return most;
  float lo = 1, hi = most;
  for (int i = 0; i < 40; ++i) {
    const float mid = (lo + hi) / 2;
    (fits(p, a, mid) ? lo : hi) = mid;
  }
  return lo;
}

}  // namespace

bool place_desk(TableLayout& t, const LayoutInput& in, const Rect& zone, float pile_h, float label_h, float pile_gap, float gap) {
  const float s = in.scale;
  t.melds = {kMeldColumnsPlanned, kMeldFanCards, 0, true, std::max(20 * s, t.font * 1.35f)};
  const Inputs p{&in, metrics_of(t.melds, s), pile_h * kCardRatio * (2 + kCrosswiseOut) + pile_gap + 2 * gap,
                 pile_h + label_h, gap};
  // The arrangement is chosen for areas of one row each, whatever they
  // hold, so the stock and pile never move as melds come.
  LayoutInput plain = in;
  plain.own_content = {};
  plain.other_content.clear();
  const Inputs plain_p{&plain, p.k, p.centre_w, p.centre_h, gap};
  Arrangement best;
  for (const bool column : {true, false})
    for (const bool side_by_side : {false, true}) {
      if (side_by_side && in.other_sides < 2) continue;
      Arrangement a{column, side_by_side, zone, 0};
      if (column) a.region.w -= p.centre_w + gap;
      a.card_h = largest_fitting(plain_p, a, pile_h);
      if (a.card_h > best.card_h) best = a;
    }
  // Its card size, where a side has more melds than a row holds, allows two.
  best.card_h = largest_fitting(p, best, best.card_h);
  if (best.card_h <= 0) return false;
  const float h = best.card_h;
  t.melds.card_h = h;
  const Rect& region = best.region;
  const float least_w = std::min(region.w, std::max(region.w * 0.5f, t.font * kHeaderEms));
  // Ours stands on the hand; the other sides hang from the top.
  const float own_reserve = reserve_for(p.k, in.own_content, region.w, h);
  const float own_top = region.bottom() - own_reserve;
  t.own_melds = {region.x, own_top, hug_width(p.k, in.own_content, true, h, least_w, region.w),
                 hug_height(p.k, in.own_content, region.w, h)};
  const int n = std::max(1, in.other_sides);
  const float other_w = best.side_by_side ? (region.w - gap * static_cast<float>(n - 1)) / static_cast<float>(n) : region.w;
  const float other_least = std::min(other_w, least_w);
  t.other_melds.clear();
  float y = region.y, others_bottom = region.y;
  for (int i = 0; i < n; ++i) {
    const MeldAreaContent c = other_content(in, i);
    const float x = best.side_by_side ? region.x + (other_w + gap) * static_cast<float>(i) : region.x;
    t.other_melds.push_back({x, y, hug_width(p.k, c, false, h, other_least, other_w), hug_height(p.k, c, other_w, h)});
    const float reserve = reserve_for(p.k, c, other_w, h);
    others_bottom = std::max(others_bottom, y + reserve);
    if (!best.side_by_side) y += reserve + gap;
  }
  // The stock and pile midway between what the areas keep.
  const float middle = best.pile_column ? zone.cy() : (others_bottom + own_top) / 2;
  const Rect centre = best.pile_column ? Rect{region.right() + gap, middle - p.centre_h / 2, p.centre_w - gap, p.centre_h}
                                       : Rect{zone.x, middle - p.centre_h / 2, zone.w, p.centre_h};
  place_stock_and_pile(t, centre, pile_h, label_h, pile_gap);
  return true;
}

MeldGrid hugged_melds(const Rect& area, int melds, float scale, const MeldSizing& sizing) {
  const Metrics k = metrics_of(sizing, scale);
  MeldGrid g;
  g.header = {area.x, area.y, area.w, std::min(area.h, k.header)};
  g.card_h = sizing.card_h;
  g.card_w = g.card_h * kCardRatio;
  g.fan = g.card_h * kMeldFan;
  const float top = g.header.bottom(), body_h = std::max(0.0f, area.bottom() - k.pad - top);
  const int rows = rows_for(k, melds, area.w, g.card_h), across = per_row(k, area.w, g.card_h);
  const float row_h = (body_h - k.gap * static_cast<float>(rows - 1)) / static_cast<float>(rows);
  // As many cards fan at the full step as the area's height allows.
  const float fanned = std::floor((row_h - k.count - g.card_h) / g.fan + 0.001f);
  g.fan_cards = std::clamp(static_cast<int>(fanned) + 1, 1, sizing.fan_cards);
  g.threes_w = g.card_w;
  // The threes right of the melds' first row, not across an empty area.
  const float threes_x = area.x + k.pad + (g.card_w + k.gap) * static_cast<float>(std::min(melds, across));
  g.red_threes = {std::min(threes_x, area.right() - k.pad - g.card_w), top, g.card_w, body_h};
  const float column_h = g.card_h * column_ratio(g.fan_cards) + k.count;
  for (int i = 0; i < melds; ++i) {
    const int row = i / across, col = i % across;
    g.columns.push_back({area.x + k.pad + (g.card_w + k.gap) * static_cast<float>(col),
                         top + (column_h + k.gap) * static_cast<float>(row), g.card_w, column_h});
  }
  return g;
}

}  // namespace canasta::frontend::layout
