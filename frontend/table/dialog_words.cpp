// The dialogs in words for screen readers: the canvas draws a chip's row
// label beside it, so the keyboard's focus must say both, or "Expert" alone
// would not tell which seat it sets.
#include "frontend/table/dialogs.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

namespace {

// The label of the row a button stands in, or empty.
std::string row_label(const DialogModel& m, const DialogButton& b) {
  const float y = b.rect.cy();
  for (const DialogRow& row : m.rows)
    if (!row.note && !row.label.empty() && y >= row.label_rect.y && y < row.label_rect.bottom()) return row.label;
  return {};
}

}  // namespace

std::string focus_words(const DialogModel& m, size_t index) {
  if (index >= m.buttons.size()) return {};
  const DialogButton& b = m.buttons[index];
  if (b.field) return b.label + ": " + (b.value.empty() ? b.placeholder : b.value);
  const std::string label = row_label(m, b);
  std::string words = label.empty() ? b.label : label + ": " + b.label;
  if (b.on) words += std::string(", ") + tr(S::kMirrorSelected);
  return words;
}

}  // namespace canasta::frontend
