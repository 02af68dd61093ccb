// Internal to notation.cpp and notation_print.cpp: the words of the position
// notation (notation.h) that both directions share.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "engine/rules.h"

namespace canasta::notation {

inline constexpr std::array<std::string_view, 6> kPhaseNames = {"draw", "play", "ask", "over", "end", "cut"};
inline constexpr std::array<std::string_view, 3> kAnswerNames = {"none", "yes", "no"};
inline constexpr std::array<std::string_view, 6> kEndNames = {"none", "out", "stock", "red3", "special", "gusto"};
inline constexpr std::array<std::string_view, 3> kOpenedNames = {"-", "hand", "pile"};


}  // namespace canasta::notation
