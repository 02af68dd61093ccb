// The table's text pages: the Rules page, the keys (the ? key) and the
// first-visit card.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <tuple>
#include <vector>

#include "frontend/session/coach_driver.h"
#include "frontend/session/game_controller.h"
#include "frontend/table/dialogs.h"
#include "frontend/table/fit_text.h"
#include "frontend/table/table_layout.h"
#include "frontend/table/table_art.h"
#include "frontend/words/strings.h"

namespace dialogs_test {

using namespace canasta;
using namespace canasta::frontend;

TEST_CASE("Keys - the ? key lists every key beside what it does, in every language") {
  GameController game;
  DialogContext context;
  context.game = &game;
  context.window = {0, 0, 1280, 800};
  context.controls_only = true;
  for (Language l : {Language::kEnglish, Language::kSpanish, Language::kPortuguese, Language::kGerman, Language::kItalian}) {
    set_language(l);
    CAPTURE(static_cast<int>(l));
    CHECK(build_dialog(DialogKind::kRules, context).title_text == tr(S::kKeysTitle));
    const std::vector<RulesSection> rows = rules_sections(DialogKind::kRules, context);
    REQUIRE(rows.size() == 14);  // Shift + arrows moves a hand card
    for (const RulesSection& row : rows) {
      CHECK(row.key);
      CHECK(!row.heading.empty());
      CHECK(row.heading.size() <= 18);  // a key, not a sentence
      CHECK(!row.body.empty());
    }
    CHECK(rows.front().heading == "D");
    CHECK(rows.back().heading == "?");
  }
  set_language(Language::kEnglish);
  // The Rules page itself keeps the game's rules and the controls as prose.
  context.controls_only = false;
  const std::vector<RulesSection> rules = rules_sections(DialogKind::kRules, context);
  CHECK(build_dialog(DialogKind::kRules, context).title_text == tr(S::kRulesTitle));
  CHECK(rules.size() > 3);
  CHECK_FALSE(rules.back().key);
  CHECK(rules.back().heading == "Controls");
}

namespace {

// The table's own font (painted from the compiled-in glyphs, as at
// start-up), to lay text out as drawn.
FontAtlas table_font() {
  const TableArt& art = TableArt::get();
  REQUIRE(art.ok());
  return art.plan_font_atlas().atlas;
}

bool has_section(const std::vector<RulesSection>& sections, const std::string& body) {
  for (const RulesSection& s : sections)
    if (s.body == body) return true;
  return false;
}

}  // namespace

TEST_CASE("First-visit card - as tall as its text; keys on a desktop, none on a phone; tap or click") {
  set_language(Language::kEnglish);
  const FontAtlas atlas = table_font();
  GameController game;
  DialogContext desktop;
  desktop.game = &game;
  desktop.window = {0, 0, 1280, 800};
  desktop.font = 16;
  desktop.atlas = &atlas;
  const DialogModel card = build_dialog(DialogKind::kIntro, desktop);
  // A card of a few paragraphs, not a window-high box mostly empty.
  CHECK(card.panel.h < 800 * 0.6f);
  CHECK(card.content.h > 100);
  DialogContext no_font = desktop;
  no_font.atlas = nullptr;
  CHECK(build_dialog(DialogKind::kIntro, no_font).panel.h > 700);
  const std::vector<RulesSection> wide = rules_sections(DialogKind::kIntro, desktop);
  CHECK(has_section(wide, tr(S::kIntroKeys)));
  CHECK(wide[1].body.find("Tap or click") != std::string::npos);
  // A phone: 390 CSS pixels at three device pixels each.
  DialogContext phone = desktop;
  phone.window = {0, 0, 1170, 2532};
  phone.scale = 3;
  phone.font = 42;
  CHECK_FALSE(has_section(rules_sections(DialogKind::kIntro, phone), tr(S::kIntroKeys)));
  CHECK(build_dialog(DialogKind::kIntro, phone).panel.h < 2532 * 0.7f);
}

TEST_CASE("Options - every language's name whole in its chip: one row on a desktop, two on a phone") {
  const Language before = language();
  const FontAtlas atlas = table_font();
  GameController game;
  const Settings settings;
  for (int lang = 0; lang < kLanguageCount; ++lang) {
    set_language(static_cast<Language>(lang));
    for (const auto& [w, h, scale] : {std::tuple{1280.0f, 800.0f, 1.0f}, std::tuple{1170.0f, 2532.0f, 3.0f},
                                      std::tuple{1080.0f, 2220.0f, 3.0f}}) {
      CAPTURE(lang);
      CAPTURE(w);
      DialogContext c;
      c.game = &game;
      c.settings = &settings;
      c.window = {0, 0, w, h};
      c.scale = scale;
      c.font = 14 * scale;
      c.atlas = &atlas;
      const DialogModel options = build_dialog(DialogKind::kSettings, c);
      std::vector<const DialogButton*> chips;
      for (const DialogButton& b : options.buttons)
        if (b.action.kind == DialogActionKind::kLanguage) chips.push_back(&b);
      REQUIRE(chips.size() == static_cast<size_t>(kLanguageCount));
      const float least = kLeastTextCss * scale;
      for (const DialogButton* b : chips) {
        CAPTURE(b->label);
        // As draw_button lays it: the longest word and its margins.
        CHECK(longest_word(atlas, b->label, least, true) + least * 0.65f <= b->rect.w);
      }
      const bool one_row = std::all_of(chips.begin(), chips.end(), [&](const DialogButton* b) { return b->rect.y == chips[0]->rect.y; });
      CHECK(one_row == (scale == 1.0f));
    }
  }
  set_language(before);
}

TEST_CASE("Keys - a box as tall as its list, not the window; the Rules page keeps the window's height") {
  set_language(Language::kEnglish);
  const FontAtlas atlas = table_font();
  GameController game;
  for (const auto& [w, h, scale] : {std::tuple{1280.0f, 800.0f, 1.0f}, std::tuple{1170.0f, 2532.0f, 3.0f}}) {
    CAPTURE(w);
    DialogContext c;
    c.game = &game;
    c.window = {0, 0, w, h};
    c.scale = scale;
    c.font = 16 * scale;
    c.atlas = &atlas;
    c.controls_only = true;
    const DialogModel keys = build_dialog(DialogKind::kRules, c);
    // Fourteen rows of at least one line each fit in it, and little else:
    // the window-high box was more than half empty on a phone.
    CHECK(keys.content.h >= 14 * c.font);
    CHECK(keys.panel.h < h * 0.7f);
    c.controls_only = false;
    CHECK(build_dialog(DialogKind::kRules, c).panel.h > h * 0.9f);
  }
}

}  // namespace dialogs_test
