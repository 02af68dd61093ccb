// The lesson panel on the table: the lesson's title and progress, the
// step's prompt, the feedback on the last attempt (green when right, in the
// error colour when not), and its buttons (Show me, Again, Next, Lessons),
// which are table targets like the action buttons, so mouse, touch and the
// keyboard reach them alike. It lives in TableLayout::lesson.
#pragma once

#include <SDL.h>

#include <vector>

#include "frontend/table/draw_util.h"
#include "frontend/session/lesson_mode.h"
#include "frontend/table/table_layout.h"
#include "frontend/table/table_view.h"
#include "frontend/table/text.h"

namespace canasta::frontend {

struct LessonPanelPlaces {
  Rect text;                  // title, progress, prompt and feedback
  std::vector<Rect> buttons;  // one per LessonMode::buttons(), in order
};

// The buttons take one row at the panel's bottom when each gets at least
// 96 CSS pixels, else two rows.
LessonPanelPlaces lesson_panel_places(const Rect& panel, int buttons, float font, float scale);

// The panel's buttons as targets (TargetKind::kLesson, index = LessonButton),
// put first in the keyboard's focus order.
void add_lesson_targets(std::vector<Target>& targets, const LessonMode& lesson, const TableLayout& layout);

void draw_lesson_panel(SDL_Renderer* renderer, const TextRenderer& text, const Theme& theme, const LessonMode& lesson,
                       const TableLayout& layout, const Target* focus);

}  // namespace canasta::frontend
