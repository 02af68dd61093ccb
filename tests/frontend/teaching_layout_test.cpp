#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <string>
#include <vector>

#include "frontend/table/table_layout.h"
#include "tests/frontend/layout_fixtures.h"

namespace teaching_layout_test {

using namespace canasta::frontend;
using namespace canasta::frontend::test;

namespace {

// What the meld areas of a lesson or an example show.
struct Content {
  const char* name;
  MeldAreaContent own, others;
};
constexpr Content kContents[] = {
    {"no melds", {0, 0}, {0, 0}},
    {"ours two (the canastas lesson)", {2, 0}, {0, 0}},
    {"ours one and a red three, theirs one", {1, 1}, {1, 0}},
    {"three melds and threes each", {3, 2}, {3, 1}},
    {"three melds and threes each, theirs marked", {3, 2}, {3, 1, true}},
    {"ours a six-card meld, theirs a five", {2, 1, false, 6}, {2, 0, false, 5}},
};

// How the table is shown: an example, a lesson on the game's own page (its
// menu), or a lesson embedded on another page (no menu).
enum class Teaching { kExample, kLesson, kEmbeddedLesson };
constexpr Teaching kTeachings[] = {Teaching::kExample, Teaching::kLesson, Teaching::kEmbeddedLesson};
const char* name_of(Teaching t) {
  return t == Teaching::kExample ? "example" : t == Teaching::kLesson ? "lesson" : "embedded lesson";
}

LayoutInput teaching_input(const Screen& screen, const Seats& seats, int cards, const Content& content, Teaching how) {
  LayoutInput in = input_for(screen, seats, cards);
  in.example = how == Teaching::kExample;
  in.lesson = how != Teaching::kExample;
  if (how == Teaching::kExample) in.menu = 0, in.actions = 0;
  if (how == Teaching::kEmbeddedLesson) in.menu = 0;
  in.own_content = content.own;
  in.other_content.assign(static_cast<size_t>(seats.other_sides), content.others);
  return in;
}

// The sizes each kind of teaching table is shown at: an example beside a
// rules page's text or in a phone's column, and on the game's own screens;
// a lesson in the frames embed.js gives it (wide beside the text, 9 / 16 in
// a phone's column) and on the game's own screens. A phone held sideways
// is too low for a lesson with its panel and menu: its cards shrink
// further there (but stay one size).
std::vector<Screen> frames_for(Teaching how) {
  std::vector<Screen> screens(std::begin(kScreens), std::end(kScreens));
  if (how == Teaching::kExample) {
    screens.insert(screens.end(), std::begin(kRulesPageFrames), std::end(kRulesPageFrames));
  } else {
    screens.insert(screens.end(), std::begin(kRulesPageFrames), std::end(kRulesPageFrames) - 1);
    screens.push_back(kLessonFrameOnPhone);
  }
  return screens;
}

bool cramped(const Screen& screen, Teaching how) {
  const bool sideways_phone = screen.h / screen.scale < 400;
  const bool rules_frame = screen.w / screen.scale < 800;
  return how != Teaching::kExample && (sideways_phone || (how == Teaching::kLesson && rules_frame));
}

}  // namespace

TEST_CASE("Teaching layout - the cards a text talks about are as large as the hand's, and everything fits") {
  for (const Teaching how : kTeachings) {
    for (const auto& screen : frames_for(how)) {
      for (const auto& seats : kSeatings) {
        for (const auto& content : kContents) {
          for (const int cards : {1, 5, 8, 11, 15, 20}) {
            const std::string table = where(screen, seats) + ", " + content.name + ", " + name_of(how);
            CAPTURE(table);
            CAPTURE(cards);
            const LayoutInput in = teaching_input(screen, seats, cards, content, how);
            const TableLayout t = layout_table(in);
            check_fits(t);
            REQUIRE(t.hand.size() == static_cast<size_t>(cards));
            // One size: the pile (and a card crosswise in it), every meld
            // column and the threes are the hand's size.
            CHECK(t.melds.card_h == doctest::Approx(t.card_h));
            // Every card of every column at the same step, the full fan that
            // shows its whole index: columns fan out their longest meld.
            CHECK(t.melds.fan_cards >= std::max({kMeldFanCardsExample, in.own_content.longest, content.others.longest}));
            CHECK(t.pile.h == doctest::Approx(t.card_h));
            CHECK(t.crosswise.h == doctest::Approx(t.card_w));
            const MeldGrid ours = layout_melds(t.own_melds, in.own_content.melds + 1, in.scale, t.melds);
            // A sideways phone's lesson is at the least card size, where our
            // melds give way a little: its six-card columns (fanned far enough
            // apart to show each rank whole) are a little taller than the room
            // (0.89 of the hand with a six-card meld fanned at the full step).
            if (cramped(screen, how)) {
              CHECK(ours.card_h >= t.card_h * (in.own_content.longest > kMeldFanCardsExample ? 0.88f : 0.9f));
            } else {
              CHECK(ours.card_h == doctest::Approx(t.card_h));
              CHECK(ours.threes_w == doctest::Approx(t.card_w));
            }
            for (size_t i = 0; i < t.other_melds.size(); ++i) {
              const MeldAreaContent& theirs = in.other_content[i];
              if (theirs.melds == 0 && theirs.threes == 0) continue;
              const MeldGrid g = layout_melds(t.other_melds[i], theirs.melds, in.scale, t.melds);
              // A marked card's area is the hand's size; melds no text
              // talks about may be a little smaller.
              if (theirs.marked) CHECK(g.card_h == doctest::Approx(t.card_h));
              else CHECK(g.card_h >= t.card_h * kAsideMeldScale - 0.01f);
            }
            // At most 200 CSS pixels; and readable: at least 48 CSS pixels
            // tall (an index and a suit a reader makes out).
            CHECK(t.card_h <= 200 * screen.scale + 0.01f);
            // A six-card meld fanned at the full step in a phone's lesson
            // frame (362x643) costs a little: 47.4 CSS pixels.
            const float readable = in.own_content.longest > kMeldFanCardsExample ? 47 : 48;
            if (!cramped(screen, how)) CHECK(t.card_h >= readable * screen.scale - 0.01f);
            if (how != Teaching::kExample) {
              CHECK(t.lesson.h >= 90 * screen.scale - 0.01f);
              CHECK(t.menu.size() == (how == Teaching::kLesson ? 4u : 0u));
            } else {
              CHECK(t.menu.empty());
              CHECK(t.actions.empty());
              CHECK(t.scores.empty());
            }
          }
        }
      }
    }
  }
}

TEST_CASE("Teaching layout - the sample page's canasta lesson shows its melds as large as the hand") {
  // The report: at 800 pixels its melds were about 25 px wide, 15 on a phone.
  const Seats four = kSeatings[2];
  const Content canastas = kContents[1];
  for (const auto& frame : {kRulesPageFrames[2], kLessonFrameOnPhone}) {
    CAPTURE(frame.name);
    const LayoutInput in = teaching_input(frame, four, 6, canastas, Teaching::kEmbeddedLesson);
    const TableLayout t = layout_table(in);
    const MeldGrid ours = layout_melds(t.own_melds, 2, in.scale, t.melds);
    CHECK(ours.card_w == doctest::Approx(t.card_w));
    CHECK(ours.card_w >= 40 * frame.scale);
  }
}

TEST_CASE("Teaching layout - red threes in a two-player lesson are as large as the hand") {
  // The report: 19x34 px at 760 pixels.
  const Seats two = kSeatings[0];
  const Content threes{"a meld and two red threes", {1, 2}, {0, 0}};
  const LayoutInput in = teaching_input(kRulesPageFrames[0], two, 11, threes, Teaching::kEmbeddedLesson);
  const TableLayout t = layout_table(in);
  const MeldGrid ours = layout_melds(t.own_melds, 1, in.scale, t.melds);
  CHECK(ours.threes_w == doctest::Approx(t.card_w));
  CHECK(ours.threes_w >= 40);
}

TEST_CASE("Teaching layout - an example in a wide frame puts the one other player beside his melds") {
  const Screen frame = kRulesPageFrames[1];
  const Seats two = kSeatings[0];
  const LayoutInput in = teaching_input(frame, two, 11, kContents[2], Teaching::kExample);
  const TableLayout example = layout_table(in);
  REQUIRE(example.plates.size() == 1);
  REQUIRE(example.other_melds.size() == 1);
  // The plate heads the right-hand column, level with the other side's melds.
  CHECK(example.plates[0].y == doctest::Approx(example.other_melds[0].y));
  CHECK(example.plates[0].x > example.other_melds[0].right());
  // Meld cards bigger than the game's table of the same size shows.
  const TableLayout game = layout_table(input_for(frame, two, 11));
  const MeldGrid game_melds = layout_melds(game.own_melds, 3, 1, game.melds);
  CHECK(layout_melds(example.own_melds, 2, 1, example.melds).card_h > game_melds.card_h * 1.1f);
  // The crosswise card's room lies right of the pile, as tall as a card is wide.
  CHECK(example.crosswise.x == doctest::Approx(example.pile.right()));
  CHECK(example.crosswise.w == doctest::Approx(example.pile.w * kCrosswiseOut));
}

TEST_CASE("Teaching layout - a meld area with nothing in it keeps only its header line") {
  const LayoutInput in = teaching_input(kRulesPageFrames[1], kSeatings[2], 11, kContents[1], Teaching::kEmbeddedLesson);
  const TableLayout t = layout_table(in);
  REQUIRE(t.other_melds.size() == 1);
  CHECK(t.other_melds[0].h <= 24 * in.scale + 0.01f);
  CHECK(t.own_melds.h > t.other_melds[0].h * 4);
}

}  // namespace teaching_layout_test
