// Helpers shared by the engine scenario tests.
#pragma once

#include <doctest/doctest.h>

#include <string>
#include <string_view>

#include "engine/move.h"
#include "engine/notation.h"
#include "engine/observation.h"
#include "engine/state.h"

namespace canasta::test {

inline GameState position(std::string_view text) {
  Parsed<GameState> p = parse_notation(text);
  INFO("notation: ", std::string(text), " error: ", p.error);
  REQUIRE(p.ok());
  return *p.value;
}

// Seats 1 to 3 of the four-player bot scenarios, which vary only seat 0's
// hand, the melds and the pile: four_players("<seat 0 and turn>", "<rest>").
inline constexpr std::string_view kOtherThreeHands =
    " hand1=Ac,Kh,8h,6s,5s,Jd,Qc,3c,4s hand2=Jc,Jd,8c,7h,6h,5c,4d hand3=Th,Ts,9c,9h,6d,7s,7d";

inline GameState four_players(std::string_view seat0, std::string_view rest) {
  return position(std::string(seat0) + std::string(kOtherThreeHands) + std::string(rest));
}

// A variant's deals one after another, as the long-run tests play them:
// `deals` deals from game seed `seed` on, a new game (the next seed)
// whenever one ends. `play(g)` plays each deal from its first move to its
// end. Returns how many games ended before the last deal.
template <typename PlayDeal>
int play_deals(const Rules& rules, int players, uint64_t seed, int deals, PlayDeal&& play) {
  int games = 0;
  GameState g = GameState::new_game(rules, players, seed);
  for (int d = 0; d < deals; ++d) {
    if (g.is_game_over()) {
      ++games;
      g = GameState::new_game(rules, players, ++seed);
    } else if (g.is_deal_over()) {
      REQUIRE(g.start_next_deal().ok());
    }
    play(g);
  }
  return games;
}

// The position as the seat to move sees it: what the table is given to draw.
inline Observation mover_view(const GameState& g) { return observation(g, g.to_move()); }

// A rank's bit in the bots' rank sets (bit static_cast<int>(Rank)).
inline uint32_t rank_bit(Rank r) { return 1u << static_cast<int>(r); }

inline Move move(std::string_view text) {
  Parsed<Move> m = parse_move(text);
  INFO("move: ", std::string(text), " error: ", m.error);
  REQUIRE(m.ok());
  return *m.value;
}

// Plays a move; returns "" when accepted, else the reason.
inline std::string play(GameState& g, std::string_view text) {
  const GameState before = g;
  const Verdict v = g.apply(move(text));
  if (!v.ok()) {
    CHECK(g == before);  // a rejected move changes nothing
    return explain(v);
  }
  return "";
}

inline std::string why(const GameState& g, std::string_view text) {
  return explain(g.check(move(text)));
}

inline bool listed(const GameState& g, std::string_view text) {
  MoveList list;
  g.legal_moves(list);
  return list.contains(move(text));
}

// Every card on the table, in hands, bonus cards, melds, laid-out threes,
// pile and stock: the pack's size when none is lost or duplicated.
inline int cards_in_play(const GameState& g) {
  int n = g.pile_size() + g.stock_size();
  for (int p = 0; p < g.players(); ++p) n += g.hand_size(p) + g.bonus_cards(p).size();
  for (int s = 0; s < g.num_sides(); ++s) {
    n += g.red_threes(s) + g.black_threes(s);
    for (int r = static_cast<int>(Rank::Two); r <= static_cast<int>(Rank::Ace); ++r)
      n += g.meld(s, static_cast<Rank>(r)).size();
  }
  return n;
}

inline std::string cards_text(const std::vector<Card>& cards) { return cards_to_string(cards, ' '); }

}  // namespace canasta::test
