// What a table says of its seats and of the turn, the same whatever plays
// the game (the engine here, or a host for an online guest): each source
// gives the facts (who plays which seat, whether the viewer is to move) and
// these word them.
#pragma once

#include <functional>
#include <optional>
#include <string>

#include "engine/observation.h"
#include "frontend/session/seats.h"
#include "frontend/session/table_model.h"

namespace canasta::frontend {

// A player's name alone: a person's own, "Player 3" for an unnamed one
// among several (or a remote one), else a computer player's. `computers`:
// every seat is played by the computer (a demo, a replay).
std::string player_label(const SeatList& seats, int seat, int players, bool computers);
// A side's name: "You"/"Us" for the viewer's, "Them" for the other of two
// partnerships, else its players' names.
std::string side_label(const TableModel& table, int side);
// The headline on the table's turn when nothing else is to be said:
// what the viewer is to do when `viewer_moves`, else what the others do;
// "" clears it, nullopt leaves it as it is (a phase with nothing to say).
std::optional<std::string> turn_prompt(const Observation& s, bool viewer_moves,
                                       const std::function<std::string(int)>& seat_name);

}  // namespace canasta::frontend
