// Drawing a dialog's model (dialogs.h builds it): its frame, buttons,
// check boxes and fields, the score sheet's table and the text pages.
#include <algorithm>
#include <string>

#include "frontend/table/dialog_parts.h"
#include "frontend/table/dialogs.h"
#include "frontend/table/draw_util.h"
#include "frontend/table/fit_text.h"
#include "frontend/table/table_view.h"
#include "frontend/words/move_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {
namespace {

void draw_score_table(SDL_Renderer* r, const TextRenderer& text, const Theme& t, const DialogModel& m,
                      const DialogContext& c) {
  const auto& g = *c.game;
  const auto& s = g.view();
  const DealScore& score = s.deal_score();
  const int sides = s.num_sides();
  const float line = std::min(c.font * 1.5f, m.content.h / static_cast<float>(score_lines(g)));
  const float px = std::min(c.font, line * 0.75f);
  const float label_w = m.content.w * 0.34f;
  const float col_w = (m.content.w - label_w) / static_cast<float>(sides);
  float y = m.content.y;
  auto row = [&](const std::string& label, auto value, bool bold, SDL_Color colour) {
    text.draw(r, label, m.content.x, y, px, t.ink_soft, bold);
    for (int side = 0; side < sides; ++side)
      text.draw(r, value(side), m.content.x + label_w + col_w * static_cast<float>(side + 1) - 8 * c.scale, y, px,
                colour, bold, TextAlign::kRight);
    y += line;
  };
  row("", [&](int side) { return g.side_name(side); }, true, t.accent);
  const SideScore* ss = score.side.data();
  for (const ScorePart& p : score_parts(s.rules()))
    row(tr(p.label), [&](int i) { return number_text(ss[i].*p.part); }, false, t.ink);
  row(tr(S::kDealLine), [&](int i) { return number_text(ss[i].deal); }, true, t.ink);
  fill_rect(r, {m.content.x, y - line * 0.15f, m.content.w, std::max(1.0f, c.scale)}, t.panel_edge);
  // The cumulative sheet, the last eight deals: each side's score of the deal
  // and, in its own column, the running total.
  auto two_columns = [&](const std::string& label, auto deal, auto total, SDL_Color colour) {
    text.draw(r, label, m.content.x, y, px, t.ink_soft, false);
    for (int side = 0; side < sides; ++side) {
      const float right = m.content.x + label_w + col_w * static_cast<float>(side + 1) - 8 * c.scale;
      text.draw(r, deal(side), right - col_w * 0.48f, y, px, colour, false, TextAlign::kRight);
      text.draw(r, total(side), right, y, px, colour, false, TextAlign::kRight);
    }
    y += line;
  };
  const auto& sheet = g.sheet();
  const size_t first = sheet.size() > 8 ? sheet.size() - 8 : 0;
  two_columns("", [&](int) { return std::string(tr(S::kDeal)); }, [&](int) { return std::string(tr(S::kTotalLine)); },
              t.ink_soft);
  for (size_t k = first; k < sheet.size(); ++k)
    two_columns(std::string(tr(S::kDeal)) + " " + std::to_string(k + 1),
                [&](int i) { return number_text(sheet[k].side[static_cast<size_t>(i)].deal); },
                [&](int i) { return number_text(sheet[k].side[static_cast<size_t>(i)].total); }, t.ink);
  row(tr(S::kTotalLine), [&](int i) { return number_text(s.score(i)); }, true, t.accent);
  if (s.is_game_over() && s.view().winner()) {
    const int winner = *s.view().winner();
    const std::string line = winner == g.viewer_side() ? tr(S::kYouWin) : format(S::kWins, g.side_name(winner));
    text.draw(r, line, m.content.x, y, px * 1.2f, t.good, true);
  }
}

// A check box: a square, ticked when on, and the label beside it (without
// the tick its text carries), so an option does not look like a button.
// The tick is drawn no smaller than the least text size `least` (a squeezed
// New game on a phone, with Allow undo on, drew it at 11 px).
void draw_checkbox(SDL_Renderer* r, const TextRenderer& text, const Theme& t, const DialogButton& b, float font,
                   float least) {
  const float side = std::min(b.rect.h * 0.62f, font * 1.25f);
  const Rect box{b.rect.x + font * 0.3f, b.rect.cy() - side / 2, side, side};
  fill_round_rect(r, box, side * 0.18f, b.on ? t.button_hot : t.button);
  stroke_round_rect(r, box, side * 0.18f, std::max(1.0f, font * 0.1f), t.button_edge);
  constexpr std::string_view kTick = "\xE2\x9C\x93 ";
  std::string_view label = b.label;
  if (label.substr(0, kTick.size()) == kTick) {
    label.remove_prefix(kTick.size());
    const float tick = std::max(side * 0.85f, least);
    text.draw(r, "\xE2\x9C\x93", box.cx(), box.cy() - tick * 0.56f, tick, t.ink_dark, true, TextAlign::kCenter);
  }
  const float x = box.right() + font * 0.6f;
  float px = font;
  while (px > font * 0.7f && text.measure(label, px) > b.rect.right() - x) px *= 0.94f;
  text.draw(r, label, x, b.rect.cy() - px * 0.55f, px, t.ink);
}

}  // namespace

// A text field: a box with its text, or its placeholder, and a caret while
// typed in on the canvas; where the page lays its own input over the field
// the box alone.
void draw_field(SDL_Renderer* r, const TextRenderer& text, const Theme& t, const DialogButton& b,
                const DialogContext& c) {
  const float radius = std::min(b.rect.h * 0.3f, c.font * 0.6f);
  fill_round_rect(r, b.rect, radius, {0, 0, 0, 110});
  const bool editing = c.editing == b.action;
  stroke_round_rect(r, b.rect, radius, std::max(1.0f, c.scale * (editing ? 2.0f : 1.0f)), editing ? t.accent : t.button_edge);
  if (c.page_edits) return;
  const std::string& shown = b.value.empty() ? b.placeholder : b.value;
  float px = c.font;
  while (px > c.font * 0.6f && text.measure(shown, px) > b.rect.w - c.font) px *= 0.92f;
  const float x = b.rect.x + c.font * 0.4f, y = b.rect.cy() - px * 0.55f;
  text.draw(r, shown, x, y, px, b.value.empty() ? t.ink_soft : t.ink);
  if (editing) fill_rect(r, {x + (b.value.empty() ? 0 : text.measure(b.value, px)) + 1, y, std::max(1.0f, c.scale * 1.5f), px * 1.1f}, t.accent);
}

void draw_dialog(SDL_Renderer* r, const TextRenderer& text, const Theme& t, const DialogModel& m,
                 const DialogContext& c, int focus_button, int scroll) {
  // The pass screen hides the whole table; other dialogs dim it.
  if (m.kind == DialogKind::kPass) draw_felt(r, t, c.window.w, c.window.h);
  else fill_rect(r, c.window, {0, 0, 0, 130});
  fill_round_rect(r, {m.panel.x, m.panel.y + 4 * c.scale, m.panel.w, m.panel.h}, 12 * c.scale, {0, 0, 0, 90});
  fill_round_rect(r, m.panel, 12 * c.scale, kOverlayFill);
  stroke_round_rect(r, m.panel, 12 * c.scale, 2 * c.scale, t.button_edge);
  text.draw(r, m.title_text, m.title.x, m.title.y + (m.title.h - c.font * 1.3f) / 2, c.font * 1.3f, t.accent, true);
  for (const auto& row : m.rows) {
    if (row.label.empty()) continue;
    if (row.note) {
      // Wrapped within its rows rather than shrunk to fit one line (the
      // levels' note went down to 5 px on a phone).
      const float least = kLeastTextCss * c.scale;
      const FittedText fit = fit_words(text.atlas(), row.label, std::max(c.font * 0.9f, least), least, false,
                                       row.label_rect.w, 8, row.label_rect.h);
      const float step = text.line_height(fit.px);
      float y = row.label_rect.cy() - step * static_cast<float>(fit.lines.size()) / 2 + (step - fit.px * 1.1f) / 2;
      for (const std::string& line : fit.lines) text.draw(r, line, row.label_rect.x, y, fit.px, t.ink, false), y += step;
    } else {
      text.draw(r, row.label, row.label_rect.x, row.label_rect.cy() - c.font * 0.55f, c.font, t.ink, true);
    }
  }
  std::vector<RowButton> row;
  for (const DialogButton& b : m.buttons) {
    // Fields and check boxes are not buttons: an empty box keeps the index.
    row.push_back({b.field || b.checkbox ? Rect{} : b.rect, b.label, b.on || b.primary ? ButtonLook::kOn : ButtonLook::kNormal});
  }
  draw_button_row(r, text, t, row, c.font * 0.95f, kLeastTextCss * c.scale, [&](size_t i) {
    const auto& b = m.buttons[i];
    if (b.field) draw_field(r, text, t, b, c);
    else if (b.checkbox) draw_checkbox(r, text, t, b, c.font, kLeastTextCss * c.scale);
    if (static_cast<int>(i) == focus_button) draw_focus_ring(r, t, b.rect, c.scale);
  });
  if (m.kind == DialogKind::kScore) draw_score_table(r, text, t, m, c);
  if (m.kind == DialogKind::kRules || m.kind == DialogKind::kIntro) {
    SDL_Rect clip{static_cast<int>(m.content.x), static_cast<int>(m.content.y), static_cast<int>(m.content.w),
                  static_cast<int>(m.content.h)};
    SDL_RenderSetClipRect(r, &clip);
    const float top = m.content.y - static_cast<float>(scroll) * c.font * 1.2f;
    lay_out_sections(text.atlas(), rules_sections(m.kind, c), {m.content.x, top, m.content.w, m.content.h}, c.font,
                     [&](const PageLine& l) {
                       text.draw(r, l.text, l.x, l.y, l.px, l.accent ? t.accent : t.ink, l.accent);
                     });
    SDL_RenderSetClipRect(r, nullptr);
  }
  if (m.kind == DialogKind::kLog) {
    // Newest first, as in the side panel; deals are separated by their
    // heading lines; a scroll bar shows where the view is in the whole log.
    const int total = static_cast<int>(c.game->log_size());
    const float line = text.line_height(c.font);
    const int fits = std::max(1, static_cast<int>(m.content.h / line));
    const int skip = std::clamp(scroll, 0, std::max(0, total - fits));
    const float bar_w = 6 * c.scale;
    float y = m.content.y;
    for (int k = skip; k < total && k < skip + fits; ++k, y += line) {
      const std::string entry = c.game->log_line(static_cast<size_t>(total - 1 - k));
      const bool heading = entry.rfind("\xE2\x80\x94", 0) == 0;
      text.draw(r, entry, m.content.x, y, c.font, heading ? t.accent : t.ink, heading);
    }
    if (total > fits) {
      const Rect track{m.content.right() - bar_w, m.content.y, bar_w, m.content.h};
      fill_round_rect(r, track, bar_w / 2, {0, 0, 0, 80});
      const float thumb_h = std::max(bar_w * 2, track.h * static_cast<float>(fits) / static_cast<float>(total));
      const float thumb_y = track.y + (track.h - thumb_h) * static_cast<float>(skip) / static_cast<float>(total - fits);
      fill_round_rect(r, {track.x, thumb_y, bar_w, thumb_h}, bar_w / 2, t.button_edge);
    }
  }
}

}  // namespace canasta::frontend