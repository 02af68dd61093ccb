#include <doctest/doctest.h>

#include "engine/notation.h"
#include "engine/state.h"
#include "test_util.h"

namespace deal_test {

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
          // Only seats that have not had their first turn hold red threes.
          CHECK_FALSE(g.has_played(p));
          CHECK(g.may_hold_red_threes(p) == (p != g.turn() && p != g.idle_seat()));
          if (p == g.turn()) CHECK(g.hand(p).red_threes() == 0);
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

// Law 14: "At his first turn to play, each player must withdraw from his hand
// each red trey dealt to him, put it face up on the table, then draw a card
// from the top of the stock to restore his hand to eleven cards. After this,
// he may draw and play."
TEST_CASE("Red threes - law 14: a dealt red three is faced and replaced at its holder's first turn") {
  const Rules rules = *rules_preset("classic");
  int checked = 0;
  for (uint64_t seed = 1; seed <= 200 && checked < 5; ++seed) {
    GameState g = GameState::new_game(rules, 4, seed);
    const int second = g.seating().next(g.turn());
    const int threes = g.hand(second).red_threes();
    if (threes == 0 || g.hand(g.turn()).red_threes() > 0) continue;
    CAPTURE(seed);
    ++checked;
    // At the deal the red threes stay in the hand of the player still to play.
    CHECK(g.hand_size(second) == 11);
    CHECK(g.may_hold_red_threes(second));
    const int side = g.side_of(second);
    const int side_threes = g.red_threes(side);
    // The first player draws and discards; the stock's top cards then
    // replace the second player's red threes before he draws.
    REQUIRE(g.apply(Move::draw()).ok());
    const Card discard = g.hand(g.turn()).first();
    REQUIRE(g.apply(Move::discard(discard)).ok());
    CHECK(g.turn() == second);
    CHECK(g.phase() == Phase::Draw);
    CHECK_FALSE(g.may_hold_red_threes(second));
    CHECK(g.has_played(g.seating().next(g.dealer())));
    CHECK(g.hand(second).red_threes() == 0);
    CHECK(g.red_threes(side) >= side_threes + threes);
    CHECK(g.hand_size(second) == 11);
    CHECK(cards_in_play(g) == rules.pack_size());
  }
  CHECK(checked == 5);
}

TEST_CASE("Red threes - law 14 exactly: the replacement is the top of the stock when the turn begins") {
  // Seat 1 was dealt 3h; seat 0 draws Qs and discards 5c; seat 1 then faces
  // 3h and takes the next stock card, 9d, before his own draw.
  GameState g = test::position(
      "players=4 turn=0 phase=draw played= hand0=Kc,Kd,5c hand1=3h,7c,7d hand2=8c hand3=8d "
      "pile=4s stock=Qs,9d,Jh,Tc");
  REQUIRE(test::play(g, "draw") == "");
  REQUIRE(test::play(g, "discard 5c") == "");
  CHECK(g.turn() == 1);
  CHECK(test::cards_text(g.hand_cards(1)) == "9d 7c 7d");
  CHECK(test::cards_text(g.red_three_cards(1)) == "3h");
  CHECK(g.stock_size() == 2);
  CHECK(to_notation(g).find(" played=0 ") != std::string::npos);
}

TEST_CASE("Red threes - option red3deal faces them all at the deal, in order of play") {
  Rules rules = *rules_preset("classic");
  REQUIRE_FALSE(apply_rule_option(rules, "red3deal"));
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
    for (int p = 0; p < 4; ++p) {
      CHECK(g.hand_size(p) == 11);
      CHECK_FALSE(g.may_hold_red_threes(p));
    }
  }
  CHECK(deals_with_threes > 30);
}

TEST_CASE("Red threes - one still in the hand of a player who never had a turn counts for his side") {
  // Seat 0 goes out on the first turn; seat 1 (side 1, no meld) still holds
  // the 3h dealt to him: faced for the count, it costs his side 100.
  GameState g = test::position(
      "players=4 turn=0 phase=play played= hand0=Kc hand1=3h,7c,7d hand2=8c hand3=8d "
      "melds0=Kd,Kh,Ks,Kc,Kd,Kh,Ks pile=4s");
  REQUIRE(test::play(g, "discard Kc") == "");
  REQUIRE(g.is_deal_over());
  CHECK(g.red_threes(1) == 1);
  CHECK(g.hand(1).red_threes() == 0);
  const SideScore& them = g.deal_score().side[1];
  CHECK(them.red_threes == -100);
  CHECK(them.hands == -(5 + 5 + 10));  // 7c 7d and seat 3's 8d
  CHECK(them.deal == -120);
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
    GameState g = position("players=4 dealer=3 phase=over end=stock stock= seed=9");
    REQUIRE(g.start_next_deal().ok());
    CHECK(g.deal_number() == 1);
    CHECK(g.dealer() == 0);
    CHECK(g.turn() == 1);
    CHECK(g.phase() == Phase::Draw);
    CHECK(g.hand_size(3) == 11);
  }
  SUBCASE("five players") {
    GameState g = position("players=5 dealer=3 phase=over end=stock stock= seed=9");
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
  auto checksum = [](const char* variant, int players, uint64_t seed, const char* options = "") {
    const Rules rules = *make_rules(variant, options, nullptr);
    const GameState g = GameState::new_game(rules, players, seed);
    std::string text;
    for (const auto& hand : dealt_hands(rules, players, seed))
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
  CHECK(checksum("classic", 4, 42) == 11329393230282295287ull);
  CHECK(checksum("threepack", 6, 7) == 17417089104368259363ull);
  // Red threes faced at the deal (option red3deal) deal exactly what every
  // deal was before law 14 was followed, so format-1 records replay.
  CHECK(checksum("classic", 4, 42, "red3deal") == 1977111881922973833ull);
  CHECK(checksum("threepack", 6, 7, "red3deal") == 12872943305003649853ull);
  CHECK(canasta::test::cards_text(dealt_hands(*rules_preset("classic"), 2, 1)[0]) == "Ac As Kc Ks Ks Qc Qh Jc Th 9c 7s 6d 6h 4h Jk");
  CHECK(deal_seed(42, 0) == 13679457532755275413ull);
}

}  // namespace deal_test
