// Issue 13: "show of any reachable position, parsed back, gives the same
// position", for every preset. Seeded random deals are played to the end of
// the game or of the deal budget, and every position on the way (the deal
// just dealt, each move, the finished deal and the finished game) is printed,
// parsed back and compared field by field, by its printed line and by what
// can be played from it.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/move_list.h"
#include "engine/notation.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "tests/engine/test_util.h"
#include "tools/cli/random_policy.h"

namespace notation_roundtrip_test {

using namespace canasta;

namespace {

struct Config {
  const char* variant;
  const char* options;
  int players;
  int deals;
};

std::string moves_text(const GameState& g, MoveList& list) {
  g.legal_moves(list);
  std::string out;
  for (const Move& m : list) out += to_string(m) + ' ';
  if (list.capped()) out += "(capped)";
  return out;
}

// Every field the notation carries, through its printed line.
void check_round_trip(const GameState& g, MoveList& a, MoveList& b) {
  const std::string text = to_notation(g);
  const Parsed<GameState> back = parse_notation(text);
  INFO("notation: ", text);
  INFO("error: ", back.error);
  REQUIRE(back.ok());
  const GameState& r = *back.value;
  CHECK(to_notation(r) == text);
  CHECK(r == g);
  CHECK(r.fingerprint() == g.fingerprint());
  CHECK(r.deal_score() == g.deal_score());
  CHECK(r.to_move() == g.to_move());
  CHECK(moves_text(r, a) == moves_text(g, b));
}

}  // namespace

TEST_CASE("Notation - every position of random deals of every preset round-trips") {
  // Deal budgets keep the whole case near 6 s in a debug build; the
  // presets with more state (bonus cards, threes by colour, the pot) get
  // more deals.
  const Config configs[] = {
      {"classic", "", 2, 4},        {"classic", "", 3, 4},         {"classic", "", 4, 4},
      {"classic", "", 5, 4},        {"classic", "", 6, 4},         {"classic", "red3deal", 4, 2},
      {"threepack", "", 6, 3},      {"american", "", 4, 14},       {"american", "nospecials", 4, 4},
      {"uruguayan", "", 2, 8},      {"uruguayan", "", 3, 8},       {"uruguayan", "", 4, 8},
      {"uruguayan", "cap7,drawtwo", 3, 4},
  };
  auto list = std::make_unique<MoveList>();
  auto a = std::make_unique<MoveList>();
  auto b = std::make_unique<MoveList>();
  Rng policy(13);
  long positions = 0;
  int deals = 0, games = 0, went_out = 0, pots = 0;
  for (const Config& config : configs) {
    std::string error;
    const Rules rules = *make_rules(config.variant, config.options, &error);
    CAPTURE(config.variant);
    CAPTURE(config.options);
    CAPTURE(config.players);
    games += test::play_deals(rules, config.players, 100, config.deals, [&](GameState& g) {
      int step = 0;
      while (!g.is_deal_over()) {
        check_round_trip(g, *a, *b);
        ++positions;
        g.legal_moves(*list);
        REQUIRE_FALSE(list->empty());
        // Mostly the soak policy, which melds and takes the pile often; one
        // move in four uniform, so that asks, answers and passes come up.
        const Move m = policy.below(4) == 0
                           ? (*list)[static_cast<int>(policy.below(static_cast<uint32_t>(list->size())))]
                           : random_policy_move(g, *list, policy);
        pots += m.kind == MoveKind::Pickup;
        REQUIRE(g.apply(m).ok());
        REQUIRE(++step < 5000);
      }
      check_round_trip(g, *a, *b);
      ++positions;
      ++deals;
      went_out += g.deal_end() == DealEnd::WentOut;
    });
  }
  MESSAGE("positions ", positions, " deals ", deals, " games ", games, " went out ", went_out,
          " pickups ", pots);
  CHECK(went_out > 0);
  CHECK(pots > 0);
}

// Random play almost never holds a special hand (MA-60), so each of pagat's
// four is declared from a made-up position and the end of the deal, then
// the next deal, are checked as above.
TEST_CASE("Notation - a deal ended by a special hand round-trips") {
  const struct {
    const char* move;
    const char* hand;
  } hands[] = {
      {"declare straight", "Ac,2c,3c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc,Jk"},
      {"declare pairs", "4c,4d,5c,5d,6c,6d,7c,7d,8c,8d,9c,9d,Tc,Td"},
      {"declare wildpairs", "Ac,Ad,7c,7d,2c,2d,4c,4d,5c,5d,6c,6d,8c,8d"},
      {"declare garbage", "4c,4d,4h,4s,5c,5d,5h,5s,6c,6d,6h,7c,7d,7h"},
  };
  auto a = std::make_unique<MoveList>();
  auto b = std::make_unique<MoveList>();
  for (const auto& h : hands) {
    CAPTURE(h.move);
    GameState g = test::position(std::string("variant=american turn=1 phase=play scores=120,-40 hand1=") + h.hand +
                                 " hand0=Kd,Qd hand2=Kh hand3=Qh,Js melds0=Kc,Ks,Ks red30=3h black31=3s seed=5");
    REQUIRE(test::play(g, h.move) == "");
    REQUIRE(g.deal_end() == DealEnd::SpecialHand);
    check_round_trip(g, *a, *b);
    REQUIRE(g.start_next_deal().ok());
    check_round_trip(g, *a, *b);
  }
}

}  // namespace notation_roundtrip_test
