// Melds, canastas and the initial meld's minimum count (laws 21-35).
#include <doctest/doctest.h>

#include "test_util.h"

namespace meld_test {

using namespace canasta;
using canasta::test::listed;
using canasta::test::play;
using canasta::test::position;
using canasta::test::why;

namespace {
// Side 0 has melded nines; seat 0 is in the play phase.
constexpr const char* kMelded =
    "players=4 turn=0 phase=play hand0=7c,7d,7h,7s,2c,2d,2h,Jk,5c,5d,9s,Kc melds0=9c,9d,9h "
    "pile=4c stock=4s";
}  // namespace

TEST_CASE("Melds - at least two natural cards, three cards, at most three wild cards") {
  const GameState g = position(kMelded);
  CHECK(why(g, "meld 7c 2c 2d") == "A meld of sevens needs at least two natural cards.");
  CHECK(why(g, "meld 7c 7d") == "A meld of sevens needs at least three cards.");
  // A lone card, or a card and a wild one, is short of cards before naturals.
  CHECK(why(g, "meld 7c") == "A meld of sevens needs at least three cards.");
  CHECK(why(g, "meld 7c 2c") == "A meld of sevens needs at least three cards.");
  CHECK(why(g, "meld 7c 7d 2c 2d 2h Jk") ==
        "A meld of sevens may hold at most 3 wild cards until it is a canasta.");
  CHECK(why(g, "meld 7c 7d 2c 2d Jk") == "");
  CHECK(why(g, "meld 5c 5d 2c") == "");
  CHECK(why(g, "meld 7c 7d 7h") == "");
  CHECK(why(g, "meld 7c 7d 7s 7s") == "You do not hold all of those cards.");
  CHECK(why(g, "discard 8c") == "You do not hold the 8c.");
}

TEST_CASE("Melds - wild cards never alone; a group of wild cards joins a meld of the side") {
  const GameState g = position(kMelded);
  CHECK(why(g, "meld 9: 2c Jk") == "");
  CHECK(listed(g, "meld 9: 2c Jk"));
  CHECK(why(g, "meld K: 2c") ==
        "Wild cards may not be melded alone: your side has no meld of kings for them to join.");
}

TEST_CASE("Melds - one meld per rank: cards of a melded rank join it") {
  GameState g = position(kMelded);
  CHECK(play(g, "meld 9s") == "");
  CHECK(g.meld(0, Rank::Nine).size() == 4);
  CHECK(why(g, "meld 7c 7d 7h + 7s") == "Put all the sevens of a move in one group.");
}

TEST_CASE("Melds - red threes never; black threes only when going out and without wild cards") {
  GameState g = position(
      "players=4 turn=0 phase=play hand0=3c,3s,3s,5c,6c melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh pile=4c stock=4s");
  CHECK(why(g, "meld 3h 3d 3c") == "Red threes are never melded.");
  CHECK(why(g, "meld 3c 3s 3s") == "Black threes may be melded only in the turn you go out.");
  GameState out = position(
      "players=4 turn=0 phase=play hand0=3c,3s,3s,5c,2c melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh pile=4c stock=4s");
  CHECK(why(out, "meld 3c 3s 2c") == "Black threes may not be melded with wild cards.");
  CHECK(why(out, "meld 3c 3s 3s") == "Black threes may be melded only in the turn you go out.");
  CHECK(play(out, "meld 3c 3s 3s + K: 2c") == "");  // one card left: he must go out now
  CHECK(play(out, "discard 5c") == "");
  CHECK(out.is_deal_over());
  CHECK(out.meld(0, Rank::Three).size() == 3);
}

TEST_CASE("Canastas - wild cards in any number on a completed canasta (law 25)") {
  GameState g = position(kMelded);
  CHECK(play(g, "meld 7c 7d 7h 7s 2c 2d 2h") == "");
  CHECK(g.canastas(0) == 1);
  CHECK(why(g, "meld 7: Jk") == "");
  SUBCASE("unless option wild3") {
    GameState o = position(std::string(kMelded) + " options=wild3");
    CHECK(play(o, "meld 7c 7d 7h 7s 2c 2d 2h") == "");
    CHECK(why(o, "meld 7: Jk") == "A meld of sevens may hold at most 3 wild cards.");
  }
  SUBCASE("laid at once: naturals complete the canasta, then more wild cards") {
    GameState h = position(kMelded);
    CHECK(play(h, "meld 7c 7d 7h 7s 2c 2d 2h Jk") == "");
    CHECK(h.meld(0, Rank::Seven).size() == 8);
  }
}

TEST_CASE("Canastas - a wild card added to a natural canasta makes it mixed") {
  GameState g = position(
      "players=4 turn=0 phase=play hand0=2c,5c,6c melds0=Kc,Kc,Kd,Kd,Kh,Kh,Ks pile=4c stock=4s");
  CHECK(g.meld(0, Rank::King).is_natural_canasta(g.rules()));
  CHECK(play(g, "meld K: 2c") == "");
  CHECK_FALSE(g.meld(0, Rank::King).is_natural_canasta(g.rules()));
  CHECK(g.meld(0, Rank::King).is_canasta(g.rules()));
}

TEST_CASE("Initial meld - minimum count by the side's score (worked example at 1,600)") {
  const char* hand = " turn=0 phase=play hand0=7c,7d,7h,Qc,Qd,Qh,Ac,Ad,Ah,2d,5s,9c pile=8d stock=4c,4d";
  SUBCASE("at 1,600: 7-7-7 with Q-Q-Q-2 is 65 and may not be laid") {
    const GameState g = position(std::string("players=4 scores=1600,0") + hand);
    CHECK(g.minimum_count(0) == 90);
    CHECK(why(g, "meld 7c 7d 7h + Qc Qd Qh 2d") == "Your initial meld counts 65 but your side needs 90.");
    CHECK_FALSE(listed(g, "meld 7c 7d 7h + Qc Qd Qh 2d"));
  }
  SUBCASE("at 1,600: 7-7-7 with A-A-A-2 is 95 and may") {
    GameState g = position(std::string("players=4 scores=1600,0") + hand);
    CHECK(listed(g, "meld 7c 7d 7h + Ac Ad Ah 2d"));
    CHECK(play(g, "meld 7c 7d 7h + Ac Ad Ah 2d") == "");
    CHECK(g.side_has_melded(0));
  }
  SUBCASE("below 1,500 both may be laid") {
    const GameState g = position(std::string("players=4 scores=1495,0") + hand);
    CHECK(why(g, "meld 7c 7d 7h + Qc Qd Qh 2d") == "");
  }
  SUBCASE("from 3,000 neither may") {
    const GameState g = position(std::string("players=4 scores=3000,0") + hand);
    CHECK(why(g, "meld 7c 7d 7h + Ac Ad Ah 2d") == "Your initial meld counts 95 but your side needs 120.");
  }
  SUBCASE("a negative score needs nothing, or 15 under option min15") {
    const GameState g = position(std::string("players=4 scores=-20,0") + hand);
    CHECK(g.minimum_count(0) == 0);
    CHECK(why(g, "meld 7c 7d 7h") == "");
    const GameState o = position(std::string("players=4 options=min15 scores=-20,0") + hand);
    CHECK(o.minimum_count(0) == 15);
  }
}

TEST_CASE("Initial meld - a canasta laid initially must meet the minimum too") {
  const GameState g = position(
      "players=4 scores=3000,0 turn=0 phase=play hand0=5c,5c,5d,5d,5h,5h,5s,9c,9d,Kc pile=4c stock=4s");
  CHECK(why(g, "meld 5c 5c 5d 5d 5h 5h 5s") == "Your initial meld counts 35 but your side needs 120.");
}

TEST_CASE("Initial meld - after it, the partner melds without a minimum") {
  GameState g = position(
      "players=4 scores=3000,0 turn=2 phase=play hand2=5c,5d,5h,9c,9d melds0=Ac,Ad,Ah,Jk melded=0 "
      "pile=4c stock=4s");
  CHECK(play(g, "meld 5c 5d 5h") == "");
  CHECK(g.has_melded(2));
}

TEST_CASE("Melds - taking naturals: suits in order clubs, diamonds, hearts, spades, all there are when fewer") {
  const uint32_t available = 0x03010002u;  // two clubs, one heart, three spades
  Meld meld;
  meld.take_naturals(available, 3);
  CHECK(meld.naturals == std::array<uint8_t, kNumSuits>{2, 0, 1, 0});
  meld.take_naturals(available, 1);  // what the meld holds counts as taken
  CHECK(meld.naturals == std::array<uint8_t, kNumSuits>{2, 0, 1, 1});
  meld.take_naturals(available, 0);
  CHECK(meld.natural_count() == 4);
  meld.take_naturals(available, 9);
  CHECK(meld.naturals == std::array<uint8_t, kNumSuits>{2, 0, 1, 3});
  CHECK(meld.wild_count() == 0);
}
}  // namespace meld_test
