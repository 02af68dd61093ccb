// The single translation unit that compiles stb_truetype: the table uses its
// rasterizer (font_atlas.cpp), tools/gen_assets its TrueType reader. Its code
// is third-party, so our warning flags are relaxed for it alone.
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wall"
#pragma GCC diagnostic ignored "-Wextra"
#pragma GCC diagnostic ignored "-Wpedantic"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#endif

#define STB_TRUETYPE_IMPLEMENTATION
#include <stb_truetype.h>

#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif
