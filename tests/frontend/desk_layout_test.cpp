// A game's table on a desktop (frontend/table/desk_layout.cpp): each meld
// area as large as what it holds, one meld card size, and nothing that moves
// as melds come. At 1920x1080 the two areas had half the table each (1,556
// by 275 px) whatever they held, their cards 112 px tall beside a hand of 200.
#include <doctest/doctest.h>

#include "frontend/table/layout_parts.h"
#include "frontend/table/table_layout.h"
#include "tests/frontend/layout_fixtures.h"

namespace desk_layout_test {

using namespace canasta::frontend;
using namespace canasta::frontend::test;

namespace {

constexpr Screen kDesktop{"desktop 1920x1080", 1920, 1080, 1};
constexpr Seats kFour{"4 partners", 3, 1};

// Four players at 1920x1080, a hand of 9: ours `own`, theirs `theirs`.
TableLayout desk(MeldAreaContent own, MeldAreaContent theirs, const Screen& screen = kDesktop) {
  LayoutInput in = input_for(screen, kFour, 9);
  in.own_content = own;
  in.other_content = {theirs};
  return layout_table(in);
}

// What an area at 1920x1080 holds besides its cards: the header line (the
// body text, 18 px, times 1.35), the label line under the columns (0.85 of
// the header) and the padding under it.
constexpr float kHeader = 18 * 1.35f, kLabelLine = kHeader * 0.85f, kPad = 6;
// The meld cards' height there: two areas of one row fanned six cards deep
// (ratio 1 + 5 x kMeldFan) and the 8 px between them fill the 784 px from
// the plates to the hand.
const float kMeldCard = (784 - 8 - 2 * (kHeader + kLabelLine + kPad)) / 2 / layout::column_ratio(kMeldFanCards);

}  // namespace

TEST_CASE("Desk layout - at 1920x1080 an area is as tall as its melds fan and as wide as its columns") {
  // Ours: two melds of three. Theirs: three melds, the longest of four, and a red three.
  const TableLayout t = desk({2, 0, false, 3}, {3, 1, false, 4});
  check_fits(t);
  REQUIRE(t.melds.hug);
  CHECK(kMeldCard == doctest::Approx(158.70).epsilon(0.0005));
  CHECK(t.melds.card_h == doctest::Approx(kMeldCard));
  // Ours: the header, three cards fanned, the label line and the padding;
  // no taller, though the table had room for twice that.
  const float three_deep = kMeldCard * layout::column_ratio(3), four_deep = kMeldCard * layout::column_ratio(4);
  CHECK(t.own_melds.h == doctest::Approx(kHeader + three_deep + kLabelLine + kPad));
  CHECK(t.own_melds.h == doctest::Approx(281.02).epsilon(0.0005));
  const MeldGrid ours = layout_melds(t.own_melds, 2, 1, t.melds);
  REQUIRE(ours.columns.size() == 2);
  CHECK(ours.card_h == doctest::Approx(kMeldCard));
  CHECK(ours.fan_cards == 3);
  CHECK(ours.columns[1].bottom() + kPad == doctest::Approx(t.own_melds.bottom()));
  // As wide as its header's words need (34 times the 18 px body text): two
  // columns, one for the next meld and the threes' take 480 of the 1,556.
  CHECK(t.own_melds.w == doctest::Approx(612));
  // Theirs: four cards deep, three columns and the red three right of them.
  CHECK(t.other_melds[0].h == doctest::Approx(kHeader + four_deep + kLabelLine + kPad));
  const MeldGrid theirs = layout_melds(t.other_melds[0], 3, 1, t.melds);
  CHECK(theirs.fan_cards == 4);
  CHECK(theirs.red_threes.x == doctest::Approx(t.other_melds[0].x + kPad + 3 * (kMeldCard * layout::kCardRatio + 4)));
  for (const Rect& column : theirs.columns) CHECK(inside(column, t.other_melds[0]));
  // The cards are larger than the 112 px of the half-and-half split, and
  // the two areas together cover less than a third of the window.
  CHECK(t.melds.card_h > 112 * 1.4f);
  CHECK(t.own_melds.w * t.own_melds.h + t.other_melds[0].w * t.other_melds[0].h < 1920 * 1080 / 3.0f);
}

TEST_CASE("Desk layout - nothing moves as melds come: the stock, the pile and the areas' tops stay") {
  const TableLayout empty = desk({}, {});
  // An empty area keeps its header and a finger's height.
  CHECK(empty.own_melds.h == doctest::Approx(44));
  CHECK(empty.other_melds[0].h == doctest::Approx(44));
  for (int melds = 1; melds <= kMeldColumnsPlanned; ++melds)
    for (int longest = 3; longest <= kMeldFanCards; ++longest) {
      CAPTURE(melds);
      CAPTURE(longest);
      const TableLayout t = desk({melds, 1, false, longest}, {melds, 2, false, longest});
      check_fits(t);
      CHECK(t.melds.card_h == doctest::Approx(empty.melds.card_h));
      CHECK(t.stock.x == empty.stock.x);
      CHECK(t.stock.y == empty.stock.y);
      CHECK(t.pile.x == empty.pile.x);
      CHECK(t.own_melds.y == empty.own_melds.y);
      CHECK(t.other_melds[0].y == empty.other_melds[0].y);
      // Each area ends where its cards' labels do, and the other side's
      // stays clear of ours however deep they fan.
      const MeldGrid g = layout_melds(t.own_melds, melds, 1, t.melds);
      CHECK(g.fan_cards == longest);
      CHECK(g.columns.back().bottom() + kPad == doctest::Approx(t.own_melds.bottom()));
      CHECK(t.other_melds[0].bottom() < t.own_melds.y);
    }
}

TEST_CASE("Desk layout - a side with more melds than the planned row: both sides' cards shrink until they fit") {
  const TableLayout t = desk({12, 0, false, 4}, {2, 0, false, 3});
  check_fits(t);
  const MeldGrid ours = layout_melds(t.own_melds, 12, 1, t.melds);
  REQUIRE(ours.columns.size() == 12);
  CHECK(t.melds.card_h < kMeldCard);
  CHECK(t.melds.card_h > 100);
  CHECK(ours.card_h == doctest::Approx(t.melds.card_h));
  for (const Rect& column : ours.columns) CHECK(inside(column, t.own_melds));
  CHECK(inside(ours.red_threes, t.own_melds));
}

TEST_CASE("Desk layout - phones and a phone on its side keep the game's layout") {
  for (const Screen& screen : kScreens) {
    CAPTURE(screen.name);
    const TableLayout t = desk({2, 0, false, 3}, {3, 1, false, 4}, screen);
    CHECK(t.melds.hug == (screen.scale == 1 || screen.h == 1600));
  }
}

}  // namespace desk_layout_test
