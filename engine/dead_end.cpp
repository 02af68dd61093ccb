#include "engine/dead_end.h"

#include <memory>

#include "engine/move_list.h"

namespace canasta {

bool has_legal_move(const GameState& state) {
  if (state.is_deal_over()) return false;
  // One listed move is enough; the list is large, so it lives on the heap
  // (the WASM stack is small).
  const auto moves = std::make_unique<MoveList>();
  state.legal_moves(*moves, 1);
  return !moves->empty();
}

std::optional<Problem> dead_end_reason(const GameState& state) {
  if (state.is_deal_over() || has_legal_move(state)) return std::nullopt;
  const std::string seat = std::to_string(state.turn());
  // Law 50: a partner answers yes only when going out is possible, and the
  // answer binds.
  if (state.answer() == Answer::Yes) return Problem::of("deadEndYes", {{"seat", seat}});
  if (state.phase() == Phase::Play && state.hand_size(state.turn()) == 1) {
    if (state.answer() == Answer::No) return Problem::of("deadEndOneCardNo", {{"seat", seat}});
    return Problem::of("deadEndOneCard", {{"seat", seat}});
  }
  if (state.phase() == Phase::Play) return Problem::of("deadEndAfterDraw", {{"seat", seat}});
  return Problem::of("deadEndBeforeDraw", {{"seat", seat}});
}

std::optional<Problem> empty_hand_reason(const GameState& state) {
  // Before the dealer's cut (UY-50) nobody holds a card yet.
  if (state.is_deal_over() || state.phase() == Phase::Cut) return std::nullopt;
  for (int seat = 0; seat < state.players(); ++seat)
    if (state.is_active(seat) && state.hand_size(seat) == 0)
      return Problem::of("deadEndEmptyHand", {{"seat", std::to_string(seat)}});
  return std::nullopt;
}

std::optional<Problem> lone_three_reason(const GameState& state) {
  const int turn = state.turn();
  if (state.is_deal_over() || state.phase() != Phase::Play || state.hand_size(turn) != 1) return std::nullopt;
  const auto moves = std::make_unique<MoveList>();
  state.legal_moves(*moves);
  // No move at all is a dead end now (dead_end_reason); any move but laying
  // a three is a way on.
  if (moves->empty()) return std::nullopt;
  for (const Move& m : *moves)
    if (m.kind != MoveKind::LayThree) return std::nullopt;
  // Each three laid draws its replacement; one that is a three again is
  // laid in turn (the stock is finite), and an empty stock ends the deal.
  std::optional<Problem> stuck;
  for (const Move& m : *moves) {
    GameState next = state;
    if (!next.apply(m).ok()) return std::nullopt;
    stuck = dead_end_reason(next);
    if (!stuck) stuck = lone_three_reason(next);
    if (!stuck) return std::nullopt;
  }
  return Problem::because("deadEndLoneThree", std::move(*stuck),
                          {{"seat", std::to_string(turn)}, {"card", to_string((*moves)[0].card)}});
}

}  // namespace canasta
