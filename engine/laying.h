// Internal to the engine's move checking (laying.cpp, pickup.cpp, play.cpp,
// movegen.cpp): a move being laid on a copy of the side's melds and the hand,
// for checking it without touching the state.
#pragma once

#include <array>
#include <cstdint>

#include "engine/state.h"

namespace canasta {

struct GameState::Laying {
  // A constructor rather than aggregate initialisation, which cleared the
  // whole object (a `rep stos`, slow to start) before copying over it, in
  // every check of a meld or pickup.
  Laying(const std::array<Meld, kMeldSlots>& side_melds, const CardCounts& held) : melds(side_melds), hand(held) {}

  std::array<Meld, kMeldSlots> melds;  // the side's melds as they would be
  CardCounts hand;                     // the hand as it would be (pile not yet taken)
  int points = 0;                      // card values counted for a minimum
  uint16_t created = 0;                // meld slots started by this move
  bool touched = false;                // added to a meld from before this turn
  bool black_threes = false;
  bool wilds_to_naturals = false;      // wild cards joined a natural-rank meld (MA-26)
  int pickup_slot = -1;                // the slot that takes the pile's top card
};

constexpr uint16_t slot_bit(int slot) { return static_cast<uint16_t>(1u << slot); }
// The natural ranks' slots from the fours up (the threes and the wild meld
// left out), as a mask over slot_bit's bits.
constexpr uint32_t kFoursUpSlots = ~((1u << meld_slot(Rank::Four)) - 1);

}  // namespace canasta
