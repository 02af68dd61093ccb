#include "frontend/table/lesson_panel.h"

#include <algorithm>

namespace canasta::frontend {

LessonPanelPlaces lesson_panel_places(const Rect& panel, int buttons, float font, float scale) {
  LessonPanelPlaces p;
  const float pad = 8 * scale, gap = 6 * scale;
  const float button_h = std::max(32 * scale, font * 2.1f);
  const int n = std::max(buttons, 1);
  const float inner_w = panel.w - 2 * pad;
  const int per_row = inner_w / static_cast<float>(n) >= 96 * scale ? n : (n + 1) / 2;
  const int rows = (buttons + per_row - 1) / std::max(per_row, 1);
  const float buttons_h = rows > 0 ? button_h * static_cast<float>(rows) + gap * static_cast<float>(rows - 1) : 0;
  p.text = {panel.x + pad, panel.y + pad, inner_w, panel.h - 2 * pad - buttons_h - (rows > 0 ? gap : 0)};
  const float w = (inner_w - gap * static_cast<float>(per_row - 1)) / static_cast<float>(per_row);
  for (int i = 0; i < buttons; ++i) {
    const int row = i / per_row, col = i % per_row;
    p.buttons.push_back({panel.x + pad + (w + gap) * static_cast<float>(col),
                         panel.bottom() - pad - buttons_h + (button_h + gap) * static_cast<float>(row), w, button_h});
  }
  return p;
}

void add_lesson_targets(std::vector<Target>& targets, const LessonMode& lesson, const TableLayout& layout) {
  if (!lesson.active() || layout.lesson.empty()) return;
  const std::vector<LessonButton> buttons = lesson.buttons();
  const LessonPanelPlaces places =
      lesson_panel_places(layout.lesson, static_cast<int>(buttons.size()), layout.font, layout.scale);
  // First in the focus order: the lesson is what the learner is here for.
  std::vector<Target> own;
  for (size_t i = 0; i < buttons.size(); ++i)
    own.push_back({TargetKind::kLesson, static_cast<int>(buttons[i]), 0, Rank::Four, places.buttons[i]});
  targets.insert(targets.begin(), own.begin(), own.end());
}

void draw_lesson_panel(SDL_Renderer* r, const TextRenderer& text, const Theme& t, const LessonMode& lesson,
                       const TableLayout& L, const Target* focus) {
  if (!lesson.active() || L.lesson.empty()) return;
  const float s = L.scale;
  fill_round_rect(r, L.lesson, 8 * s, kOverlayFill);
  stroke_round_rect(r, L.lesson, 8 * s, 2 * s, t.accent);
  const std::vector<LessonButton> buttons = lesson.buttons();
  const LessonPanelPlaces places = lesson_panel_places(L.lesson, static_cast<int>(buttons.size()), L.font, s);
  const Rect& box = places.text;

  const std::string progress = lesson.progress(), prompt = lesson.prompt(), feedback = lesson.feedback();
  // The title takes two lines at most, so the prompt always shows.
  std::string title;
  const LessonMode::Tone tone = lesson.tone();
  const SDL_Color feedback_colour = tone == LessonMode::Tone::kRight ? t.good : t.error;
  const std::string marked = tone == LessonMode::Tone::kRight && !feedback.empty() ? "\xE2\x9C\x93 " + feedback : feedback;
  // The lesson is what the learner reads first: a little larger than the
  // table's text where it fits, shrunk until title, prompt and feedback do.
  // The progress stands right of the title, or under it when both do not fit.
  float px = L.font * 1.12f;
  std::vector<std::string_view> lines;
  auto heading_lines = [&](float size) {
    title = clamp_lines(text.atlas(), lesson.title(), size * 1.05f, true, box.w, 2);
    const bool beside = title.find('\n') == std::string::npos &&
                        text.measure(title, size * 1.05f, true) + text.measure(progress, size * 0.9f) + 8 * s <= box.w;
    if (beside) return 1;
    wrap_text(text.atlas(), title, size * 1.05f, true, box.w, lines);
    return static_cast<int>(lines.size()) + 1;
  };
  auto height_at = [&](float size) {
    float h = text.line_height(size * 1.05f) * (static_cast<float>(heading_lines(size)) + 0.2f);
    for (const std::string* part : {&prompt, &marked}) {
      if (part->empty()) continue;
      wrap_text(text.atlas(), *part, size, part == &marked, box.w, lines);
      h += static_cast<float>(lines.size()) * text.line_height(size) + size * 0.5f;
    }
    return h;
  };
  while (px > L.font * 0.62f && height_at(px) > box.h) px *= 0.94f;

  const float title_px = px * 1.05f;
  const int heading = heading_lines(px);
  float y = box.y;
  // Everything above the buttons stays above them, however long a lesson's
  // prompt is (a 64 KiB one drew over them).
  SDL_Rect clip{static_cast<int>(L.lesson.x), static_cast<int>(L.lesson.y), static_cast<int>(L.lesson.w),
                static_cast<int>(box.bottom() - L.lesson.y + 1)};
  SDL_RenderSetClipRect(r, &clip);
  if (heading == 1) {
    text.draw(r, title, box.x, y, title_px, t.accent, true);
    text.draw(r, progress, box.right(), y + (title_px - px * 0.9f) * 0.5f, px * 0.9f, t.ink_soft, false, TextAlign::kRight);
    y += text.line_height(title_px) * 1.2f;
  } else {
    y += text.draw_wrapped(r, title, box.x, y, box.w, title_px, t.accent, true);
    text.draw(r, progress, box.x, y, px * 0.9f, t.ink_soft);
    y += text.line_height(title_px) * 1.2f;
  }
  // Praise is about the step just done, so it comes before the next prompt;
  // a correction is about the prompt still standing, so it comes after it.
  const bool praise_first = tone == LessonMode::Tone::kRight;
  if (praise_first && !marked.empty()) y += text.draw_wrapped(r, marked, box.x, y, box.w, px, feedback_colour, true) + px * 0.5f;
  if (!prompt.empty()) y += text.draw_wrapped(r, prompt, box.x, y, box.w, px, t.ink) + px * 0.5f;
  if (!praise_first && !marked.empty()) text.draw_wrapped(r, marked, box.x, y, box.w, px, feedback_colour, true);
  SDL_RenderSetClipRect(r, nullptr);

  std::vector<RowButton> row;
  for (size_t i = 0; i < buttons.size(); ++i) {
    // Show me is the way on when stuck; Next once a lesson is done.
    const bool main = buttons[i] == (lesson.finished() ? LessonButton::kNext : LessonButton::kShowMe);
    row.push_back({places.buttons[i], lesson_button_label(buttons[i]), main ? ButtonLook::kPrimary : ButtonLook::kNormal});
  }
  draw_button_row(r, text, t, row, L.font * 0.95f, kLeastTextCss * s, [&](size_t i) {
    if (focus && focus->kind == TargetKind::kLesson && focus->index == static_cast<int>(buttons[i]))
      draw_focus_ring(r, t, places.buttons[i], s);
  });
}

}  // namespace canasta::frontend
