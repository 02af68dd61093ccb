// Position notation: a whole GameState on one line of space-separated
// key=value fields, for tests, tools and bug reports.
//
// Canonical field order (to_notation prints every field, defaults included):
//
//   variant=classic     preset name (classic, threepack, american,
//                       uruguayan); default classic
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
// Fields only the presets that use them print and accept:
//
//   bonus<seat>=5d,Kh   (american) bonus cards taken face down from the stock
//                       by the seat that made its side's initial meld; they
//                       join its hand at its next turn (MA-41)
//   black3<side>=3s     (american) a side's black threes, bonus cards by colour
//                       as red3 is (MA-10..12)
//   oneturn<side>=K,7   (uruguayan) ranks of concealed canastas: all seven
//                       cards laid from the hand in one turn by a side with
//                       nothing on the table before (UY-15, 1,000)
//   down=0,1,2          (uruguayan) positions in the pile, from 0 at the
//                       bottom, of the pot's face-down cards
//   pot=0               (uruguayan) 1 once the pot was taken this deal
//                       (no face-down cards are left then)
//   opened=-            (american, uruguayan) how the side in turn made its
//                       initial meld this turn: -, hand, pile (MA-46)
//   pure=K              (uruguayan) ranks whose pure canastas stood at the
//                       start of the turn (UY-41: no closing in the turn the
//                       first pure canasta is completed)
//   potslots=K          (uruguayan) ranks whose melds took the pile's top card
//                       this turn (it may not make a concealed canasta, UY-15)
//   special=-           (american, special hands on) the declared special
//                       hand, or -; end=special when one was declared
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
// phase=ask, and an answer in phase=ask. Last, in every preset, it rejects a
// position where the deal goes on and the player to move has no legal move
// (dead_end.h: one card after the draw that may not go out, a "yes" no move
// obeys), which no deal reaches and nothing could play on from.
//
// For the american and uruguayan presets it also rejects (notation_checks.cpp):
// a field of another preset, naming the presets that have it; bonus cards
// other than 4 or 3 (3 only once another side has melded), for the seat in
// turn, a seat not in melded and played, a seat holding a three, two seats of
// one side, or two sides with as many (MA-41); a three in the pile, lastred3=1,
// and end=red3 with cards in the stock or no three in the hand in turn (MA-04,
// MA-10, MA-14); end=special unless the seat in turn, its side unmelded, holds
// that hand, not concealed (MA-60, MA-61); face-down pot cards other than the
// bottom six and one above each prize turned up (UY-06); opened= unless every
// meld of the side in turn is in started= exactly when opened is hand or pile,
// premelded=1 with opened, a pile not empty after it was taken this turn;
// potslots= with two ranks, before the draw, with pot=0, missing with
// opened=pile or given with opened=hand; oneturn<side> of the side that opened
// this turn other than the canastas it laid from the hand then (UY-15); pure=
// naming a meld started this turn, or before the draw other than the side's
// pure canastas (UY-41); a red three face up in the pile but for the pot's top
// (UY-05). In every preset it rejects end=out unless the seat in turn went out
// with an empty hand and the canastas its side needs (law 46; MA-50..52: two,
// with a discard and no incomplete sevens, pure aces or wild meld; UY-40: a
// pure and a mixed one), end=stock or end=red3 with cards in the stock
// (laws 45, 55), and known cards of a seat not in melded (or, in Uruguayan,
// with pot=0). As in Classic a position may leave cards out of the pack,
// and a pot not yet taken may be written without down=.
#pragma once

#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/state.h"

namespace canasta {

std::string to_notation(const GameState& state);
Parsed<GameState> parse_notation(std::string_view text);
// parse_notation, and refused also for a dead end to come: a seat with an
// empty hand while the deal goes on, or a lone three (empty_hand_reason,
// lone_three_reason in dead_end.h). What plays on from a position given
// from outside reads it so.
Parsed<GameState> parse_playable(std::string_view text);

}  // namespace canasta
