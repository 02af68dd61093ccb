// Engine benchmark: self-play of full deals by the random policy
// (random_policy.h), four players (six where a preset seats no four), one
// case's rules (default classic), one thread, for about `seconds` (default
// 3). Game i uses seed i and plays deal 0 to its end. A case is a preset
// name, or uruguayan_trios: Uruguayan for six with the 216-card pack.
// Prints one line:
//   deals=N seconds=S deals_per_s=N moves_per_deal=N signature=HEX
// `signature` hashes the final fingerprints of the first 1000 deals: it must be
// the same natively and in WASM (determinism is tested, not hoped for).
//   bench_engine [seconds] [case]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string_view>

#include "engine/rules.h"
#include "engine/state.h"
#include "tools/cli/random_policy.h"

namespace {

using canasta::GameState;

// Plays deal 0 of game `seed` to its end; returns the number of moves.
long play_deal(const canasta::Rules& rules, int players, uint64_t seed, canasta::MoveList& moves,
               uint64_t* fingerprint) {
  GameState state = GameState::new_game(rules, players, seed);
  canasta::Rng rng(seed ^ 0xB0B0B0B0ull);
  long n = 0;
  while (!state.is_deal_over()) {
    state.legal_moves(moves);
    if (moves.empty() || !state.apply(canasta::random_policy_move(state, moves, rng)).ok()) {
      std::fprintf(stderr, "bench_engine: the engine refused its own move (seed %llu)\n",
                   static_cast<unsigned long long>(seed));
      std::exit(1);
    }
    ++n;
  }
  if (fingerprint) *fingerprint = state.fingerprint();
  return n;
}

}  // namespace

int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 3.0;
  const std::string_view name = argc > 2 ? argv[2] : "classic";
  const bool trios = name == "uruguayan_trios";
  const std::optional<canasta::Rules> preset =
      trios ? canasta::make_rules("uruguayan", "pack216", nullptr) : canasta::rules_preset(name);
  if (!preset) {
    std::fprintf(stderr, "bench_engine: unknown case %s\n", argv[2]);
    return 2;
  }
  const canasta::Rules rules = *preset;
  const int players = trios || !rules.allows(4) ? 6 : 4;
  auto moves = std::make_unique<canasta::MoveList>();
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  uint64_t signature = 0xcbf29ce484222325ull;
  long deals = 0;
  long total_moves = 0;
  double elapsed = 0;
  while (elapsed < seconds || deals < 1000) {
    for (int k = 0; k < 100; ++k, ++deals) {
      uint64_t fp = 0;
      const bool signed_deal = deals < 1000;
      total_moves += play_deal(rules, players, static_cast<uint64_t>(deals), *moves, signed_deal ? &fp : nullptr);
      if (signed_deal) signature = (signature ^ fp) * 0x100000001b3ull;
    }
    elapsed = std::chrono::duration<double>(Clock::now() - start).count();
  }
  std::printf("deals=%ld seconds=%.2f deals_per_s=%.0f moves_per_deal=%.1f signature=%016llx\n",
              deals, elapsed, deals / elapsed, static_cast<double>(total_moves) / deals,
              static_cast<unsigned long long>(signature));
  return 0;
}
