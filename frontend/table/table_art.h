// The table's fonts, read once from the glyph outlines compiled into the
// program (generated/glyph_data.cpp, written by tools/gen_assets from the
// DejaVu fonts): what the card art and the font atlas are painted from.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

#include "art/card_faces.h"
#include "art/font_atlas.h"
#include "art/glyph_set.h"
#include "art/outline_font.h"

namespace canasta::frontend {

// Defined by the generated source (art/glyph_set.h's byte format: the
// regular set, then the bold one).
extern const uint8_t kGlyphData[];
extern const size_t kGlyphDataSize;

class TableArt {
 public:
  // The compiled-in sets, read at the first call.
  static const TableArt& get();
  // Reads glyph data in the format above; ok() says whether it could.
  TableArt(const uint8_t* data, size_t size);
  TableArt(const TableArt&) = delete;
  TableArt& operator=(const TableArt&) = delete;

  bool ok() const { return error_.empty(); }
  const std::string& error() const { return error_; }
  art::CardFonts card_fonts() const { return art::CardFonts{bold_font_}; }
  // The UI font atlas laid out (its faces are painted as text first needs
  // them: TextRenderer); it points into this object's glyph sets.
  art::FontAtlasPlan plan_font_atlas() const;

 private:
  art::GlyphSet regular_, bold_;
  art::OutlineFont bold_font_{bold_};
  std::string error_;
};

}  // namespace canasta::frontend
