// The notation's last refusals (notation.h): a line every field of which
// reads, yet describes a position nothing could play on from. They ask the
// dead-end checks (dead_end.h), which know only the state: the reader sits
// above them, so dead_end never includes the notation.
#include "engine/notation.h"

#include <optional>
#include <string>

#include "engine/dead_end.h"
#include "engine/state_access.h"

namespace canasta {

Parsed<GameState> parse_notation(std::string_view text) {
  Parsed<GameState> parsed = StateAccess::parse(text);
  if (!parsed.ok()) return parsed;
  if (std::optional<Problem> stuck = dead_end_reason(*parsed.value)) return Parsed<GameState>::refused(std::move(*stuck));
  if (std::optional<Problem> unaskable = StateAccess::unaskable_reason(*parsed.value))
    return Parsed<GameState>::refused(std::move(*unaskable));
  return parsed;
}

Parsed<GameState> parse_playable(std::string_view text) {
  Parsed<GameState> parsed = parse_notation(text);
  if (!parsed.ok()) return parsed;
  std::optional<Problem> stall = empty_hand_reason(*parsed.value);
  if (!stall) stall = lone_three_reason(*parsed.value);
  if (stall) return Parsed<GameState>::refused(std::move(*stall));
  return parsed;
}

}  // namespace canasta
