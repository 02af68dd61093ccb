// The middle of a turn: going out, "May I go out?", the initial meld and the
// melds after it.
//
//   Going out     when it helps: the deal is near its end, the opponents can
//                 go out soon or have not melded (catch them with minus red
//                 threes and unmelded cards), the side has nothing close to
//                 a canasta, or the player plays alone. Otherwise keep
//                 building canastas ("it is more important to score by
//                 melding than to go out").
//   Asking        a player who wants out asks a partner holding many cards;
//                 the partner says no only when he holds plenty he can meld
//                 and the deal is not near its end.
//   Initial meld  the cheapest listed combination (fewest wild cards, then
//                 fewest cards), laid when it takes few cards (A-A-2 for 50),
//                 leaves six or more in the hand, or the deal presses.
//   A lo gusto    the canasta of black threes (UY-33) wins the match: laid
//                 as soon as it is listed, every black three held.
//   Later melds   new melds of natural cards (start many melds), naturals
//                 added to melds, wild cards only to finish a canasta or to
//                 save their points at the end; never below two cards in the
//                 hand unless going out.
#pragma once

#include "engine/bots/hand_analysis.h"
#include "engine/bots/policy_style.h"
#include "engine/move_list.h"

namespace canasta {

// The first step of going out this turn (the going-out meld, or the discard
// of the last card), if the seat can go out now; nullptr otherwise. `legal`
// is what the observation's position lists (it may carry the way out).
const Move* going_out_move(const Observation& obs, const Reading& r, const MoveList& legal);
bool wants_to_go_out(const Observation& obs, const Reading& r, const PolicyStyle& style);
bool should_ask(const Observation& obs, const Reading& r, const PolicyStyle& style);
// The partner's answer to "May I go out?" (phase Answer).
Move answer_partner(const Observation& obs, const Reading& r, const PolicyStyle& style);
// The canasta a lo gusto with every black three held (UY-33), if listed.
const Move* black_three_canasta(const Rules& rules, const MoveList& legal);
// The next meld to lay this turn, or nullptr to stop melding.
const Move* choose_meld(const Observation& obs, const Reading& r, const PolicyStyle& style,
                        const MoveList& legal);
// The cheapest listed initial meld and whether the style lays it now.
const Move* best_initial_meld(const Observation& obs, const Reading& r, const PolicyStyle& style,
                              const MoveList& legal, bool* lay_now);

}  // namespace canasta
