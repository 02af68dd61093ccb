// Expert: determinized Monte Carlo search on top of Standard.
//
// At a decision that matters (taking the pile or drawing, going out or not,
// asking, answering, laying an initial meld or a wild card, and which card to
// discard) the bot lists a few candidate moves: Standard's choice and its
// best alternatives by Standard's own ranking. It then deals the cards it
// cannot see at random, consistently with everything it knows (sample_hidden:
// pile, melds, and cards publicly taken with a pile stay where they are), and
// for each sampled deal plays every candidate followed by Standard for all
// seats to the end of the deal. The same sampled deals serve every candidate
// (common random numbers), so the comparison is fair; the candidate with the
// best mean deal margin (evaluation.h) is played, Standard's on ties.
// Routine decisions (a forced move, a natural meld) are Standard's at once.
//
// The budget is a fixed number of sampled deals per decision, not a clock,
// so a seed replays exactly on every machine.
#pragma once

#include <array>
#include <memory>

#include "engine/bots/bot.h"
#include "engine/move_list.h"
#include "engine/rng.h"

namespace canasta {

class ExpertBot final : public Bot {
 public:
  ExpertBot(uint64_t seed, const BotOptions& options);
  Move choose(const Observation& obs) override;

  static constexpr int kMaxCandidates = 6;
  // Upper bound on moves in one playout (a deal is far shorter).
  static constexpr int kPlayoutMoveLimit = 2000;

 private:
  int candidates(const Observation& obs, const Move& standard, std::array<Move, kMaxCandidates>& out);
  double playout(GameState& state, int side);

  Rng rng_;
  int samples_;
  int max_candidates_;
  std::unique_ptr<MoveList> legal_;    // the decision's legal moves
  std::unique_ptr<MoveList> scratch_;  // playouts
};

}  // namespace canasta
