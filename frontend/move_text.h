// Cards and moves in words for the table, the log and the live region.
#pragma once

#include <string>

#include "engine/card.h"
#include "engine/move.h"

namespace canasta::frontend {

// "K♠", "10♥", "Joker".
std::string card_label(Card card);
// The cards a move lays, "K♠ K♥ 2♣ + 7♦ 7♠ 7♥"; empty for moves laying none.
std::string move_cards_label(const Move& move);
// One sentence: "Bruno melded K♠ K♥ 2♣." `pile_size` is the pile before a pickup.
std::string describe_move(const std::string& who, const Move& move, int pile_size);

}  // namespace canasta::frontend
