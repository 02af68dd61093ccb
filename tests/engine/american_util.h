// Helpers for the Modern American scenario tests (variants.md part A,
// MA-nn): a position in the american preset and a side's score breakdown as
// one line, so a test states every key it expects and a failure shows them
// all.
#pragma once

#include <string>
#include <string_view>

#include "engine/score.h"
#include "tests/engine/test_util.h"

namespace canasta::test {

// A position of the american preset: `fields` as in the notation.
inline GameState american(std::string_view fields) {
  return position("variant=american " + std::string(fields));
}

// "melds 140, going_out 100, canastas 1000, deal 1240": every key that is not
// 0, in the order of the protocol's score line, then the deal always.
inline std::string keys(const SideScore& s) {
  std::string out;
  auto put = [&](const char* name, int value) {
    if (value == 0) return;
    out += name;
    out += ' ';
    out += std::to_string(value);
    out += ", ";
  };
  put("melds", s.melds);
  put("going_out", s.going_out);
  put("concealed", s.concealed);
  put("red_threes", s.red_threes);
  put("canastas", s.canastas);
  put("black_threes", s.black_threes);
  put("penalties", s.penalties);
  put("canasta_count", s.canasta_count);
  put("special_hand", s.special_hand);
  put("hands", s.hands);
  return out + "deal " + std::to_string(s.deal);
}

// The finished deal's breakdown of one side.
inline std::string keys(const GameState& g, int side) { return keys(g.deal_score().side[side]); }

// Seven kings, seven queens: natural canastas for positions that need the
// two canastas going out asks for (MA-50).
inline constexpr const char* kKings = "Kc,Kd,Kh,Ks,Kc,Kd,Kh";
inline constexpr const char* kQueens = "Qc,Qd,Qh,Qs,Qc,Qd,Qh";

}  // namespace canasta::test
