// The page's own computer players: the move a bot plays when the page thinks
// for itself (its worker off) is always legal, and the levels that do not
// search play exactly the worker's move.
#include <doctest/doctest.h>

#include "frontend/session/bot_choice.h"

namespace bot_choice_test {

using namespace canasta;
using namespace canasta::frontend;

TEST_CASE("Bot choice - the page's own move is legal at every level; rule-based levels play as the worker") {
  GameState g = GameState::new_game(*rules_preset("classic"), 4, 29);
  for (int ply = 0; ply < 10 && !g.is_deal_over(); ++ply) {
    const int seat = g.to_move();
    const Observation obs = observation(g, seat);
    const uint64_t seed = bot_move_seed(29, seat, ply);
    for (BotLevel level : kAllBotLevels) {
      const Move page = choose_bot_move_on_page(level, seed, obs).value();
      CHECK_MESSAGE(obs.check(page).ok(), to_string(level), " at ply ", ply);
      if (!searches(level)) CHECK(page == choose_bot_move(level, seed, obs).value());
    }
    REQUIRE(g.apply(choose_bot_move(BotLevel::Standard, bot_move_seed(29, seat, ply), obs).value()).ok());
  }
}

}  // namespace bot_choice_test
