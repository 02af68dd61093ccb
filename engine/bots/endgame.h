// The end of a deal played exactly, in a sampled deal where every card is
// known (issue 40, item 2: "with the stock nearly empty, play the end of the
// deal exactly where the positions are few enough").
//
// Once the stock is exhausted a deal ends within a few turns: each player in
// turn must take the discard if it fits a meld of his side, may take it with
// a pair, or passes and ends the deal (law 45). The search's playouts play
// those turns with Standard's habits; here every legal move of every seat is
// tried instead, to the deal's end, and the searching side gets the margin it
// reaches when it plays best and every other side plays against it (the
// "paranoid" assumption, exact minimax with two sides; with three it is the
// safe bound, and it lets alpha-beta cut the tree). A tree larger than the
// node budget is given up (nullopt) and the caller plays on as before, so the
// budget decides which positions are "few enough".
//
// Melds a player lays one group at a time in a turn reach the same table in
// any order: only orders of non-decreasing rank are searched.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "engine/move_list.h"
#include "engine/state.h"

namespace canasta {

class EndgameSolver {
 public:
  // The margin `side` ends the deal with (game_margin with plays_for_game,
  // else deal_margin, evaluation.h) under best play from `state`, or
  // nullopt when more than `max_nodes` positions would be visited.
  std::optional<double> value(const GameState& state, int side, bool plays_for_game, int max_nodes);
  // The move to play from `state` by that search (nullopt as above, or when
  // the deal is over). Ties go to the move listed first.
  std::optional<Move> best_move(const GameState& state, int side, bool plays_for_game, int max_nodes);
  // Positions visited by the last call.
  int nodes() const { return nodes_; }

 private:
  struct Result {
    double value = 0.0;
    int best = -1;  // index into the position's move list
  };
  Result search(const GameState& state, double alpha, double beta, int depth, int meld_floor);
  double leaf(const GameState& state) const;
  MoveList& list_at(int depth);
  Result root(const GameState& state, int side, bool plays_for_game, int max_nodes);

  std::vector<std::unique_ptr<MoveList>> lists_;  // one per depth: a MoveList is 35 KB
  int side_ = 0;
  bool plays_for_game_ = true;
  int nodes_ = 0;
  int max_nodes_ = 0;
  bool gave_up_ = false;
};

}  // namespace canasta
