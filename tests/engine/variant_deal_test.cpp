// The table and the deal of Modern American (MA-01..MA-06) and Uruguayan
// (UY-01..UY-03, UY-06): players, pack, hands, and how the pile starts.
// Rule IDs and numbers from ../shared/rules/variants.md.
#include <doctest/doctest.h>

#include "engine/notation.h"
#include "engine/state.h"
#include "test_util.h"

namespace variant_deal_test {

using namespace canasta;
using canasta::test::cards_in_play;

namespace {

// Threes laid out on the table by every side (each replaced from the stock).
int threes_laid(const GameState& g) {
  int n = 0;
  for (int s = 0; s < g.num_sides(); ++s) n += g.red_threes(s) + g.black_threes(s);
  return n;
}

// UY-06: an ace, a seven, a deuce or a joker turned up is a prize.
bool prize(Card c) { return c.is_wild() || c.rank() == Rank::Ace || c.rank() == Rank::Seven; }

}  // namespace

TEST_CASE("MA-01 and UY-01: who may play each preset") {
  const Rules american = *rules_preset("american");
  const Rules uruguayan = *rules_preset("uruguayan");
  for (int players = 2; players <= 6; ++players) {
    CAPTURE(players);
    CHECK(american.allows(players) == (players == 4));  // MA-01: exactly four
    CHECK(uruguayan.allows(players) == (players >= 2 && players <= 4));  // UY-01: 2 to 4
  }
}

TEST_CASE("MA-02 and UY-02: both packs are 2 x 52 + 4 jokers = 108 cards") {
  CHECK(rules_preset("american")->pack_size() == 108);
  CHECK(rules_preset("uruguayan")->pack_size() == 108);
}

TEST_CASE("MA-03, MA-04, MA-06: thirteen cards each, no upcard, the dealer's left plays first") {
  const Rules rules = *rules_preset("american");
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    CAPTURE(seed);
    const GameState g = GameState::new_game(rules, 4, seed);
    CHECK(cards_in_play(g) == 108);
    for (int p = 0; p < 4; ++p) CHECK(g.hand_size(p) == 13);
    CHECK(g.pile_size() == 0);  // MA-04: the pile starts empty
    CHECK_FALSE(g.pile_top().has_value());
    // 52 dealt, 56 in the stock, less the threes faced and replaced from it.
    CHECK(g.stock_size() == 56 - threes_laid(g));
    CHECK(g.phase() == Phase::Draw);
    CHECK(g.turn() == g.seating().next(g.dealer()));
  }
}

TEST_CASE("UY-03: fifteen cards to every player whatever their number") {
  const Rules rules = *rules_preset("uruguayan");
  for (int players = 2; players <= 4; ++players) {
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      CAPTURE(players);
      CAPTURE(seed);
      const GameState g = GameState::new_game(rules, players, seed);
      CHECK(cards_in_play(g) == 108);
      for (int p = 0; p < players; ++p) CHECK(g.hand_size(p) == 15);
    }
  }
}

TEST_CASE("UY-06: the pot starts with 6 cards face down and 1 face up; a prize turned up earns 1 + 1 more") {
  const Rules rules = *rules_preset("uruguayan");
  int extended = 0;
  int twice = 0;
  for (uint64_t seed = 1; seed <= 300; ++seed) {
    CAPTURE(seed);
    const GameState g = GameState::new_game(rules, 4, seed);
    REQUIRE(g.pile_size() >= 7);
    // Positions 0..5 face down, then alternately one face up and one face
    // down for every prize, ending with a face-up card that is no prize.
    for (int i = 0; i < 6; ++i) CHECK(g.pile_face_down(i));
    const int prizes = (g.pile_size() - 7) / 2;
    CHECK(g.pile_size() == 7 + 2 * prizes);
    for (int k = 0; k < prizes; ++k) {
      const int up = 6 + 2 * k;
      CHECK_FALSE(g.pile_face_down(up));
      CHECK(prize(g.pile_card(up)));
      CHECK(g.pile_face_down(up + 1));
    }
    const int top = g.pile_size() - 1;
    CHECK_FALSE(g.pile_face_down(top));
    CHECK_FALSE(prize(*g.pile_top()));
    CHECK(g.stock_size() == 108 - 4 * 15 - g.pile_size() - threes_laid(g));  // UY-05 replacements
    CHECK(cards_in_play(g) == 108);
    if (prizes >= 1) ++extended;
    if (prizes >= 2) ++twice;
  }
  // Prizes are 4 + 8 + 8 + 8 = 28 of 108 cards (~26%): the seeds meet both
  // one and two extensions.
  CHECK(extended > 30);
  CHECK(twice > 3);
}

}  // namespace variant_deal_test
