// PWA icons: a fanned pair of cards on a deep green square.
#pragma once

#include <string>

#include "art/card_faces.h"

namespace gen_assets {

// Writes icon-192.png, icon-512.png (rounded square, transparent corners) and
// icon-maskable-512.png (full bleed, art inside the safe zone) to out_prefix.
bool write_icons(const std::string& out_prefix, const canasta::art::CardFonts& fonts);

}  // namespace gen_assets
