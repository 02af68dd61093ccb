// Bots playing whole games against each other: the loop behind the
// tournament tool, the bot benchmark and the legality smoke tests. No I/O.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "engine/bots/bot.h"
#include "engine/state.h"

namespace canasta {

struct MatchStats {
  int deals = 0;
  int moves = 0;
  int illegal = 0;        // bot moves apply rejected (the first legal move was played instead)
  int stuck = 0;          // deals or games cut off by the safety limits
  std::array<long, kMaxSides> deal_points{};  // sum of each side's deal scores
  std::array<int, kMaxSides> totals{};        // final cumulative scores
  int winner = -1;                            // winning side, -1 if cut off
};

// The seat-to-bot assignment of a match: level and options per seat.
struct MatchSetup {
  Rules rules;
  int players = 4;
  uint64_t game_seed = 0;
  uint64_t bot_seed = 0;  // each seat's bot gets a seed derived from it
  std::array<BotLevel, kMaxPlayers> levels{};
  std::array<BotOptions, kMaxPlayers> options{};
};

// Plays one game to the end (or `max_deals` deals).
MatchStats play_game(const MatchSetup& setup, int max_deals = 100);
// Plays only the first deal of the game.
MatchStats play_deal(const MatchSetup& setup);

// Safety limit on moves in one deal.
inline constexpr int kMaxMovesPerDeal = 6000;

}  // namespace canasta
