// The rule-based player: one decision from the observation, by the phase of
// the turn (draw phase: pickup_policy; play phase: meld_policy, then
// discard_policy; answer phase: meld_policy's answer). Standard and Beginner
// are this policy with different habits (policy_style.h); Expert uses it to
// rank its candidate moves and to play out sampled deals.
#pragma once

#include "engine/bots/hand_analysis.h"
#include "engine/bots/policy_style.h"
#include "engine/move_list.h"
#include "engine/rng.h"

namespace canasta {

// `legal` is scratch space (filled with the observation's legal moves);
// `rng` is used only by careless styles. The observing seat must be to move;
// nothing when it has no legal move.
std::optional<Move> rule_policy_move(const Observation& obs, const PolicyStyle& style, Rng& rng, MoveList& legal);

// The same decision with the legal moves and the reading already at hand.
const Move& rule_policy_choice(const Observation& obs, const Reading& r, const PolicyStyle& style,
                               Rng& rng, const MoveList& legal);

}  // namespace canasta
