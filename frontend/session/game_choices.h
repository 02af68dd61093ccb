// What the new-game dialog offers for each game: the presets in the order
// shown, a one-line description, the player counts the preset allows and
// the house-rule options worth a toggle. One table, read by the dialog that
// draws the choices and by the click handler that applies them.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "engine/rules.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

// Every game offers this many option toggles at most (the dialog reserves
// their rows so that it keeps its size when the game changes).
inline constexpr int kOfferedOptions = 6;

struct OfferedOption {
  RuleOption option;
  S label;
  int players = 0;  // offered only at this table size (a two-hand rule); 0: any
};
// Whether `o` is offered at a table of `players`.
inline bool offered_at(const OfferedOption& o, int players) { return o.players == 0 || o.players == players; }

struct GameChoice {
  std::string_view variant;  // a preset name (rules_preset)
  S name;
  S description;
  std::span<const OfferedOption> options;
  // What the computer levels mean in this game: Standard follows the 1950
  // pointers only in the 1950 games.
  S levels;
};

std::span<const GameChoice> game_choices();
// The choice for a preset name; the first (Classic) for an unknown one.
const GameChoice& game_choice(std::string_view variant);
// Whether `seat` plays on the first seat's side (New game marks them
// "Partner"), at a table of `players` of `variant` with `options`.
bool partner_of_first(std::string_view variant, std::string_view options, int players, int seat);
// The player count a preset allows nearest to `players`, counting those an
// option of it seats (Uruguayan trios: six with pack216).
int allowed_players(std::string_view variant, int players);
// `options` (comma-separated) less those the game does not offer at a
// table of `players` (drawtwo is a two-hand rule).
std::string offered_options(std::string_view variant, int players, const std::string& options);
// The player count `options` (comma-separated, accepted by the preset) allow
// nearest to `players`.
int seated_players(std::string_view variant, std::string_view options, int players);
// `options` with the option added that `players` need (pack216 for six in
// Uruguayan), or as they are.
std::string options_for_players(std::string_view variant, std::string_view options, int players);

}  // namespace canasta::frontend
