// The table's text ids by their names in the catalogs, for codes that cross
// as names (the engine's reasons, engine/verdict.h's verdict_wording). The
// lookup is generated with the ids (tools/lib/gen_catalog.mjs).
#pragma once

#include <optional>
#include <string_view>

#include "generated/words/string_ids.h"

namespace canasta::frontend {

// "whyPileFrozen" -> S::kWhyPileFrozen; nothing for a name no table text has.
std::optional<S> string_by_id(std::string_view name);

}  // namespace canasta::frontend
