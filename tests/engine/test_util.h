// Helpers shared by the engine scenario tests.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/notation.h"
#include "engine/state.h"

namespace canasta::test {

inline GameState position(std::string_view text) {
  Parsed<GameState> p = parse_notation(text);
  INFO("notation: ", std::string(text), " error: ", p.error);
  REQUIRE(p.ok());
  return *p.value;
}

inline Move move(std::string_view text) {
  Parsed<Move> m = parse_move(text);
  INFO("move: ", std::string(text), " error: ", m.error);
  REQUIRE(m.ok());
  return *m.value;
}

// Plays a move; returns "" when accepted, else the reason.
inline std::string play(GameState& g, std::string_view text) {
  const GameState before = g;
  std::optional<std::string> e = g.apply(move(text));
  if (e) {
    CHECK(g == before);  // a rejected move changes nothing
    return *e;
  }
  return "";
}

inline std::string why(const GameState& g, std::string_view text) {
  std::optional<std::string> e = g.check(move(text));
  return e ? *e : "";
}

inline bool listed(const GameState& g, std::string_view text) {
  MoveList list;
  g.legal_moves(list);
  return list.contains(move(text));
}

inline std::string cards_text(const std::vector<Card>& cards) {
  std::string out;
  for (Card c : cards) {
    if (!out.empty()) out += ' ';
    out += to_string(c);
  }
  return out;
}

}  // namespace canasta::test
