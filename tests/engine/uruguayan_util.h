// Helpers of the Uruguayan scenario tests (uruguayan_*_test.cpp).
#pragma once

#include <string>

#include "engine/score.h"

namespace canasta::test {

// A side's score of a deal as "key=value" for every key that is not 0, in
// the protocol's key order, then always deal: "melds=220 going_out=200
// canastas=800 deal=1220". A key left out is 0, so the text is exact.
inline std::string score_keys(const SideScore& s) {
  std::string out;
  auto key = [&](const char* name, int value) {
    if (value != 0) out += std::string(name) + "=" + std::to_string(value) + " ";
  };
  key("melds", s.melds);
  key("going_out", s.going_out);
  key("concealed", s.concealed);
  key("red_threes", s.red_threes);
  key("canastas", s.canastas);
  key("black_threes", s.black_threes);
  key("penalties", s.penalties);
  key("canasta_count", s.canasta_count);
  key("special_hand", s.special_hand);
  key("cut", s.cut);
  key("hands", s.hands);
  return out + "deal=" + std::to_string(s.deal);
}

}  // namespace canasta::test
