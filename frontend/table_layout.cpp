#include "frontend/table_layout.h"

#include <algorithm>

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

TableLayout layout_table(float width, float height, float scale, int hand_cards) {
  TableLayout t;
  t.window = {0, 0, width, height};
  const float margin = 12 * scale;
  // Cards are 5:7. Their height follows the shorter side of the window,
  // between a readable minimum and a comfortable maximum (CSS pixels).
  const float min_h = 70 * scale, max_h = 150 * scale;
  t.card_h = std::clamp(std::min(height * 0.2f, width * 0.2f), min_h, max_h);
  t.card_w = t.card_h * 5.0f / 7.0f;

  t.title = {margin, margin, std::min(width - 2 * margin, 360 * scale), 24 * scale};

  // Stock and pile side by side in the middle of the table.
  const float gap = t.card_w * 0.35f;
  const float center_y = height * 0.42f - t.card_h / 2;
  t.stock = {width / 2 - gap / 2 - t.card_w, center_y, t.card_w, t.card_h};
  t.pile = {width / 2 + gap / 2, center_y, t.card_w, t.card_h};
  t.stock_label = {t.stock.x, t.stock.bottom() + 4 * scale, t.card_w, 18 * scale};

  // The hand along the bottom edge, fanned to fit the width. When the fan
  // would hide the corner indices (a big hand on a narrow screen), it wraps
  // into rows that overlap like shingles, each showing its top edge.
  const float min_step = t.card_w * 0.3f;
  const float natural_step = t.card_w * 0.62f;
  const float row_width = width - 2 * margin;
  const int per_row_max = std::max(1, static_cast<int>((row_width - t.card_w) / min_step) + 1);
  const int rows = hand_cards > 0 ? (hand_cards + per_row_max - 1) / per_row_max : 1;
  const float row_offset = t.card_h * 0.42f;
  const float hand_h = t.card_h + row_offset * static_cast<float>(rows - 1);
  t.hand_area = {margin, height - margin - hand_h, row_width, hand_h};
  t.hand.reserve(static_cast<size_t>(std::max(hand_cards, 0)));
  for (int row = 0, first = 0; row < rows; ++row) {
    const int in_row = (hand_cards - first + (rows - row) - 1) / (rows - row);
    const float fit_step = in_row > 1 ? (row_width - t.card_w) / static_cast<float>(in_row - 1) : 0;
    const float step = std::min(natural_step, fit_step);
    const float used = t.card_w + step * static_cast<float>(in_row - 1);
    const float x0 = t.hand_area.x + (row_width - used) / 2;
    const float y = t.hand_area.y + row_offset * static_cast<float>(row);
    for (int i = 0; i < in_row; ++i) t.hand.push_back({x0 + step * static_cast<float>(i), y, t.card_w, t.card_h});
    first += in_row;
  }
  return t;
}

}  // namespace canasta::frontend
