// Modern American's penalties (MA-70, MA-71) as the bots weigh them: Standard
// starts a sevens, pure-ace or wild meld only when it can hope to finish it
// and does not take a pile that starts one for little gain; Beginner does
// (a beginner's mistake, not an absurd one).
#include <doctest/doctest.h>

#include <memory>

#include "engine/bots/bot.h"
#include "engine/score.h"

namespace bots_american_test {

using namespace canasta;

namespace {

// Incomplete-meld penalties each side is left with over `deals` seeded deals,
// Standard in seats 0 and 2, Beginner in seats 1 and 3.
std::array<long, 2> incomplete_after(int deals) {
  const Rules rules = *rules_preset("american");
  std::array<long, 2> total{};
  for (int d = 0; d < deals; ++d) {
    GameState g = GameState::new_game(rules, 4, 7000 + static_cast<uint64_t>(d));
    std::array<std::unique_ptr<Bot>, 4> bots;
    for (int seat = 0; seat < 4; ++seat)
      bots[static_cast<size_t>(seat)] = make_bot(seat % 2 ? BotLevel::Beginner : BotLevel::Standard,
                                                 static_cast<uint64_t>(d * 4 + seat), BotOptions{});
    for (int n = 0; n < 5000 && !g.is_deal_over(); ++n)
      REQUIRE(g.apply(bots[static_cast<size_t>(g.to_move())]->choose(observation(g, g.to_move())).value()).ok());
    REQUIRE(g.is_deal_over());
    for (int side = 0; side < 2; ++side) {
      std::array<Meld, kMeldSlots> melds;
      for (int slot = 0; slot < kMeldSlots; ++slot) melds[static_cast<size_t>(slot)] = g.meld(side, slot_rank(slot));
      total[static_cast<size_t>(side)] += incomplete_penalties(rules, melds);
    }
  }
  return total;
}

}  // namespace

TEST_CASE("MA-70: Standard leaves far fewer incomplete sevens, pure-ace and wild melds than Beginner") {
  const std::array<long, 2> left = incomplete_after(40);
  CAPTURE(left[0]);
  CAPTURE(left[1]);
  CHECK(left[1] > 0);
  CHECK(left[0] * 4 < left[1]);
}

}  // namespace bots_american_test
