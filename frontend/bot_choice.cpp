#include "frontend/bot_choice.h"

namespace canasta::frontend {

Move choose_bot_move(BotLevel level, uint64_t seed, const Observation& obs) {
  // Bots keep no memory between calls (engine/bots/bot.h), so a fresh one per
  // move plays exactly as the worker's would.
  return make_bot(level, seed)->choose(obs);
}

uint64_t bot_move_seed(uint64_t game_seed, int seat, int ply) {
  // splitmix64 of the three: fixed on every platform.
  uint64_t z = game_seed * 0x9E3779B97F4A7C15ull + static_cast<uint64_t>(seat) * 0xBF58476D1CE4E5B9ull +
               static_cast<uint64_t>(ply);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace canasta::frontend
