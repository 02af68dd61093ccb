// Internal: the engine files that build a GameState field by field
// (notation, observation) do it through this friend of GameState.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/problem.h"
#include "engine/rng.h"
#include "engine/state.h"

namespace canasta {

class Observation;

class StateAccess {
 public:
  // The notation's every check but the last, that the player to move has a
  // legal move (parse_notation adds it; an observation of another seat, its
  // hidden cards filled in at random, cannot be judged by it).
  static Parsed<GameState> parse(std::string_view text);  // notation.cpp
  static std::string print(const GameState& state);       // notation.cpp
  // Why a parsed state cannot be reached (a catalog code): the state of the
  // american and uruguayan presets, known cards, how the deal ended
  // (notation_checks.cpp); nothing when no such rule is broken.
  static std::optional<Problem> unreachable_reason(const GameState& state);
  // Why a question waiting for its answer (phase=ask) could not have been
  // asked (law 50); nothing when it could. Judged from the asker's hand, so
  // parse_notation checks it and an observation of his partner, whose view
  // fills that hand with stand-in cards, does not (notation_checks.cpp).
  static std::optional<Problem> unaskable_reason(const GameState& state);
  static Observation observe(const GameState& state, int seat);          // observation.cpp
  // barred: as sample_hidden's (observation.h), or null for none.
  static GameState sample(const Observation& obs, Rng& rng, const std::array<uint32_t, kMaxPlayers>* barred = nullptr);  // observation.cpp

 private:
  struct NotationParser;  // parse's steps, one a part of the line (notation.cpp)
  struct Reachability;    // unreachable_reason's checks, one a rule (notation_checks.cpp)
};

}  // namespace canasta
