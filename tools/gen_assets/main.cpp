// gen_assets <out_dir> [font_dir]
// Generates the card atlases, the UI font atlas and the app icons from the
// DejaVu fonts, so no generated binary has to live in the repository.
#include <cstdio>
#include <filesystem>
#include <string>
#include <system_error>

#include "card_atlas.h"
#include "font_atlas.h"
#include "icons.h"
#include "outline_font.h"
#include "suits.h"

int main(int argc, char** argv) {
  using namespace gen_assets;
  if (argc < 2 || argc > 3) {
    std::fprintf(stderr, "usage: gen_assets <out_dir> [font_dir]\n");
    return 2;
  }
  std::error_code ec;
  std::filesystem::create_directories(argv[1], ec);
  if (ec) {
    std::fprintf(stderr, "gen_assets: cannot create %s: %s\n", argv[1], ec.message().c_str());
    return 1;
  }
  const std::string out = std::string(argv[1]) + "/";
  const std::string font_dir =
      std::string(argc > 2 ? argv[2] : "/usr/share/fonts/truetype/dejavu") + "/";
  const OutlineFont regular(font_dir + "DejaVuSans.ttf");
  const OutlineFont bold(font_dir + "DejaVuSans-Bold.ttf");
  if (!regular.ok() || !bold.ok()) {
    std::fprintf(stderr, "gen_assets: cannot read DejaVuSans fonts in %s\n", font_dir.c_str());
    return 1;
  }
  const CardFonts fonts{bold};
  bool ok = write_card_atlas(out + "cards.png", two_colour_palette(), fonts);
  ok = write_card_atlas(out + "cards4.png", four_colour_palette(), fonts) && ok;
  ok = write_font_atlas(out + "font.png", out + "font.txt", regular, bold) && ok;
  ok = write_icons(out, fonts) && ok;
  return ok ? 0 : 1;
}
