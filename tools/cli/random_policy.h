// The simple random policy of the soak run and the engine benchmark. It
// chooses among the engine's own legal moves (GameState::legal_moves), so it
// exercises move generation and apply together:
//
//   Draw phase    take the pile with probability 1/2 when a pickup is listed
//                 (a random one), otherwise draw from the stock; when neither
//                 is listed (stock exhausted) a random listed move (pass, or
//                 the forced pickup).
//   Play phase    with probability 3/4 a random listed meld (the policy comes
//                 back after each meld, so it often melds several times a
//                 turn); ask "May I go out?" with probability 1/8 when listed;
//                 otherwise discard a random listed card; when nothing of the
//                 kind chosen is listed, a random listed move.
//   Answer phase  yes or no with probability 1/2.
//
// The choice depends only on the list and the Rng, so a seed replays the
// same games natively and in WASM.
#pragma once

#include <array>
#include <cstdint>

#include "engine/move_list.h"
#include "engine/rng.h"
#include "engine/state.h"

namespace canasta {

// Picks a move from `moves`, the non-empty legal list of `state`.
inline const Move& random_policy_move(const GameState& state, const MoveList& moves, Rng& rng) {
  // The list counts the moves of each kind and finds the i-th of a kind
  // (a pass over the whole list here was a twentieth of self-play).
  const auto pick_kind = [&](MoveKind kind) -> const Move* {
    const int n = moves.count_of(kind);
    if (n == 0) return nullptr;
    return &moves.nth_of(kind, static_cast<int>(rng.below(static_cast<uint32_t>(n))));
  };
  const Move* choice = nullptr;
  switch (state.phase()) {
    case Phase::Draw:
      if (rng.below(2) == 0) choice = pick_kind(MoveKind::Pickup);
      if (!choice) choice = pick_kind(MoveKind::Draw);
      break;
    case Phase::Play:
      if (rng.below(4) != 0) choice = pick_kind(MoveKind::Meld);
      if (!choice && rng.below(8) == 0) choice = pick_kind(MoveKind::Ask);
      if (!choice) choice = pick_kind(MoveKind::Discard);
      break;
    default: break;
  }
  if (choice) return *choice;
  return moves[static_cast<int>(rng.below(static_cast<uint32_t>(moves.size())))];
}

}  // namespace canasta
