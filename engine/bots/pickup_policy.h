// The start of a turn: take the pile or draw. Taking the pile is usually a
// great advantage (the rules' pointers: sacrifice other considerations to
// take it when it holds three or more cards), so every listed pickup is
// scored by the cards it brings less the wild cards and hand cards it
// spends, and the best is taken when it beats a draw from the stock.
#pragma once

#include "engine/bots/hand_analysis.h"
#include "engine/bots/policy_style.h"
#include "engine/move_list.h"

namespace canasta {

// Worth of a listed pickup compared with drawing from the stock (> 0: take).
int pickup_score(const Observation& obs, const Reading& r, const PolicyStyle& style, const Move& pickup);
// The listed pickup with the best score, or nullptr when none is listed.
const Move* best_pickup(const Observation& obs, const Reading& r, const PolicyStyle& style,
                        const MoveList& legal, int* score);
// The draw-phase move: the best pickup when it pays, else draw, else (stock
// exhausted) pass; a forced pickup is taken.
const Move& choose_draw_phase(const Observation& obs, const Reading& r, const PolicyStyle& style,
                              const MoveList& legal);

}  // namespace canasta
