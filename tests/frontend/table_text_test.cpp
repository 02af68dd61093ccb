// Every line the table draws is big enough to read, on a phone as on a
// desktop, in all five languages: the table is drawn offscreen with a text
// probe (text.h) that notes each line and its pixel height, and the last
// frame's lines are checked against the least readable size. Where a label
// does not fit at that size it must be shortened or wrapped, never shrunk
// below it; the plates keep saying how many cards a player holds.
#include <doctest/doctest.h>

#include <SDL.h>
#include <SDL_image.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "frontend/app/app.h"
#include "frontend/app/screenshot_run.h"
#include "tests/frontend/screenshot_fixtures.h"
#include "frontend/session/game_choices.h"
#include "frontend/table/table_layout.h"
#include "frontend/table/table_view.h"
#include "frontend/table/text.h"
#include "frontend/words/strings.h"

namespace table_text_test {

using namespace canasta::frontend;
using canasta::DrawnText;
using canasta::set_text_probe;

namespace {

struct Screen {
  int width, height;
  const char* language;
  const char* position = "";  // a position to draw, or a new deal (seed 7)
  const char* dialog = "";    // a dialog open over it (AppOptions::dialog)
  bool colour_blind = false;  // the colour-blind scheme (blue felt)
};

// The lines of the last frame the table drew at `screen`, saved as a
// screenshot in build/artifacts/ for people to look at (its path in `shot`).
std::vector<DrawnText> drawn_lines(const Screen& screen, float scale, std::string* shot = nullptr) {
  AppOptions o;
  o.seed = 7;
  o.width = screen.width;
  o.height = screen.height;
  o.scale = scale;
  o.hidden = true;
  o.fast = true;
  o.language = screen.language;
  o.position = screen.position;
  o.dialog = screen.dialog;
  o.example = *screen.position != 0;  // a position is drawn as a teaching example: its cards large
  o.colour_blind = screen.colour_blind;
  const std::filesystem::path dir = CANASTA_ARTIFACT_DIR;
  std::filesystem::create_directories(dir);
  o.screenshot = (dir / ("table-text-" + std::string(*screen.position ? "melds-" : "") +
                         (*screen.dialog ? std::string(screen.dialog) + "-" : "") +
                         (screen.colour_blind ? "colour-blind-" : "") + screen.language + "-" +
                         std::to_string(screen.width) + "x" +
                         std::to_string(screen.height) + ".png"))
                     .string();
  std::vector<DrawnText> probe, last;
  set_text_probe(&probe);
  // The app sets the process's language; the cases run after this one
  // expect the language they found (tutorial_test reads English labels).
  struct KeepLanguage {
    Language before = language();
    ~KeepLanguage() { set_language(before); }
  } keep;
  {
    PagePort page;  // the platform's: natively none
    App app(o, null_store(), page);
    REQUIRE(app.ok());
    ScreenshotRun run(app, o.screenshot, o.autoplay);
    bool more = true;
    while (more) {
      probe.clear();
      more = run.frame();
      if (!probe.empty()) last = probe;
    }
    CHECK(run.error().empty());
  }
  set_text_probe(nullptr);
  if (shot) *shot = o.screenshot;
  return last;
}

// WCAG 2's relative luminance of an sRGB colour, and the contrast of two.
double luminance(int r, int g, int b) {
  auto channel = [](int v) {
    const double c = v / 255.0;
    return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
double contrast(double a, double b) { return (std::max(a, b) + 0.05) / (std::min(a, b) + 0.05); }

using canasta::frontend::test::load_rgba;
using canasta::frontend::test::Surface;

// The luminance of what lies behind a line of text drawn in luminance
// `ink`: of its box's pixels, those farthest from the ink (within a quarter
// of the farthest), their median. Not the commonest colour: the felt is a
// gradient, its pixels all a little different, while the glyphs' cores are
// the ink itself; the glyphs' edges blend the two and fall between.
double luminance_behind(SDL_Surface* shot, const DrawnText& line, double ink) {
  std::vector<double> all;
  const int x0 = std::max(0, static_cast<int>(line.x)), x1 = std::min(shot->w, static_cast<int>(line.x + line.w));
  const int y0 = std::max(0, static_cast<int>(line.y)), y1 = std::min(shot->h, static_cast<int>(line.y + line.px * 1.2f));
  for (int y = y0; y < y1; ++y) {
    const auto* row = static_cast<const uint8_t*>(shot->pixels) + static_cast<ptrdiff_t>(y) * shot->pitch;
    for (int x = x0; x < x1; ++x) all.push_back(luminance(row[x * 4], row[x * 4 + 1], row[x * 4 + 2]));
  }
  double farthest = 0;
  for (double l : all) farthest = std::max(farthest, std::abs(l - ink));
  std::vector<double> behind;
  for (double l : all)
    if (std::abs(l - ink) >= 0.75 * farthest) behind.push_back(l);
  if (behind.empty()) return ink;
  std::nth_element(behind.begin(), behind.begin() + static_cast<ptrdiff_t>(behind.size() / 2), behind.end());
  return behind[behind.size() / 2];
}

// `check(screen, lines)` for the table (or `dialog` over it) in every
// language at the two desktop sizes, with that language set for the words
// it looks for; English again after.
template <typename Check>
void on_desktops(const char* dialog, Check check) {
  for (const char* language : {"en", "es", "pt", "de", "it"})
    for (const auto& [width, height] : {std::pair{1280, 800}, std::pair{1920, 1080}}) {
      const std::string tag = language;
      CAPTURE(tag);
      CAPTURE(width);
      const Screen screen{width, height, language, "", dialog};
      const std::vector<DrawnText> lines = drawn_lines(screen, 1);
      set_language(language_from_tag(language));
      check(screen, lines);
      set_language(Language::kEnglish);
    }
}

}  // namespace

TEST_CASE("Table text - every line at least the least readable size, and the plates count cards") {
  const Screen screens[] = {{390, 844, "en"}, {390, 844, "es"}, {390, 844, "pt"}, {390, 844, "de"},
                            {390, 844, "it"}, {360, 740, "de"}, {360, 690, "it"}, {1280, 800, "en"},
                            {1280, 800, "de"}};
  for (const Screen& screen : screens) {
    const float scale = screen.width < 600 ? 2.0f : 1.0f;
    CAPTURE(screen.width);
    CAPTURE(screen.language);
    const std::vector<DrawnText> lines = drawn_lines(screen, scale);
    REQUIRE(lines.size() > 10);
    for (const DrawnText& line : lines) {
      CAPTURE(line.text);
      CHECK(line.px / scale >= kLeastTextCss - 0.01f);
      // Nothing runs off the window either.
      CHECK(line.x >= -0.5f);
      CHECK(line.x + line.w <= static_cast<float>(screen.width) * scale + 0.5f);
    }
    // "Partner · 11 cards": the partner's plate names the cards, not only the count.
    set_language(language_from_tag(screen.language));
    const std::string cards = format(S::kCardsInHand, "");  // " cards", whatever the count
    const bool counted = std::any_of(lines.begin(), lines.end(), [&](const DrawnText& l) {
      return l.text.find(cards) != std::string::npos;
    });
    CHECK_MESSAGE(counted, cards);
    // No count is cut short: on a 360x740 phone (a canvas of 360x690 under
    // the page's bottom bar) in Italian the partner's plate read "Socio ·
    // 11…", the number of cards lost; it now keeps the count whole.
    for (const DrawnText& line : lines)
      if (line.role == "count") CHECK_MESSAGE(line.text.find("\xE2\x80\xA6") == std::string::npos, line.text);
    // Counts on one row never run into each other: the pile's "FROZEN 1"
    // ("EINGEFROREN 1" in German) once covered the stock's count on a phone.
    for (const DrawnText& a : lines) {
      for (const DrawnText& b : lines) {
        if (&a >= &b || a.role != "count" || b.role != "count") continue;
        const bool same_row = a.y < b.y + b.px && b.y < a.y + a.px;
        const bool apart = a.x + a.w + 2 * scale <= b.x || b.x + b.w + 2 * scale <= a.x;
        CHECK_MESSAGE((!same_row || apart), std::string(a.text + " | " + b.text));
      }
    }
    // The menu's labels and the action buttons are drawn whole: on one
    // line, or broken between words ("Ask" over "partner"), never cut.
    for (S label : {S::kSettings, S::kGoOut, S::kNew, S::kRules, S::kUndo, S::kDiscard}) {
      const std::string words = tr(label);
      size_t found = 0;
      for (size_t start = 0; start < words.size();) {
        const size_t end = std::min(words.find(' ', start), words.size());
        const std::string word = words.substr(start, end - start);
        found += std::any_of(lines.begin(), lines.end(), [&](const DrawnText& l) {
          return l.text == words || l.text == word || l.text.rfind(word + " ", 0) == 0 ||
                 (l.text.size() > word.size() && l.text.compare(l.text.size() - word.size() - 1, std::string::npos, " " + word) == 0);
        });
        start = end + 1;
      }
      CHECK_MESSAGE(found == static_cast<size_t>(std::count(words.begin(), words.end(), ' ') + 1), words);
    }
    set_language(Language::kEnglish);
  }
}

// A mixed meld's label says its wild cards in words ("A×6 · 1 wild"), in
// the player's language, where its column has room for it at the label's
// 14 px: a desktop's (at 1280x800 the Spanish count gives way to the size).
TEST_CASE("Table text - a mixed meld counts its wild cards in words") {
  const char* position =
      "players=2 hand0=Kc,Kd,5s,7h,7d hand1=Qc,Qd,9h,4s,4h pile=5h stock=4c,4d,6c,Jc,Js,Jd "
      "melds0=Ad,Ah,As,Ac,2h,Ad/8c,8d,8h,8s melds1=9c,9d,9s,9h,9d melded=0,1";
  const std::pair<const char*, const char*> wanted[] = {
      {"en", "A\xC3\x97" "6 \xC2\xB7 1 wild"}, {"es", "A\xC3\x97" "6 \xC2\xB7 1 comod\xC3\xADn"}};
  for (const auto& [language, label] : wanted) {
    CAPTURE(language);
    const std::vector<DrawnText> lines = drawn_lines({1920, 1080, language, position}, 1);
    CHECK(std::any_of(lines.begin(), lines.end(), [&](const DrawnText& l) { return l.text == label; }));
    for (const DrawnText& line : lines) CHECK(line.text.find("w)") == std::string::npos);
  }
}

// An example on a phone (a rules page's column): its plates, melds and
// labels read at the least size too, and each plate says its cards whole.
TEST_CASE("Table text - an example table on a phone reads at the least size") {
  const char* position =
      "players=4 turn=1 phase=draw hand0=Kc,Kd,5s,7h,7d hand1=Qc,Qd,9h,4s,4h,5c,6c,7c,8c,9c,Tc,Jc,Qs,Ks,As "
      "hand2=4c,4d hand3=6h,6s pile=5h stock=4c,4d,6c,Jc,Js,Jd melds0=Ad,Ah,As,Ac,2h,Ad/8c,8d,8h,8s melds1=9c,9d,9s,9h,9d "
      "melded=0,1";
  for (const char* language : {"en", "de"}) {
    CAPTURE(language);
    const std::vector<DrawnText> lines = drawn_lines({390, 844, language, position}, 2);
    REQUIRE(lines.size() > 5);
    set_language(language_from_tag(language));
    const std::string cards = format(S::kCardsInHand, "");  // " cards", whatever the count
    set_language(Language::kEnglish);
    int plates = 0;
    for (const DrawnText& line : lines) {
      CAPTURE(line.text);
      CHECK(line.px / 2 >= kLeastTextCss - 0.01f);
      CHECK(line.x + line.w <= 390 * 2 + 0.5f);
      // A plate's count reads whole: the seat that is thinking (Alice) is
      // marked by dots, not by a "…" that reads as "14 cards" cut short.
      if (line.text.find(cards) == std::string::npos) continue;
      ++plates;
      CHECK(line.text.find("\xE2\x80\xA6") == std::string::npos);
    }
    CHECK(plates == 3);
  }
}

// Small text is drawn 1:1 from an atlas face of its own size (whole pixels
// up to 20): a glyph scaled down from a larger face is resampled by each
// browser's WebGL in its own way, and Firefox drew the plates' 11 px text
// thinner and lighter than Chromium. Checked on the desktop sizes people
// use, where the table's small text lies.
TEST_CASE("Table text - small text is drawn at a whole pixel size") {
  const Screen screens[] = {{1280, 800, "en"}, {1920, 1080, "de"}, {1024, 700, "es"}, {390, 844, "it"}};
  for (const Screen& screen : screens) {
    CAPTURE(screen.width);
    const std::vector<DrawnText> lines = drawn_lines(screen, 1);
    REQUIRE(lines.size() > 10);
    for (const DrawnText& line : lines) {
      if (line.px > 20.5f) continue;
      CAPTURE(line.text);
      CHECK(line.px == std::round(line.px));
    }
  }
}

// Every button's label, on the table and in every dialog, in every
// language at the sizes people use: at least the least readable size,
// inside its button, and at one size along its row, so no label is shrunk
// to tiny text beside its neighbours (German "Optionen" in the menu, the
// "Modern American" chip in New game): a label too long wraps onto two
// lines or its button gets the width it needs.
TEST_CASE("Table text - every button label reads whole, in its box, at its row's size") {
  // The table in every language and size; the dialogs where their labels
  // are longest or their room least (each App takes seconds under ASan).
  std::vector<Screen> screens;
  for (const char* language : {"en", "es", "pt", "de", "it"})
    for (const auto& [width, height] : {std::pair{1920, 1080}, std::pair{1280, 800}, std::pair{390, 844}})
      screens.push_back({width, height, language});
  for (const char* language : {"en", "es", "de"})
    for (const auto& [width, height] : {std::pair{1280, 800}, std::pair{390, 844}})
      screens.push_back({width, height, language, "", "new"});
  for (const char* language : {"pt", "it"}) screens.push_back({390, 844, language, "", "new"});
  // The page's canvas on a 390x844 phone, under the page's bottom bar.
  for (const char* language : {"de", "es"}) screens.push_back({390, 790, language, "", "new"});
  screens.push_back({1920, 1080, "de", "", "options"});
  screens.push_back({390, 844, "pt", "", "options"});
  screens.push_back({390, 844, "de", "", "options"});
  screens.push_back({390, 844, "de", "", "rules"});
  for (const Screen& screen : screens) {
    const std::string dialog = screen.dialog;
    const float scale = screen.width < 600 ? 3.0f : 1.0f;
    CAPTURE(dialog);
    const std::string language = screen.language;
    CAPTURE(language);
    CAPTURE(screen.width);
    const std::vector<DrawnText> lines = drawn_lines(screen, scale);
    int labels = 0;
    for (const DrawnText& line : lines) {
      CAPTURE(line.text);
      CHECK(line.px / scale >= kLeastTextCss - 0.01f);
      if (line.box_w <= 0) continue;
      ++labels;
      CHECK(line.x >= line.box_x - 0.5f);
      CHECK(line.x + line.w <= line.box_x + line.box_w + 0.5f);
      CHECK(line.y >= line.box_y - 0.5f);
      CHECK(line.y + line.px <= line.box_y + line.box_h + 0.5f);
      for (const DrawnText& other : lines)
        if (other.box_w > 0 && std::abs(other.box_y - line.box_y) < 0.5f && std::abs(other.box_h - line.box_h) < 0.5f) {
          CAPTURE(other.text);
          CHECK(other.px == doctest::Approx(line.px));
        }
    }
    CHECK(labels >= (dialog.empty() ? 8 : 1));
    // In whole words: a label's lines, joined, are the label itself, never
    // a word broken in two ("Anfäng" over "er") or cut short with "…".
    std::vector<std::pair<const DrawnText*, std::string>> boxes;
    for (const DrawnText& line : lines) {
      if (line.box_w <= 0) continue;
      const auto same_box = [&](const auto& seen) {
        return seen.first->box_x == line.box_x && seen.first->box_y == line.box_y && seen.first->box_w == line.box_w;
      };
      const auto found = std::find_if(boxes.begin(), boxes.end(), same_box);
      if (found == boxes.end()) boxes.push_back({&line, line.text});
      else found->second += " " + line.text;
    }
    for (const auto& [first, joined] : boxes) CHECK(joined == first->box_label);
  }
}

// The menu at a desktop's table reads at the table's size in every
// language: each label whole on one line, at 90% of the layout's font at
// least (drawn at 95% of it; one step smaller, 8% less, is already below).
// Its buttons were of equal widths, and German's "Optionen" brought the
// whole row down to 13 px at 1280x800.
TEST_CASE("Table text - the menu reads at the table's size on a desktop, in every language") {
  on_desktops("", [](const Screen& screen, const std::vector<DrawnText>& lines) {
    LayoutInput in;
    in.width = static_cast<float>(screen.width);
    in.height = static_cast<float>(screen.height);
    const float font = layout_font(in);
    for (int item = 0; item < kMenuItems; ++item) {
      const std::string label = menu_label(static_cast<MenuItem>(item));
      CAPTURE(label);
      std::vector<const DrawnText*> drawn;
      for (const DrawnText& line : lines)
        if (line.box_w > 0 && line.box_label == label) drawn.push_back(&line);
      REQUIRE(drawn.size() == 1);
      CHECK(drawn[0]->text == label);
      CHECK(drawn[0]->px >= 0.9f * font);
    }
  });
}

// New game's games on a desktop read at the size of the chips around them:
// on one row "Amerikanisch (modern)" wrapped in too little height and the
// whole row came down to the least size beside full-size levels.
TEST_CASE("Table text - every button label of New game's games at its chips' size on a desktop") {
  on_desktops("new", [](const Screen&, const std::vector<DrawnText>& lines) {
    float level_px = 0;
    for (const DrawnText& line : lines)
      if (line.box_w > 0 && line.box_label == tr(S::kStandard)) level_px = line.px;
    REQUIRE(level_px > 0);
    int games = 0;
    for (const GameChoice& game : game_choices()) {
      const std::string name = tr(game.name);
      CAPTURE(name);
      for (const DrawnText& line : lines)
        if (line.box_w > 0 && line.box_label == name) {
          ++games;
          CHECK(line.px >= 0.9f * level_px);
        }
    }
    CHECK(games >= static_cast<int>(game_choices().size()));
  });
}

// The side headers ("Them 0 · needs 50") were pastel on the felt, about
// 3.6:1; text a player must read stands out at least 4.5:1 (WCAG AA) from
// what lies behind it, as the screenshot shows it: the side headers, the
// meld labels and the card counts, on a desktop and a phone, a new deal and
// a table with melds, in both colour schemes.
TEST_CASE("Table text - side headers, meld labels and card counts stand 4.5:1 from what lies behind them") {
  const char* melds =
      "players=2 hand0=Kc,Kd,5s,7h,7d hand1=Qc,Qd,9h,4s,4h pile=5h stock=4c,4d,6c,Jc,Js,Jd "
      "melds0=Ad,Ah,As,Ac,2h,Ad/8c,8d,8h,8s melds1=9c,9d,9s,9h,9d melded=0,1";
  for (const bool blind : {false, true}) {
    const Screen screens[] = {{1920, 1080, "en", "", "", blind}, {390, 844, "en", "", "", blind},
                              {1280, 800, "en", melds, "", blind}};
    for (const Screen& screen : screens) {
      CAPTURE(blind);
      CAPTURE(screen.width);
      CAPTURE(screen.position);
      const float scale = screen.width < 600 ? 2.0f : 1.0f;
      std::string path;
      const std::vector<DrawnText> lines = drawn_lines(screen, scale, &path);
      const Surface shot = load_rgba(path);
      REQUIRE(shot);
      int weighed = 0;
      for (const DrawnText& line : lines) {
        if (line.role != "meld" && line.role != "count") continue;
        CAPTURE(line.text);
        const double ink = luminance(line.colour.r, line.colour.g, line.colour.b);
        const double ratio = contrast(ink, luminance_behind(shot.get(), line, ink));
        CAPTURE(ratio);
        CHECK(ratio >= 4.5);
        ++weighed;
      }
      CHECK(weighed >= 4);  // two side headers and the plates' counts at least
    }
  }
}

}  // namespace table_text_test
