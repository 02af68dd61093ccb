// The pieces shared by building a dialog (dialogs.cpp) and drawing it
// (dialog_view.cpp): the score sheet's height in lines and the one layout
// of a text page's sections. Internal to those two files.
#pragma once

#include <algorithm>
#include <string_view>
#include <vector>

#include "frontend/session/table_model.h"
#include "frontend/table/dialogs.h"
#include "frontend/table/fit_text.h"
#include "frontend/table/table_layout.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

// Header, parts, this deal, then the sheet's column heads, deals and total.
inline int score_lines(const TableModel& g) {
  return 4 + static_cast<int>(score_parts(g.view().rules()).size()) + std::min<int>(8, static_cast<int>(g.sheet().size()));
}

// Narrower windows are phones and small tablets, which have no keyboard.
inline constexpr float kKeyboardWidth = 600;

// One line of a text page, where it goes.
struct PageLine {
  std::string_view text;
  float x, y, px;
  bool accent;  // a heading or a key
};

// Lays a text page's sections out in `area` from its top, line by line
// (each given to `put`), and returns the height they take: the one layout
// that draws the page and sizes the first-visit card to its text.
template <class Put>
float lay_out_sections(const FontAtlas& atlas, const std::vector<RulesSection>& sections, const Rect& area, float font,
                       Put put) {
  const float step = line_height(atlas, font);
  std::vector<std::string_view> lines;
  float y = area.y;
  auto paragraph = [&](std::string_view body, float x, float w) {
    wrap_text(atlas, body, font, false, w, lines);
    for (std::string_view line : lines) put(PageLine{line, x, y, font, false}), y += step;
  };
  // Keys sit in a column as wide as the widest, what they do beside them.
  float key_w = 0;
  for (const RulesSection& section : sections)
    if (section.key) key_w = std::max(key_w, measure_text(atlas, section.heading, font, true) + font);
  key_w = std::min(key_w, area.w * 0.4f);
  for (const RulesSection& section : sections) {
    if (section.key) {
      put(PageLine{section.heading, area.x, y, font, true});
      paragraph(section.body, area.x + key_w, area.w - key_w);
      y += font * 0.35f;
      continue;
    }
    if (!section.heading.empty()) {
      put(PageLine{section.heading, area.x, y, font * 1.05f, true});
      y += font * 1.5f;
    }
    paragraph(section.body, area.x, area.w);
    y += font * 0.6f;
  }
  return y - area.y;
}

}  // namespace canasta::frontend
