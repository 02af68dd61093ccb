// Uruguayan melds (variants.md B.2): the natural majority and the limit of
// three wild cards (UY-10), canastas growing past seven (UY-11), the meld of
// wild cards (UY-12), one meld per rank per side and no threes (UY-13).
// Canasta bonuses are in uruguayan_scoring_test.
#include <doctest/doctest.h>

#include <string>

#include "test_util.h"

namespace uruguayan_melds_test {

using namespace canasta;
using canasta::test::listed;
using canasta::test::play;
using canasta::test::position;
using canasta::test::why;

namespace {

// Seat 0 has drawn; its side opened with 9-9-9 before this turn, so no meld
// below is an initial meld. Kings, deuces and a joker to shape melds with,
// and two spare cards so that no meld below empties the hand.
constexpr const char* kKings =
    "variant=uruguayan players=4 turn=0 phase=play melds0=9c,9d,9h "
    "hand0=Kc,Kd,Kh,Ks,Kc,Kd,2c,2d,2h,2s,Jk,5c,6d pile=4c pot=1 stock=4s,5s";

// The shapes of natural-rank melds of `cards` cards the rules allow, as
// "4N+3W" (naturals, then wild cards), in increasing wild cards.
std::string shapes(const Rules& rules, int cards) {
  std::string out;
  for (int w = 0; w <= cards; ++w)
    if (rules.meld_shape_ok(cards - w, w))
      out += (out.empty() ? "" : " ") + std::to_string(cards - w) + "N+" + std::to_string(w) + "W";
  return out;
}

}  // namespace

TEST_CASE("UY-10: every shape of a 3- to 10-card meld: at most three wild cards, naturals outnumbering them") {
  const Rules rules = *rules_preset("uruguayan");
  CHECK(shapes(rules, 3) == "3N+0W 2N+1W");
  CHECK(shapes(rules, 4) == "4N+0W 3N+1W");
  CHECK(shapes(rules, 5) == "5N+0W 4N+1W 3N+2W");
  CHECK(shapes(rules, 6) == "6N+0W 5N+1W 4N+2W");
  CHECK(shapes(rules, 7) == "7N+0W 6N+1W 5N+2W 4N+3W");
  // A canasta may not take a fourth wild card (Classic's law 25 would allow
  // 4N+4W and more once the meld is a canasta).
  CHECK(shapes(rules, 8) == "8N+0W 7N+1W 6N+2W 5N+3W");
  CHECK(shapes(rules, 10) == "10N+0W 9N+1W 8N+2W 7N+3W");
  // Classic for comparison: 4N+4W is a legal canasta there.
  CHECK(rules_preset("classic")->meld_shape_ok(4, 4));
}

TEST_CASE("UY-10: melds laid from the hand keep natural cards strictly outnumbering at most three wild cards") {
  const GameState g = position(kKings);
  const std::string outnumber = "In a meld of kings the natural cards must outnumber the wild cards.";
  const std::string three = "A meld of kings may hold at most 3 wild cards.";
  CHECK(why(g, "meld Kc Kd 2c") == "");                    // 2N+1W
  CHECK(why(g, "meld Kc Kd 2c 2d") == outnumber);          // 2N+2W
  CHECK(why(g, "meld Kc Kd Kh 2c 2d") == "");              // 3N+2W
  CHECK(why(g, "meld Kc Kd Kh 2c 2d Jk") == outnumber);    // 3N+3W
  CHECK(why(g, "meld Kc Kd Kh Ks 2c 2d Jk") == "");        // 4N+3W: a mixed canasta
  CHECK(why(g, "meld Kc Kd Kh Ks 2c 2d 2h Jk") == outnumber);       // 4N+4W
  CHECK(why(g, "meld Kc Kd Kh Ks Kc 2c 2d 2h Jk") == three);        // 5N+4W
  CHECK(why(g, "meld Kc Kd Kh Ks Kc Kd 2c 2d 2h Jk") == three);     // 6N+4W
  CHECK(why(g, "meld Kc 2c 2d") == "A meld of kings needs at least two natural cards.");
  CHECK(why(g, "meld Kc Kd") == "A meld of kings needs at least three cards.");
  // The move list (of a smaller hand, so that it is not capped) offers the
  // shapes that are allowed and none that is not.
  const GameState small = position(
      "variant=uruguayan players=4 turn=0 phase=play melds0=9c,9d,9h hand0=Kc,Kd,Kh,2c,2d,Jk,5c,6d pile=4c pot=1 "
      "stock=4s");
  MoveList list;
  small.legal_moves(list);
  REQUIRE_FALSE(list.capped());
  CHECK(list.contains(canasta::test::move("meld Kc Kd 2c")));
  CHECK(list.contains(canasta::test::move("meld Kc Kd Kh 2c 2d")));
  CHECK(list.contains(canasta::test::move("meld Kc Kd Kh 2c Jk")));
  CHECK_FALSE(list.contains(canasta::test::move("meld Kc Kd 2c 2d")));
  CHECK_FALSE(list.contains(canasta::test::move("meld Kc Kd 2c Jk")));
  CHECK_FALSE(list.contains(canasta::test::move("meld Kc Kd Kh 2c 2d Jk")));
}

TEST_CASE("UY-10: wild cards added to a meld on the table obey the same limits") {
  GameState g = position(
      "variant=uruguayan players=4 turn=0 phase=play melds0=Qc,Qd,Qh hand0=2c,2d,Jk,Qs,5c,6d pile=4c pot=1 "
      "stock=4s");
  CHECK(why(g, "meld Q: 2c 2d 2d") == "You do not hold all of those cards.");
  CHECK(why(g, "meld Q: 2c 2d Jk") == "In a meld of queens the natural cards must outnumber the wild cards.");
  CHECK(play(g, "meld Q: 2c 2d") == "");
  CHECK(g.meld(0, Rank::Queen).natural_count() == 3);
  CHECK(g.meld(0, Rank::Queen).wild_count() == 2);
  CHECK(why(g, "meld Q: Jk") == "In a meld of queens the natural cards must outnumber the wild cards.");
  // A fourth natural makes room for a third wild card: 4N+3W, seven cards.
  CHECK(play(g, "meld Qs Jk") == "");
  CHECK(g.meld(0, Rank::Queen).size() == 7);
  CHECK(g.canastas(0) == 1);
}

TEST_CASE("UY-11: a canasta grows past seven cards within UY-10; a wild card makes a pure one mixed") {
  GameState g = position(
      "variant=uruguayan players=4 turn=0 phase=play melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh "
      "hand0=Ks,2c,2d,2h,Jk,5c,6d pile=4c pot=1 stock=4s");
  REQUIRE(g.meld(0, Rank::King).wild_count() == 0);
  CHECK(play(g, "meld Ks") == "");
  CHECK(g.meld(0, Rank::King).size() == 8);
  CHECK(play(g, "meld K: 2c") == "");  // the pure canasta is now mixed: 8N+1W
  CHECK(g.meld(0, Rank::King).size() == 9);
  CHECK(g.meld(0, Rank::King).wild_count() == 1);
  CHECK(play(g, "meld K: 2d 2h") == "");  // 8N+3W
  CHECK(g.meld(0, Rank::King).size() == 11);
  // Still at most three wild cards, however big the canasta.
  CHECK(why(g, "meld K: Jk") == "A meld of kings may hold at most 3 wild cards.");
}

TEST_CASE("UY-11: a wild canasta takes any number of further wild cards") {
  GameState g = position(
      "variant=uruguayan players=4 turn=0 phase=play melds0=2c,2d,2h,2s,2c,2d,2h/9c,9d,9h "
      "hand0=2s,Jk,Jk,5c,6d pile=4c pot=1 stock=4s");
  REQUIRE(g.canastas(0) == 1);
  CHECK(play(g, "meld 2: 2s Jk Jk") == "");
  CHECK(g.meld(0, Rank::Two).size() == 10);
  CHECK(g.meld(0, Rank::Two).jokers == 2);
}

TEST_CASE("UY-11: option cap7 stops every meld at seven cards") {
  const std::string cap = "variant=uruguayan options=cap7 players=4 turn=0 phase=play pile=4c pot=1 stock=4s ";
  SUBCASE("a natural canasta") {
    GameState g = position(cap + "melds0=Kc,Kd,Kh,Ks,Kc,Kd hand0=Kh,Ks,5c,6d");
    CHECK(play(g, "meld Kh") == "");
    CHECK(g.meld(0, Rank::King).size() == 7);
    CHECK(why(g, "meld Ks") == "A meld may hold at most 7 cards: there is no room in the kings.");
    CHECK_FALSE(listed(g, "meld Ks"));
  }
  SUBCASE("a wild canasta") {
    const GameState g = position(cap + "melds0=2c,2d,2h,2s,2c,2d,2h/9c,9d,9h hand0=Jk,5c,6d");
    CHECK(why(g, "meld 2: Jk") == "A meld may hold at most 7 cards: there is no room in the deuces.");
  }
  SUBCASE("laid at once") {
    const GameState g = position(cap + "melds0=9c,9d,9h hand0=Kc,Kd,Kh,Ks,Kc,Kd,Kh,Ks,5c");
    CHECK(why(g, "meld Kc Kd Kh Ks Kc Kd Kh") == "");
    CHECK(why(g, "meld Kc Kd Kh Ks Kc Kd Kh Ks") ==
          "A meld may hold at most 7 cards: there is no room in the kings.");
  }
}

TEST_CASE("UY-12: three or more wild cards in any mix make the side's one wild meld, exempt from UY-10") {
  GameState g = position(
      "variant=uruguayan players=4 turn=0 phase=play melds0=9c,9d,9h "
      "hand0=2c,2d,2h,2s,Jk,Jk,Jk,2c,5c,6d pile=4c pot=1 stock=4s");
  CHECK(why(g, "meld 2: 2c Jk") == "A meld of wild cards needs at least 3 cards.");
  CHECK(why(g, "meld 2: Jk Jk Jk") == "");  // no natural card at all: UY-10 does not apply
  CHECK(play(g, "meld 2: 2c 2d Jk") == "");
  CHECK(g.meld(0, Rank::Two).size() == 3);
  CHECK(g.canastas(0) == 0);
  // More wild cards join the same meld, one of them or several.
  CHECK(play(g, "meld 2: 2h") == "");
  CHECK(play(g, "meld 2: 2s Jk Jk") == "");
  CHECK(g.meld(0, Rank::Two).size() == 7);  // a wild canasta at seven
  CHECK(g.canastas(0) == 1);
  CHECK(g.meld(0, Rank::Two).jokers == 3);
  CHECK(g.meld(0, Rank::Two).two_count() == 4);
}

TEST_CASE("UY-13: one meld per rank per side: more cards of the rank join the side's meld") {
  GameState g = position(
      "variant=uruguayan players=4 turn=0 phase=play melds0=Kc,Kd,Kh melds1=Kc,Kd,Kh "
      "hand0=Ks,Ks,2c,5c,6d pile=4c pot=1 stock=4s");
  CHECK(why(g, "meld Ks Ks 2c + K: 2c") == "Put all the kings of a move in one group.");
  CHECK(play(g, "meld Ks Ks 2c") == "");
  CHECK(g.meld(0, Rank::King).size() == 6);   // joined, not a second meld of kings
  CHECK(g.meld(1, Rank::King).size() == 3);   // the other side's kings are its own
  // The notation refuses two melds of one rank for a side.
  const Parsed<GameState> two = parse_notation("variant=uruguayan hand0=5c melds0=Kc,Kd,Kh/Ks,Kc,Kd");
  CHECK(two.error == "Side 0 has two melds of one rank.");
}

TEST_CASE("UY-13: partners share their melds; nobody plays on the other side's") {
  SUBCASE("seat 2 adds to the meld seat 0 laid") {
    GameState g = position(
        "variant=uruguayan players=4 turn=2 phase=play melds0=Qc,Qd,Qh melded=0 hand2=Qs,2c,5c,6d pile=4c pot=1 "
        "stock=4s");
    CHECK(play(g, "meld Qs 2c") == "");
    CHECK(g.meld(0, Rank::Queen).size() == 5);
    CHECK(g.has_melded(2));
  }
  SUBCASE("seat 0 cannot add to side 1's queens") {
    GameState g = position(
        "variant=uruguayan players=4 turn=0 phase=play melds0=9c,9d,9h melds1=Qc,Qd,Qh "
        "hand0=Qs,Qs,Qc,2c,5c,6d pile=4c pot=1 stock=4s");
    CHECK(why(g, "meld Q: 2c") ==
          "Wild cards may not be melded alone: your side has no meld of queens for them to join.");
    CHECK(why(g, "meld Qs") == "A meld of queens needs at least three cards.");
    // Three queens of its own start side 0's meld; side 1's stays as it was.
    CHECK(play(g, "meld Qs Qs Qc") == "");
    CHECK(g.meld(0, Rank::Queen).size() == 3);
    CHECK(g.meld(1, Rank::Queen).size() == 3);
  }
}

TEST_CASE("UY-13: threes are never melded, black or red, not even to go out") {
  SUBCASE("black threes during play") {
    const GameState g = position(
        "variant=uruguayan players=4 turn=0 phase=play melds0=9c,9d,9h hand0=3c,3s,3c,5c,6d pile=4c pot=1 "
        "stock=4s");
    CHECK(why(g, "meld 3c 3s 3c") == "Threes are never melded in this game.");
    CHECK_FALSE(listed(g, "meld 3c 3c 3s"));
  }
  SUBCASE("black threes as the last cards of a side that could go out") {
    const GameState g = position(
        "variant=uruguayan players=4 turn=0 phase=play melds0=Kc,Kd,Kh,Ks,Kc,Kd,Kh/Qc,Qd,Qh,Qs,2c,2d,Jk "
        "hand0=3c,3s,3c pile=4c pot=1 stock=4s");
    CHECK(why(g, "meld 3c 3s 3c") == "Threes are never melded in this game.");
  }
  SUBCASE("red threes") {
    const GameState g = position(
        "variant=uruguayan players=4 turn=0 phase=play melds0=9c,9d,9h hand0=5c,6d pile=4c pot=1 stock=4s");
    CHECK(why(g, "meld 3h 3h 3d") == "Red threes are never melded.");
    const Parsed<GameState> p = parse_notation("variant=uruguayan hand0=5c melds0=3c,3s,3c phase=over end=stock");
    CHECK(p.error == "Threes are never melded (melds0).");
  }
}

}  // namespace uruguayan_melds_test
