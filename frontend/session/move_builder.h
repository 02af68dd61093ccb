// Turns what the player did with the hand (selected cards, a drop target)
// into an engine Move. The engine then judges it: these functions only pick
// the most sensible reading, never decide legality themselves.
#pragma once

#include <optional>
#include <vector>

#include "engine/move.h"
#include "engine/observation.h"

namespace canasta::frontend {

// Melds `cards` as one group per natural rank. Wild cards go to `target`
// when given (a drop on a meld), else to the first assignment over the
// groups that the engine accepts (else all to the first group, so the
// engine's reason explains what is wrong).
Move build_meld(const Observation& state, const std::vector<Card>& cards, std::optional<Rank> target);

// Whether the selected cards make a meld now, judged by the engine, save
// for what the turn asks of the whole play (the minimum count, a card to
// keep, the partner's answer, going out): a lone card with no meld of its
// rank, a pair, a red three or wild cards with nothing to join are never a
// meld as they are, so Meld is not offered for them.
bool could_meld(const Observation& state, const std::vector<Card>& cards);

// The melds of the side that wild cards alone may join now (the engine's
// judgement, one move per meld, highest rank first; the wild-card meld of
// the variants first of all). Empty when they may join none.
std::vector<Move> wild_card_choices(const Observation& state, const std::vector<Card>& wilds);

// Takes the pile with the selected cards: two of them (naturals of the top
// card's rank first, then a wild card) go with the top card, the rest are
// melded in the same act as "+" groups. With nothing selected: the legal
// pickup using the fewest cards from the hand, or a bare pickup when none
// is legal (the engine's reason then says why).
Move build_pickup(const Observation& state, const std::vector<Card>& cards);

// The legal ways to take the pile now in the engine's order, fewest cards
// from the hand first (the default first), at most `max`.
std::vector<Move> pickup_choices(const Observation& state, size_t max);

// The hand cards a pickup uses (pair and groups), for showing the default.
std::vector<Card> pickup_hand_cards(const Move& pickup);
// The hand cards any move plays: a pickup's or meld's, the discard, the
// laid three; none for the others.
std::vector<Card> hand_cards_of(const Move& move);

}  // namespace canasta::frontend
