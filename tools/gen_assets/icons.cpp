#include "icons.h"

#include <cmath>
#include <cstdio>

#include "png.h"

namespace gen_assets {

using namespace canasta::art;

namespace {

constexpr float kPi = 3.14159265f;
const Color kFelt{12, 92, 58, 255};
const Color kFeltLight{22, 118, 76, 255};

// Card codes shown on the icon: the ace of spades behind the ace of hearts.
constexpr int kBackCard = (14 - 2) * 4 + kSpades;
constexpr int kFrontCard = (14 - 2) * 4 + kHearts;

// Maps cell pixels of a card to icon pixels: the card is fanned about a pivot
// below its bottom centre. `unit` is the icon size times the content scale.
Affine card_placement(float size, float unit, float degrees) {
  const float card_h = 0.60f * unit;
  const float s = card_h / kCellHeight;
  const Vec2 pivot{size / 2, size / 2 + 0.40f * unit};
  return Affine::translate(pivot.x, pivot.y) * Affine::rotate(degrees * kPi / 180) *
         Affine::translate(0, -0.12f * unit) * Affine::scale(s, s) *
         Affine::translate(-kCellWidth / 2.0f, -static_cast<float>(kCellHeight));
}

void paint_card_shadow(Canvas& icon, const Affine& at) {
  // Stacked translucent outlines growing outwards read as a soft shadow.
  for (int i = 0; i < 6; ++i) {
    const float g = 2.0f + i * 2.5f;
    Path p;
    p.add_rounded_rect(kCardMargin - g, kCardMargin - g + 8, kCardW + 2 * g, kCardH + 2 * g,
                       kCornerRadius + g);
    icon.fill(p, Color{0, 0, 0, 14}, at);
  }
}

// `content` is the share of the icon the artwork may use: 1 for plain icons,
// less for maskable ones, whose launcher may crop to a circle of 80%.
void paint_icon(Canvas& icon, float content, bool rounded, const Palette& palette,
                const CardFonts& fonts) {
  const float size = static_cast<float>(icon.width());
  Path bg;
  if (rounded) {
    bg.add_rounded_rect(0, 0, size, size, size * 0.22f);
  } else {
    bg.add_rect(0, 0, size, size);
  }
  icon.fill(bg, kFelt);
  Path glow;
  glow.add_circle({size / 2, size * 0.45f}, size * 0.36f);
  icon.fill(glow, with_alpha(kFeltLight, 0.7f));

  const float unit = size * content;
  const struct {
    int code;
    float degrees;
  } cards[] = {{kBackCard, -14}, {kFrontCard, 12}};
  for (const auto& card : cards) {
    const Affine at = card_placement(size, unit, card.degrees);
    paint_card_shadow(icon, at);
    icon.set_base_transform(at);
    paint_card(icon, card.code, palette, fonts);
    icon.set_base_transform({});
  }
}

bool write_icon(const std::string& path, int size, float content, bool rounded,
                const CardFonts& fonts) {
  Canvas icon(size, size);
  paint_icon(icon, content, rounded, two_colour_palette(), fonts);
  if (!write_png(path, size, size, icon.to_rgba8())) {
    std::fprintf(stderr, "gen_assets: cannot write %s\n", path.c_str());
    return false;
  }
  return true;
}

}  // namespace

bool write_icons(const std::string& out_prefix, const CardFonts& fonts) {
  bool ok = write_icon(out_prefix + "icon-192.png", 192, 1.0f, true, fonts);
  ok = write_icon(out_prefix + "icon-512.png", 512, 1.0f, true, fonts) && ok;
  // The maskable safe zone is the centred circle of 80% diameter.
  ok = write_icon(out_prefix + "icon-maskable-512.png", 512, 0.72f, false, fonts) && ok;
  return ok;
}

}  // namespace gen_assets
