// A teaching table: an example (the table alone, sized to its position) or
// a lesson (the game's table with the lesson's panel). Every card is drawn
// at one size, the largest at which the position fits, so the cards a
// text talks about (its highlights, the meld it asks for, the red threes,
// the pile) are never smaller than the hand's.
#include <algorithm>
#include <cmath>

#include "frontend/table/layout_parts.h"

namespace canasta::frontend::layout {
namespace {

// The least card height (CSS pixels) a teaching table shrinks its cards to
// before its melds give way instead: only a window too small for any table
// (a phone held sideways showing a lesson and its menu) comes near it.
constexpr float kLeastTeachingCard = 28;
// How much larger than a game's hand a teaching table's cards may grow, and
// their most (CSS pixels): a 1080-pixel-tall game's hand.
constexpr float kTeachingGrowth = 1.3f;
constexpr float kLargestTeachingCard = 200;

// Everything placed lies inside the window with a size of its own, and no
// two things overlap.
bool tidy(const TableLayout& t) {
  std::vector<Rect> all = {t.own_melds, t.stock, t.pile, t.stock_label, t.pile_label, t.crosswise, t.message, t.hand_area};
  for (const auto* rects : {&t.menu, &t.plates, &t.other_melds, &t.actions}) all.insert(all.end(), rects->begin(), rects->end());
  if (!t.scores.empty()) all.push_back(t.scores);
  if (!t.lesson.empty()) all.push_back(t.lesson);
  for (size_t i = 0; i < all.size(); ++i) {
    if (all[i].empty() || !inside(all[i], t.window)) return false;
    for (size_t j = i + 1; j < all.size(); ++j)
      if (overlaps(all[i], all[j])) return false;
  }
  return true;
}

// The teaching table at its card size: tidy, our meld area's columns (one
// to spare) and each marked one's at that size, the others' at least at
// their share of it, and the message with room for a sentence.
bool fits(const TableLayout& t, const LayoutInput& in) {
  if (!tidy(t) || t.message.w < 96 * t.scale || t.message.h < t.font * 2.5f) return false;
  const float least = t.card_h * kTeachingSlack;
  if (layout_melds(t.own_melds, in.own_content.melds + 1, t.scale, t.melds).card_h < least) return false;
  for (size_t i = 0; i < t.other_melds.size() && i < in.other_content.size(); ++i) {
    const MeldAreaContent& content = in.other_content[i];
    const float wanted = content.marked ? least : least * kAsideMeldScale;
    if ((content.melds > 0 || content.threes > 0) &&
        layout_melds(t.other_melds[i], content.melds, t.scale, t.melds).card_h < wanted)
      return false;
  }
  return true;
}

}  // namespace

TableLayout layout_example(const LayoutInput& in, float teaching_card) {
  TableLayout t;
  const float s = in.scale, W = in.width / s, H = in.height / s;
  t.window = {0, 0, in.width, in.height};
  t.landscape = wide(in);
  t.scale = s;
  t.melds = {kMeldColumnsExample, teaching_fan_cards(in), teaching_card};
  t.font = layout_font(in);
  const float m = 8 * s, gap = 6 * s;
  const Rect main{m, m, in.width - 2 * m, in.height - 2 * m};

  const float natural = std::clamp(std::min(H * 0.19f, W * (t.landscape ? 0.13f : 0.2f)), 56.0f, 170.0f) * s;
  t.card_h = teaching_card > 0 ? teaching_card : natural;
  t.card_w = t.card_h * kCardRatio;
  const HandShape shape = hand_shape(main.w, t.card_w, t.card_h, in.hand_cards);
  t.hand_area = {main.x, main.bottom() - shape.height, main.w, shape.height};
  place_hand(t, shape, in.hand_cards);

  const float label_h = t.font * 1.3f;
  const float plate_h = std::clamp(H * 0.09f, 40.0f, 56.0f) * s;
  const float plates_h = (plate_h + gap) * static_cast<float>(in.others) - gap;
  const float zone_bottom = t.hand_area.y - gap;
  const float pile_h = teaching_card > 0 ? t.card_h : t.card_h * 0.85f;
  if (t.landscape) {
    // Wide: the melds fill the left, one side above the other; a column on
    // the right holds the other players, the stock and pile and the
    // message. Plates that do not fit there take a row above everything.
    const float side_w = std::clamp(W * 0.3f, 190.0f, 360.0f) * s;
    float top = main.y;
    const float column_pile_h =
        teaching_card > 0 ? pile_h : std::min(pile_h, (side_w - gap) / (2 + kCrosswiseOut) / kCardRatio);
    const bool column = in.others > 0 && plates_h + gap + column_pile_h + label_h + 3 * t.font <= zone_bottom - top;
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
    const float group_w = column_pile_h * kCardRatio * (2 + kCrosswiseOut) + gap;
    place_stock_and_pile(t, {right.right() - group_w, y, group_w, column_pile_h + label_h}, column_pile_h, label_h, gap);
    t.message = {right.x, t.stock_label.bottom() + gap, right.w, right.bottom() - t.stock_label.bottom() - gap};
    split_melds(t, share_meld_zone(in, t, left, 0, gap), in.other_sides, gap);
    return t;
  }
  // Upright: the game's portrait order, without its menu, scores and buttons.
  float top = main.y;
  if (in.others > 0) {
    place_plates(t, {main.x, top, main.w, plate_h}, in.others, 4 * s, 200 * s);
    top += plate_h + gap;
  }
  stack_middle(t, in, main, top, zone_bottom, pile_h, gap);
  return t;
}

TableLayout layout_teaching(const LayoutInput& in) {
  const auto arrange = [&in](float card_h) {
    if (in.example && !in.lesson) return layout_example(in, card_h);
    return wide(in) ? layout_landscape(in, card_h) : layout_portrait(in, card_h);
  };
  // Up to a little more than the hand at a game's table of this size (a
  // teaching table shows few cards, and has room for them larger), less
  // until everything fits, down to the least size (where the melds give way).
  float hi = std::min(arrange(0).card_h * kTeachingGrowth, kLargestTeachingCard * in.scale);
  float lo = std::min(hi, kLeastTeachingCard * in.scale);
  TableLayout best = arrange(hi);
  if (fits(best, in)) return best;
  for (int i = 0; i < 12 && hi - lo > 0.5f * in.scale; ++i) {
    const float mid = (lo + hi) / 2;
    (fits(arrange(mid), in) ? lo : hi) = mid;
  }
  return arrange(lo);
}

}  // namespace canasta::frontend::layout
