// The engine's reasons for illegal moves in the interface language: each
// Why code has its own string id (the kWhy... entries of the string tables),
// and the details the verdict carries (a rank, a card, counts) are put in
// the player's words too. No English sentence is parsed on the way.
#pragma once

#include <string>

#include "engine/verdict.h"
#include "frontend/words/card_words.h"  // rank_plural, for the readers of reasons

namespace canasta::frontend {

std::string reason_text(const Verdict& verdict);

}  // namespace canasta::frontend
