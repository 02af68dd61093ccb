// Internal: the engine files that build a GameState field by field
// (notation, observation) do it through this friend of GameState.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/rng.h"
#include "engine/state.h"

namespace canasta {

class Observation;

class StateAccess {
 public:
  static Parsed<GameState> parse(std::string_view text);  // notation.cpp
  static std::string print(const GameState& state);       // notation.cpp
  // Why a parsed state cannot be reached under the rules of the american
  // or uruguayan preset, or by going out (notation_checks.cpp); nothing
  // when it can.
  static std::optional<std::string> preset_problem(const GameState& state);
  static Observation observe(const GameState& state, int seat);          // observation.cpp
  static GameState sample(const Observation& obs, Rng& rng);  // observation.cpp
};

}  // namespace canasta
