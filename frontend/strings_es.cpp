// Interface strings for language "es", in the order of enum S (strings.h);
// a missing entry falls back to English.
#include "frontend/strings.h"

namespace canasta::frontend {

const StringTable kStringsEs = {};

}  // namespace canasta::frontend
