// The card atlas as a PNG for the position editor's picture export
// (web/site/editor/position_image.js): the table paints its cards itself at start-up,
// but a PNG/SVG of a position is drawn by the page, from the same art.
#pragma once

#include <string>

#include "art/card_faces.h"

namespace gen_assets {

bool write_card_atlas(const std::string& path, const canasta::art::Palette& palette,
                      const canasta::art::CardFonts& fonts);

}  // namespace gen_assets
