#include <doctest/doctest.h>

#include <cstddef>
#include <string>
#include <vector>

#include "frontend/table/table_layout.h"

using namespace canasta::frontend;

namespace {
struct Screen {
  const char* name;
  float w, h, scale;
};
constexpr Screen kScreens[] = {
    {"desktop 1920x1080", 1920, 1080, 1},        {"laptop 1280x800", 1280, 800, 1},
    {"laptop 1280x800 @2x", 2560, 1600, 2},      {"phone portrait 390x844 @3x", 1170, 2532, 3},
    {"phone landscape 844x390 @3x", 2532, 1170, 3}, {"small window 800x600", 800, 600, 1},
};
// A lesson embedded in a phone's column: embed.js makes it 9 / 16 (at 4 / 5
// its panel covered the pile the lesson asks the player to take).
constexpr Screen kLessonFrameOnPhone = {"lesson frame on a phone 362x643 @3x", 1086, 1930, 3};
// Every classic seating as the table sees it: the other players' plates and
// the other sides' meld areas.
struct Seats {
  const char* name;
  int others, other_sides;
};
constexpr Seats kSeatings[] = {{"2 alone", 1, 1},      {"3 alone", 2, 2},  {"4 partners", 3, 1},
                               {"5 (two v three)", 4, 1}, {"6 in two teams", 5, 1}, {"6 three-pack", 5, 2}};

struct Named {
  std::string name;
  Rect rect;
};

std::vector<Named> elements(const TableLayout& t) {
  std::vector<Named> e = {{"own melds", t.own_melds}, {"stock", t.stock},
                          {"pile", t.pile},     {"stock label", t.stock_label}, {"pile label", t.pile_label},
                          {"message", t.message}, {"hand", t.hand_area}, {"crosswise", t.crosswise}};
  // An example has no score box.
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
void check_fits(const TableLayout& t) {
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

std::string where(const Screen& screen, const Seats& seats) { return std::string(screen.name) + ", " + seats.name; }

// The table of `screen` for `seats` with a hand of `cards` (with a lesson's
// panel, or an example's table alone).
TableLayout layout_for(const Screen& screen, const Seats& seats, int cards, bool lesson = false, bool example = false) {
  LayoutInput in;
  in.lesson = lesson;
  in.example = example;
  if (example) in.menu = 0, in.actions = 0;
  in.width = screen.w;
  in.height = screen.h;
  in.scale = screen.scale;
  in.hand_cards = cards;
  in.others = seats.others;
  in.other_sides = seats.other_sides;
  return layout_table(in);
}

// Everything fits: nothing leaves the window or overlaps, a lesson's panel
// has room for a title, a prompt, feedback and its buttons (at least 90 CSS
// pixels high and as wide as the side panel, 176), every card of the hand
// shows at least its corner index (the next card in its row starts 30% of a
// card further right), and buttons are big enough to hit with a finger (at
// least 28 CSS px tall).
void check_table(const Screen& screen, const Seats& seats, int cards, bool lesson) {
  const std::string table = where(screen, seats);
  CAPTURE(table);
  CAPTURE(cards);
  CAPTURE(lesson);
  const auto t = layout_for(screen, seats, cards, lesson);
  CHECK(t.lesson.empty() == !lesson);
  if (lesson) CHECK(t.lesson.h >= 90 * screen.scale - 0.01f);
  if (lesson) CHECK(t.lesson.w >= 176 * screen.scale - 0.01f);
  REQUIRE(t.hand.size() == static_cast<std::size_t>(cards));
  check_fits(t);
  for (std::size_t i = 1; i < t.hand.size(); ++i)
    if (t.hand[i].y == t.hand[i - 1].y) CHECK(t.hand[i].x - t.hand[i - 1].x >= t.card_w * 0.3f - 0.01f);
  for (const auto& b : t.actions) CHECK(b.h >= 28 * screen.scale - 0.01f);
}
}  // namespace

TEST_CASE("Table layout - nothing leaves the window or overlaps, for every seating and hands of 1 to 30 cards") {
  for (const bool lesson : {false, true})
    for (const auto& screen : kScreens)
      for (const auto& seats : kSeatings)
        for (int cards = 1; cards <= 30; ++cards) check_table(screen, seats, cards, lesson);
}

TEST_CASE("Table layout - a lesson embedded in a phone's column fits, its panel clear of the stock and pile") {
  for (const auto& seats : kSeatings)
    for (int cards = 1; cards <= 30; ++cards) check_table(kLessonFrameOnPhone, seats, cards, true);
}

TEST_CASE("Meld layout - up to twelve melds fit their area without overlapping") {
  for (const auto& screen : kScreens) {
    for (const auto& seats : kSeatings) {
      const auto t = layout_for(screen, seats, 11);
      std::vector<Rect> areas = t.other_melds;
      areas.push_back(t.own_melds);
      for (const auto& area : areas) {
        for (int melds = 0; melds <= 12; ++melds) {
          const std::string table = where(screen, seats);
          CAPTURE(table);
          CAPTURE(melds);
          const auto g = layout_melds(area, melds, screen.scale);
          REQUIRE(g.columns.size() == static_cast<std::size_t>(melds));
          CHECK(inside(g.header, area));
          // Meld cards stay readable: at least 36 CSS px tall for a usual
          // number of melds, 24 when a side has melded nearly every rank.
          CHECK(g.card_h >= (melds <= kMeldColumnsPlanned ? 36 : 24) * screen.scale);
          for (size_t i = 0; i < g.columns.size(); ++i) {
            CHECK(inside(g.columns[i], area));
            CHECK_FALSE(overlaps(g.columns[i], g.header));
            for (size_t j = i + 1; j < g.columns.size(); ++j) CHECK_FALSE(overlaps(g.columns[i], g.columns[j]));
          }
        }
      }
    }
  }
}

TEST_CASE("Table layout - cards keep the 5:7 playing-card shape and scale with the pixel ratio") {
  LayoutInput one{1280, 800, 1, 11};
  LayoutInput two{2560, 1600, 2, 11};
  const auto a = layout_table(one);
  const auto b = layout_table(two);
  CHECK(a.card_w / a.card_h == doctest::Approx(5.0 / 7.0));
  CHECK(b.card_w == doctest::Approx(a.card_w * 2));
  CHECK(a.landscape);
  CHECK_FALSE(layout_table({390, 844, 1, 11}).landscape);
}

TEST_CASE("Example layout - the table alone: no menu, buttons or score box, and nothing leaves the window or overlaps") {
  // The frames a rules page gives an example: wide beside its text, and a
  // phone's column; plus the screens of the game's own table.
  std::vector<Screen> screens(std::begin(kScreens), std::end(kScreens));
  screens.push_back({"rules page 780x488", 780, 488, 1});
  screens.push_back({"rules page on a phone 358x448 @3x", 1074, 1344, 3});
  for (const auto& screen : screens) {
    for (const auto& seats : kSeatings) {
      for (int cards = 1; cards <= 20; ++cards) {
        const std::string table = where(screen, seats);
        CAPTURE(table);
        CAPTURE(cards);
        const auto t = layout_for(screen, seats, cards, false, true);
        CHECK(t.menu.empty());
        CHECK(t.actions.empty());
        CHECK(t.scores.empty());
        REQUIRE(t.plates.size() == static_cast<std::size_t>(seats.others));
        CHECK(t.meld_plan == kMeldColumnsExample);
        check_fits(t);
        // Its melds, sized for fewer and shorter columns, still fit.
        std::vector<Rect> areas = t.other_melds;
        areas.push_back(t.own_melds);
        for (const auto& area : areas) {
          for (int melds = 0; melds <= 8; ++melds) {
            const auto g = layout_melds(area, melds, screen.scale, t.meld_plan, t.meld_fan_cards);
            for (const auto& column : g.columns) CHECK(inside(column, area));
          }
        }
      }
    }
  }
}

TEST_CASE("Example layout - two players in a wide frame: no row for the one plate, and meld cards bigger than the game's") {
  const Screen frame{"rules page 780x488", 780, 488, 1};
  const Seats two{"2 alone", 1, 1};
  const auto example = layout_for(frame, two, 11, false, true);
  const auto game = layout_for(frame, two, 11, false);
  REQUIRE(example.plates.size() == 1);
  REQUIRE(example.other_melds.size() == 1);
  // The plate heads the right-hand column, level with the other side's melds.
  CHECK(example.plates[0].y == doctest::Approx(example.other_melds[0].y));
  CHECK(example.plates[0].x > example.other_melds[0].right());
  const auto example_melds = layout_melds(example.own_melds, 3, 1, example.meld_plan);
  const auto game_melds = layout_melds(game.own_melds, 3, 1, game.meld_plan);
  CHECK(example_melds.card_h > game_melds.card_h * 1.1f);
  // The crosswise card's room lies right of the pile, as tall as a card is wide.
  CHECK(example.crosswise.x == doctest::Approx(example.pile.right()));
  CHECK(example.crosswise.h == doctest::Approx(example.pile.w));
  CHECK(example.crosswise.w == doctest::Approx(example.pile.w * kCrosswiseOut));
}
