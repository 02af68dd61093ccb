// The strip a person cuts the pack along (UY-50): big enough for a finger
// on every screen, with room for its share plate, and clear of everything
// the table shows while the dealer cuts.
#include <doctest/doctest.h>

#include <string>

#include "frontend/table/cut_strip.h"
#include "tests/frontend/layout_fixtures.h"

namespace cut_strip_test {

using namespace canasta::frontend;
using namespace canasta::frontend::test;

TEST_CASE("Cut strip - a finger's size on every screen, clear of the message, buttons and plates") {
  for (const auto& screen : kScreens) {
    for (const auto& seats : kSeatings) {
      CAPTURE(where(screen, seats));
      // Before the deal nobody holds a card.
      const TableLayout t = layout_for(screen, seats, 0);
      const Rect strip = cut_strip(t);
      CHECK(strip.h >= kCutStripMinHeight * screen.scale - 0.01f);
      CHECK(strip.w >= kCutStripMinWidth * screen.scale - 0.01f);
      // The strip with its marker's overhang, and the share's plate at
      // either end and in the middle.
      const Rect drawn{strip.x - 3 * t.scale, strip.y - 6 * t.scale, strip.w + 6 * t.scale, strip.h + 12 * t.scale};
      CHECK(inside(drawn, t.window));
      for (const float at : {strip.x, strip.cx(), strip.right()}) {
        const Rect plate = cut_plate(t, strip, at);
        CHECK(inside(plate, t.window));
        CHECK(plate.x >= strip.x - 0.01f);
        CHECK(plate.right() <= strip.right() + 0.01f);
        CHECK_FALSE(overlaps(plate, t.message));
      }
      for (const auto& e : elements(t)) {
        if (e.name == "own melds" || e.name == "stock" || e.name == "pile" || e.name == "stock label" ||
            e.name == "pile label" || e.name == "crosswise")
          continue;
        CAPTURE(e.name);
        CHECK_FALSE(overlaps(drawn, e.rect));
      }
    }
  }
}

TEST_CASE("Cut strip - a place along it is a share of the pack, the ends one card from either end") {
  const Rect strip{100, 50, 432, 44};
  CHECK(cut_at(strip, 216, 100) == 1);
  CHECK(cut_at(strip, 216, 316) == 108);
  CHECK(cut_at(strip, 216, 532) == 215);
  CHECK(cut_percent(108, 60) == 56);
  CHECK(cut_step(108, 105, 10) == 107);
  CHECK(cut_step(108, 3, -10) == 1);
}

}  // namespace cut_strip_test
