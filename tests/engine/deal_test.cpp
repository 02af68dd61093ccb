#include <doctest/doctest.h>

#include "engine/notation.h"
#include "engine/state.h"
#include "test_util.h"

using namespace canasta;
using canasta::test::cards_in_play;
using canasta::test::position;

TEST_CASE("The deal - hand sizes, stock and upcard for every number of players") {
  for (const char* variant : {"classic", "threepack"}) {
    const Rules rules = *rules_preset(variant);
    for (int players = 2; players <= 6; ++players) {
      for (uint64_t seed = 1; seed <= 30; ++seed) {
        CAPTURE(variant);
        CAPTURE(players);
        CAPTURE(seed);
        const GameState g = GameState::new_game(rules, players, seed);
        CHECK(cards_in_play(g) == rules.pack_size());
        for (int p = 0; p < players; ++p) {
          CHECK(g.hand(p).red_threes() == 0);
          CHECK(g.hand_size(p) == (p == g.idle_seat() ? 0 : rules.hand_size[players]));
        }
        REQUIRE(g.pile_size() >= 1);
        const Card top = *g.pile_top();
        CHECK_FALSE(top.is_wild());
        CHECK_FALSE(top.is_red_three());
        for (int i = 0; i + 1 < g.pile_size(); ++i)
          CHECK((g.pile_card(i).is_wild() || g.pile_card(i).is_red_three()));
        CHECK(g.pile_frozen() == (g.pile_size() > 1));
        CHECK(g.phase() == Phase::Draw);
        CHECK(g.turn() == g.seating().next(g.dealer()));
        CHECK(g.deal_number() == 0);
      }
    }
  }
}

TEST_CASE("The deal - a wild card or red three turned up is covered and freezes the pile") {
  const Rules rules = *rules_preset("classic");
  int covered = 0;
  for (uint64_t seed = 1; seed <= 400; ++seed) {
    const GameState g = GameState::new_game(rules, 4, seed);
    if (g.pile_size() == 1) continue;
    ++covered;
    CHECK(g.pile_frozen());
    CHECK(g.pile_frozen_for(0));
    CHECK(g.pile_frozen_for(1));
  }
  CHECK(covered > 10);  // about one deal in eight turns up a wild card or red three
}

TEST_CASE("Red threes - dealt ones are laid out and replaced before the first turn") {
  const Rules rules = *rules_preset("classic");
  int deals_with_threes = 0;
  for (uint64_t seed = 1; seed <= 100; ++seed) {
    const GameState g = GameState::new_game(rules, 4, seed);
    int laid = g.red_threes(0) + g.red_threes(1);
    int in_pile = 0;
    for (int i = 0; i < g.pile_size(); ++i) in_pile += g.pile_card(i).is_red_three();
    int in_stock = 0;
    for (int i = 0; i < g.stock_size(); ++i) in_stock += g.stock_card(i).is_red_three();
    CHECK(laid + in_pile + in_stock == 4);
    if (laid > 0) ++deals_with_threes;
    for (int p = 0; p < 4; ++p) CHECK(g.hand_size(p) == 11);
  }
  CHECK(deals_with_threes > 30);
}

TEST_CASE("Players - partnerships and seating") {
  const Rules classic = *rules_preset("classic");
  const Rules threepack = *rules_preset("threepack");
  SUBCASE("two and three play alone") {
    const Seating s = make_seating(classic, 3, 0);
    CHECK(s.sides == 3);
    CHECK(s.partner_after(0) == -1);
  }
  SUBCASE("four: partners opposite") {
    const Seating s = make_seating(classic, 4, 0);
    CHECK(s.sides == 2);
    CHECK(s.side_of[0] == s.side_of[2]);
    CHECK(s.side_of[1] == s.side_of[3]);
    CHECK(s.partner_after(1) == 3);
  }
  SUBCASE("six classic: two partnerships of three sitting alternately") {
    const Seating s = make_seating(classic, 6, 0);
    CHECK(s.sides == 2);
    for (int p = 0; p < 6; ++p) CHECK(s.side_of[p] == p % 2);
    CHECK(s.partner_after(0) == 2);
    CHECK(GameState::new_game(classic, 6, 1).stock_size() + 66 + 1 <= 108);
  }
  SUBCASE("six three-pack: three partnerships of two") {
    const Seating s = make_seating(threepack, 6, 0);
    CHECK(s.sides == 3);
    for (int p = 0; p < 6; ++p) CHECK(s.side_of[p] == p % 3);
    CHECK(s.partner_after(0) == 3);
  }
  SUBCASE("five: two against three, one of the three sits out in turn") {
    const int idle[3] = {4, 3, 1};
    for (int deal = 0; deal < 6; ++deal) {
      const Seating s = make_seating(classic, 5, deal);
      CHECK(s.idle == idle[deal % 3]);
      CHECK(s.active == 4);
      for (int i = 0; i < 4; ++i) {
        CHECK(s.order[i] != s.idle);
        CHECK(s.side_of[s.order[i]] == i % 2);  // sides alternate around the table
      }
    }
  }
}

TEST_CASE("The deal - dealer rotates to the left; five players rotate the idle seat") {
  SUBCASE("four players") {
    GameState g = position("players=4 dealer=3 phase=over end=stock seed=9");
    REQUIRE(g.start_next_deal().ok());
    CHECK(g.deal_number() == 1);
    CHECK(g.dealer() == 0);
    CHECK(g.turn() == 1);
    CHECK(g.phase() == Phase::Draw);
    CHECK(g.hand_size(3) == 11);
  }
  SUBCASE("five players") {
    GameState g = position("players=5 dealer=3 phase=over end=stock seed=9");
    CHECK(g.idle_seat() == 4);
    REQUIRE(g.start_next_deal().ok());
    CHECK(g.idle_seat() == 3);
    CHECK(g.hand_size(3) == 0);
    CHECK(g.hand_size(4) == 11);
    CHECK(g.dealer() == 0);   // the place after the old dealer's
    CHECK(g.turn() == 1);
    REQUIRE_FALSE(g.start_next_deal().ok());  // not over yet
  }
  SUBCASE("the next deal is refused while a deal is on") {
    GameState g = GameState::new_game(*rules_preset("classic"), 4, 1);
    CHECK(explain(g.start_next_deal()) == "The deal is not over yet.");
  }
}

TEST_CASE("Determinism - a fixed seed deals fixed hands") {
  // FNV-1a over the text of the hands, pile and stock of the first deal. The
  // same number must come out natively and in WASM; it changes only if the
  // shuffle or the deal procedure changes.
  auto checksum = [](const char* variant, int players, uint64_t seed) {
    const GameState g = GameState::new_game(*rules_preset(variant), players, seed);
    std::string text;
    for (const auto& hand : dealt_hands(*rules_preset(variant), players, seed))
      text += canasta::test::cards_text(hand) + "|";
    text += canasta::test::cards_text(g.pile_cards()) + "|" + canasta::test::cards_text(g.stock_cards());
    uint64_t h = 0xCBF29CE484222325ull;
    for (unsigned char c : text) {
      h ^= c;
      h *= 0x100000001B3ull;
    }
    return h;
  };
  CHECK(checksum("classic", 4, 42) == checksum("classic", 4, 42));
  CHECK(checksum("classic", 4, 42) != checksum("classic", 4, 43));
  CHECK(checksum("classic", 4, 42) == 1977111881922973833ull);
  CHECK(checksum("threepack", 6, 7) == 12872943305003649853ull);
  CHECK(canasta::test::cards_text(dealt_hands(*rules_preset("classic"), 2, 1)[0]) == "Ac As Kc Ks Ks Qc Qh Jc Th 9c 7s 6d 6h 4h Jk");
  CHECK(deal_seed(42, 0) == 13679457532755275413ull);
}
