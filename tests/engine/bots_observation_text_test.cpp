// The observation text of the bot worker: one line, round trip exact.
#include <doctest/doctest.h>

#include "engine/bots/bot.h"
#include "engine/observation_text.h"
#include "test_util.h"

using namespace canasta;

TEST_CASE("Observation text - round trip through every phase and table size") {
  auto bot = make_bot(BotLevel::Standard, 1);
  for (const char* variant : {"classic", "threepack"}) {
    for (int players = 2; players <= 6; ++players) {
      GameState g = GameState::new_game(*rules_preset(variant), players, 40 + static_cast<uint64_t>(players));
      for (int n = 0; n < 400 && !g.is_deal_over(); ++n) {
        if (n % 7 == 0) {
          for (int seat = 0; seat < players; ++seat) {
            const Observation obs = observation(g, seat);
            const std::string text = to_observation_text(obs);
            CAPTURE(text);
            CHECK(text.find("stock=") == std::string::npos);
            CHECK(text.find("seed=") == std::string::npos);
            const Parsed<Observation> back = parse_observation_text(text);
            REQUIRE(back.ok());
            CHECK(to_observation_text(*back.value) == text);
            CHECK(back.value->hand_size(seat) == obs.hand_size(seat));
            CHECK(back.value->own_hand() == obs.own_hand());
          }
        }
        REQUIRE(g.apply(bot->choose(observation(g, g.to_move())).value()).ok());
      }
      // The shown hands of a finished deal travel too.
      const Parsed<Observation> over = parse_observation_text(to_observation_text(observation(g, 0)));
      REQUIRE(over.ok());
      CHECK(over.value->is_deal_over() == g.is_deal_over());
    }
  }
}

TEST_CASE("Observation text - hidden cards never travel") {
  const GameState g = GameState::new_game(*rules_preset("classic"), 4, 9);
  const std::string text = to_observation_text(observation(g, 1));
  CHECK(text.rfind("seat=1 sizes=11,11,11,11 stocksize=", 0) == 0);
  CHECK(text.find(" hand0= ") != std::string::npos);  // nothing of seat 0's hand is known yet
}

TEST_CASE("Observation text - bad input is an error") {
  CHECK(!parse_observation_text("").ok());
  CHECK(!parse_observation_text("seat=0 sizes=1,1 stocksize=5 players=2 stock=Ac").ok());
  CHECK(!parse_observation_text("seat=0 sizes=1,1 players=2 hand0=Ac").ok());
  CHECK(!parse_observation_text("seat=0 sizes=2,1 stocksize=5 players=2 hand0=Ac").ok());
  CHECK(!parse_observation_text("seat=0 sizes=1,200 stocksize=5 players=2 hand0=Ac").ok());
  CHECK(!parse_observation_text("seat=0 sizes=1,1 stocksize=999 players=2 hand0=Ac").ok());
  CHECK(parse_observation_text("seat=0 sizes=1,1 stocksize=5 players=2 hand0=Ac").ok());
}
