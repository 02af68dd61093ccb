// The engine's reasons for illegal moves in the interface language. The
// engine (engine/verdict.cpp) explains in English sentences; this recognises
// each sentence by its English pattern (the kWhy... entries of
// strings_en.cpp) and says it with the current language's entry, the rank
// names, counts and cards in it translated too. A sentence it does not
// recognise stays in English, so the player always reads a reason.
#pragma once

#include <string>
#include <string_view>

namespace canasta::frontend {

std::string translate_reason(std::string_view sentence);

}  // namespace canasta::frontend
