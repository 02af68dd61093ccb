// Drawing primitives the table and dialogs share (rounded panels, buttons,
// rings) and the colour scheme, with a colour-blind-friendly variant.
#pragma once

#include <SDL.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "frontend/table/table_layout.h"
#include "frontend/table/text.h"

namespace canasta::frontend {

struct Theme {
  SDL_Color felt_centre, felt_edge;
  SDL_Color ink, ink_soft, ink_dark;
  SDL_Color panel, panel_edge;
  SDL_Color button, button_edge, button_hot, button_disabled;
  SDL_Color accent;       // whose turn, focus ring
  SDL_Color us, them, third;  // side colours (names, meld area tints)
  SDL_Color error, good;
  SDL_Color mark;  // cards an example's text talks about (page option highlight)
};
const Theme& theme(bool colour_blind);

// The fill of a box drawn over the table (a dialog, the lesson panel):
// fully opaque, since even 4% of a white card through it reads as a ghost
// of the hand behind the text.
inline constexpr SDL_Color kOverlayFill{0x0c, 0x3b, 0x27, 0xff};

SDL_FRect to_sdl(const Rect& r);
void fill_rect(SDL_Renderer* r, const Rect& rect, SDL_Color c);
// A rectangle with rounded corners of `radius` (filled with triangles).
void fill_round_rect(SDL_Renderer* r, const Rect& rect, float radius, SDL_Color c);
// A ring `thickness` wide inside `rect`.
void stroke_round_rect(SDL_Renderer* r, const Rect& rect, float radius, float thickness, SDL_Color c);

enum class ButtonLook { kNormal, kPrimary, kDisabled, kOn };
// The width a label has in a button `width` wide whose row is drawn at
// `font`: what its margins leave (for layouts that must know a label fits).
float button_label_room(float width, float font);
// A width that leaves a label's longest word `word` room in its button
// (button_label_room at least `word`): the word and a full margin.
float button_width_for(float word, float font);
// One button of those drawn together: where, its label and its look.
struct RowButton {
  Rect rect;  // empty: no button at this place (a dialog's field), only `after`'s drawing
  std::string_view label;
  ButtonLook look = ButtonLook::kNormal;
};
// Buttons with their labels at `font`, a little smaller, else on two lines
// where a button is tall enough, else smaller down to `least` or cut short
// (fit_text.h): never below `least`. A row of them (the same top and
// height) is drawn at one size, its smallest label's, so it reads as one: a
// label shrunk beside full-size neighbours ("Optionen" beside "Regeln")
// reads as tiny. Each label is fitted once, again only where its row's size
// is smaller than its own. After each button, `after(i)`, when given, draws
// what lies over it (its focus ring, or the field in its place), so each
// thing is drawn in the order it always was.
void draw_button_row(SDL_Renderer* r, const TextRenderer& text, const Theme& t, const std::vector<RowButton>& buttons,
                     float font, float least, const std::function<void(size_t)>& after = {});

// The keyboard focus ring, drawn just outside `rect`.
void draw_focus_ring(SDL_Renderer* r, const Theme& t, const Rect& rect, float scale);

// The outline of a card an example's text talks about: a thick ring of the
// theme's mark colour just outside `rect`, with a dark line inside it so it
// reads on a white card as on the felt.
void draw_mark_ring(SDL_Renderer* r, const Theme& t, const Rect& rect, float scale);

SDL_Color with_alpha(SDL_Color c, Uint8 a);

// A short label centred on `cx`, its top at `y`, on a plate of the table's
// panel colour: the felt's bright centre behind bare text read under 4.5:1
// (the pile's FROZEN in the accent yellow at 4.0:1, the stock's count at 4.6).
void draw_plated_label(SDL_Renderer* r, const TextRenderer& text, const Theme& t, std::string_view label, float cx,
                       float y, float px, SDL_Color ink, bool bold);

}  // namespace canasta::frontend
