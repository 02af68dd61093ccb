#include "frontend/table_layout.h"

#include <algorithm>

namespace canasta::frontend {

bool overlaps(const Rect& a, const Rect& b) {
  return a.x < b.right() && b.x < a.right() && a.y < b.bottom() && b.y < a.bottom();
}

bool inside(const Rect& inner, const Rect& outer) {
  return inner.x >= outer.x && inner.y >= outer.y && inner.right() <= outer.right() &&
         inner.bottom() <= outer.bottom();
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

  // The hand along the bottom edge, fanned to fit the width.
  t.hand_area = {margin, height - margin - t.card_h, width - 2 * margin, t.card_h};
  if (hand_cards > 0) {
    const float natural_step = t.card_w * 0.62f;
    const float fit_step =
        hand_cards > 1 ? (t.hand_area.w - t.card_w) / static_cast<float>(hand_cards - 1) : 0;
    const float step = hand_cards > 1 ? std::min(natural_step, fit_step) : 0;
    const float used = t.card_w + step * static_cast<float>(hand_cards - 1);
    float x = t.hand_area.x + (t.hand_area.w - used) / 2;
    t.hand.reserve(static_cast<size_t>(hand_cards));
    for (int i = 0; i < hand_cards; ++i, x += step)
      t.hand.push_back({x, t.hand_area.y, t.card_w, t.card_h});
  }
  return t;
}

}  // namespace canasta::frontend
