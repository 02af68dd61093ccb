// An engine's problem (engine/problem.h: a refused lesson, record or
// position, rules a game cannot be played by) in the player's language, as
// the page's problemText (web/site/page/page_text.js) words it there: the
// table text of its id filled by name with its values, each part (a cause,
// a game's title, a list) worded the same way.
#pragma once

#include <string>

#include "engine/problem.h"

namespace canasta::frontend {

// The problem in the current language; its English (problem.text()) when
// the table has no text for its id or for one of its parts', so a sentence
// is never half in one language and half in another.
std::string problem_text(const Problem& problem);

}  // namespace canasta::frontend
