// Reads the glyphs the table needs from a TrueType font with stb_truetype:
// the characters it writes (ASCII, Latin-1, typographic punctuation, arrows,
// card suits, a tick) and the kerning among letters, digits and punctuation.
#pragma once

#include <string>

#include "art/glyph_set.h"

namespace gen_assets {

// False, with `error` saying why, when the file cannot be read or parsed.
bool read_ttf_glyphs(const std::string& path, canasta::art::GlyphSet& out, std::string& error);

}  // namespace gen_assets
