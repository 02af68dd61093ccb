// The coach's advice and the hint's reason in the player's words: each
// reason kind of engine/bots/coach.h has a sentence per language (the
// kAdvice... strings look back at the move just made, the kHint... strings
// speak of the move to make), filled with the reason's numbers, counted
// phrases in the right plural and cards and ranks as the table prints them.
#pragma once

#include <string>

#include "engine/bots/coach.h"

namespace canasta::frontend {

// "Coach: Taking the pile here would have given you 9 cards and a meld of
// kings." Empty when the advice is not worth saying.
std::string advice_sentence(const Advice& advice);
// Why a hinted move is good, one sentence ("It gives you 7 cards and a meld
// of nines."); empty when there is nothing to add to the move itself.
// `pot`: the pile is a pot (Uruguayan), named so.
std::string hint_reason_sentence(const Reason& reason, bool pot = false);

}  // namespace canasta::frontend
