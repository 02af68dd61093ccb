// Shared by the layout tests: the screens and seatings a table is laid out
// for, and the check that everything fits.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "frontend/table/table_layout.h"

namespace canasta::frontend::test {

struct Screen {
  const char* name;
  float w, h, scale;
};
inline constexpr Screen kScreens[] = {
    {"desktop 1920x1080", 1920, 1080, 1},        {"laptop 1280x800", 1280, 800, 1},
    {"laptop 1280x800 @2x", 2560, 1600, 2},      {"phone portrait 390x844 @3x", 1170, 2532, 3},
    {"phone landscape 844x390 @3x", 2532, 1170, 3}, {"small window 800x600", 800, 600, 1},
};
// A lesson embedded in a phone's column: embed.js makes it 9 / 16 (at 4 / 5
// its panel covered the pile the lesson asks the player to take).
inline constexpr Screen kLessonFrameOnPhone = {"lesson frame on a phone 362x643 @3x", 1086, 1930, 3};
// The frames a rules page gives an example or a lesson: wide beside its
// text (the sample page at 1920, 1280 and 800 pixels), and a phone's column.
inline constexpr Screen kRulesPageFrames[] = {
    {"rules page 1920: 760x475", 760, 475, 1}, {"rules page 1280: 780x488", 780, 488, 1},
    {"rules page 800: 752x470", 752, 470, 1},  {"rules page on a phone 358x448 @3x", 1074, 1344, 3},
};

// Every classic seating as the table sees it: the other players' plates and
// the other sides' meld areas.
struct Seats {
  const char* name;
  int others, other_sides;
};
inline constexpr Seats kSeatings[] = {{"2 alone", 1, 1},      {"3 alone", 2, 2},  {"4 partners", 3, 1},
                                      {"5 (two v three)", 4, 1}, {"6 in two teams", 5, 1}, {"6 three-pack", 5, 2}};

struct Named {
  std::string name;
  Rect rect;
};

inline std::vector<Named> elements(const TableLayout& t) {
  std::vector<Named> e = {{"own melds", t.own_melds}, {"stock", t.stock},
                          {"pile", t.pile},     {"stock label", t.stock_label}, {"pile label", t.pile_label},
                          {"message", t.message}, {"hand", t.hand_area}, {"crosswise", t.crosswise}};
  // An example (and a lesson on a phone with no menu) has no score box.
  if (!t.scores.empty()) e.push_back({"scores", t.scores});
  for (size_t i = 0; i < t.menu.size(); ++i) e.push_back({"menu " + std::to_string(i), t.menu[i]});
  for (size_t i = 0; i < t.plates.size(); ++i) e.push_back({"plate " + std::to_string(i), t.plates[i]});
  for (size_t i = 0; i < t.other_melds.size(); ++i) e.push_back({"melds " + std::to_string(i), t.other_melds[i]});
  for (size_t i = 0; i < t.actions.size(); ++i) e.push_back({"action " + std::to_string(i), t.actions[i]});
  if (!t.lesson.empty()) e.push_back({"lesson", t.lesson});
  return e;
}

// Every element lies inside the window, has a size and overlaps no other;
// the hand's cards lie in its band.
inline void check_fits(const TableLayout& t) {
  const auto all = elements(t);
  for (size_t i = 0; i < all.size(); ++i) {
    CAPTURE(all[i].name);
    CHECK(inside(all[i].rect, t.window));
    CHECK(all[i].rect.w > 0);
    CHECK(all[i].rect.h > 0);
    for (size_t j = i + 1; j < all.size(); ++j) {
      CAPTURE(all[j].name);
      CHECK_FALSE(overlaps(all[i].rect, all[j].rect));
    }
  }
  for (const auto& card : t.hand) CHECK(inside(card, t.hand_area));
}

inline std::string where(const Screen& screen, const Seats& seats) { return std::string(screen.name) + ", " + seats.name; }

// The input of the table of `screen` for `seats` with a hand of `cards`.
inline LayoutInput input_for(const Screen& screen, const Seats& seats, int cards) {
  LayoutInput in;
  in.width = screen.w;
  in.height = screen.h;
  in.scale = screen.scale;
  in.hand_cards = cards;
  in.others = seats.others;
  in.other_sides = seats.other_sides;
  return in;
}

// The same with a lesson's panel, or an example's table alone.
inline TableLayout layout_for(const Screen& screen, const Seats& seats, int cards, bool lesson = false, bool example = false) {
  LayoutInput in = input_for(screen, seats, cards);
  in.lesson = lesson;
  in.example = example;
  if (example) in.menu = 0, in.actions = 0;
  return layout_table(in);
}

}  // namespace canasta::frontend::test
