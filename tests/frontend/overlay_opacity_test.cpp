// A box drawn over the table (every dialog, the lesson panel) hides what
// lies under it: each is drawn twice, once over a white screen and once over
// a black one, and inside its box the two pictures must be the same pixel
// for pixel. A translucent fill let the hand's white cards show through the
// New game dialog.
#include <doctest/doctest.h>

#include <SDL.h>

#include <functional>
#include <string>

#include "frontend/settings/settings.h"
#include "frontend/session/game_controller.h"
#include "frontend/session/lesson_mode.h"
#include "frontend/table/dialogs.h"
#include "frontend/table/lesson_panel.h"
#include "frontend/table/table_art.h"
#include "frontend/table/table_view.h"
#include "frontend/words/strings.h"

namespace overlay_opacity_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

constexpr int kWidth = 1280, kHeight = 800;

// Draws `draw` with a software renderer over a screen of `background` and
// returns the picture.
SDL_Surface* drawn_over(SDL_Color background, const std::function<void(SDL_Renderer*, const TextRenderer&)>& draw) {
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, kWidth, kHeight, 32, SDL_PIXELFORMAT_RGBA32);
  REQUIRE(surface != nullptr);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  REQUIRE(renderer != nullptr);
  SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND);
  SDL_SetRenderDrawColor(renderer, background.r, background.g, background.b, 255);
  SDL_RenderClear(renderer);
  {
    TextRenderer text;
    REQUIRE(text.load(renderer, TableArt::get().plan_font_atlas()));
    draw(renderer, text);
    SDL_RenderPresent(renderer);
  }
  SDL_DestroyRenderer(renderer);
  return surface;
}

// The pixels inside `box` (less its rounded corners and outline) that differ
// between a drawing over white and over black.
int see_through_pixels(const Rect& box, float radius,
                       const std::function<void(SDL_Renderer*, const TextRenderer&)>& draw) {
  SDL_Surface* white = drawn_over({255, 255, 255, 255}, draw);
  SDL_Surface* black = drawn_over({0, 0, 0, 255}, draw);
  int differ = 0;
  const int x0 = static_cast<int>(box.x + radius), x1 = static_cast<int>(box.right() - radius);
  const int y0 = static_cast<int>(box.y + radius), y1 = static_cast<int>(box.bottom() - radius);
  for (int y = y0; y < y1; ++y) {
    const auto* a = static_cast<const Uint32*>(white->pixels) + y * white->pitch / 4;
    const auto* b = static_cast<const Uint32*>(black->pixels) + y * black->pitch / 4;
    for (int x = x0; x < x1; ++x) differ += (a[x] & 0x00ffffff) != (b[x] & 0x00ffffff);
  }
  SDL_FreeSurface(white);
  SDL_FreeSurface(black);
  return differ;
}

}  // namespace

TEST_CASE("Overlays - every dialog hides the table under its box") {
  set_language(Language::kEnglish);
  GameController game;
  REQUIRE_FALSE(game.new_game(GameSetup{}).has_value());
  const GameSetup draft = game.setup();
  const Settings settings;
  const FontAtlas atlas = TableArt::get().plan_font_atlas().atlas;
  DialogContext c;
  c.game = &game;
  c.draft = &draft;
  c.settings = &settings;
  c.window = {0, 0, kWidth, kHeight};
  c.atlas = &atlas;
  for (DialogKind kind : {DialogKind::kNewGame, DialogKind::kSettings, DialogKind::kLog, DialogKind::kRules,
                          DialogKind::kScore, DialogKind::kIntro, DialogKind::kLessons}) {
    CAPTURE(static_cast<int>(kind));
    const DialogModel model = build_dialog(kind, c);
    REQUIRE(model.panel.w > 100);
    CHECK(see_through_pixels(model.panel, 12, [&](SDL_Renderer* r, const TextRenderer& text) {
            draw_dialog(r, text, theme(false), model, c, -1, 0);
          }) == 0);
  }
}

TEST_CASE("Overlays - the lesson panel hides the table under it") {
  set_language(Language::kEnglish);
  GameController game;
  LessonMode lesson;
  REQUIRE_FALSE(lesson.start_tutorial(game, 0).has_value());
  LayoutInput input = layout_input(lesson.table().view(), lesson.table().viewer_seat(), kWidth, kHeight, 1, 11);
  input.lesson = true;
  const TableLayout layout = layout_table(input);
  REQUIRE(layout.lesson.w > 100);
  CHECK(see_through_pixels(layout.lesson, 8, [&](SDL_Renderer* r, const TextRenderer& text) {
          draw_lesson_panel(r, text, theme(false), lesson, layout, nullptr);
        }) == 0);
}

}  // namespace overlay_opacity_test
