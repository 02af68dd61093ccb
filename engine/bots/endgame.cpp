#include "engine/bots/endgame.h"

#include <algorithm>
#include <limits>

#include "engine/bots/evaluation.h"

namespace canasta {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// Deeper than any deal's end: a player holds at most a few dozen cards.
constexpr int kMaxDepth = 2000;

// The lowest rank a meld move lays (its groups' ranks): melds of one turn
// are searched in non-decreasing order of it.
int lowest_rank(const Move& m) {
  int lowest = static_cast<int>(Rank::Joker) + 1;
  for (int i = 0; i < m.num_groups; ++i) lowest = std::min(lowest, static_cast<int>(m.groups[i].rank));
  return lowest;
}

}  // namespace

std::optional<double> EndgameSolver::value(const GameState& state, int side, bool plays_for_game, int max_nodes) {
  const Result r = root(state, side, plays_for_game, max_nodes);
  if (gave_up_) return std::nullopt;
  return r.value;
}

std::optional<Move> EndgameSolver::best_move(const GameState& state, int side, bool plays_for_game, int max_nodes) {
  const Result r = root(state, side, plays_for_game, max_nodes);
  if (gave_up_ || r.best < 0) return std::nullopt;
  return list_at(0)[r.best];
}

EndgameSolver::Result EndgameSolver::root(const GameState& state, int side, bool plays_for_game, int max_nodes) {
  side_ = side;
  plays_for_game_ = plays_for_game;
  max_nodes_ = max_nodes;
  nodes_ = 0;
  gave_up_ = false;
  return search(state, -kInfinity, kInfinity, 0, 0);
}

double EndgameSolver::leaf(const GameState& state) const {
  return margin_for(state, side_, plays_for_game_);
}

MoveList& EndgameSolver::list_at(int depth) {
  while (static_cast<int>(lists_.size()) <= depth) lists_.push_back(std::make_unique<MoveList>());
  return *lists_[static_cast<size_t>(depth)];
}

// Alpha-beta over every legal move: the searching side's seats maximize its
// margin, every other seat minimizes it. A returned value outside
// (alpha, beta) is only a bound, as usual; the root's is exact.
EndgameSolver::Result EndgameSolver::search(const GameState& state, double alpha, double beta, int depth,
                                            int meld_floor) {
  if (state.is_deal_over()) return {leaf(state), -1};
  if (++nodes_ > max_nodes_ || depth >= kMaxDepth) {
    gave_up_ = true;
    return {};
  }
  MoveList& legal = list_at(depth);
  state.legal_moves(legal);
  // A capped list does not hold every move: the search would not be exact.
  if (legal.empty() || legal.capped()) {
    gave_up_ = true;
    return {};
  }
  const bool maximizing = state.side_of(state.to_move()) == side_;
  // A line whose every move is skipped (a meld order already searched)
  // counts as the worst for its mover, so it is never the one chosen.
  Result best{maximizing ? -kInfinity : kInfinity, -1};
  for (int i = 0; i < legal.size(); ++i) {
    const Move& m = legal[i];
    int floor = meld_floor;
    if (m.kind == MoveKind::Meld) {
      floor = lowest_rank(m);
      if (floor < meld_floor) continue;
    }
    GameState child = state;
    if (!child.apply(m).ok()) continue;  // listed moves are legal
    if (child.turn() != state.turn()) floor = 0;
    const double v = search(child, alpha, beta, depth + 1, floor).value;
    if (gave_up_) return {};
    if (maximizing ? v > best.value : v < best.value) best = {v, i};
    if (maximizing)
      alpha = std::max(alpha, v);
    else
      beta = std::min(beta, v);
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace canasta
