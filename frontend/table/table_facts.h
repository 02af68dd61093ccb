// What a game's own rules make worth seeing at a glance, beyond cards and
// counts: the state of the pile (frozen for good in Modern American, the
// Uruguayan pot's first take or crossing), ranks closed by a canasta, the
// turn card, bonus cards owed, and each side's threes by colour. One place
// decides them so the canvas (table_view.cpp) and the screen-reader mirror
// (table_mirror.cpp) never disagree.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/observation.h"

namespace canasta::frontend {

enum class PileState {
  kOpen,          // takeable under the ordinary rules
  kFrozen,        // a wild card or red three in it (law 38)
  kAlwaysFrozen,  // MA-30: only ever with a natural pair
  kFirstTake,     // UY-22: not yet taken this deal, a natural pair
  kCrossed,       // UY-25: crossed by a wild card, a natural pair
  kFrozenForSide, // open to others, but frozen for a side that has not melded
};
PileState pile_state(const Observation& state);
// The pile's state as `side` meets it: frozen for it before its initial
// meld where the rules say so, though open to the others.
PileState pile_state_for(const Observation& state, int side);
// The pile card laid crosswise because it froze the pile (law 38: the first
// wild card or red three in it, face up), as an index from the bottom.
std::optional<int> crosswise_index(const Observation& state);
// The word under the pile ("FROZEN", "FIRST TAKE", ...), empty when open.
std::string pile_state_word(PileState state);

// Natural ranks no one may meld or take any more (MA-23), aces first.
std::vector<Rank> dead_ranks(const Observation& state);

// MA-05: cards still to be drawn before the turn card (0 once it is drawn;
// -1 when the game has no turn card).
int cards_before_turn_card(const Observation& state);

struct ThreesLaid {
  int red = 0, black = 0;
};
ThreesLaid threes_laid(const Observation& state, int side);

// The facts line of the table, in the player's language, for the games that
// have such facts, each saying what it means ("Dead ranks, closed to
// everyone: K 7 · 12 cards to the turn card, then no bonus cards"), and the
// three the observing seat keeps in hand for a Straight (MA-11), which would otherwise
// sit there unexplained; empty for Classic.
std::string table_facts_line(const Observation& state);
// "3♣ kept for a Straight until your side melds", or empty.
std::string kept_three_text(const Observation& state);
// Under a seat: "4 bonus cards" while they wait for the seat (MA-41).
std::string bonus_owed_text(const Observation& state, int seat);

// What `side` has on the table so far this deal, as a count now would
// score it (engine count_deal): its melds, canasta bonuses and threes, not
// the cards still in hand nor a going-out bonus. The meld area's header
// shows it, so the total is not "Us 0" until the deal ends.
int deal_so_far(const Observation& state, int side);
// "this deal 120" ("this deal −100" for an unmelded side's red three), or
// empty when the side has nothing on the table or the deal is over.
std::string deal_so_far_text(const Observation& state, int side);

// Before `side`'s initial meld, with cards selected: what they count against
// the side's minimum ("selected 60 of 90"), so a player sees whether the
// meld is enough before pressing Meld; empty once the side has melded, with
// nothing selected or when the deal is over. Red threes are never melded and
// count nothing here; the pile's top card, which counts when the pile is
// taken with the meld (law 41), is not part of the selection.
std::string selection_count_text(const Observation& state, int side, const std::vector<Card>& selected);

}  // namespace canasta::frontend
