// UI text from the pre-rendered font atlas (font.png + font.txt, written by
// tools/gen_assets): UTF-8 decoding, measuring, word wrapping and drawing.
//
// font.txt, version 1: one record per line, fields separated by spaces,
// lines starting with '#' are comments.
//   font 1                        format version
//   atlas <width> <height>        size of font.png
//   face <style> <px> <ascent> <descent> <line_gap> <glyph_count>
//       style 0 regular, 1 bold; rendered at pixel height px
//       (= ascent - descent). ascent > 0, descent < 0, in pixels, y down.
//   g <codepoint> <x> <y> <w> <h> <xoff> <yoff> <advance>
//       a glyph of the preceding face: atlas rect; offset of the rect's
//       top-left from the pen on the baseline; pen advance. Pixels.
//   kern <style> <first> <second> <amount>
//       for all faces of the style: add amount * px / 1000 to the advance
//       of <first> when <second> follows.
// font.png is greyscale coverage (or white + alpha); the loader turns it into
// white glyphs with alpha so colour modulation tints them.
//
// The parsing and layout functions need no SDL window, so they are tested
// headless (tests/frontend/assets_test.cpp).
#pragma once

#include <SDL.h>

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace canasta {

// Decodes the code point starting at `pos` and moves `pos` past it.
// Malformed or truncated sequences, overlong forms and surrogates yield
// U+FFFD and consume one byte. Requires pos < text.size().
char32_t decode_utf8(std::string_view text, size_t& pos);

struct FontGlyph {
  char32_t codepoint = 0;
  int x = 0, y = 0, w = 0, h = 0;  // atlas rect
  float xoff = 0, yoff = 0;        // rect top-left relative to pen on baseline
  float advance = 0;
};

struct FontFace {
  bool bold = false;
  float px = 0;  // rendered pixel height
  float ascent = 0, descent = 0, line_gap = 0;
  std::vector<FontGlyph> glyphs;  // sorted by codepoint
  // Index into `glyphs` for code points below 256, -1 when absent.
  std::array<int16_t, 256> latin1{};

  // The glyph, else '?', else nullptr.
  const FontGlyph* find(char32_t codepoint) const;
};

struct KernPair {
  char32_t first = 0, second = 0;
  int amount = 0;  // thousandths of the pixel height
};

struct FontAtlas {
  int width = 0, height = 0;
  std::vector<FontFace> faces;  // per style, ascending px
  std::vector<KernPair> kerns[2];  // per style, sorted by (first, second)

  // The smallest face of the style at least `px` tall, else the largest; a
  // regular face when the style has none. nullptr only when empty.
  const FontFace* pick(float px, bool bold) const;
  int kern(bool bold, char32_t first, char32_t second) const;
};

// Parses font.txt. On failure returns false and describes the first bad line.
bool parse_font_txt(std::string_view text, FontAtlas& atlas, std::string& error);

// Width of one line of `text` at pixel height `px` ('\n' ends the line).
float measure_text(const FontAtlas& atlas, std::string_view text, float px, bool bold);
// Baseline-to-baseline distance for lines of pixel height `px`.
float line_height(const FontAtlas& atlas, float px);

// Breaks `text` into lines no wider than `max_width`: at spaces where
// possible (the breaking spaces are dropped), inside words too long for a
// line, and at every '\n'. `lines` is cleared and refilled with views into
// `text`; reusing one vector keeps this free of allocation.
void wrap_text(const FontAtlas& atlas, std::string_view text, float px, bool bold, float max_width,
               std::vector<std::string_view>& lines);

enum class TextAlign { kLeft, kCenter, kRight };

class TextRenderer {
 public:
  TextRenderer() = default;
  ~TextRenderer();
  TextRenderer(const TextRenderer&) = delete;
  TextRenderer& operator=(const TextRenderer&) = delete;

  // Loads both files; on failure returns false and `error()` says why.
  bool load(SDL_Renderer* renderer, const std::string& png_path, const std::string& txt_path);
  bool loaded() const { return texture_ != nullptr; }
  const std::string& error() const { return error_; }
  const FontAtlas& atlas() const { return atlas_; }

  float measure(std::string_view text, float px, bool bold = false) const {
    return measure_text(atlas_, text, px, bold);
  }
  // Baseline-to-baseline distance for lines of pixel height `px`.
  float line_height(float px) const;

  // Draws one line. `x` is the left edge, centre or right edge per `align`;
  // `y` is the top of the line box (the baseline is about 0.8 px lower).
  // Glyphs land on whole pixels of the render target, so draw in physical
  // pixels for crisp text. Returns the width drawn.
  float draw(SDL_Renderer* renderer, std::string_view text, float x, float y, float px,
             SDL_Color color, bool bold = false, TextAlign align = TextAlign::kLeft) const;
  // Wraps to `max_width` and draws the lines one under another, each aligned
  // within [x, x + max_width]. Returns the height used.
  float draw_wrapped(SDL_Renderer* renderer, std::string_view text, float x, float y,
                     float max_width, float px, SDL_Color color, bool bold = false,
                     TextAlign align = TextAlign::kLeft) const;

 private:
  FontAtlas atlas_;
  SDL_Texture* texture_ = nullptr;
  std::string error_;
  // Scratch buffers reused by every draw call.
  mutable std::vector<SDL_Vertex> vertices_;
  mutable std::vector<int> indices_;
  mutable std::vector<std::string_view> lines_;
};

}  // namespace canasta
