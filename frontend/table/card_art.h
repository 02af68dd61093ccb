// Card pictures from the generated atlas (cards.png or cards4.png, written by
// tools/gen_assets). Takes plain int card codes so it needs no engine header:
// 0..51 = (rank - 2) * 4 + suit (rank 2..14, ace = 14; suit 0 clubs,
// 1 diamonds, 2 hearts, 3 spades), 52 = joker, 53/54 = blue/red back; the
// same numbering as canasta::Card::code().
#pragma once

#include <SDL.h>

#include <optional>
#include <string>

namespace canasta {

// Atlas layout; must match tools/gen_assets/card_atlas.h and card_faces.h.
// Each cell holds one card inset by kCardCellMargin transparent pixels, so
// the card edge stays anti-aliased when the quad is rotated or scaled.
inline constexpr int kCardCellWidth = 200;
inline constexpr int kCardCellHeight = 280;
inline constexpr int kCardCellMargin = 2;
inline constexpr int kCardAtlasColumns = 11;
inline constexpr int kCardCodeCount = 55;
inline constexpr int kJokerCode = 52;
inline constexpr int kBackBlue = 53;
inline constexpr int kBackRed = 54;
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

  // Loads the atlas PNG into a linearly filtered texture, replacing any
  // previous one. On failure returns false and `error()` says why.
  bool load(SDL_Renderer* renderer, const std::string& path);
  bool loaded() const { return texture_ != nullptr; }
  const std::string& error() const { return error_; }
  SDL_Texture* texture() const { return texture_; }

  // Draws the card so that its visible body covers `card`.
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
  SDL_Texture* texture_ = nullptr;
  std::string error_;
};

}  // namespace canasta
