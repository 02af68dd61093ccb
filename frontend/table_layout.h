// Where things go on the table, as pure arithmetic on the window size, so the
// layout can be tested without a window. All lengths are device pixels.
#pragma once

#include <vector>

namespace canasta::frontend {

struct Rect {
  float x = 0, y = 0, w = 0, h = 0;
  float right() const { return x + w; }
  float bottom() const { return y + h; }
  bool contains(float px, float py) const { return px >= x && px < x + w && py >= y && py < y + h; }
};

bool overlaps(const Rect& a, const Rect& b);
bool inside(const Rect& inner, const Rect& outer);

struct TableLayout {
  Rect window;
  float card_w = 0, card_h = 0;
  Rect stock;
  Rect pile;
  Rect stock_label;           // the stock count under the stock
  std::vector<Rect> hand;     // the player's hand, left to right, overlapping
  Rect hand_area;             // the band the hand may use
  Rect title;                 // top-left caption
};

// `scale` is the device pixel ratio: sizes are chosen in CSS pixels and
// multiplied by it, so the table reads the same on every screen.
TableLayout layout_table(float width, float height, float scale, int hand_cards);

}  // namespace canasta::frontend
