// Internal to the notation files: refusals of the state that only some
// presets have (notation_checks.cpp). The check of a whole parsed state is
// StateAccess::unreachable_reason (state_access.h).
#pragma once

#include <string>
#include <string_view>

#include "engine/problem.h"

namespace canasta::notation {

// Why a field the rules do not read is refused: for a field of another
// preset ("bonus0" in Classic) the sentence says which presets use it.
Problem unknown_field_problem(std::string_view key);

}  // namespace canasta::notation
