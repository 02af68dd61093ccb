#include "frontend/table/table_layout.h"

#include <algorithm>
#include <cmath>

namespace canasta::frontend {

bool overlaps(const Rect& a, const Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

bool inside(const Rect& inner, const Rect& outer) {
  // A hundredth of a pixel of rounding is not leaving the rectangle.
  constexpr float kSlack = 0.01f;
  return inner.x >= outer.x - kSlack && inner.y >= outer.y - kSlack &&
         inner.right() <= outer.right() + kSlack && inner.bottom() <= outer.bottom() + kSlack;
}

Rect inset(const Rect& r, float by) { return {r.x + by, r.y + by, r.w - 2 * by, r.h - 2 * by}; }

namespace {

constexpr float kCardRatio = 5.0f / 7.0f;

// Cells of equal width across `area`, `gap` apart.
std::vector<Rect> row_of(const Rect& area, int n, float gap) {
  std::vector<Rect> out;
  if (n <= 0) return out;
  const float w = (area.w - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
  for (int i = 0; i < n; ++i) out.push_back({area.x + (w + gap) * static_cast<float>(i), area.y, w, area.h});
  return out;
}

// A grid of `n` cells in `columns` columns filling `area` from the top.
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

// Rows needed for a hand, and the band's height.
struct HandShape {
  int rows = 1;
  float row_offset = 0;
  float height = 0;
};

HandShape hand_shape(float row_width, float card_w, float card_h, int cards) {
  // When the fan would hide the corner indices (a big hand on a narrow
  // screen), the hand wraps into rows that overlap like shingles, each
  // showing its top edge.
  const float min_step = card_w * 0.3f;
  const int per_row_max = std::max(1, static_cast<int>((row_width - card_w) / min_step) + 1);
  HandShape s;
  s.rows = cards > 0 ? (cards + per_row_max - 1) / per_row_max : 1;
  s.row_offset = card_h * 0.42f;
  s.height = card_h + s.row_offset * static_cast<float>(s.rows - 1);
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
    const float step = std::min(natural_step, fit_step);
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

// Stock and pile side by side, centred in `area` with the room a crosswise
// card takes right of the pile (their labels below).
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

// The other sides' areas side by side when wide enough, else stacked.
void split_melds(TableLayout& t, const Rect& others, const Rect& own, int other_sides, float gap) {
  const int n = std::max(1, other_sides);
  if (others.w / static_cast<float>(n) >= others.h * 1.6f) {
    t.other_melds = row_of(others, n, gap);
  } else {
    const float h = (others.h - gap * static_cast<float>(n - 1)) / static_cast<float>(n);
    t.other_melds.clear();
    for (int i = 0; i < n; ++i) t.other_melds.push_back({others.x, others.y + (h + gap) * static_cast<float>(i), others.w, h});
  }
  t.own_melds = own;
}

// The upright tables' middle, between `top` and `bottom`: the other sides'
// melds, a row of stock and pile (on the left) with the message beside
// them, and our melds.
void stack_middle(TableLayout& t, const LayoutInput& in, const Rect& main, float top, float bottom, float pile_h, float gap) {
  const float label_h = t.font * 1.3f;
  const float centre_h = pile_h + label_h;
  const float melds_h = (bottom - top - centre_h - 2 * gap) / 2;
  const Rect centre{main.x, top + melds_h + gap, main.w, centre_h};
  const float pile_w = pile_h * kCardRatio;
  place_stock_and_pile(t, {main.x + 6 * in.scale, centre.y, pile_w * (2 + kCrosswiseOut) + gap, centre_h}, pile_h, label_h, gap);
  t.message = {t.crosswise.right() + gap, centre.y, main.right() - t.crosswise.right() - gap, centre_h};
  split_melds(t, {main.x, top, main.w, melds_h}, {main.x, centre.bottom() + gap, main.w, melds_h}, in.other_sides, gap);
}

TableLayout layout_landscape(const LayoutInput& in) {
  TableLayout t;
  const float s = in.scale, W = in.width / s, H = in.height / s;
  t.window = {0, 0, in.width, in.height};
  t.landscape = true;
  t.scale = s;
  t.font = std::clamp(H * 0.02f, 12.0f, 18.0f) * s;
  const float m = 8 * s, gap = 8 * s;
  const float panel_w = std::clamp(W * 0.22f, 176.0f, 340.0f) * s;
  const Rect panel{in.width - m - panel_w, m, panel_w, in.height - 2 * m};
  const Rect main{m, m, in.width - panel_w - 3 * m, in.height - 2 * m};

  // Big screens get big cards: a 1080-pixel-tall window shows a hand of 200.
  t.card_h = std::clamp(std::min(H * 0.19f, main.w / s * 0.16f), 60.0f, 200.0f) * s;
  t.card_w = t.card_h * kCardRatio;
  const HandShape shape = hand_shape(main.w, t.card_w, t.card_h, in.hand_cards);
  t.hand_area = {main.x, main.bottom() - shape.height, main.w, shape.height};
  place_hand(t, shape, in.hand_cards);

  const float plate_h = std::clamp(H * 0.085f, 40.0f, 64.0f) * s;
  place_plates(t, {main.x, main.y, main.w, plate_h}, in.others, gap, 240 * s);

  const float zone_top = main.y + plate_h + gap, zone_bottom = t.hand_area.y - gap;
  const bool centre_in_table = H >= 560;
  const float label_h = t.font * 1.3f;
  // Panel, top down: menu, scores, (stock and pile), message; actions at the bottom.
  const float menu_h = std::max(32 * s, t.font * 2.1f);
  t.menu = row_of({panel.x, panel.y, panel.w, menu_h}, in.menu, 6 * s);
  const float line = t.font * 1.45f;
  t.scores = {panel.x, panel.y + menu_h + gap, panel.w, line * static_cast<float>(in.other_sides + 2) + 8 * s};
  const int action_cols = 2;
  const int action_rows = (in.actions + action_cols - 1) / action_cols;
  const float button_h = std::clamp((panel.h * 0.34f - gap * static_cast<float>(action_rows - 1)) /
                                        static_cast<float>(std::max(1, action_rows)),
                                    28 * s, 44 * s);
  const float actions_h = button_h * static_cast<float>(action_rows) + gap * static_cast<float>(action_rows - 1);
  const Rect actions_area{panel.x, panel.bottom() - actions_h, panel.w, actions_h};
  t.actions = grid_of(actions_area, in.actions, action_cols, button_h, gap);
  float message_top = t.scores.bottom() + gap;
  if (!centre_in_table) {
    const float room = actions_area.y - message_top - gap;
    const float pile_h = std::min(t.card_h * 0.85f, (room - label_h) * 0.62f);
    place_stock_and_pile(t, {panel.x, message_top, panel.w, pile_h + label_h}, pile_h, label_h, gap);
    message_top = t.stock_label.bottom() + gap;
  }
  t.message = {panel.x, message_top, panel.w, actions_area.y - gap - message_top};
  float melds_top = zone_top;
  if (in.lesson) {
    // The message keeps three lines under the lesson (the replies are said
    // there); a window too low for that gives the lesson a band across the
    // top of the table instead, and the melds the rest.
    const float message_h = std::min(t.message.h * 0.3f, line * 3 + 8 * s);
    if (t.message.h - message_h - gap >= 150 * s) {
      t.lesson = {panel.x, message_top, panel.w, t.message.h - message_h - gap};
      t.message = {panel.x, t.lesson.bottom() + gap, panel.w, message_h};
    } else {
      const float band = std::clamp((zone_bottom - zone_top) * 0.4f, 90 * s, 200 * s);
      t.lesson = {main.x, zone_top, main.w, band};
      melds_top += band + gap;
    }
  }

  if (centre_in_table) {
    const float pile_h = t.card_h * 0.85f;
    const float centre_h = pile_h + label_h;
    const float melds_h = (zone_bottom - melds_top - centre_h - 2 * gap) / 2;
    const Rect centre{main.x, melds_top + melds_h + gap, main.w, centre_h};
    place_stock_and_pile(t, centre, pile_h, label_h, t.card_w * 0.35f);
    split_melds(t, {main.x, melds_top, main.w, melds_h}, {main.x, centre.bottom() + gap, main.w, melds_h},
                in.other_sides, gap);
  } else {
    const float melds_h = (zone_bottom - melds_top - gap) / 2;
    split_melds(t, {main.x, melds_top, main.w, melds_h}, {main.x, melds_top + melds_h + gap, main.w, melds_h},
                in.other_sides, gap);
  }
  return t;
}

TableLayout layout_portrait(const LayoutInput& in) {
  TableLayout t;
  const float s = in.scale, W = in.width / s, H = in.height / s;
  t.window = {0, 0, in.width, in.height};
  t.scale = s;
  t.font = std::clamp(W * 0.034f, 12.0f, 15.0f) * s;
  const float m = 8 * s, gap = 6 * s;
  const Rect main{m, m, in.width - 2 * m, in.height - 2 * m};

  t.card_h = std::clamp(std::min(H * 0.17f, W * 0.2f), 60.0f, 150.0f) * s;
  t.card_w = t.card_h * kCardRatio;
  const HandShape shape = hand_shape(main.w, t.card_w, t.card_h, in.hand_cards);
  t.hand_area = {main.x, main.bottom() - shape.height, main.w, shape.height};
  place_hand(t, shape, in.hand_cards);

  const float button_h = 40 * s;
  t.actions = row_of({main.x, t.hand_area.y - gap - button_h, main.w, button_h}, in.actions, 4 * s);

  const float line = t.font * 1.35f;
  const float top_h = std::max(40 * s, line * static_cast<float>(in.other_sides + 1) + 6 * s);
  const float menu_w = std::min(main.w * 0.55f, static_cast<float>(in.menu) * 56 * s);
  t.menu = row_of({main.right() - menu_w, main.y, menu_w, std::min(top_h, 40 * s)}, in.menu, 4 * s);
  t.scores = {main.x, main.y, main.w - menu_w - gap, top_h};

  const float plate_h = std::clamp(H * 0.065f, 40.0f, 56.0f) * s;
  place_plates(t, {main.x, t.scores.bottom() + gap, main.w, plate_h}, in.others, 4 * s, 200 * s);

  float zone_top = t.scores.bottom() + gap + plate_h + gap;
  if (in.lesson) {
    const float lesson_h = std::clamp(H * 0.25f, 150.0f, 240.0f) * s;
    t.lesson = {main.x, zone_top, main.w, lesson_h};
    zone_top += lesson_h + gap;
  }
  const float zone_bottom = t.actions.empty() ? t.hand_area.y - gap : t.actions[0].y - gap;
  stack_middle(t, in, main, zone_top, zone_bottom, t.card_h * 0.9f, gap);
  return t;
}

TableLayout layout_example(const LayoutInput& in) {
  TableLayout t;
  const float s = in.scale, W = in.width / s, H = in.height / s;
  t.window = {0, 0, in.width, in.height};
  t.landscape = W > H * 1.2f;
  t.scale = s;
  t.meld_plan = kMeldColumnsExample;
  t.meld_fan_cards = kMeldFanCardsExample;
  t.font = std::clamp(std::min(H * 0.03f, W * 0.034f), 12.0f, 16.0f) * s;
  const float m = 8 * s, gap = 6 * s;
  const Rect main{m, m, in.width - 2 * m, in.height - 2 * m};

  t.card_h = std::clamp(std::min(H * 0.19f, W * (t.landscape ? 0.13f : 0.2f)), 56.0f, 170.0f) * s;
  t.card_w = t.card_h * kCardRatio;
  const HandShape shape = hand_shape(main.w, t.card_w, t.card_h, in.hand_cards);
  t.hand_area = {main.x, main.bottom() - shape.height, main.w, shape.height};
  place_hand(t, shape, in.hand_cards);

  const float label_h = t.font * 1.3f;
  const float plate_h = std::clamp(H * 0.09f, 40.0f, 56.0f) * s;
  const float plates_h = (plate_h + gap) * static_cast<float>(in.others) - gap;
  const float zone_bottom = t.hand_area.y - gap;
  if (t.landscape) {
    // Wide: the melds fill the left, one side above the other; a column on
    // the right holds the other players, the stock and pile and the
    // message. Plates that do not fit there take a row above everything.
    const float side_w = std::clamp(W * 0.3f, 190.0f, 360.0f) * s;
    float top = main.y;
    const float pile_h = std::min(t.card_h * 0.85f, (side_w - gap) / (2 + kCrosswiseOut) / kCardRatio);
    const bool column = in.others > 0 && plates_h + gap + pile_h + label_h + 3 * t.font <= zone_bottom - top;
    if (in.others > 0 && !column) {
      place_plates(t, {main.x, top, main.w, plate_h}, in.others, 4 * s, 220 * s);
      top += plate_h + gap;
    }
    const Rect right{main.right() - side_w, top, side_w, zone_bottom - top};
    const Rect left{main.x, top, right.x - gap - main.x, zone_bottom - top};
    float y = right.y;
    if (column) {
      t.plates.clear();
      for (int i = 0; i < in.others; ++i)
        t.plates.push_back({right.x, right.y + (plate_h + gap) * static_cast<float>(i), right.w, plate_h});
      y += plates_h + gap;
    }
    // At the column's right edge: the crosswise card sticks out to the frame's side.
    const float group_w = pile_h * kCardRatio * (2 + kCrosswiseOut) + gap;
    place_stock_and_pile(t, {right.right() - group_w, y, group_w, pile_h + label_h}, pile_h, label_h, gap);
    t.message = {right.x, t.stock_label.bottom() + gap, right.w, right.bottom() - t.stock_label.bottom() - gap};
    const float melds_h = (left.h - gap) / 2;
    split_melds(t, {left.x, left.y, left.w, melds_h}, {left.x, left.y + melds_h + gap, left.w, melds_h}, in.other_sides, gap);
    return t;
  }
  // Upright: the game's portrait order, without its menu, scores and buttons.
  float top = main.y;
  if (in.others > 0) {
    place_plates(t, {main.x, top, main.w, plate_h}, in.others, 4 * s, 200 * s);
    top += plate_h + gap;
  }
  stack_middle(t, in, main, top, zone_bottom, t.card_h * 0.85f, gap);
  return t;
}

}  // namespace

TableLayout layout_table(const LayoutInput& input) {
  if (input.example) return layout_example(input);
  return input.width > input.height * 1.2f ? layout_landscape(input) : layout_portrait(input);
}

MeldGrid layout_melds(const Rect& area, int melds, float scale, int planned_columns, int fan_cards) {
  MeldGrid g;
  const float header_h = std::min(area.h * 0.25f, 20 * scale);
  g.header = {area.x, area.y, area.w, header_h};
  // The red threes lie at the right end, the melds fill the rest.
  const float threes_w = area.w * 0.13f;
  g.red_threes = {area.right() - threes_w, area.y + header_h, threes_w, area.h - header_h};
  const Rect body{area.x, area.y + header_h, area.w - threes_w, area.h - header_h};
  const float count_h = std::min(16 * scale, body.h * 0.15f);
  const float fan_ratio = 0.2f;
  const float column_ratio = 1 + fan_ratio * static_cast<float>(fan_cards - 1);  // column height / card height
  const int planned = std::max(melds, planned_columns);
  const float gap = 4 * scale;
  int best_rows = 1;
  float best_h = 0;
  for (int rows = 1; rows <= 2; ++rows) {
    const int per_row = (planned + rows - 1) / rows;
    const float by_height =
        ((body.h - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows) - count_h) / column_ratio;
    const float by_width =
        (body.w - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row) / kCardRatio;
    const float h = std::min({by_height, by_width, 120 * scale});
    if (h > best_h * 1.05f) {
      best_h = h;
      best_rows = rows;
    }
  }
  g.card_h = std::max(best_h, 1.0f);
  g.card_w = g.card_h * kCardRatio;
  g.fan = g.card_h * fan_ratio;
  g.fan_cards = fan_cards;
  const float column_h = g.card_h * column_ratio + count_h;
  const int per_row = (planned + best_rows - 1) / best_rows;
  for (int i = 0; i < melds; ++i) {
    const int row = i / per_row, col = i % per_row;
    g.columns.push_back({body.x + (g.card_w + gap) * static_cast<float>(col),
                         body.y + (column_h + gap) * static_cast<float>(row), g.card_w, column_h});
  }
  return g;
}

}  // namespace canasta::frontend
