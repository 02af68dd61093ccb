// Cards and moves in words for the table, the log and the live region.
#pragma once

#include <string>
#include <vector>

#include "engine/card.h"
#include "engine/move.h"
#include "engine/observation.h"
#include "frontend/words/card_words.h"  // card_label, rank_text, for the readers of moves

namespace canasta::frontend {

// "Straight", "Pairs": a special hand's name (MA-61).
std::string special_hand_label(SpecialHand hand);
// "A, B and C" in the current language.
std::string list_text(const std::vector<std::string>& items);
// The cards a move lays, "K♠ K♥ 2♣ and 7♦ 7♠ 7♥"; empty for moves laying none.
std::string move_cards_label(const Move& move);
// A meld as advice, saying where each group goes: "meld K♣ K♦ K♠ and
// 8♣ 8♦ 8♥.", "add 2♥ to the fives.", "meld 3♣ 3♣ 3♠, and add A♠ to the
// aces and J♥ to the jacks." `state` is the position before the move.
std::string meld_advice(const Observation& state, const Move& meld);
// The name a meld of `rank` goes by: "kings", or the wild-card meld's.
std::string meld_name(const Rules& rules, Rank rank);
// Who a move sentence speaks of: another player ("Bruno melded K♠ K♥ 2♣."),
// the player ("You melded ..."), or advice to the player ("meld ...", after
// "Hint:"). Languages conjugate each differently, so each has its own strings.
enum class Voice { kThird, kYou, kAdvice };
// One sentence about a move. `pile_size` is the pile before a pickup; `who`
// names the player in Voice::kThird; `cut_needed`, for a cut, the cards the
// deal needs (the sentence says whether the cut was exact).
std::string describe_move(const std::string& who, const Move& move, int pile_size, Voice voice = Voice::kThird,
                          int cut_needed = 0);

}  // namespace canasta::frontend
