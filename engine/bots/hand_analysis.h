// What a seat can read from the table: its own hand and side, the cards it
// has not seen, who plays next, and how close the deal is to its end. Every
// policy of the rule-based levels starts from one Reading of the observation.
#pragma once

#include <array>
#include <cstdint>
#include <optional>

#include "engine/card_counts.h"
#include "engine/meld.h"
#include "engine/move.h"
#include "engine/observation.h"

namespace canasta {

struct Reading {
  int seat = 0;
  int side = 0;
  int next = 0;      // the next active seat to the left (takes my discard)
  int partner = -1;  // the first partner to the left, or -1 playing alone
  int active = 0;    // players taking part in the deal
  int stock = 0;
  int pile = 0;  // cards in the discard pile
  bool pile_frozen = false;  // for everyone (a wild card or red three in it)
  CardCounts hand;
  std::array<Meld, kMeldSlots> melds{};  // the seat's side
  bool side_melded = false;
  int canastas = 0;
  int canastas_needed = 1;
  int minimum = 0;  // the side's initial-meld minimum count
  // Copies of each card rank this seat has not seen (in other hands' unknown
  // places or the stock), by static_cast<int>(Rank): naturals; index Two the
  // deuces, Joker the jokers, Three the black threes.
  std::array<int8_t, 16> unseen{};
  int hidden = 0;  // unknown places: other hands' unknown cards plus the stock
  // Opponents: the most canastas of a side, and the fewest cards a player of
  // a side able to go out holds (99 when no side can).
  int opponent_canastas = 0;
  int opponent_out_hand = 99;
  bool opponents_melded = false;  // every opposing side has melded
  // The deal may end soon: the stock is short or an opponent is close to out.
  bool endgame = false;
  // Ranks the next player discarded into the current pile (bit per rank):
  // he is unlikely to hold a pair of them.
  uint32_t next_discarded = 0;
};

void read_table(const Observation& obs, Reading& out);

// Chance that `places` hidden cards hold at least `need` of `copies` unseen
// copies out of `hidden` unseen places (a binomial estimate).
double chance_at_least(int need, int places, int copies, int hidden);

// The points another seat's hand likely counts against its side if the deal ended
// now, as the reading seat can tell: its known cards (taken with a pile)
// exactly, each unknown card at the mean of the cards the reader has not
// seen (Reading::unseen, valued as score.h's caught values them). This is
// the mean over the deals the search samples uniformly; the reads of passes
// and discards shift which ranks a hand holds, hardly what it counts.
double likely_hand_points(const Observation& obs, const Reading& r, int seat);  // seat != r.seat

// Natural cards of `rank` the seat could use: threes mean black threes.
inline int naturals_of(const CardCounts& cards, Rank rank) {
  return rank == Rank::Three ? cards.black_threes() : cards.naturals(rank);
}

// MA-70: how much a meld or pickup adds to the side's incomplete-meld
// penalties (it starts sevens, pure aces or a wild meld the deal may end
// with); 0 where the rules have no such penalty.
// For a pickup, `top` is the pile's top card.
int added_penalty(const Rules& rules, const std::array<Meld, kMeldSlots>& melds, const Move& m,
                  std::optional<Card> top = std::nullopt);

// Value of a discard pile of `cards` cards to the side that takes it.
inline int pile_worth(int cards) { return 30 + 28 * cards; }

}  // namespace canasta
