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

std::optional<std::string> dead_end_reason(const GameState& state) {
  if (state.is_deal_over() || has_legal_move(state)) return std::nullopt;
  const int turn = state.turn();
  const std::string seat = "seat " + std::to_string(turn);
  const std::string stuck = ": " + seat + " has no legal move, a position no deal reaches.";
  // Law 50: a partner answers yes only when going out is possible, and the
  // answer binds.
  if (state.answer() == Answer::Yes)
    return "answer=yes binds " + seat + " to go out this turn (law 50), but no move of his goes out" + stuck;
  if (state.phase() == Phase::Play && state.hand_size(turn) == 1) {
    const std::string hand = "hand" + std::to_string(turn);
    const std::string why = state.answer() == Answer::No ? "his partner said he may not go out this turn (law 50)"
                                                         : "his side may not go out now";
    return hand + " holds one card after the draw and " + why +
           ", so that card cannot be discarded (the discard would go out) nor melded" + stuck;
  }
  if (state.phase() == Phase::Play)
    return "After the draw " + seat + " may neither meld nor discard any card he holds" + stuck;
  return "Before the draw " + seat + " may neither draw, take the pile nor pass" + stuck;
}

std::optional<std::string> empty_hand_reason(const GameState& state) {
  // Before the dealer's cut (UY-50) nobody holds a card yet.
  if (state.is_deal_over() || state.phase() == Phase::Cut) return std::nullopt;
  for (int seat = 0; seat < state.players(); ++seat)
    if (state.is_active(seat) && state.hand_size(seat) == 0)
      return "hand" + std::to_string(seat) + " is empty while the deal goes on: only going out empties a hand, and "
             "that ends the deal (at his turn seat " + std::to_string(seat) +
             " would draw one card and could neither keep it nor go out).";
  return std::nullopt;
}

std::optional<std::string> lone_three_reason(const GameState& state) {
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
  std::optional<std::string> stuck;
  for (const Move& m : *moves) {
    GameState next = state;
    if (!next.apply(m).ok()) return std::nullopt;
    stuck = dead_end_reason(next);
    if (!stuck) stuck = lone_three_reason(next);
    if (!stuck) return std::nullopt;
  }
  return "hand" + std::to_string(turn) + " holds only " + to_string((*moves)[0].card) +
         " after the draw, a three he may only lay out, and the card drawn in its place leaves him stuck: " + *stuck;
}

}  // namespace canasta
