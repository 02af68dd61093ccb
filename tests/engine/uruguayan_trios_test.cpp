// Uruguayan trios and the Spanish pack (S004: "four decks and two jokers
// per deck, adding up to a total of 216 cards"; "Trios: With 6 players
// forming two teams ... A, B, A, B, A, B"): option pack216, which six
// players need (UY-01), its deal (UY-03) and its red threes (UY-45).
#include <doctest/doctest.h>

#include <string>

#include "test_util.h"
#include "uruguayan_util.h"

namespace uruguayan_trios_test {

using namespace canasta;
using canasta::test::cards_in_play;
using canasta::test::play;
using canasta::test::position;
using canasta::test::score_keys;

TEST_CASE("UY-01: trios - six players need the 216-card pack (option pack216)") {
  const Rules plain = *rules_preset("uruguayan");
  CHECK_FALSE(plain.allows(6));
  CHECK(players_problem(plain, 6)->text() ==
        "Uruguayan Canasta is played by 2, 3 or 4 players; 6 play with option pack216.");
  CHECK(players_problem(plain, 5)->text() == "Uruguayan Canasta is played by 2, 3 or 4 players.");
  CHECK(option_seating(plain, 6) == kOptionPack216);
  CHECK_FALSE(option_seating(plain, 5).has_value());
  const Rules spanish = *make_rules("uruguayan", "pack216", nullptr);
  for (int players = 2; players <= 6; ++players) {
    CAPTURE(players);
    CHECK(spanish.allows(players) == (players != 5));
  }
  CHECK(spanish.pack_size() == 216);
  CHECK(spanish.red_threes_in_pack() == 8);
  CHECK_FALSE(option_seating(spanish, 6).has_value());
  // Not an option of the other presets.
  std::string error;
  CHECK_FALSE(make_rules("classic", "pack216", &error));
  CHECK(error ==
        "Classic Canasta has no option \"pack216\": its options are min15, wild3, jokers6, drawtwo and red3deal.");
}

TEST_CASE("UY-01, UY-03: trios seat two teams of three alternately, fifteen cards each from 216") {
  const Rules rules = *make_rules("uruguayan", "pack216", nullptr);
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    CAPTURE(seed);
    const GameState g = GameState::new_game(rules, 6, seed);
    CHECK(g.num_sides() == 2);
    for (int seat = 0; seat < 6; ++seat) {
      CHECK(g.side_of(seat) == seat % 2);  // A B A B A B
      CHECK(g.hand_size(seat) == 15);
    }
    CHECK(g.seating().partner_after(0) == 2);
    CHECK(g.seating().partner_after(2) == 4);
    CHECK(g.seating().partner_after(4) == 0);
    CHECK(cards_in_play(g) == 216);
    // 90 dealt, the pot, and the red threes faced and replaced from the stock.
    CHECK(g.stock_size() == 216 - 90 - g.pile_size() - g.red_threes(0) - g.red_threes(1));
  }
}

TEST_CASE("UY-03: the Spanish pack for two, three and four players: fifteen each from 216") {
  const Rules rules = *make_rules("uruguayan", "pack216", nullptr);
  for (int players = 2; players <= 4; ++players) {
    CAPTURE(players);
    const GameState g = GameState::new_game(rules, players, 11);
    CHECK(cards_in_play(g) == 216);
    for (int p = 0; p < players; ++p) CHECK(g.hand_size(p) == 15);
  }
}

TEST_CASE("UY-13 in trios: each of the three adds to the melds his team opened") {
  // Seat 0 opened the team's kings; seat 2, then seat 4, add to them.
  GameState g = position(
      "variant=uruguayan options=pack216 players=6 turn=2 phase=play hand0=4h,4s hand1=4c,4d hand2=Kc,Kd,5c,6c "
      "hand3=9d,9h hand4=Ks,8c,9c hand5=Td,Th melds0=Kh,Kh,Ks pile=6s pot=1 stock=7s,7d,8d");
  REQUIRE(play(g, "meld K: Kc Kd") == "");
  CHECK(g.meld(0, Rank::King).size() == 5);
  REQUIRE(play(g, "discard 6c") == "");
  CHECK(g.turn() == 3);
  REQUIRE(play(g, "draw") == "");
  REQUIRE(play(g, "discard 7s") == "");
  REQUIRE(play(g, "draw") == "");
  REQUIRE(play(g, "meld K: Ks") == "");
  CHECK(g.meld(0, Rank::King).size() == 6);
  CHECK(g.meld(1, Rank::King).empty());
}

TEST_CASE("UY-45 with the 216-card pack: four red threes 800, each more 100; signed by a canasta") {
  const char* threes[] = {"3h,3d,3h,3d", "3h,3d,3h,3d,3h", "3h,3d,3h,3d,3h,3d", "3h,3d,3h,3d,3h,3d,3h",
                          "3h,3d,3h,3d,3h,3d,3h,3d"};
  const int value[] = {800, 900, 1000, 1100, 1200};
  for (int i = 0; i < 5; ++i) {
    CAPTURE(i);
    const std::string red = std::string(" red30=") + threes[i];
    CHECK(count_deal(position("variant=uruguayan options=pack216 players=6 hand0=5c melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh" +
                              red)).side[0].red_threes == value[i]);
    CHECK(count_deal(position("variant=uruguayan options=pack216 players=6 hand0=5c" + red)).side[0].red_threes ==
          -value[i]);
  }
  // The whole line of a trios deal ended by the stock: kings 70 with 500,
  // five red threes 900, 5c in seat 0's hand and 8c in seat 2's.
  GameState g = position(
      "variant=uruguayan options=pack216 players=6 turn=0 stock= pile=6s pot=1 hand0=5c hand2=8c "
      "melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh red30=3h,3d,3h,3d,3h");
  REQUIRE(play(g, "pass") == "");
  REQUIRE(g.deal_end() == DealEnd::StockExhausted);
  CHECK(score_keys(g.deal_score().side[0]) == "melds=70 red_threes=900 canastas=500 hands=-15 deal=1455");
}

}  // namespace uruguayan_trios_test
