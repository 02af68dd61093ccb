// Position notation: a whole GameState on one line of space-separated
// key=value fields, for tests, tools and bug reports.
//
// Canonical field order (to_notation prints every field, defaults included):
//
//   variant=classic     preset name (classic, threepack); default classic
//   options=min15,...   rule options, comma-separated, fixed order; default none
//   players=4           2..6; default 4
//   deal=0              deal number (0 = first deal of the game); it picks the
//                       seat sitting out with five players and the seeds of
//                       later deals; default 0
//   dealer=3            default: the last place in the order of play
//   turn=0              whose turn it is; default: left of the dealer
//   phase=draw          draw  start of the turn (draw, pickup, ask, pass)
//                       play  after drawing or taking the pile
//                       ask   the player asked "May I go out?"; his partner
//                             answers (after drawing, or before with
//                             askdraw=1)
//                       over  the deal is over (scores include it)
//                       end   the game is over
//                       default draw
//   answer=none         the partner's answer this turn: none, yes, no (also in
//                       phase draw after a question asked before drawing)
//   askdraw=0           1 while a question asked before drawing waits for
//                       its answer (phase=ask); default 0
//   scores=0,1600       cumulative score of each side; default all 0
//   hand<seat>=Kc,Kd,2s a seat's hand, any order (printed in display order:
//                       aces down to threes, then deuces, then jokers; suits
//                       c d h s); default empty
//   known<seat>=7h,7h   cards publicly known to be in that hand (taken with
//                       the pile, not yet played); must be within the hand;
//                       default empty
//   melds<side>=Kc,Kd,Ks/7h,7s,2d   a side's melds separated by "/", one per
//                       rank (printed aces first); default none
//   red3<side>=3h,3d    a side's red threes; default none
//   pile=5h,2c,8d       the discard pile, bottom first, top last; frozen for
//                       everyone when it holds a wild card or red three;
//                       default empty
//   stock=Qs,4d         the stock, top first; "stock=" is an empty stock;
//                       leaving the field out puts every card of the pack not
//                       placed elsewhere into the stock, shuffled by the seed
//   melded=0,2          seats that have melded in this deal (the concealed
//                       rule needs to know which partner melded); default:
//                       every seat of each side that has a meld
//   played=0,1          seats that have finished a turn in this deal; a seat
//                       not listed and not in turn may hold the red threes
//                       dealt to it (law 14: faced when its first turn
//                       begins; at the deal under red3deal); default: every
//                       seat
//   started=K,7         ranks whose melds the player in turn started this
//                       turn; default none
//   added=0             1 if the player in turn added to a meld from before
//                       this turn (no concealed hand then); default 0
//   premelded=0         1 if the player in turn had melded before this turn;
//                       default: whether `melded` lists him and `started` is
//                       empty
//   lastred3=0          1 if he drew a red three as the last stock card this
//                       turn (meld, then pass; no discard); default 0
//   out=-               the seat that went out, or -; default -
//   concealed=0         1 if that seat went out concealed; default 0
//   end=none            how the deal ended: none, out, stock (a player passed
//                       with the stock exhausted), red3 (red three was the
//                       last card); default none, or out when out= is given
//   seed=7              game seed (stock shuffle when stock is left out, and
//                       the next deals); default 0
//
// Sides are seat mod 2 in partnerships (seat mod 3 in three-pack with six),
// the seat itself when playing alone, and with five players side 0 = seats 0
// and 2, side 1 = seats 1, 3 and 4 (see seating.h).
//
// parse_notation rejects: unknown or repeated fields, bad numbers or cards,
// more copies of a card than the pack holds, a red three in a meld or in the
// hand of a seat in turn or listed in played,
// a non-red-three among red threes, an invalid meld or two melds of one rank,
// a black-three meld before the deal is over, known cards not in the hand,
// seats or sides out of range, a dealer or turn on the seat sitting out, and
// a player in turn with no cards while the deal goes on, askdraw=1 outside
// phase=ask, and an answer in phase=ask.
#pragma once

#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/state.h"

namespace canasta {

std::string to_notation(const GameState& state);
Parsed<GameState> parse_notation(std::string_view text);

}  // namespace canasta
