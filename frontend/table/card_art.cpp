#include "frontend/table/card_art.h"

#include <utility>
#include <vector>

namespace canasta {

SDL_Rect card_cell_rect(int code) {
  if (code < 0 || code >= kCardCodeCount) code = kBackBlue;
  return {(code % kCardAtlasColumns) * kCardCellWidth, (code / kCardAtlasColumns) * kCardCellHeight,
          kCardCellWidth, kCardCellHeight};
}

SDL_FRect card_cell_dest(const SDL_FRect& card) {
  const float sx = card.w / (kCardCellWidth - 2 * kCardCellMargin);
  const float sy = card.h / (kCardCellHeight - 2 * kCardCellMargin);
  return {card.x - kCardCellMargin * sx, card.y - kCardCellMargin * sy, kCardCellWidth * sx,
          kCardCellHeight * sy};
}

CardArt::~CardArt() { release(); }

CardArt::CardArt(CardArt&& other) noexcept
    : texture_(std::exchange(other.texture_, nullptr)),
      error_(std::move(other.error_)),
      palette_(other.palette_),
      font_(other.font_),
      painted_(std::exchange(other.painted_, {})) {}

CardArt& CardArt::operator=(CardArt&& other) noexcept {
  if (this != &other) {
    release();
    texture_ = std::exchange(other.texture_, nullptr);
    error_ = std::move(other.error_);
    palette_ = other.palette_;
    font_ = other.font_;
    painted_ = std::exchange(other.painted_, {});
  }
  return *this;
}

void CardArt::release() {
  if (texture_ != nullptr) SDL_DestroyTexture(texture_);
  texture_ = nullptr;
  painted_.reset();
}

bool CardArt::create(SDL_Renderer* renderer, const art::Palette& palette, const art::CardFonts& fonts) {
  SDL_Texture* texture =
      SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGBA32, SDL_TEXTUREACCESS_STATIC,
                        kCardAtlasColumns * kCardCellWidth, art::kAtlasRows * kCardCellHeight);
  if (texture == nullptr) {
    error_ = std::string("cannot create the card texture: ") + SDL_GetError();
    return false;
  }
  // Cards are drawn at many sizes; nearest sampling would make them shimmer.
  SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear);
  SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND);
  release();
  texture_ = texture;
  palette_ = palette;
  font_ = &fonts.bold;
  error_.clear();
  return true;
}

void CardArt::ensure_painted(int code) const {
  if (code < 0 || code >= kCardCodeCount) code = kBackBlue;
  if (texture_ == nullptr || painted_.test(static_cast<size_t>(code))) return;
  const Uint64 start = SDL_GetPerformanceCounter();
  const std::vector<uint8_t> pixels = art::paint_card_cell(code, palette_, art::CardFonts{*font_});
  const SDL_Rect cell = card_cell_rect(code);
  if (SDL_UpdateTexture(texture_, &cell, pixels.data(), kCardCellWidth * 4) == 0)
    painted_.set(static_cast<size_t>(code));
  cell_ms_ = static_cast<double>(SDL_GetPerformanceCounter() - start) * 1000 /
             static_cast<double>(SDL_GetPerformanceFrequency());
}

bool CardArt::paint_within(double budget_ms) {
  if (texture_ == nullptr) return false;
  for (int code = 0; code < kCardCodeCount; ++code) {
    if (painted_.test(static_cast<size_t>(code))) continue;
    if (cell_ms_ > budget_ms) return true;  // would not fit: another time
    ensure_painted(code);
    budget_ms -= cell_ms_;
  }
  return false;
}

void CardArt::draw(SDL_Renderer* renderer, int code, const SDL_FRect& card,
                   const CardDrawOptions& options) const {
  if (texture_ == nullptr) return;
  ensure_painted(code);
  const SDL_Rect src = card_cell_rect(code);
  const SDL_FRect dst = card_cell_dest(card);
  SDL_SetTextureColorMod(texture_, options.tint.r, options.tint.g, options.tint.b);
  SDL_SetTextureAlphaMod(texture_, options.tint.a);
  // The pivot is given relative to the card; the drawn rect starts at the margin.
  SDL_FPoint pivot = options.pivot.value_or(SDL_FPoint{card.w / 2, card.h / 2});
  pivot.x += card.x - dst.x;
  pivot.y += card.y - dst.y;
  SDL_RenderCopyExF(renderer, texture_, &src, &dst, options.angle_degrees, &pivot, SDL_FLIP_NONE);
}

void CardArt::draw_shadow(SDL_Renderer* renderer, const SDL_FRect& card, float offset, Uint8 alpha,
                          const CardDrawOptions& options, int layers) const {
  if (texture_ == nullptr) return;
  ensure_painted(kBackBlue);
  // Any cell has the card's silhouette; black colour modulation keeps only it.
  const SDL_Rect src = card_cell_rect(kBackBlue);
  SDL_SetTextureColorMod(texture_, 0, 0, 0);
  for (int i = 0; i < layers; ++i) {
    const float grow = offset * 0.25f * static_cast<float>(i);
    const SDL_FRect body{card.x + offset - grow, card.y + offset - grow, card.w + 2 * grow,
                         card.h + 2 * grow};
    const SDL_FRect dst = card_cell_dest(body);
    SDL_SetTextureAlphaMod(texture_, static_cast<Uint8>(alpha * options.tint.a / 255 / (i + 1)));
    // Turning about the shifted pivot keeps the offset in screen space.
    SDL_FPoint pivot = options.pivot.value_or(SDL_FPoint{card.w / 2, card.h / 2});
    pivot.x += card.x + offset - dst.x;
    pivot.y += card.y + offset - dst.y;
    SDL_RenderCopyExF(renderer, texture_, &src, &dst, options.angle_degrees, &pivot, SDL_FLIP_NONE);
  }
}

}  // namespace canasta
