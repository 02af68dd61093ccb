// The UI font atlas: DejaVu Sans regular and bold pre-rendered at several
// pixel heights into font.png, described by font.txt (format documented in
// font_atlas.cpp and frontend/table/text.h).
#pragma once

#include <string>

#include "outline_font.h"

namespace gen_assets {

bool write_font_atlas(const std::string& png_path, const std::string& txt_path,
                      const OutlineFont& regular, const OutlineFont& bold);

}  // namespace gen_assets
