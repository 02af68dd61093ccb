// PNG files of painted canvases (the app icons).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace gen_assets {

// Straight-alpha RGBA8, zlib level 9; false on I/O failure.
bool write_png(const std::string& path, int width, int height, const std::vector<uint8_t>& rgba);

}  // namespace gen_assets
