// The Uruguayan turn (variants.md B.1, B.3): the order of play (UY-04, kept
// in the engine's direction), red threes drawn (UY-05), one card drawn a turn
// or two under drawtwo (UY-07), and the exhausted stock (UY-28).
#include <doctest/doctest.h>

#include <string>

#include "test_util.h"

namespace uruguayan_turn_test {

using namespace canasta;
using canasta::test::cards_text;
using canasta::test::listed;
using canasta::test::play;
using canasta::test::position;
using canasta::test::why;

TEST_CASE("UY-04 (only its order; the direction is the engine's): the player after the dealer starts, then round in order") {
  // The spec deals and plays counter-clockwise, "only cosmetic for the
  // engine": what the engine keeps is that the dealer's neighbour in the
  // direction of play starts (the starter of UY-27) and each turn passes on.
  const Rules rules = *rules_preset("uruguayan");
  for (int players = 2; players <= 4; ++players) {
    CAPTURE(players);
    GameState g = GameState::new_game(rules, players, 11);
    const int starter = g.seating().next(g.dealer());
    CHECK(g.turn() == starter);
    for (int k = 0; k < players; ++k) {
      const int seat = g.turn();
      REQUIRE(play(g, "draw") == "");
      REQUIRE(play(g, "discard " + to_string(g.hand_cards(seat).front())) == "");
      CHECK(g.turn() == g.seating().next(seat));
      CHECK(g.turn() != seat);
    }
    CHECK(g.turn() == starter);  // every seat played once
    for (int seat = 0; seat < players; ++seat) CHECK(g.has_played(seat));
  }
}

TEST_CASE("UY-05: a red three drawn is laid out and replaced from the stock") {
  GameState g = position("variant=uruguayan players=4 turn=0 hand0=Kc,5d pile=9s pot=1 stock=3h,4s,5s");
  CHECK(play(g, "draw") == "");
  CHECK(g.red_threes(0) == 1);
  CHECK(cards_text(g.hand_cards(0)) == "Kc 5d 4s");
  CHECK(g.stock_size() == 1);
  // Dealt ones are laid out at the deal: no hand holds a red three.
  for (uint64_t seed = 1; seed <= 30; ++seed) {
    const GameState d = GameState::new_game(*rules_preset("uruguayan"), 3, seed);
    for (int p = 0; p < 3; ++p) {
      CHECK(d.hand(p).count(Card(Rank::Three, Suit::Hearts)) == 0);
      CHECK(d.hand(p).count(Card(Rank::Three, Suit::Diamonds)) == 0);
    }
  }
}

TEST_CASE("UY-07: one card is drawn from the stock, then one discarded; two drawn under drawtwo") {
  for (int players = 2; players <= 4; ++players) {
    CAPTURE(players);
    const std::string seat0 = "variant=uruguayan players=" + std::to_string(players) +
                              " turn=0 hand0=Kc,5d pile=9s pot=1 stock=4s,5s,6s";
    GameState g = position(seat0);
    CHECK(play(g, "draw") == "");
    CHECK(cards_text(g.hand_cards(0)) == "Kc 5d 4s");
    CHECK(g.stock_size() == 2);
    CHECK(why(g, "draw") == "You have already drawn this turn.");
    CHECK(play(g, "discard 5d") == "");
    CHECK(cards_text(g.hand_cards(0)) == "Kc 4s");
    CHECK(g.turn() == 1);
    CHECK(g.phase() == Phase::Draw);
    // Option drawtwo: two, whatever the number of players.
    GameState two = position("options=drawtwo " + seat0);
    CHECK(play(two, "draw") == "");
    CHECK(cards_text(two.hand_cards(0)) == "Kc 5d 5s 4s");
    CHECK(two.stock_size() == 1);
    CHECK(play(two, "discard 5d") == "");
    CHECK(two.hand_size(0) == 3);
  }
}

TEST_CASE("UY-28: with the stock exhausted the Classic laws hold") {
  const std::string base = "variant=uruguayan players=4 turn=0 stock= pot=1 melds0=9c,9d,9h ";
  SUBCASE("a discard that fits a meld of the side must be taken") {
    GameState g = position(base + "hand0=5c,6d pile=4c,9s");
    CHECK(why(g, "draw") == "The stock is exhausted: take the discard or pass.");
    CHECK(why(g, "pass") == "The stock is exhausted and the discard fits a meld of your side: you must take it.");
    CHECK_FALSE(listed(g, "pass"));
    CHECK(play(g, "pickup") == "");
    CHECK(g.meld(0, Rank::Nine).size() == 4);
    CHECK(cards_text(g.hand_cards(0)) == "6d 5c 4c");
  }
  SUBCASE("otherwise the player passes and the deal ends with nobody closing") {
    GameState g = position(base + "hand0=5c,6d pile=4c,Ks");
    CHECK(listed(g, "pass"));
    CHECK(play(g, "pass") == "");
    CHECK(g.is_deal_over());
    CHECK(g.deal_end() == DealEnd::StockExhausted);
    CHECK(g.went_out() == -1);
    CHECK(g.deal_score().side[0].going_out == 0);
    CHECK(g.deal_score().side[1].going_out == 0);
  }
  SUBCASE("a crossed pot the hand cannot take with a natural pair is not forced") {
    GameState g = position(base + "hand0=9s,5c,6d pile=4c,2h,9s");
    CHECK(why(g, "pickup") == "The pot is crossed by a wild card: you need two natural nines from your hand.");
    CHECK(play(g, "pass") == "");
    CHECK(g.deal_end() == DealEnd::StockExhausted);
  }
  SUBCASE("a red three as the stock's last card: meld if you like, then pass, no discard") {
    GameState g = position("variant=uruguayan players=4 turn=0 pot=1 melds0=9c,9d,9h hand0=9s,5c,6d pile=4c stock=3h");
    CHECK(play(g, "draw") == "");
    CHECK(g.red_threes(0) == 1);
    CHECK(g.stock_size() == 0);
    CHECK(cards_text(g.hand_cards(0)) == "9s 6d 5c");
    CHECK(why(g, "discard 5c") ==
          "You drew a red three as the last card of the stock: you may meld, then pass, but not discard.");
    CHECK(play(g, "meld 9s") == "");
    CHECK(play(g, "pass") == "");
    CHECK(g.deal_end() == DealEnd::RedThreeLast);
  }
}

}  // namespace uruguayan_turn_test
