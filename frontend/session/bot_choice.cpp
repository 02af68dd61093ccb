#include "frontend/session/bot_choice.h"

#include <chrono>

namespace canasta::frontend {

namespace {
// steady_clock is performance.now() in the browser.
double milliseconds_now() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
}  // namespace

std::optional<Move> choose_bot_move(BotLevel level, uint64_t seed, const Observation& obs) {
  // Bots keep no memory between calls (engine/bots/bot.h), so a fresh one per
  // move plays exactly as the worker's would.
  return make_bot(level, seed)->choose(obs);
}

std::optional<Move> choose_bot_move_on_page(BotLevel level, uint64_t seed, const Observation& obs) {
  BotOptions options;
  options.clock = milliseconds_now;
  options.budget_ms = kPageThinkMs;
  return make_bot(level, seed, options)->choose(obs);
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
