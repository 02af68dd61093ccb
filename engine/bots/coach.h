// The coach: compares the move a player made with Master's choice and says,
// as numbers and a reason kind (never a sentence: the table words it in the
// player's language), how much the move gave up and why the other was better.
//
// How much: Master's choice and the played move are each played out with
// Standard for every seat to the end of the deal on the same sampled deals
// (common random numbers, as the search itself compares its candidates), so
// the luck of the deal cancels and the mean difference of the deal margins
// (evaluation.h) is the points per deal the played move gives up. The deals
// are fresh ones, not those Master chose on: the search's winner is always
// a little lucky on its own samples, and advice built on them would
// overstate every loss.
//
// Why: the reason is read from the two moves and the table (the pile's size
// and top card, the next player's chance to take the pile with a discard
// from discard_policy.h's take_chance, the melds close to a canasta), so
// every number in it is a fact of the position, not of the sampling.
//
// Deterministic for a seed with options.samples > 0 (tests); with a clock
// the choice and the estimate each think for the budget (the worker).
#pragma once

#include <cstdint>
#include <optional>

#include "engine/bots/bot.h"
#include "engine/move.h"
#include "engine/observation.h"

namespace canasta {

// Why one move beats another. The fields of Reason a kind uses:
//   TakePile      better takes the pile: `cards` in it, `rank` the top card's
//   LeavePile     better leaves the pile: `cards` in it, `wilds` the wild
//                 cards the pickup spends (played, or the best pickup)
//   SaferDiscard  `card` was discarded (or is the riskier one), `percent`
//                 the next player's chance to take the pile with it; `safer`
//                 the better discard, `safer_percent` its chance (a hint's
//                 discard only when it is about the safest of all and
//                 another is clearly riskier)
//   FreezePile    better discards the wild card `safer`, freezing `cards`
//   MeldNow       better melds now: `points` the cards' value, `cards` laid
//   HoldMeld      better keeps the meld in hand: `cards` the hand would have
//                 been left with (a hint's discard where a new meld could
//                 have been laid: `cards` the hand keeps)
//   GoOut         better goes out: `points` the bonus for going out
//   KeepBuilding  better does not go out: `count` melds of the side are
//                 close to a canasta (four cards or more, not complete)
//   PartnerHand   better does not go out, no meld is close to a canasta,
//                 and the partner's hand would count much against the
//                 side: `cards` the partner holds, `points` what they
//                 likely count (hand_analysis.h likely_hand_points, to
//                 the nearest five)
//   Ask           better asks "May I go out?": `cards` the partner holds
//   DontAsk       better does not ask: `cards` the partner holds
//   ExactCut      the dealer's cut (UY-50) lifts `cards`, every card dealt,
//                 `count` for each player; `points` the bonus it earns
//   Generic       none of these; the loss says it all
// A hint's own reasons, said of the move alone:
//   AnswerYes     "May I go out?": yes; `points` the bonus for going out
//   AnswerNo      no: `count` melds of the side close to a canasta, `cards`
//                 the answerer's hand, which would count against the side
//   NoPickup      a draw: no way to take the pile; `cards` in it
//   KeepOthers    a discard that is neither safest nor a freeze: `card`,
//                 `count` its rank's cards in hand (1: a single card),
//                 `wilds` 1 when the side has a meld of its rank
enum class ReasonKind : uint8_t {
  TakePile, LeavePile, SaferDiscard, FreezePile, MeldNow, HoldMeld, GoOut, KeepBuilding, Ask, DontAsk, Generic,
  ExactCut, AnswerYes, AnswerNo, NoPickup, KeepOthers, PartnerHand
};
inline constexpr int kReasonKinds = 17;

struct Reason {
  ReasonKind kind = ReasonKind::Generic;
  int cards = 0;
  int wilds = 0;
  int points = 0;
  int count = 0;
  int percent = 0;
  int safer_percent = 0;
  Rank rank = Rank::Four;
  Card card;
  Card safer;
  friend bool operator==(const Reason&, const Reason&) = default;
};

// Advice on one move. `same` when the played move is Master's (or the only
// legal one): nothing to say. Otherwise `better` is Master's choice, `loss`
// the points per deal the played move gives up (negative: it did better on
// these deals), and `worth_saying` whether the loss is clearly real and
// large enough to mention (see kWorthSaying).
struct Advice {
  bool same = true;
  bool worth_saying = false;
  Move better;
  int loss = 0;
  Reason reason;
};

// A loss below this many points a deal is not mentioned: it is less than the
// value of the smallest natural meld worth laying (four low cards, or two aces
// and a deuce), the scale on which players think about a move, and the
// playouts' own noise on one position is of that order.
inline constexpr int kWorthSaying = 40;
// ...and the estimate must stand this many standard errors above zero, so a
// handful of lucky deals does not make a good move look bad.
inline constexpr double kWorthSayingErrors = 2.0;

// With a clock, the coach's choice and its estimate each think this long (a
// fraction of Master's own budget: the coach speaks after a move, while
// play goes on, and is asked after every one of the player's moves).
inline constexpr double kCoachBudgetMs = 350;
// ...but the estimate takes at least this many deals even on a slow or busy
// machine: with fewer, two standard errors of a deal's wide swings hide
// even a mistake of several hundred points.
inline constexpr int kCoachMinSamples = 64;

// The advice on `played` (a legal move of the observing seat, which is to
// move). `seed` seeds Master and the sampled deals. `choice`: the move a
// hint already gave at this very position, if any. It is Master's choice
// here (one search serves both, and a timed search asked twice could
// choose twice differently): the hinted move itself gets no advice, and
// advice on another names the hinted move as the better one, its loss
// measured on the same deals as ever.
Advice coach_move(const Observation& obs, const Move& played, uint64_t seed, const BotOptions& options,
                  const std::optional<Move>& choice = std::nullopt);

// The hint: Master's move at this position and why; nothing when the seat
// has no legal move (see Bot::choose).
struct Hint {
  Move move;
  Reason reason;
};
std::optional<Hint> hint_move(const Observation& obs, uint64_t seed, const BotOptions& options);

// Why `better` beats `other` at this position; without `other`, why `better`
// is good by itself (a hint), compared with the obvious alternative.
Reason explain(const Observation& obs, const Move& better, const std::optional<Move>& other);

}  // namespace canasta
