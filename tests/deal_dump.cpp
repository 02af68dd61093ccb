// Prints the hands dealt for a seed, one seat a line, for the native/WASM
// determinism cross-check in tools/test: both builds must print the same bytes.
//   deal_dump [variant] [players] [seed]
#include <cstdio>
#include <cstdlib>
#include <string>

#include "engine/rules.h"
#include "engine/state.h"

int main(int argc, char** argv) {
  const std::string variant = argc > 1 ? argv[1] : "classic";
  const int players = argc > 2 ? std::atoi(argv[2]) : 4;
  const unsigned long long seed = argc > 3 ? std::strtoull(argv[3], nullptr, 10) : 42;
  const auto rules = canasta::rules_preset(variant);
  if (!rules || players < canasta::kMinPlayers || players > canasta::kMaxPlayers) {
    std::fprintf(stderr, "deal_dump: unknown variant or bad player count\n");
    return 2;
  }
  const auto hands = canasta::dealt_hands(*rules, players, seed);
  for (size_t seat = 0; seat < hands.size(); ++seat) {
    std::printf("seat%zu:", seat);
    for (const auto card : hands[seat]) std::printf(" %s", canasta::to_string(card).c_str());
    std::printf("\n");
  }
  const auto state = canasta::GameState::new_game(*rules, players, seed);
  std::printf("upcard: %s stock: %d fingerprint: %016llx\n",
              state.pile_top() ? canasta::to_string(*state.pile_top()).c_str() : "-",
              state.stock_size(), static_cast<unsigned long long>(state.fingerprint()));
  return 0;
}
