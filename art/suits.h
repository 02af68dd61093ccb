// Suit symbols as vector shapes (crisper than font glyphs at every size) and
// the ink colours of the two- and four-colour decks.
#pragma once

#include "art/raster.h"

namespace canasta::art {

enum SuitIndex { kClubs = 0, kDiamonds = 1, kHearts = 2, kSpades = 3 };

// The symbol centred on the origin, about 1 unit wide and 1 unit tall (y down),
// every contour wound clockwise so the parts unite under the non-zero rule.
Path suit_path(int suit);
// Ink width of the symbol relative to its height (diamonds are narrower).
float suit_aspect(int suit);

struct Palette {
  Color suit[4];
  Color joker_ink;  // dark ink for joker lettering and outlines
};
Palette two_colour_palette();
// Spades black, hearts red, diamonds blue, clubs green; the red and green also
// differ in lightness so they stay apart for red-green colour blindness.
Palette four_colour_palette();

// Reverses contours with negative (counter-clockwise on screen) area.
void make_clockwise(Path& path);

}  // namespace canasta::art
