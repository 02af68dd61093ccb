// Card pictures in an atlas texture whose cells are painted by art/ (the
// same code tools/gen_assets uses) the first time each card is drawn, so
// the page downloads no pictures. Takes plain int card codes so it needs no
// engine header:
// 0..51 = (rank - 2) * 4 + suit (rank 2..14, ace = 14; suit 0 clubs,
// 1 diamonds, 2 hearts, 3 spades), 52 = joker, 53/54 = blue/red back; the
// same numbering as canasta::Card::code().
#pragma once

#include <SDL.h>

#include <bitset>
#include <optional>
#include <string>

#include "art/card_atlas.h"

namespace canasta {

// Atlas layout (art/card_atlas.h). Each cell holds one card inset by
// kCardCellMargin transparent pixels, so the card edge stays anti-aliased
// when the quad is rotated or scaled.
inline constexpr int kCardCellWidth = art::kCellWidth;
inline constexpr int kCardCellHeight = art::kCellHeight;
inline constexpr int kCardCellMargin = art::kCardMargin;
inline constexpr int kCardAtlasColumns = art::kAtlasColumns;
inline constexpr int kCardCodeCount = art::kCardCellCount;
inline constexpr int kJokerCode = art::kJokerCode;
inline constexpr int kBackBlue = art::kBackBlueCode;
inline constexpr int kBackRed = art::kBackRedCode;
// Width / height of the visible card (196 x 276 in the atlas, about 5:7).
inline constexpr float kCardAspect =
    static_cast<float>(kCardCellWidth - 2 * kCardCellMargin) / (kCardCellHeight - 2 * kCardCellMargin);

// Source rectangle of a code's whole cell in the atlas; codes out of range
// give the blue back's cell.
SDL_Rect card_cell_rect(int code);
// The rectangle to draw the whole cell into so that the visible card exactly
// covers `card` (the transparent margin falls just outside it).
SDL_FRect card_cell_dest(const SDL_FRect& card);

// Colour multipliers for common states; alpha fades the whole card.
inline constexpr SDL_Color kTintNone{255, 255, 255, 255};
inline constexpr SDL_Color kTintDisabled{150, 150, 150, 255};
inline constexpr SDL_Color kTintSelected{255, 236, 170, 255};

struct CardDrawOptions {
  double angle_degrees = 0;  // clockwise, about `pivot`
  // Rotation centre relative to the card's top-left (same units as the
  // card rect); the card centre when empty.
  std::optional<SDL_FPoint> pivot;
  SDL_Color tint = kTintNone;
};

class CardArt {
 public:
  CardArt() = default;
  ~CardArt();
  CardArt(const CardArt&) = delete;
  CardArt& operator=(const CardArt&) = delete;
  CardArt(CardArt&& other) noexcept;
  CardArt& operator=(CardArt&& other) noexcept;

  // Makes an empty atlas texture whose cells will be painted in `palette`
  // with `fonts` (which must outlive this), replacing any previous one. On
  // failure returns false and `error()` says why.
  bool create(SDL_Renderer* renderer, const art::Palette& palette, const art::CardFonts& fonts);
  bool loaded() const { return texture_ != nullptr; }
  const std::string& error() const { return error_; }

  // Paints cells not painted yet, in code order, as long as the next one is
  // expected to fit in `budget_ms` (a cell takes about what the last one
  // took); false once every cell is painted. For the page's idle moments, so
  // that a card is rarely painted in the frame that first shows it.
  bool paint_within(double budget_ms);

  // Draws the card so that its visible body covers `card`, painting its cell
  // first if no card of that code was drawn before.
  void draw(SDL_Renderer* renderer, int code, const SDL_FRect& card,
            const CardDrawOptions& options = {}) const;
  // A soft shadow for a card drawn at `card` with the same options, shifted
  // by `offset` down and right: `layers` widening translucent silhouettes,
  // the innermost of opacity `alpha` (one layer is a hard shadow, and a
  // third of the pixels to fill). Draw it before the card.
  void draw_shadow(SDL_Renderer* renderer, const SDL_FRect& card, float offset, Uint8 alpha = 70,
                   const CardDrawOptions& options = {}, int layers = 3) const;

 private:
  void release();
  // Paints the cell of `code` into the texture unless it is painted already.
  void ensure_painted(int code) const;
  SDL_Texture* texture_ = nullptr;
  std::string error_;
  art::Palette palette_{};
  const art::OutlineFont* font_ = nullptr;
  // A cache of what the texture holds: drawing stays const.
  mutable std::bitset<kCardCodeCount> painted_;
  mutable double cell_ms_ = 0;  // what painting the last cell took
};

}  // namespace canasta
