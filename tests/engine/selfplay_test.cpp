// Random self-play: invariants checked after every move of a few thousand
// deals across every number of players, every preset and the options.
#include <doctest/doctest.h>

#include <span>
#include <memory>

#include "engine/notation.h"
#include "engine/observation.h"
#include "engine/rng.h"
#include "engine/state.h"
#include "test_util.h"
#include "tests/spec_recount.h"

namespace selfplay_test {

using namespace canasta;

using canasta::test::cards_in_play;

namespace {

// An independent count of the finished deal from the cards on the table,
// written from the rule books (laws 42-43; variants.md A.8 and B.5), not
// from the engine's rules table.
SideScore recount_classic(const GameState& g, int side, int previous_total) {
  const Rules& r = g.rules();
  SideScore s;
  bool melded = false;
  for (int rank = static_cast<int>(Rank::Three); rank <= static_cast<int>(Rank::Ace); ++rank) {
    const Meld& m = g.meld(side, static_cast<Rank>(rank));
    if (m.empty()) continue;
    melded = true;
    bool wild = false;
    for (Card c : m.cards(static_cast<Rank>(rank))) {
      s.melds += r.points(c);
      wild = wild || c.is_wild();
    }
    if (m.size() >= 7) s.canastas += wild ? 300 : 500;
  }
  const int n = g.red_threes(side);
  int threes = n * 100;
  if (n == r.red_threes_in_pack()) threes = r.decks == 2 ? 800 : 1200;
  else if (r.decks == 3 && n == 5) threes = 1000;
  s.red_threes = melded ? threes : -threes;
  if (g.deal_end() == DealEnd::WentOut && g.side_of(g.went_out()) == side) {
    s.going_out = 100;
    s.concealed = g.went_out_concealed() ? 100 : 0;
  }
  for (int p = 0; p < g.players(); ++p)
    if (g.side_of(p) == side)
      for (Card c : g.hand_cards(p)) s.hands -= r.points(c);
  s.deal = s.melds + s.going_out + s.concealed + s.red_threes + s.canastas + s.hands;
  s.total = previous_total + s.deal;
  return s;
}

// Law 46 (MA-50, UY-40): a side goes out only with the canastas its game
// asks for standing, counted here from its melds (the rules' canasta size or
// more; pure when natural, or a wild-card meld all deuces or all jokers), not
// from the engine's own count.
bool holds_canastas_to_go_out(const GameState& g, int side) {
  const Rules& r = g.rules();
  int canastas = 0, pure = 0;
  for (int rank = static_cast<int>(Rank::Two); rank <= static_cast<int>(Rank::Ace); ++rank) {
    const Meld& m = g.meld(side, static_cast<Rank>(rank));
    if (m.size() < r.canasta_cards) continue;
    ++canastas;
    pure += rank == static_cast<int>(Rank::Two) ? m.two_count() == 0 || m.jokers == 0 : m.wild_count() == 0;
  }
  return canastas >= r.canastas_needed(g.players()) && pure >= r.pure_canastas_to_go_out &&
         canastas - pure >= r.mixed_canastas_to_go_out;
}

SideScore recount(const GameState& g, int side, int previous_total) {
  const std::string_view variant = g.rules().variant;
  if (variant == "american") return spec::recount_american(g, side, previous_total);
  if (variant == "uruguayan") return spec::recount_uruguayan(g, side, previous_total);
  return recount_classic(g, side, previous_total);
}

struct Config {
  const char* variant;
  const char* options;
  int players;
};

// Every preset's family plays its configurations in a case of its own, so
// that CTest runs them side by side (cmake/Native.cmake): under the
// sanitizers this is most of the native suite's time.
void play_and_check(std::span<const Config> configs) {
  constexpr int kDealsPerConfig = 160;
  auto list = std::make_unique<MoveList>();
  Rng policy(2024);
  Rng sampler(7);
  long moves = 0;
  int deals = 0, went_out = 0, concealed = 0, exhausted = 0, asked = 0, games_over = 0;
  for (const Config& config : configs) {
    std::string error;
    const Rules rules = *make_rules(config.variant, config.options, &error);
    CAPTURE(config.variant);
    CAPTURE(config.options);
    CAPTURE(config.players);
    games_over += test::play_deals(rules, config.players, 1, kDealsPerConfig, [&](GameState& g) {
      std::array<int, kMaxSides> before{};
      for (int s = 0; s < g.num_sides(); ++s) before[s] = g.score(s);
      int step = 0;
      while (!g.is_deal_over()) {
        REQUIRE(cards_in_play(g) == rules.pack_size());
        g.legal_moves(*list);
        REQUIRE_FALSE(list->empty());
        for (const Move& m : *list) {
          const Verdict v = g.check(m);
          if (!v.ok()) FAIL_CHECK("listed move refused: ", to_string(m), ": ", explain(v), "\n", to_notation(g));
        }
        const GameState copy = g;
        REQUIRE(copy == g);
        REQUIRE(copy.fingerprint() == g.fingerprint());
        if (step % 16 == 0) {
          const std::string text = to_notation(g);
          const Parsed<GameState> back = parse_notation(text);
          REQUIRE(back.ok());
          CHECK(*back.value == g);
          CHECK(to_notation(*back.value) == text);
          const Observation o = observation(g, g.to_move());
          const GameState sampled = sample_hidden(o, sampler);
          CHECK(observation(sampled, g.to_move()) == o);
          CHECK(cards_in_play(sampled) <= rules.pack_size());
        }
        const Move m = (*list)[static_cast<int>(policy.below(static_cast<uint32_t>(list->size())))];
        if (m.kind == MoveKind::Ask) ++asked;
        REQUIRE(g.apply(m).ok());
        // A move that is now illegal is refused and changes nothing.
        if (!g.is_deal_over() && m.kind == MoveKind::Draw) {
          const GameState same = g;
          CHECK_FALSE(g.apply(Move::draw()).ok());
          CHECK(g == same);
        }
        ++moves;
        ++step;
        REQUIRE(step < 5000);
      }
      ++deals;
      went_out += g.deal_end() == DealEnd::WentOut;
      concealed += g.went_out_concealed();
      exhausted += g.deal_end() == DealEnd::StockExhausted;
      // The recount below awards the going-out bonus: first, going out was earned.
      if (g.deal_end() == DealEnd::WentOut) CHECK(holds_canastas_to_go_out(g, g.side_of(g.went_out())));
      const DealScore& score = g.deal_score();
      REQUIRE(score.sides == g.num_sides());
      for (int s = 0; s < g.num_sides(); ++s) {
        CHECK(score.side[s] == recount(g, s, before[s]));
        CHECK(g.score(s) == score.side[s].total);
      }
    });
  }
  MESSAGE("deals ", deals, " moves ", moves, " went out ", went_out, " concealed ", concealed,
          " stock exhausted ", exhausted, " asks ", asked, " games over ", games_over);
  CHECK(deals == static_cast<int>(configs.size()) * kDealsPerConfig);
  CHECK(went_out > 0);
  CHECK(exhausted > 0);
  CHECK(asked > 0);
}

}  // namespace

TEST_CASE("Self-play - invariants hold after every move of random deals: Classic") {
  const Config configs[] = {
      {"classic", "", 2},      {"classic", "", 3},         {"classic", "", 4},
      {"classic", "", 5},      {"classic", "", 6},         {"classic", "drawtwo", 2},
      {"classic", "wild3,jokers6", 4}, {"classic", "min15", 4}, {"classic", "red3deal", 4},
  };
  play_and_check(configs);
}

TEST_CASE("Self-play - invariants hold after every move of random deals: Three-pack") {
  const Config configs[] = {
      {"threepack", "", 2}, {"threepack", "", 3}, {"threepack", "", 4}, {"threepack", "", 5}, {"threepack", "", 6},
  };
  play_and_check(configs);
}

TEST_CASE("Self-play - invariants hold after every move of random deals: Modern American") {
  const Config configs[] = {
      {"american", "", 4},
      {"american", "clean_triple,nosplash,three_in_hand_100,wild2500", 4},
      {"american", "nospecials", 4},
  };
  play_and_check(configs);
}

TEST_CASE("Self-play - invariants hold after every move of random deals: Uruguayan") {
  const Config configs[] = {
      {"uruguayan", "", 2},        {"uruguayan", "", 3},      {"uruguayan", "", 4},
      {"uruguayan", "cap7,always_frozen", 4}, {"uruguayan", "drawtwo,quick", 3},
      {"uruguayan", "pack216", 6}, {"uruguayan", "pack216", 4}, {"uruguayan", "pack216,cap7", 2},
  };
  play_and_check(configs);
}

}  // namespace selfplay_test
