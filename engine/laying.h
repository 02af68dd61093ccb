// Internal to play.cpp and movegen.cpp: a move being laid on a copy of the
// side's melds and the hand, for checking it without touching the state.
#pragma once

#include <array>
#include <cstdint>

#include "engine/state.h"

namespace canasta {

struct GameState::Laying {
  std::array<Meld, kMeldSlots> melds;  // the side's melds as they would be
  CardCounts hand;                     // the hand as it would be (pile not yet taken)
  int points = 0;                      // card values counted for a minimum
  uint16_t created = 0;                // meld slots started by this move
  bool touched = false;                // added to a meld from before this turn
  bool black_threes = false;
};

}  // namespace canasta
