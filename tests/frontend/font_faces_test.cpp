// The UI font's glyphs are painted as text first needs them (art/font_atlas.h,
// FontAtlasPlan): start-up paints none, a glyph drawn at a size paints that
// glyph of its face once, and what is drawn is the glyph as the whole atlas
// holds it.
#include <doctest/doctest.h>

#include <SDL.h>

#include <cmath>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "art/font_atlas.h"
#include "frontend/table/table_art.h"
#include "frontend/table/text.h"
#include "frontend/words/strings.h"

namespace font_faces_test {

using canasta::TextRenderer;
using canasta::art::FontGlyph;
using canasta::frontend::TableArt;

namespace {

constexpr int kSize = 64;

// The ink of `text` drawn in black at `px` at (8, 8) on white, by a fresh
// software renderer: each pixel's darkness (0 white, 255 black).
struct Ink {
  std::vector<int> dark;
  int at(int x, int y) const { return dark[static_cast<size_t>(y * kSize + x)]; }
  int count() const {
    int n = 0;
    for (int d : dark) n += d > 0;
    return n;
  }
};

}  // namespace

TEST_CASE("Font faces - glyphs painted on first use only, each once, and drawn as the whole atlas holds them") {
  SDL_Surface* surface = SDL_CreateRGBSurfaceWithFormat(0, kSize, kSize, 32, SDL_PIXELFORMAT_RGBA32);
  REQUIRE(surface != nullptr);
  SDL_Renderer* renderer = SDL_CreateSoftwareRenderer(surface);
  REQUIRE(renderer != nullptr);
  TextRenderer text;
  REQUIRE(text.load(renderer, TableArt::get().plan_font_atlas()));
  CHECK(text.atlas().faces.size() == 28);
  CHECK(text.painted_faces() == 0);  // start-up paints nothing
  CHECK(text.painted_glyphs() == 0);

  // Measuring and wrapping need no painting.
  CHECK(text.measure("Canasta", 14) > 0);
  CHECK(text.painted_faces() == 0);

  auto draw_with = [&](const TextRenderer& with, const char* line, float px, bool bold) {
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
    SDL_RenderClear(renderer);
    with.draw(renderer, line, 8, 8, px, SDL_Color{0, 0, 0, 255}, bold);
    SDL_RenderPresent(renderer);
    Ink ink;
    for (int y = 0; y < kSize; ++y) {
      const auto* row = static_cast<const Uint8*>(surface->pixels) + y * surface->pitch;
      for (int x = 0; x < kSize; ++x) ink.dark.push_back(255 - row[x * 4]);
    }
    return ink;
  };
  auto draw = [&](const char* line, float px, bool bold) { return draw_with(text, line, px, bold); };

  const Ink h14 = draw("H", 14, false);
  CHECK(text.painted_faces() == 1);
  CHECK(text.painted_glyphs() == 1);
  draw("Us 120", 14, false);
  CHECK(text.painted_faces() == 1);   // the same face again
  CHECK(text.painted_glyphs() == 6);  // U s 1 2 0: the space has no ink
  draw("HUH", 14, false);
  CHECK(text.painted_glyphs() == 6);  // nothing new
  draw("H", 14, true);
  CHECK(text.painted_faces() == 2);  // bold is a face of its own
  CHECK(text.painted_glyphs() == 7);
  draw("H", 30, false);
  CHECK(text.painted_faces() == 3);  // 30 px is drawn from the 40 px face, scaled down
  CHECK(text.painted_glyphs() == 8);

  // The H drawn alone is the H drawn once every glyph of every face is
  // painted (each glyph went to its own place in the texture, its border
  // clear), inked inside its glyph's box (a pixel's blur at most) and
  // nowhere else; so is a glyph drawn with its neighbours painted or not.
  TextRenderer all;
  REQUIRE(all.load(renderer, TableArt::get().plan_font_atlas()));
  std::string every;
  for (const FontGlyph& g : all.atlas().faces.front().glyphs) {
    if (g.codepoint < 0x80 && g.codepoint >= 0x20) every += static_cast<char>(g.codepoint);
  }
  for (const canasta::art::FontFace& f : all.atlas().faces) {
    SDL_RenderClear(renderer);
    all.draw(renderer, every, 0, 0, f.px, SDL_Color{0, 0, 0, 255}, f.bold);
  }
  CHECK(all.painted_faces() == 28);
  const Ink painted_whole = draw_with(all, "H", 14, false);
  CHECK(painted_whole.dark == h14.dark);
  const Ink us_alone = draw_with(text, "Us 120", 14, false);
  CHECK(draw_with(all, "Us 120", 14, false).dark == us_alone.dark);
  CHECK(us_alone.count() > 0);

  const canasta::art::FontFace* face = text.atlas().pick(14, false);
  REQUIRE(face != nullptr);
  CHECK(face->px == 14);
  const FontGlyph* g = face->find('H');
  REQUIRE(g != nullptr);
  const int x0 = static_cast<int>(std::round(8 + g->xoff));
  const int y0 = static_cast<int>(std::round(std::round(8 + face->ascent) + g->yoff));
  int inked = 0;
  for (int y = 0; y < kSize; ++y) {
    for (int x = 0; x < kSize; ++x) {
      if (x >= x0 - 1 && x <= x0 + g->w && y >= y0 - 1 && y <= y0 + g->h) inked += h14.at(x, y) > 64;
      else CHECK(h14.at(x, y) == 0);
    }
  }
  CHECK(inked >= 2 * g->h);  // two stems at least
  SDL_DestroyRenderer(renderer);
  SDL_FreeSurface(surface);
}

}  // namespace font_faces_test

namespace font_faces_test {

// Every character of every sentence the table words, in all five languages,
// is a glyph of its font: a missing one is drawn as "?" (the minus of a
// side's running total was, until the glyph list named it).
TEST_CASE("Font faces - every character the table's words use has its glyph") {
  const canasta::art::FontAtlasPlan plan = TableArt::get().plan_font_atlas();
  const canasta::art::FontFace& face = plan.atlas.faces.front();
  std::vector<std::string> missing;
  auto check = [&](std::string_view text, const std::string& where) {
    for (size_t pos = 0; pos < text.size();) {
      const char32_t cp = canasta::decode_utf8(text, pos);
      const FontGlyph* g = face.find(cp);
      if (cp >= 0x20 && (g == nullptr || g->codepoint != cp)) missing.push_back(where + ": U+" + std::to_string(cp));
    }
  };
  using canasta::frontend::Language;
  for (int l = 0; l < canasta::frontend::kLanguageCount; ++l) {
    canasta::frontend::set_language(static_cast<Language>(l));
    for (int id = 0; id < canasta::frontend::kStringCount; ++id)
      check(canasta::frontend::tr(static_cast<canasta::frontend::S>(id)),
            std::string(canasta::frontend::language_tag(static_cast<Language>(l))) + " #" + std::to_string(id));
  }
  canasta::frontend::set_language(Language::kEnglish);
  check("Us  0  \xE2\x88\x92 100", "the running total's minus");
  CHECK(missing.empty());
  for (const std::string& m : missing) MESSAGE(m);
}

}  // namespace font_faces_test
