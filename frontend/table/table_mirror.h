// The table in words, for screen readers: the canvas shows it, this says it.
// The page renders the description into an accessible region outside the
// canvas (web/site/table/table_mirror.js); keyboard focus on the canvas is said
// with describe_target. Everything is in the player's language.
#pragma once

#include <string>

#include "engine/json.h"
#include "frontend/session/table_model.h"
#include "frontend/table/hand_order.h"
#include "frontend/table/table_view.h"

namespace canasta::frontend {

// {"hand":[{"card":"Q♥","selected":true},...], "sides":[{"name","score","melds":["kings: 5 cards, 1 wild",...]}],
//  "pile":"...", "stock":"...", "marked":"9♥ (Your hand), 2♦ (discard pile)", "labels":{...}}
// `marked`: the cards an example outlines (page option highlight), said
// with where each lies; "" when none lies on the table.
JsonValue table_mirror(const TableModel& game, const HandOrder& hand, const std::vector<Card>& marked = {});

// One target as a sentence: a hand card (and whether it is selected), the
// stock, the pile, a meld, an action button.
std::string describe_target(const TableModel& game, const HandOrder& hand, const Target& target);

}  // namespace canasta::frontend
