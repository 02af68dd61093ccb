// The one place the table asks a computer player for a move in-process: the
// native table for every bot move, the page when its worker fails (and for
// hints). Everything else goes through the computer seats (seat_driver.h).
#pragma once

#include <cstdint>

#include "engine/bots/bot.h"
#include "engine/move.h"
#include "engine/observation.h"

namespace canasta::frontend {

// The move the bot of `level` seeded with `seed` plays for the observing
// seat, which must be the seat to move: a legal move, or nothing when the
// seat has none (Bot::choose).
std::optional<Move> choose_bot_move(BotLevel level, uint64_t seed, const Observation& obs);

// The move when the page thinks for itself because its worker is off: a
// searching level thinks for kPageThinkMs on the page's clock (at least
// kMinTimedSamples deals) instead of its fixed number, so the table pauses
// for a moment, not for all of Master's 768 deals (320 ms at the 95th
// percentile natively, several times that in WASM).
inline constexpr double kPageThinkMs = 100;
std::optional<Move> choose_bot_move_on_page(BotLevel level, uint64_t seed, const Observation& obs);

// A per-move seed for a seat: the same game replays the same bot moves.
uint64_t bot_move_seed(uint64_t game_seed, int seat, int ply);

}  // namespace canasta::frontend
