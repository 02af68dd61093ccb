// Modern American special hands (variants.md A.7, pagat's set): when one
// may be declared (MA-60), the four hands and their values (MA-61) and how
// a declared hand scores (MA-63). CLA's set (MA-62) is not implemented.
#include <doctest/doctest.h>

#include "tests/engine/american_util.h"

namespace american_specials_test {

using namespace canasta;
using namespace canasta::test;

namespace {

constexpr const char* kStraight13 = "Ac,2c,3c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc";  // the joker comes from the stock

// Seat 0's side has not melded; seat 0 holds `hand` (13 cards) and the
// stock's top is `top`. Side 1 has 8-8-8 and holds 4h 4d.
GameState before_draw(const std::string& hand, const std::string& top, const std::string& more = "") {
  return american("turn=0 hand0=" + hand + " hand1=4h,4d melds1=8c,8d,8h pile=6s stock=" + top + ",9d " + more);
}

// The same after the draw: 14 cards.
GameState drawn(const std::string& hand, const std::string& top, const std::string& more = "") {
  GameState g = before_draw(hand, top, more);
  REQUIRE(play(g, "draw") == "");
  REQUIRE(g.hand_size(0) == 14);
  return g;
}

const char* kAfterDraw = "A special hand is declared after drawing from the stock, before melding anything.";

}  // namespace

TEST_CASE("MA-60: fourteen cards after drawing from the stock, by a side that has not melded, end the deal") {
  SUBCASE("declared: all fourteen down, no discard, the deal over") {
    GameState g = drawn(kStraight13, "Jk");
    CHECK(listed(g, "declare straight"));
    CHECK(play(g, "declare straight") == "");
    CHECK(g.phase() == Phase::DealOver);
    CHECK(g.deal_end() == DealEnd::SpecialHand);
    CHECK(g.special_hand() == SpecialHand::Straight);
    CHECK(g.went_out() == 0);
    CHECK(g.pile_size() == 1);  // no discard
  }
  SUBCASE("not before drawing") {
    const GameState g = before_draw("Ac,2c,3c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc,Jk", "9h");
    CHECK(why(g, "declare straight") == kAfterDraw);
    CHECK_FALSE(listed(g, "declare straight"));
  }
  SUBCASE("not after taking the pile") {
    // Seat 0 takes the pile of 4c 6s 6h with 6c 6d and an initial meld of
    // aces and kings, holding then 4c 4d, 5c 5d, ... as pairs would.
    GameState g = american("turn=0 hand0=Ac,Ad,Ah,Kc,Kd,Kh,Jk,6c,6d,4d,5c,5d,9c,9d hand1=4h melds1=8c,8d,8h "
                           "pile=4c,6s,6h stock=9h,9s");
    REQUIRE(play(g, "pickup 6c 6d + Ac Ad Ah + Kc Kd Kh Jk") == "");
    CHECK(why(g, "declare pairs") == kAfterDraw);
  }
  SUBCASE("not after melding in the turn") {
    GameState g = drawn("Ac,Ad,Ah,Kc,Kd,Kh,Qc,Qd,Qh,Jc,Jd,Jh,5c", "5d");
    REQUIRE(play(g, "meld Ac Ad Ah + Kc Kd Kh + Qc Qd Qh + Jc Jd Jh") == "");  // 150
    CHECK(why(g, "declare pairs") == kAfterDraw);
  }
  SUBCASE("not once the side has melded (the partner did)") {
    const GameState g = drawn("4c,4d,5c,5d,6c,6d,8c,8d,9c,9d,Tc,Td,Jc", "Jd", "melds0=Qd,Qh,Qs melded=1,2");
    CHECK(why(g, "declare pairs") == "Special hands are only for a side that has not melded.");
    CHECK_FALSE(listed(g, "declare pairs"));
  }
  SUBCASE("option nospecials: none") {
    GameState g = american("options=nospecials turn=0 hand0=Ac,2c,4c,5c,6c,7c,8c,9c,Tc,Jc,Qc,Kc,Jk "
                           "hand1=4h pile=6s stock=3c,9d,9h");
    REQUIRE(play(g, "draw") == "");
    CHECK(g.black_threes(0) == 1);  // no three is kept for a straight (MA-11)
    CHECK(why(g, "declare straight") == "There are no special hands in this game.");
  }
}

TEST_CASE("MA-61: pagat's four hands - straight 3,000, pairs 2,500, wild pairs 2,000, garbage 2,000") {
  struct Hand {
    const char* name;
    const char* cards13;
    const char* top;
    const char* declare;
    int value;
  };
  const Hand hands[] = {
      {"straight: A to K with a deuce and a three, and a joker", kStraight13, "Jk", "declare straight", 3000},
      {"pairs: seven natural pairs", "4c,4d,5c,5d,6c,6d,8c,8d,9c,9d,Tc,Td,Jc", "Jd", "declare pairs", 2500},
      {"wild pairs: with aces, sevens and deuces", "Ac,Ad,7c,7d,2c,2d,8c,8d,9c,9d,Tc,Td,Jc", "Jd",
       "declare wildpairs", 2000},
      {"garbage: 4 + 4 + 3 + 3", "Kc,Kd,Kh,Ks,Qc,Qd,Qh,Qs,Jc,Jd,Jh,Tc,Td", "Th", "declare garbage", 2000},
  };
  for (const Hand& h : hands) {
    CAPTURE(h.name);
    GameState g = drawn(h.cards13, h.top);
    CHECK(listed(g, h.declare));
    CHECK(play(g, h.declare) == "");
    CHECK(g.deal_score().side[0].special_hand == h.value);
    CHECK(g.deal_score().side[0].deal == h.value);
  }
  const std::string no = "Your fourteen cards do not make that special hand.";
  SUBCASE("near misses") {
    // Pairs with a pair of jokers, or of sevens with deuces but no aces.
    CHECK(why(drawn("4c,4d,5c,5d,6c,6d,8c,8d,9c,9d,Tc,Td,Jk", "Jk"), "declare pairs") == no);
    CHECK(why(drawn("Kc,Kd,7c,7d,2c,2d,8c,8d,9c,9d,Tc,Td,Jc", "Jd"), "declare wildpairs") == no);
    // Garbage of 4 + 4 + 4 + 2, a straight without its joker.
    CHECK(why(drawn("Kc,Kd,Kh,Ks,Qc,Qd,Qh,Qs,Jc,Jd,Jh,Js,Tc", "Td"), "declare garbage") == no);
    CHECK(why(drawn(kStraight13, "Kd"), "declare straight") == no);
    // A real hand declared as another.
    CHECK(why(drawn("4c,4d,5c,5d,6c,6d,8c,8d,9c,9d,Tc,Td,Jc", "Jd"), "declare garbage") == no);
  }
}

TEST_CASE("MA-63: the declaring side scores only its special hand; the opponents score as usual") {
  // Side 0 has a red three laid out and seat 2 holds three aces (normally
  // -60 and -1,500, MA-71): none of it counts.
  GameState g = drawn(kStraight13, "Jk", "red30=3h hand2=Ad,Ah,As scores=1000,500");
  REQUIRE(play(g, "declare straight") == "");
  CHECK(keys(g, 0) == "special_hand 3000, deal 3000");
  CHECK(keys(g, 1) == "melds -30, hands -10, deal -40");
  CHECK(g.score(0) == 4000);
  CHECK(g.score(1) == 460);
}

}  // namespace american_specials_test
