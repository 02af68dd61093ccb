#include <doctest/doctest.h>

#include <cstddef>

#include "frontend/table_layout.h"

using canasta::frontend::inside;
using canasta::frontend::layout_table;
using canasta::frontend::overlaps;

namespace {
struct Screen {
  const char* name;
  float w, h, scale;
};
constexpr Screen kScreens[] = {
    {"desktop 1920x1080", 1920, 1080, 1}, {"laptop 1280x800", 1280, 800, 1},
    {"laptop 1280x800 @2x", 2560, 1600, 2}, {"phone portrait 390x844 @3x", 1170, 2532, 3},
    {"phone landscape 844x390 @3x", 2532, 1170, 3},
};
}  // namespace

TEST_CASE("Table layout - nothing leaves the window or overlaps, for hands of 1 to 30 cards") {
  for (const auto& screen : kScreens) {
    for (int cards = 1; cards <= 30; ++cards) {
      CAPTURE(screen.name);
      CAPTURE(cards);
      const auto t = layout_table(screen.w, screen.h, screen.scale, cards);
      REQUIRE(t.hand.size() == static_cast<std::size_t>(cards));
      CHECK(inside(t.stock, t.window));
      CHECK(inside(t.pile, t.window));
      CHECK(inside(t.title, t.window));
      CHECK_FALSE(overlaps(t.stock, t.pile));
      for (const auto& card : t.hand) {
        CHECK(inside(card, t.hand_area));
        CHECK_FALSE(overlaps(card, t.stock));
        CHECK_FALSE(overlaps(card, t.pile));
        CHECK_FALSE(overlaps(card, t.stock_label));
      }
      // Every card of the hand shows at least its corner index: the next card
      // in its row starts 30% of a card further right.
      for (std::size_t i = 1; i < t.hand.size(); ++i)
        if (t.hand[i].y == t.hand[i - 1].y) CHECK(t.hand[i].x - t.hand[i - 1].x >= t.card_w * 0.3f - 0.01f);
    }
  }
}

TEST_CASE("Table layout - cards keep the 5:7 playing-card shape and scale with the pixel ratio") {
  const auto one = layout_table(1280, 800, 1, 11);
  const auto two = layout_table(2560, 1600, 2, 11);
  CHECK(one.card_w / one.card_h == doctest::Approx(5.0 / 7.0));
  CHECK(two.card_w == doctest::Approx(one.card_w * 2));
}
