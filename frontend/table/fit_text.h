// Labels laid into a box at a readable size: a label too wide for its box
// is drawn a little smaller, then broken into lines, and only then cut
// with "…", never drawn below the least size the caller allows
// (kLeastTextCss on the table). Pure layout over the font atlas, tested
// headless (tests/frontend/fit_text_test.cpp).
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "frontend/table/text.h"

namespace canasta::frontend {

struct FittedText {
  std::vector<std::string> lines;
  float px = 0;
  bool cut = false;  // the last line ends in "…": the parts did not fit
};

// Fits `parts` (each kept whole on one line where it fits at all, joined by
// `joiner` on a line) into lines no wider than `room`, at most `max_lines`
// of them: on one line at the largest size from `px` down to `least`, else
// on the fewest lines at the largest size, else at `least` with the last
// line cut short with "…".
// Given the box's `height` (a button's), a label is drawn as large as the
// box allows instead: on one line shrunk at most to kSlightShrink of `px`,
// else at the largest size whose lines fit both ways ("Modern" over
// "American" at the chip's size, not one line in tiny text).
FittedText fit_parts(const FontAtlas& atlas, const std::vector<std::string>& parts, std::string_view joiner, float px,
                     float least, bool bold, float room, size_t max_lines, float height = 0);

// The same for a label whose words are its parts.
FittedText fit_words(const FontAtlas& atlas, std::string_view text, float px, float least, bool bold, float room,
                     size_t max_lines, float height = 0);

// How much a label in a box may shrink to stay on one line before it
// breaks into lines instead.
inline constexpr float kSlightShrink = 0.9f;

// The width of `text`'s longest word at `px`: the narrowest box it reads in
// on the fewest lines without a word cut.
float longest_word(const FontAtlas& atlas, std::string_view text, float px, bool bold);

}  // namespace canasta::frontend
