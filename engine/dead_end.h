// Dead ends: positions where the deal goes on but the player to move has no
// legal move. No deal reaches one (every turn of a real game has a move:
// draw or pass before it, a discard or a meld after it, yes or no to a
// question), yet the notation can describe one, and from it nothing could go
// on: not a player, not a bot, not a hint. Every door a position comes in by
// (the notation, a record's last position, an observation for the seat to
// move) refuses one with dead_end_reason's sentence.
//
// A seat with an empty hand while the deal goes on is a dead end to come:
// only going out empties a hand, and that ends the deal, so at its turn the
// seat would draw one card and could neither keep it nor go out. The
// notation lets a scenario leave out the hands it does not need, so it
// accepts one; everything that plays on from a position given from outside
// (the protocol's position and a record's start, the page's position, a
// lesson) reads it with parse_playable (notation.h), which refuses it.
//
// These checks read only the state: the notation's reader asks them, never
// the other way round (notation_playable.cpp).
#pragma once

#include <optional>
#include <string>

#include "engine/problem.h"
#include "engine/state.h"

namespace canasta {

// Whether the player to move has at least one legal move (false once the
// deal is over: nobody moves then).
bool has_legal_move(const GameState& state);

// Why the player to move has no legal move, naming the seat and the rule
// that leaves him stuck (a catalog code, deadEnd*; text() its English
// sentence); nothing when he has one or the deal is over.
std::optional<Problem> dead_end_reason(const GameState& state);

// The seat whose empty hand would stall the deal; nothing when every seat
// that plays holds a card or the deal is over.
std::optional<Problem> empty_hand_reason(const GameState& state);

// The other dead end to come: the seat to move holds one card after the
// draw, a three he may only lay out, and the card drawn in its place
// leaves him one card with no legal move (no meld leaves a hand one card
// its side may not go out with, so no deal gets there; the position fuzzer
// walked into it from hand3=3d, his side unmelded). The stuck position's
// reason is its cause; nothing when there is a way on.
std::optional<Problem> lone_three_reason(const GameState& state);

}  // namespace canasta
