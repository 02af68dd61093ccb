// Cards and moves in words for the table, the log and the live region.
#pragma once

#include <string>

#include "engine/card.h"
#include "engine/move.h"

namespace canasta::frontend {

// "K♠", "10♥", "Joker".
std::string card_label(Card card);
// A rank as cards print it: "10", "K", "7".
std::string rank_text(Rank rank);
// "Straight", "Pairs": a special hand's name (MA-61).
std::string special_hand_label(SpecialHand hand);
// The cards a move lays, "K♠ K♥ 2♣ + 7♦ 7♠ 7♥"; empty for moves laying none.
std::string move_cards_label(const Move& move);
// Who a move sentence speaks of: another player ("Bruno melded K♠ K♥ 2♣."),
// the player ("You melded ..."), or advice to the player ("meld ...", after
// "Hint:"). Languages conjugate each differently, so each has its own strings.
enum class Voice { kThird, kYou, kAdvice };
// One sentence about a move. `pile_size` is the pile before a pickup; `who`
// names the player in Voice::kThird.
std::string describe_move(const std::string& who, const Move& move, int pile_size, Voice voice = Voice::kThird);

}  // namespace canasta::frontend
