// Who sits where, who plays with whom, and the order of play in a deal.
//
//   2, 3 players  everyone alone: side = seat.
//   4             two partnerships, partners opposite: side = seat mod 2.
//   5             two (seats 0 and 2, side 0) against three (seats 1, 3, 4,
//                 side 1). One of the three sits out each deal: seat 4 in deal
//                 0, seat 3 in deal 1, seat 1 in deal 2, and so on. The four
//                 active players sit at four places around the table in the
//                 order 0, first active of the three, 2, second active of the
//                 three (by seat number), so the sides alternate.
//   6 (classic)   two partnerships of three sitting alternately: seat mod 2.
//   6 (threepack) three partnerships of two: seat mod 3.
// Play passes to the left, which is the next place in `order`.
#pragma once

#include <array>
#include <cstdint>

#include "engine/rules.h"

namespace canasta {

struct Seating {
  int players = 0;
  int sides = 0;
  int active = 0;  // players taking part in this deal
  int idle = -1;   // the seat sitting out this deal, or -1
  std::array<int8_t, kMaxPlayers> side_of{};
  std::array<int8_t, kMaxPlayers> order{};  // active seats, in order of play
  std::array<uint8_t, kMaxSides> seats_of{};  // bit per seat, by side

  // Worked out once by make_seating: asked at every turn.
  std::array<int8_t, kMaxPlayers> place_of{};    // index in `order`, -1 for the idle seat
  std::array<int8_t, kMaxPlayers> next_of{};     // the next active seat to the left
  std::array<int8_t, kMaxPlayers> partner_of{};  // the first active partner to the left, or -1

  // Index of an active seat in `order` (-1 for the idle seat).
  int place(int seat) const { return place_of[seat]; }
  // The next active seat to the left.
  int next(int seat) const { return next_of[seat]; }
  // The first active partner of `seat` to its left, or -1 when playing alone.
  int partner_after(int seat) const { return partner_of[seat]; }
};

// Seating for a deal; `players` must be within 2..6.
Seating make_seating(const Rules& rules, int players, int deal_number);

}  // namespace canasta
