// The player's choices that outlive a game: the last new-game setup and the
// table options, as "key=value" lines (settings_store.h keeps them).
#pragma once

#include <string>
#include <string_view>

#include "frontend/session/table_model.h"

namespace canasta::frontend {

enum class Speed { kOff, kFast, kNormal, kSlow };
// The hand's cards, and the table laid out around them (Options).
enum class CardSize { kSmall, kNormal, kLarge };
inline constexpr int kCardSizes = 3;

struct Settings {
  GameSetup setup;
  Speed speed = Speed::kNormal;
  bool four_colour = false;
  bool colour_blind = false;
  std::string language;  // a tag ("de"); empty = the browser's
  bool intro_seen = false;  // the first-visit introduction was shown
  bool coach = false;       // the coach comments on the player's moves
  CardSize card_size = CardSize::kNormal;
  bool sound = true;        // short synthesized sounds for the table's events (the page plays them)
  // Tutorial lessons finished, by id, comma-separated ("melds,frozen-pile").
  std::string lessons_done;
  bool lesson_done(std::string_view id) const;
  void mark_lesson_done(std::string_view id);

  // Milliseconds a card flies, and the pause between computer moves.
  double flight_ms(bool reduced_motion) const;
  double bot_delay_ms() const;
  // The hand's card height against the window's natural one (LayoutInput::card_size).
  float card_scale() const;
};

// Settings text is a dozen short lines; anything longer than this is not
// ours (a damaged or planted localStorage value) and is ignored whole.
inline constexpr size_t kMaxSettingsBytes = 16 * 1024;

std::string settings_to_text(const Settings& settings);
// Unknown keys and bad values are ignored, and so is a text longer than
// kMaxSettingsBytes (an old or damaged file must not stop the game).
Settings settings_from_text(std::string_view text);

}  // namespace canasta::frontend
