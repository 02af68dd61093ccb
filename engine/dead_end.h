// Dead ends: positions where the deal goes on but the player to move has no
// legal move. No deal reaches one (every turn of a real game has a move:
// draw or pass before it, a discard or a meld after it, yes or no to a
// question), yet the notation can describe one, and from it nothing could go
// on: not a player, not a bot, not a hint. Every door a position comes in by
// (the notation, a record's last position, an observation for the seat to
// move) refuses one with dead_end_reason's sentence.
#pragma once

#include <optional>
#include <string>

#include "engine/state.h"

namespace canasta {

// Whether the player to move has at least one legal move (false once the
// deal is over: nobody moves then).
bool has_legal_move(const GameState& state);

// Why the player to move has no legal move, in one sentence naming the
// seat and the rule that leaves him stuck; nothing when he has one or the
// deal is over.
std::optional<std::string> dead_end_reason(const GameState& state);

}  // namespace canasta
