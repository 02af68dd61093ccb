// Expert and Master: determinized Monte Carlo search on top of Standard.
//
// At a decision that matters (taking the pile or drawing, going out or not,
// asking, answering, laying an initial meld or a wild card, and which card to
// discard) the bot lists a few candidate moves: Standard's choice and its
// best alternatives by Standard's own ranking, and when Standard holds back
// its initial meld, laying it now. It then deals the cards it
// cannot see at random, consistently with everything it knows (sample_hidden:
// pile, melds, and cards publicly taken with a pile stay where they are), and
// for each sampled deal plays every candidate followed by Standard for all
// seats to the end of the deal. The same sampled deals serve every candidate
// (common random numbers), so the comparison is fair, and a candidate
// clearly beaten on them stops being played out (race.h), leaving the budget
// to the close ones; the candidate with the best mean margin is played,
// Standard's on ties. The margin is the deal's, plus the game when the deal
// decides it (evaluation.h): near the target both levels play for the game
// rather than for points.
// Routine decisions (a forced move, a natural meld) are Standard's at once.
//
// The levels differ only in their SearchConfig: Master samples more deals,
// compares more candidates, also weighs whether to lay or hold a natural
// meld once the side has melded, leaves Standard's move only for a
// candidate that beats it by more than a standard error (Race::choice), and
// plays each deal out for sixteen turns only, then judges the position by
// the margin such positions end with (position_value.h), which swings far
// less than a whole deal's and costs less to reach.
// (SearchConfig::reads_discards, sampled deals that agree with the
// opponents' discards, measured worse and is off; reads_passed_piles, deals
// weighed by the piles each player passed up (table_reading.h), and
// reads_melds, hands that hold none of their side's melded ranks
// (deal_sampler.h), measured no better and are off too.)
//
// Without a clock the budget is a fixed number of sampled deals per
// decision, so a seed replays exactly on every machine; with one
// (BotOptions::clock) the bot samples until its time is up. Either way it
// stops early once a single candidate is left in the race.
#pragma once

#include <array>
#include <memory>

#include "engine/bots/bot.h"
#include "engine/bots/endgame.h"
#include "engine/bots/race.h"
#include "engine/move_list.h"
#include "engine/rng.h"

namespace canasta {

struct PositionWeights;

struct SearchConfig {
  // Sampled deals per decision without a clock. A phone-class worker
  // samples about this many or more in Expert's 250 ms; more deals are what
  // makes the search stronger: ./tools/tournament expert@96 standard
  // --games 400 --seed 2 won 71.8%, expert@192 78.8%.
  int samples = 192;
  int candidates = 4;         // candidate moves compared, 2 to kMaxCandidates
  double budget_ms = 250;     // thinking time per decision, with a clock
  bool weighs_natural_melds = false;  // searches laying a natural meld against holding it
  bool reads_discards = false;        // sampled deals agree with the opponents' discards
  bool reads_passed_piles = false;    // sampled deals weighed by the piles each player passed up (table_reading.h)
  bool reads_melds = false;           // sampled hands hold no natural their side has melded (deal_sampler.h)
  // A deal that decides the game counts the game (game_margin). Both
  // levels: ./tools/tournament expert standard --games 400 --seed 1 went
  // from 71.3% to 74.5% with it, at the same points a deal.
  bool plays_for_game = true;
  // Standard's move (the first candidate) is kept unless the race's leader
  // beats it on the shared deals by more than this many standard errors of
  // their paired difference (Race::choice); 0: the leader is played.
  double leaves_standard_above = 0.0;
  // Turns a playout plays (a turn ends when the next player's begins)
  // before the deal is judged as it stands; 0: to the deal's end. Counted
  // as it stands (count_deal: hands against their sides as at the deal's
  // end) a short playout measured no stronger at Master's budget
  // (tools/measurements/master-experiments.md); judged by the fitted
  // position value (below) it is Master's.
  int playout_turns = 0;
  // A playout cut short is judged by position_value.h (the margin the side
  // will likely end the deal with) where weights were fitted for the table's
  // rules and size; where none were, playouts go to the deal's end.
  bool judges_cut_playouts = false;
  // In the playouts, the searching side's own draws and plays pick among
  // its first few candidates (candidates(), Standard's move first) by
  // finishing the turn as Standard would and judging the position
  // (position_value.h), leaving Standard's move only for a lead of more
  // than own_side_margin points: the side plays on a step better than
  // Standard, as the searching bot itself will. Only where playouts are
  // judged. Off for both levels until measured better
  // (tools/measurements/master-experiments.md).
  bool own_side_looks_ahead = false;
  int own_side_candidates = 4;
  double own_side_margin = 0.0;
  // With the stock down to exact_endgame_stock cards or fewer, a playout
  // (at its start, and at each turn's start) plays the rest of the deal
  // exactly (endgame.h) where that takes at most exact_endgame_nodes
  // positions; 0: never.
  int exact_endgame_nodes = 0;
  int exact_endgame_stock = 0;
};

SearchConfig search_config(BotLevel level, const BotOptions& options);

// One sampled deal consistent with the observation, dealt as `config` says
// (reading the passed piles or the discards, or neither): the search and the
// coach deal alike.
GameState sample_deal(const Observation& obs, const SearchConfig& config, Rng& rng);

class SearchBot final : public Bot {
 public:
  SearchBot(uint64_t seed, const SearchConfig& config, ThinkClock clock);
  std::optional<Move> choose(const Observation& obs) override;
  // The deal played on by Standard for every seat from `state` to its end,
  // or for config.playout_turns turns: the side's deal margin
  // (evaluation.h). Public for the coach, which judges a player's move with
  // the same playouts as the search.
  double playout(GameState& state, int side);

  static constexpr int kMaxCandidates = Race::kMaxRunners;
  // Upper bound on moves in one playout (a deal is far shorter).
  static constexpr int kPlayoutMoveLimit = 2000;

  // The moves the decision compares, Standard's choice first; just one when
  // there is nothing to search (a forced move, a routine meld); none when
  // the seat has no legal move.
  // `cap` > 0: at most that many instead of config.candidates.
  int candidates(const Observation& obs, std::array<Move, kMaxCandidates>& out, int cap = 0);
  // The move the searching side plays in a playout with own_side_looks_ahead
  // (its seat is to draw or play in `state`). Public for tests.
  Move own_side_move(const GameState& state, int side, const PositionWeights& weights);

 private:
  bool time_is_up(double started, int samples) const;
  // What a playout (or a looked-ahead turn) ends on is worth to `side`: the
  // judged margin of a deal cut short (weights given), else the deal's or,
  // with plays_for_game, the game's.
  double margin_reached(const GameState& state, int side, const PositionWeights* weights) const;
  // The exact value of the deal's end from `state` (endgame.h) when the
  // stock is short enough and the tree small enough.
  std::optional<double> exact_end(const GameState& state, int side);

  Rng rng_;
  SearchConfig config_;
  ThinkClock clock_;
  std::unique_ptr<MoveList> legal_;    // the decision's legal moves
  std::unique_ptr<MoveList> scratch_;  // playouts
  std::unique_ptr<MoveList> ahead_;    // own_side_move's turns
  EndgameSolver endgame_;
};

}  // namespace canasta
