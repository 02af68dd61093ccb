// The seat list of a game at this table (engine/seats.h holds one seat):
// who controls each seat, and from it whose view the table draws. In
// pass-and-play several seats are local; the view follows the local player
// who acts next, and between two of them the device is passed (the table
// hides the hand until the next one takes over).
#pragma once

#include <array>
#include <string>

#include "engine/rules.h"
#include "engine/seats.h"
#include "engine/state.h"

namespace canasta::frontend {

using SeatList = std::array<Seat, kMaxPlayers>;

// A person at seat 0, computer players of Standard level at the others.
SeatList default_seats();

// The name of a computer player at `seat` (and of an unnamed person's seat
// when the computer plays it in a demo): Sofia, Alice, Bruno...
std::string computer_name(int seat);

// How many of the first `players` seats are of `kind`.
int count_seats(const SeatList& seats, int players, SeatKind kind);

// The local seat that acts next in `state`: the seat to move when it is
// local; while a computer or remote partner answers "May I go out?", the
// asker when local; else the first local seat in order of play after the
// seat in turn. -1 when no local seat plays this deal (or it is over).
int next_local_seat(const GameState& state, const SeatList& seats);

}  // namespace canasta::frontend
