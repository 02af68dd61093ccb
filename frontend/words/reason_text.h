// The engine's reasons for illegal moves in the interface language: each
// verdict is worded by the catalog entry verdict_wording() names (the kWhy...
// entries of the string tables, the very entries the engine's English comes
// from), and the details the verdict carries (a rank, a card, counts) are put
// in the player's words too. No English sentence is parsed on the way.
#pragma once

#include <string>

#include "engine/verdict.h"
#include "frontend/words/card_words.h"  // rank_plural, for the readers of reasons

namespace canasta::frontend {

std::string reason_text(const Verdict& verdict);

}  // namespace canasta::frontend
