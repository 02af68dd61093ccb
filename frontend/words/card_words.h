// Cards and ranks in words: the pieces the move sentences (move_text.h) and
// the reasons for refused moves (reason_text.h) are both made of. Kept
// apart so that those two read one way, each from this, not from each
// other (they included each other before).
#pragma once

#include <string>

#include "engine/card.h"

namespace canasta::frontend {

// "K♠", "10♥", "Joker".
std::string card_label(Card card);
// A rank as cards print it: "10", "K", "7".
std::string rank_text(Rank rank);
// A rank in the plural as sentences name it ("kings").
std::string rank_plural(Rank rank);

}  // namespace canasta::frontend
