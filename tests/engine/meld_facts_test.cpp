// The facts GameState keeps with the melds (melded_slots, canasta_slots,
// canastas, the dead ranks) instead of counting them per call: after every
// move of random deals of every preset, and in every state the notation
// parses back, they equal a count made here from the melds themselves.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/move_list.h"
#include "engine/notation.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "tools/cli/random_policy.h"

namespace meld_facts_test {

using namespace canasta;

namespace {

// Counted from the melds a player sees, rank by rank.
void check_facts(const GameState& g, const std::string& where) {
  INFO(where);
  const Rules& r = g.rules();
  uint16_t any_side_canastas = 0;
  for (int side = 0; side < g.num_sides(); ++side) {
    uint16_t melded = 0, canastas = 0;
    for (int rank = static_cast<int>(Rank::Two); rank <= static_cast<int>(Rank::Ace); ++rank) {
      const Meld& m = g.meld(side, static_cast<Rank>(rank));
      const int bit = 1 << (rank - 2);
      if (m.natural_count() + m.wild_count() > 0) melded |= static_cast<uint16_t>(bit);
      if (m.natural_count() + m.wild_count() >= r.canasta_cards) canastas |= static_cast<uint16_t>(bit);
    }
    CAPTURE(side);
    REQUIRE(g.melded_slots(side) == melded);
    REQUIRE(g.canasta_slots(side) == canastas);
    int n = 0;
    for (uint16_t c = canastas; c != 0; c &= static_cast<uint16_t>(c - 1)) ++n;
    REQUIRE(g.canastas(side) == n);
    any_side_canastas |= canastas;
  }
  // MA-23: a natural rank (fours up) with a canasta on either side is dead.
  for (int rank = static_cast<int>(Rank::Four); rank <= static_cast<int>(Rank::Ace); ++rank) {
    const bool canasta = (any_side_canastas >> (rank - 2)) & 1;
    CAPTURE(rank);
    REQUIRE(g.rank_dead(static_cast<Rank>(rank)) == (r.dead_ranks && canasta));
  }
}

struct Config {
  const char* variant;
  const char* options;
  int players;
  int deals;
};

}  // namespace

TEST_CASE("Meld facts - kept with the melds after every move and rebuilt by the notation") {
  const Config configs[] = {
      {"classic", "", 4, 40},  {"classic", "", 2, 20},   {"threepack", "", 6, 20},
      {"american", "", 4, 40}, {"uruguayan", "", 4, 40}, {"uruguayan", "pack216", 6, 20},
  };
  auto moves = std::make_unique<MoveList>();
  long checked = 0;
  for (const Config& c : configs) {
    const std::optional<Rules> rules = make_rules(c.variant, c.options, nullptr);
    REQUIRE(rules.has_value());
    for (int deal = 0; deal < c.deals; ++deal) {
      const uint64_t seed = 7000 + static_cast<uint64_t>(deal);
      GameState g = GameState::new_game(*rules, c.players, seed);
      Rng rng(seed * 31 + 1);
      const std::string name = std::string(c.variant) + " " + c.options + " seed " + std::to_string(seed);
      check_facts(g, name + " dealt");
      for (int move = 0; !g.is_deal_over(); ++move) {
        g.legal_moves(*moves);
        REQUIRE(!moves->empty());
        const Move& m = random_policy_move(g, *moves, rng);
        REQUIRE(g.apply(m).ok());
        const std::string where = name + " after move " + std::to_string(move) + " " + to_string(m);
        check_facts(g, where);
        ++checked;
        // The notation builds a state field by field: its facts are worked
        // out from the melds it read.
        if (move % 7 == 0 || g.is_deal_over()) {
          const Parsed<GameState> back = parse_notation(to_notation(g));
          REQUIRE(back.ok());
          check_facts(*back.value, where + " (parsed)");
        }
      }
    }
  }
  CHECK(checked > 10000);
}

}  // namespace meld_facts_test
