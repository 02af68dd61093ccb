#include "frontend/table/table_layout.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "frontend/table/layout_parts.h"

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

using namespace layout;

// A teaching table sizes every card alike (teaching_card, device pixels);
// a game's table (teaching_card 0) by the window, its pile a little smaller.
void size_cards(TableLayout& t, const LayoutInput& in, float natural, float teaching_card) {
  t.card_h = teaching_card > 0 ? teaching_card : natural;
  t.card_w = t.card_h * kCardRatio;
  if (teaching_card > 0) t.melds = {0, teaching_fan_cards(in), teaching_card};
}

}  // namespace

TableLayout layout::layout_landscape(const LayoutInput& in, float teaching_card) {
  TableLayout t;
  const float s = in.scale, W = in.width / s, H = in.height / s;
  t.window = {0, 0, in.width, in.height};
  t.landscape = true;
  t.scale = s;
  t.font = layout_font(in);
  const float m = 8 * s, gap = 8 * s;
  // A phone on its side gets a wider panel: its menu and buttons keep a
  // finger's width with whole words.
  const bool low = H < 500;
  const float panel_w = std::clamp(W * (low ? 0.3f : 0.22f), 176.0f, 340.0f) * s;
  const Rect panel{in.width - m - panel_w, m, panel_w, in.height - 2 * m};
  const Rect main{m, m, in.width - panel_w - 3 * m, in.height - 2 * m};

  // Big screens get big cards: a 1080-pixel-tall window shows a hand of 200.
  size_cards(t, in, std::clamp(std::min(H * 0.19f, main.w / s * 0.16f), 60.0f, 200.0f) * in.card_size * s, teaching_card);
  const bool teaching = teaching_card > 0;
  const float finger = kLeastTargetCss * s;
  const HandShape shape = hand_shape(main.w, t.card_w, t.card_h, in.hand_cards, kLeastHandStripCss * s);
  t.hand_area = {main.x, main.bottom() - shape.height, main.w, shape.height};
  place_hand(t, shape, in.hand_cards);

  const float plate_h = std::clamp(H * 0.085f, 40.0f, 64.0f) * s;
  place_plates(t, {main.x, main.y, main.w, plate_h}, in.others, gap, 240 * s);

  const float zone_top = main.y + plate_h + gap, zone_bottom = t.hand_area.y - gap;
  const float label_h = t.font * 1.3f;
  // Panel, top down: menu, scores, (stock and pile), message; actions at the bottom.
  // The menu's buttons are as wide as their labels need ("Opciones" beside
  // "Nueva"), with half a line's air around each where the panel has room:
  // at equal widths German's "Optionen" drew the whole row at 13 px on a
  // 1280x800 laptop, and English "Options" touched its button's edges.
  const float menu_h = in.menu > 0 ? std::max(finger, t.font * 2.1f) : 0;
  t.menu = row_by_need({panel.x, panel.y, panel.w, menu_h}, in.menu, 6 * s, in.menu_need, t.font * 0.5f, finger);
  const float line = t.font * 1.45f;
  // A lesson (one deal) leaves the score box out for its panel's sake: each
  // meld area's header says its side's score.
  // So does a low window (a phone on its side), for the stock and pile's
  // sake: the headers say the scores there too.
  if (!in.lesson && !low) t.scores = {panel.x, panel.y + (menu_h > 0 ? menu_h + gap : 0), panel.w, line * static_cast<float>(in.other_sides + 2) + 8 * s};
  const int action_cols = 2;
  const int action_rows = (in.actions + action_cols - 1) / action_cols;
  const float button_h = std::clamp((panel.h * 0.34f - gap * static_cast<float>(action_rows - 1)) /
                                        static_cast<float>(std::max(1, action_rows)),
                                    finger, std::max(finger, 44 * s));
  const float actions_h = button_h * static_cast<float>(action_rows) + gap * static_cast<float>(action_rows - 1);
  const Rect actions_area{panel.x, panel.bottom() - actions_h, panel.w, actions_h};
  t.actions = grid_of(actions_area, in.actions, action_cols, button_h, gap);
  float message_top = !t.scores.empty() ? t.scores.bottom() + gap : panel.y + (menu_h > 0 ? menu_h + gap : 0);
  // A low window puts the stock and pile in the panel; a lesson keeps them
  // in the table when the panel then has room for the lesson (below).
  const float lesson_room = actions_area.y - gap - message_top;
  const bool centre_in_table =
      H >= 560 || (teaching && lesson_room - std::min(lesson_room * 0.3f, line * 3 + 8 * s) - gap >= 150 * s);
  if (!centre_in_table) {
    const float room = actions_area.y - message_top - gap;
    // The message keeps the rest, once the pile is a finger wide.
    const float fingers_pile = finger / kCardRatio;
    const float pile_h = teaching ? t.card_h
                                  : std::min(std::max(t.card_h * 0.85f, fingers_pile),
                                             std::max((room - label_h) * 0.62f, std::min(room - label_h, fingers_pile)));
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

  const float pile_h = teaching ? t.card_h : t.card_h * 0.85f;
  const Rect melds_zone{main.x, melds_top, main.w, zone_bottom - melds_top};
  if (!teaching && centre_in_table && place_desk(t, in, melds_zone, pile_h, label_h, t.card_w * 0.35f, gap)) return t;
  const MeldZone zone = share_meld_zone(in, t, melds_zone, centre_in_table ? pile_h + label_h : 0, gap);
  if (centre_in_table) place_stock_and_pile(t, zone.centre, pile_h, label_h, t.card_w * 0.35f);
  split_melds(t, zone, in.other_sides, gap);
  return t;
}

TableLayout layout::layout_portrait(const LayoutInput& in, float teaching_card) {
  TableLayout t;
  const float s = in.scale, W = in.width / s, H = in.height / s;
  t.window = {0, 0, in.width, in.height};
  t.scale = s;
  t.font = layout_font(in);
  const float m = 8 * s, gap = 6 * s;
  const Rect main{m, m, in.width - 2 * m, in.height - 2 * m};

  size_cards(t, in, std::clamp(std::min(H * 0.17f, W * 0.2f), 60.0f, 150.0f) * in.card_size * s, teaching_card);
  // A teaching table keeps its 40-pixel buttons and one-row hand: the room
  // goes to the cards its text talks about (layout_teaching sizes them).
  const bool game = teaching_card <= 0;
  const float finger = (game ? kLeastTargetCss : 40) * s;
  const HandShape shape = hand_shape(main.w, t.card_w, t.card_h, in.hand_cards, game ? kLeastHandStripCss * s : 0);
  t.hand_area = {main.x, main.bottom() - shape.height, main.w, shape.height};
  place_hand(t, shape, in.hand_cards);

  // A selected card rises (kSelectedRise) and stays clear of the buttons.
  // The buttons go in two rows where one would cut a label (German
  // "Rückgängig" beside five others on a 390-pixel phone).
  const float button_h = finger, rise = game ? t.card_h * kSelectedRise + 2 * s : 0, button_gap = 4 * s;
  float one_row = button_gap * static_cast<float>(in.actions - 1);
  for (float w : in.action_need) one_row += std::max(w, finger);
  const int action_rows = game && in.actions > 1 && one_row > main.w ? 2 : 1;
  const float actions_h = button_h * static_cast<float>(action_rows) + button_gap * static_cast<float>(action_rows - 1);
  const float actions_y = t.hand_area.y - std::max(gap, rise) - actions_h;
  if (action_rows == 1) {
    t.actions = row_by_need({main.x, actions_y, main.w, button_h}, in.actions, button_gap, in.action_need, 0, finger);
  } else {
    t.actions = grid_of({main.x, actions_y, main.w, actions_h}, in.actions, (in.actions + 1) / 2, button_h, button_gap);
  }

  // The menu and the scores share the top row. A lesson (one deal) leaves
  // the score box out, and without a menu (a lesson on another page) the
  // row goes: each meld area's header says its side's score.
  float top = main.y;
  if (in.menu > 0 || !in.lesson) {
    const float line = t.font * 1.35f;
    const float top_h = std::max(finger, line * static_cast<float>(in.other_sides + 1) + 6 * s);
    // Wider than 56 px a button where its label needs it (German
    // "Optionen"), at least a finger's width each, taken from the score
    // box, which keeps a third.
    float needed = 4 * s * static_cast<float>(in.menu - 1);
    for (float w : in.menu_need) needed += std::max(w, finger);
    const float menu_w = std::min(main.w * 0.67f, std::max(static_cast<float>(in.menu) * 56 * s, needed));
    t.menu = row_by_need({main.right() - menu_w, main.y, menu_w, finger}, in.menu, 4 * s, in.menu_need, 0, finger);
    if (!in.lesson) t.scores = {main.x, main.y, main.w - menu_w - gap, top_h};
    top = main.y + (in.lesson ? finger : top_h) + gap;
  }

  const float plate_h = std::clamp(H * 0.065f, 40.0f, 56.0f) * s;
  place_plates(t, {main.x, top, main.w, plate_h}, in.others, 4 * s, 200 * s);

  float zone_top = top + plate_h + gap;
  if (in.lesson) {
    const float lesson_h = std::clamp(H * 0.25f, 150.0f, 240.0f) * s;
    t.lesson = {main.x, zone_top, main.w, lesson_h};
    zone_top += lesson_h + gap;
  }
  const float zone_bottom = t.actions.empty() ? t.hand_area.y - gap : t.actions[0].y - gap;
  stack_middle(t, in, main, zone_top, zone_bottom, teaching_card > 0 ? t.card_h : t.card_h * 0.9f, gap);
  return t;
}

bool layout::wide(const LayoutInput& in) { return in.width > in.height * 1.2f; }

TableLayout layout_table(const LayoutInput& input) {
  if (input.teaching()) return layout_teaching(input);
  return wide(input) ? layout_landscape(input, 0) : layout_portrait(input, 0);
}

float layout_font(const LayoutInput& in) {
  const float s = in.scale, W = in.width / s, H = in.height / s;
  if (in.example && !in.lesson) return std::clamp(std::min(H * 0.03f, W * 0.034f), 12.0f, 16.0f) * s;
  return layout::wide(in) ? std::clamp(H * 0.02f, 12.0f, 18.0f) * s : std::clamp(W * 0.034f, 12.0f, 15.0f) * s;
}

MeldGrid layout_melds(const Rect& area, int melds, float scale, const MeldSizing& sizing) {
  if (sizing.hug) return layout::hugged_melds(area, melds, scale, sizing);
  MeldGrid g;
  const bool teaching = sizing.card_h > 0;
  const float header_h = teaching ? std::min(area.h, 20 * scale) : std::min(area.h * 0.25f, 20 * scale);
  g.header = {area.x, area.y, area.w, header_h};
  const float gap = 4 * scale;
  const float count_h = std::min(16 * scale, (area.h - header_h) * 0.15f);
  const float ratio = column_ratio(sizing.fan_cards);  // column height / card height
  // A game plans for more columns than it has, so cards keep their size as
  // melds come; a teaching table sizes for the melds it shows, at most at
  // its one card size, with the threes in a column of that width.
  const int threes_columns = teaching ? 1 : 0;
  const float threes_share = teaching ? 0 : area.w * 0.13f;
  const float body_w = area.w - threes_share, body_h = area.h - header_h;
  // The card height (and rows, one or two) at which `planned` columns fit.
  const auto size_for = [&](int columns) {
    int best_rows = 1;
    float best_h = 0;
    for (int rows = 1; rows <= 2; ++rows) {
      const int per_row = (columns + rows - 1) / rows;
      const int across = per_row + threes_columns;
      const float by_height = ((body_h - gap * static_cast<float>(rows - 1)) / static_cast<float>(rows) - count_h) / ratio;
      const float by_width =
          across > 0 ? (body_w - gap * static_cast<float>(across - 1)) / static_cast<float>(across) / kCardRatio : by_height;
      const float h = std::min({by_height, by_width, teaching ? sizing.card_h : 120 * scale});
      if (h > best_h * 1.05f) {
        best_h = h;
        best_rows = rows;
      }
    }
    return std::pair{best_h, best_rows};
  };
  int planned = teaching ? melds : std::max(melds, sizing.planned);
  auto [best_h, best_rows] = size_for(planned);
  // A finger presses a meld to add to it: a narrow table (a phone) plans for
  // fewer columns, down to the melds there are, while a column is narrower
  // than kLeastTargetCss.
  while (!teaching && planned > melds && best_h * kCardRatio < kLeastTargetCss * scale) {
    const auto [h, rows] = size_for(planned - 1);
    if (h <= best_h) break;
    --planned;
    best_h = h;
    best_rows = rows;
  }
  // A teaching table's melds within a thousandth of its size are drawn at
  // it (layout_teaching allows that much rounding).
  if (teaching && best_h >= sizing.card_h * kTeachingSlack) best_h = sizing.card_h;
  g.card_h = std::max(best_h, 1.0f);
  g.card_w = g.card_h * kCardRatio;
  g.fan = g.card_h * kMeldFan;
  g.fan_cards = sizing.fan_cards;
  // The threes lie at the right end, the melds fill the rest.
  const float threes_w = teaching ? g.card_w : threes_share;
  g.red_threes = {area.right() - threes_w, area.y + header_h, threes_w, body_h};
  g.threes_w = teaching ? g.card_w : std::min(g.card_w, threes_w * 0.7f);
  const float column_h = g.card_h * ratio + count_h;
  const int per_row = std::max(1, (planned + best_rows - 1) / best_rows);
  // Cards narrower than a finger (a phone turned on its side) stand a
  // finger's width apart, each centred in its place, so a meld's target
  // (table_targets) is kLeastTargetCss wide without covering its neighbour's.
  const float room_w = (body_w + gap) / static_cast<float>(per_row) - gap;
  const float place_w = teaching ? g.card_w : std::max(g.card_w, std::min(kLeastTargetCss * scale, room_w));
  for (int i = 0; i < melds; ++i) {
    const int row = i / per_row, col = i % per_row;
    g.columns.push_back({area.x + (place_w - g.card_w) / 2 + (place_w + gap) * static_cast<float>(col),
                         area.y + header_h + (column_h + gap) * static_cast<float>(row), g.card_w, column_h});
  }
  return g;
}

}  // namespace canasta::frontend
