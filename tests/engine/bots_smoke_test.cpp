// A short legality smoke run: deals among all levels at every table size,
// every chosen move accepted by apply.
#include <doctest/doctest.h>

#include "engine/bots/match.h"

namespace bots_smoke_test {

using namespace canasta;

TEST_CASE("Bots - every level plays legal moves at every table size") {
  BotOptions options;
  options.samples = 1;
  options.candidates = 2;
  struct Config {
    const char* variant;
    int players;
  };
  for (const Config c : {Config{"classic", 2}, Config{"classic", 3}, Config{"classic", 4}, Config{"classic", 5},
                         Config{"classic", 6}, Config{"threepack", 6}}) {
    CAPTURE(c.variant);
    CAPTURE(c.players);
    MatchSetup setup;
    setup.rules = *rules_preset(c.variant);
    setup.players = c.players;
    setup.game_seed = 1000 + static_cast<uint64_t>(c.players);
    setup.bot_seed = 3;
    setup.options.fill(options);
    const BotLevel cycle[] = {BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert, BotLevel::Master};
    for (int seat = 0; seat < c.players; ++seat) setup.levels[seat] = cycle[seat % 4];
    const MatchStats m = play_deal(setup);
    CHECK(m.illegal == 0);
    CHECK(m.stuck == 0);
    CHECK(m.deals == 1);
  }
}

TEST_CASE("Bots - a whole game between Standard and Beginner ends legally") {
  MatchSetup setup;
  setup.rules = *rules_preset("classic");
  setup.players = 4;
  setup.game_seed = 21;
  setup.levels = {BotLevel::Standard, BotLevel::Beginner, BotLevel::Standard, BotLevel::Beginner};
  const MatchStats m = play_game(setup);
  CHECK(m.illegal == 0);
  CHECK(m.stuck == 0);
  CHECK(m.winner >= 0);
  CHECK(m.totals[m.winner] >= 5000);
}

}  // namespace bots_smoke_test
