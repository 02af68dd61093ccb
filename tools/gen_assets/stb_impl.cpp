// The translation unit that compiles stb_image_write (stb_truetype is
// compiled in art/). Its code is third-party, so our warning flags are
// relaxed for it alone.
//
// stb_image_write's own deflate only uses the fixed Huffman table; zlib makes
// the PNGs (the app icons) about a quarter smaller.
#include <zlib.h>

#include <cstdlib>

namespace {

// `quality` is stbi_write_png_compression_level, used as the zlib level.
unsigned char* zlib_compress_for_stb(unsigned char* data, int length, int* out_length, int quality) {
  uLongf size = compressBound(static_cast<uLong>(length));
  // stb releases the buffer with free().
  auto* out = static_cast<unsigned char*>(std::malloc(size));
  if (out == nullptr) return nullptr;
  const int level = quality < 1 ? 1 : (quality > 9 ? 9 : quality);
  if (compress2(out, &size, data, static_cast<uLong>(length), level) != Z_OK) {
    std::free(out);
    return nullptr;
  }
  *out_length = static_cast<int>(size);
  return out;
}

}  // namespace

#define STBIW_ZLIB_COMPRESS zlib_compress_for_stb
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wall"
#pragma GCC diagnostic ignored "-Wextra"
#pragma GCC diagnostic ignored "-Wpedantic"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>

#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
