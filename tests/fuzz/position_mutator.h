// Mutations of positions in the notation, for the position fuzzer
// (fuzz_positions.cpp). Byte flips mostly break a notation line before the
// interesting checks; these mutations keep it a line of fields and change
// what a careless editor or a hostile page would: a card moved from one
// place to another, added, dropped or replaced, a phase, turn, answer or
// end changed, a seat list or rank list toggled, a field dropped or two
// swapped, a meld moved to the other side, the variant switched. Most
// results are still refused by the notation; the rest are the odd
// positions the engine must play on from without stopping.
#pragma once

#include <string>
#include <string_view>

#include "engine/rng.h"

namespace canasta::fuzz {

// What `show` prints at a random moment of a random game: a preset with
// random options, a player count it allows, a seed, and random legal moves
// (sometimes into a later deal, sometimes to the end of one).
std::string fresh_position(Rng& rng);

// `text` with one to four random mutations.
std::string mutate_position(std::string_view text, Rng& rng);

}  // namespace canasta::fuzz
