// UI text from the font atlas (art/font_atlas.h, painted at start-up from
// the glyph outlines): UTF-8 decoding, measuring, word wrapping and drawing.
//
// The layout functions need no SDL window, so they are tested headless
// (tests/frontend/assets_test.cpp).
#pragma once

#include <SDL.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "art/font_atlas.h"

namespace canasta {

// Decodes the code point starting at `pos` and moves `pos` past it.
// Malformed or truncated sequences, overlong forms and surrogates yield
// U+FFFD and consume one byte. Requires pos < text.size().
char32_t decode_utf8(std::string_view text, size_t& pos);

using art::FontAtlas;
using art::FontFace;
using art::FontGlyph;
using art::KernPair;

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

// `text` cut to the first `max_lines` lines it wraps to at `max_width`, the
// last kept line ending in "…" when text was left out (a lesson's title may
// be 64 KiB and still leave room for its prompt). The lines are joined by
// '\n', so wrap_text and draw_wrapped keep them as they are.
std::string clamp_lines(const FontAtlas& atlas, std::string_view text, float px, bool bold, float max_width,
                        size_t max_lines);

enum class TextAlign { kLeft, kCenter, kRight };

// One line a TextRenderer drew: its text, pixel height and left edge and
// width (device pixels), so tests can check what a person reads is big
// enough (tests/frontend/table_text_test.cpp).
// A button's label also notes the button's box (box_w > 0) and the whole
// label, so tests can check it fits there, matches its row's other labels
// and is drawn in whole words.
struct DrawnText {
  std::string text;
  float px = 0, x = 0, y = 0, w = 0;
  float box_x = 0, box_y = 0, box_w = 0, box_h = 0;
  std::string box_label;
  // What the line is, where it must read larger than body text: "meld" (a
  // meld's label or a side's header), "count" (a player's or the stock's
  // card count); empty for the rest.
  std::string role;
  // The ink it was drawn in (tests weigh it against what lies behind).
  SDL_Color colour{0, 0, 0, 0};
};
// While `probe` is set, every TextRenderer::draw appends what it drew;
// nullptr stops it. For tests: the table draws no differently.
void set_text_probe(std::vector<DrawnText>* probe);
// While one lives, the lines drawn are noted as inside this box (a button's).
struct ProbedBox {
  ProbedBox(float x, float y, float w, float h, std::string_view label);
  ~ProbedBox();
  ProbedBox(const ProbedBox&) = delete;
  ProbedBox& operator=(const ProbedBox&) = delete;
};

// While one lives, the lines drawn are noted with this role (DrawnText::role).
struct ProbedRole {
  explicit ProbedRole(std::string_view role);
  ~ProbedRole();
  ProbedRole(const ProbedRole&) = delete;
  ProbedRole& operator=(const ProbedRole&) = delete;
};

class TextRenderer {
 public:
  TextRenderer() = default;
  ~TextRenderer();
  TextRenderer(const TextRenderer&) = delete;
  TextRenderer& operator=(const TextRenderer&) = delete;

  // Makes the atlas texture for the laid-out atlas, each glyph of which is
  // painted into it when it is first drawn at its face's size (a phone's
  // first frame draws some forty of a face's several hundred glyphs); on
  // failure returns false and `error()` says why.
  bool load(SDL_Renderer* renderer, art::FontAtlasPlan plan);
  bool loaded() const { return texture_ != nullptr; }
  // How many of the atlas's faces have a glyph painted, and how many glyphs
  // of all faces are (each on first use).
  size_t painted_faces() const;
  size_t painted_glyphs() const;
  const std::string& error() const { return error_; }
  const FontAtlas& atlas() const { return plan_.atlas; }

  float measure(std::string_view text, float px, bool bold = false) const {
    return measure_text(plan_.atlas, text, px, bold);
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
  // Paints the glyph of the face into the texture unless it was; false if
  // it could not.
  bool ensure_painted(const FontFace& face, const FontGlyph& glyph) const;

  art::FontAtlasPlan plan_;  // the atlas and where each glyph is painted from
  mutable std::vector<std::vector<bool>> painted_;  // per face of plan_.atlas, per glyph of the face
  mutable std::vector<Uint8> rgba_;  // scratch: one glyph and its border, as uploaded
  SDL_Texture* texture_ = nullptr;
  std::string error_;
  // Scratch buffers reused by every draw call.
  mutable std::vector<SDL_Vertex> vertices_;
  mutable std::vector<int> indices_;
  mutable std::vector<std::string_view> lines_;
};

}  // namespace canasta
