// Bots see only their seat's view, and replay exactly from a seed.
#include <doctest/doctest.h>

#include "engine/bots/bot.h"
#include "engine/bots/match.h"
#include "engine/observation.h"
#include "engine/observation_text.h"
#include "test_util.h"

namespace bots_fairness_test {

using namespace canasta;

namespace {

BotOptions quick() {
  BotOptions o;
  o.samples = 3;
  o.candidates = 3;
  return o;
}

// A game a few turns old, played by Standard bots.
GameState midgame(uint64_t seed, int players, int moves) {
  GameState g = GameState::new_game(*rules_preset("classic"), players, seed);
  auto bot = make_bot(BotLevel::Standard, seed);
  for (int n = 0; n < moves && !g.is_deal_over(); ++n) REQUIRE(g.apply(bot->choose(observation(g, g.to_move())).value()).ok());
  return g;
}

}  // namespace

TEST_CASE("Bots - the choice does not change when hidden cards change") {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    const GameState g = midgame(seed, seed % 2 ? 4 : 2, 17 + static_cast<int>(seed) * 5);
    if (g.is_deal_over()) continue;
    const int seat = g.to_move();
    // Two full states with the same observation for the seat to move and
    // different hidden cards (other hands' unknown cards and the stock).
    Rng rng(seed);
    const Observation obs = observation(g, seat);
    const GameState a = sample_hidden(obs, rng);
    const GameState b = sample_hidden(obs, rng);
    REQUIRE(observation(a, seat) == observation(b, seat));
    REQUIRE(!(a == b));
    for (BotLevel level : kAllBotLevels) {
      CAPTURE(to_string(level));
      const Move ma = make_bot(level, 9, quick())->choose(observation(a, seat)).value();
      const Move mb = make_bot(level, 9, quick())->choose(observation(b, seat)).value();
      CHECK(to_string(ma) == to_string(mb));
    }
  }
}

TEST_CASE("Bots - deterministic given the seed") {
  MatchSetup setup;
  setup.rules = *rules_preset("classic");
  setup.players = 4;
  setup.game_seed = 77;
  setup.bot_seed = 5;
  setup.options.fill(quick());
  setup.levels = {BotLevel::Expert, BotLevel::Master, BotLevel::Standard, BotLevel::Beginner};
  const MatchStats first = play_deal(setup);
  const MatchStats second = play_deal(setup);
  CHECK(first.moves == second.moves);
  CHECK(first.deal_points == second.deal_points);
  CHECK(first.illegal == 0);
}

TEST_CASE("Bots - a bot asked through the observation text answers the same move") {
  const GameState g = midgame(3, 4, 30);
  REQUIRE(!g.is_deal_over());
  const Observation obs = observation(g, g.to_move());
  const Parsed<Observation> back = parse_observation_text(to_observation_text(obs));
  REQUIRE(back.ok());
  const Move direct = make_bot(BotLevel::Expert, 4, quick())->choose(obs).value();
  const Move via_text = make_bot(BotLevel::Expert, 4, quick())->choose(*back.value).value();
  CHECK(to_string(direct) == to_string(via_text));
}

}  // namespace bots_fairness_test
