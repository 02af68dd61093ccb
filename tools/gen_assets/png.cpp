#include "png.h"

#include <stb_image_write.h>

namespace gen_assets {

bool write_png(const std::string& path, int width, int height, const std::vector<uint8_t>& rgba) {
  // Unfiltered rows compress best here: the art is flat colour, which the
  // per-row filter heuristic handles poorly.
  stbi_write_png_compression_level = 9;
  stbi_write_force_png_filter = 0;
  return stbi_write_png(path.c_str(), width, height, 4, rgba.data(), width * 4) != 0;
}

}  // namespace gen_assets
