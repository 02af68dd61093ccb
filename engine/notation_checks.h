// Internal to the notation files: refusals of the state that only some
// presets have (notation_checks.cpp). The check of a whole parsed state is
// StateAccess::unreachable_reason (state_access.h).
#pragma once

#include <string>
#include <string_view>

namespace canasta::notation {

// Why a field the rules do not read is refused: for a field of another
// preset ("bonus0" in Classic) the sentence says which presets use it.
std::string unknown_field_error(std::string_view key);

}  // namespace canasta::notation
