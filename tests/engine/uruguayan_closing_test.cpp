// Closing in Uruguayan Canasta (variants.md B.5, UY-40..UY-43): a pure and a
// mixed canasta, the pure one standing before the closing turn, a card kept
// by a player who may not close, and the closing bonus of 200.
#include <doctest/doctest.h>

#include <string>

#include "test_util.h"
#include "uruguayan_util.h"

namespace uruguayan_closing_test {

using namespace canasta;
using canasta::test::listed;
using canasta::test::play;
using canasta::test::position;
using canasta::test::score_keys;
using canasta::test::why;

namespace {

constexpr const char* kPureKings = "Kc,Kd,Kh,Ks,Kc,Kd,Kh";
constexpr const char* kMixedQueens = "Qc,Qd,Qh,Qs,Qc,Jk,Jk";  // 5 naturals, 2 jokers

const std::string kNeedBoth = "You cannot go out: your side needs a pure canasta and a mixed canasta first.";
const std::string kWait = "You cannot go out in the turn your side completes its pure canasta: wait a turn.";

// Seat 0 has drawn and holds the 9s and the 5c; side 0 has nines and
// `melds`. Melding the 9s leaves the 5c, whose discard goes out, so the
// meld is the closing's first step (a turn never holds one card after the
// draw unless it can go out).
GameState closing(const std::string& melds) {
  return position(
      "variant=uruguayan players=4 turn=0 phase=play hand0=9s,5c hand1=4c pile=6s pot=1 stock=7s melds0=9c,9d,9h/" +
      melds);
}

}  // namespace

TEST_CASE("UY-40: closing needs a pure canasta and a mixed canasta") {
  const std::string pure = kPureKings;
  const std::string mixed = kMixedQueens;
  SUBCASE("one kind alone is not enough") {
    CHECK(why(closing(pure), "meld 9s") == kNeedBoth);
    CHECK(why(closing(mixed), "meld 9s") == kNeedBoth);
    CHECK(why(closing(pure + "/Qc,Qd,Qh,Qs,Qc,Qd,Qh"), "meld 9s") == kNeedBoth);     // two pure
    CHECK(why(closing(mixed + "/Jc,Jd,Jh,Js,2d,2h,Jk"), "meld 9s") == kNeedBoth);   // two mixed
    CHECK(why(closing(pure + "/Qc,Qd,Qh,Qs,Jk,Jk"), "meld 9s") == kNeedBoth);       // mixed not complete
  }
  SUBCASE("a pure and a mixed one") {
    GameState g = closing(pure + "/" + mixed);
    CHECK(listed(g, "meld 9s"));
    CHECK(play(g, "meld 9s") == "");
    CHECK(listed(g, "discard 5c"));
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.is_deal_over());
    CHECK(g.went_out() == 0);
    CHECK(g.deal_end() == DealEnd::WentOut);
  }
  SUBCASE("a wild canasta of deuces only counts as pure, one of deuces and jokers as mixed") {
    CHECK(why(closing("2c,2d,2h,2s,2c,2d,2h/" + mixed), "meld 9s") == "");
    CHECK(why(closing(pure + "/2c,2d,2h,2s,Jk,Jk,Jk"), "meld 9s") == "");
    CHECK(why(closing("2c,2d,2h,2s,2c,2d,2h/" + pure), "meld 9s") == kNeedBoth);
  }
  SUBCASE("a concealed canasta counts as what it is made of") {
    CHECK(why(closing(pure + "/" + mixed + " oneturn0=K"), "meld 9s") == "");
    CHECK(why(closing(pure + "/" + mixed + " oneturn0=Q"), "meld 9s") == "");
    CHECK(why(closing(pure + "/Qc,Qd,Qh,Qs,Qc,Qd,Qh oneturn0=K,Q"), "meld 9s") == kNeedBoth);
  }
}

TEST_CASE("UY-40: every remaining card goes into melds, then the last is discarded or none is left") {
  const std::string table = std::string(" melds0=9c,9d,9h/") + kPureKings + "/" + kMixedQueens;
  SUBCASE("melding every card") {
    GameState g = position("variant=uruguayan players=4 turn=0 phase=play hand0=9s,9h pile=6s pot=1 stock=7s" + table);
    CHECK(play(g, "meld 9s 9h") == "");
    CHECK(g.is_deal_over());
    CHECK(g.went_out() == 0);
    CHECK(g.pile_size() == 1);  // no discard
  }
  SUBCASE("melding all but one, which is the discard") {
    GameState g =
        position("variant=uruguayan players=4 turn=0 phase=play hand0=9s,9h,5c pile=6s pot=1 stock=7s" + table);
    CHECK(play(g, "meld 9s 9h") == "");
    CHECK_FALSE(g.is_deal_over());
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.is_deal_over());
    CHECK(*g.pile_top() == Card(Rank::Five, Suit::Clubs));
  }
}

TEST_CASE("UY-41: no closing in the turn the side completes its pure canasta") {
  const std::string six_kings = "Kc,Kd,Kh,Ks,Kc,Kd";
  const std::string base = "variant=uruguayan players=4 turn=0 phase=play hand1=4c pile=6s pot=1 stock=7s ";
  SUBCASE("the seventh king laid as the last card") {
    const GameState g = position(base + "hand0=Kh,5c melds0=" + six_kings + "/" + kMixedQueens);
    CHECK(why(g, "meld Kh") == kWait);
  }
  SUBCASE("the seventh king laid, then the last card discarded") {
    GameState g = position(base + "hand0=Kh,5c,6d melds0=" + six_kings + "/" + kMixedQueens);
    CHECK(play(g, "meld Kh") == "");
    CHECK(g.canastas(0) == 2);
    CHECK(play(g, "discard 5c") == "");  // keeps the 6d: the turn passes
    CHECK_FALSE(g.is_deal_over());
    CHECK(g.turn() == 1);
  }
  SUBCASE("the notation says which pure canastas stood when the turn began") {
    const std::string melds = std::string("melds0=9c,9d,9h/") + kPureKings + "/" + kMixedQueens;
    CHECK(why(position(base + "hand0=9s,5c pure= " + melds), "meld 9s") == kWait);
    CHECK(why(position(base + "hand0=9s,5c pure=K " + melds), "meld 9s") == "");
    CHECK(why(position(base + "hand0=9s,5c " + melds), "meld 9s") == "");  // default: every pure canasta
  }
  SUBCASE("the mixed canasta may be completed in the closing turn") {
    GameState g = position(base + "hand0=Qd,5c melds0=" + kPureKings + "/Qc,Qd,Qh,Qs,Jk,Jk");
    CHECK(play(g, "meld Qd") == "");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.is_deal_over());
  }
  SUBCASE("a side that opens by taking the pot may not close in that turn (no earthquake, UY-32)") {
    // The kings: the top, the pair and four more make a pure canasta this turn.
    const std::string pot =
        "variant=uruguayan players=4 turn=0 pot=1 pile=Kh stock=7s hand1=4c "
        "hand0=Kc,Kd,Ks,Kc,Kd,Ks,Qc,Qd,Qh,Qs,Qc,Jk,Jk";
    GameState g = position(pot + ",5c");
    CHECK(play(g, "pickup Kc Kd + Qc Qd Qh Qs Qc Jk Jk") == "");
    CHECK(why(g, "meld Ks Kc Kd Ks") == kWait);  // it would leave the 5c to discard
    GameState keep = position(pot + ",5c,6d");
    CHECK(play(keep, "pickup Kc Kd + Qc Qd Qh Qs Qc Jk Jk") == "");
    CHECK(play(keep, "meld Ks Kc Kd Ks") == "");
    CHECK(keep.canastas(0) == 2);
    CHECK(play(keep, "discard 5c") == "");
    CHECK_FALSE(keep.is_deal_over());
    // Nor in the pickup itself.
    const GameState at_once = position(pot);
    CHECK(why(at_once, "pickup Kc Kd + Ks Kc Kd Ks + Qc Qd Qh Qs Qc Jk Jk") == kWait);
    CHECK_FALSE(listed(at_once, "pickup Kc Kc + Kd Kd Ks Ks + Qc Qc Qd Qh Qs Jk Jk"));
  }
  SUBCASE("a second pure canasta completed while the first stood does not stop the closing") {
    GameState g = position(base + "hand0=Jh melds0=" + kPureKings + "/Jc,Jd,Jh,Js,Jc,Jd/" + kMixedQueens);
    CHECK(play(g, "meld Jh") == "");
    CHECK(g.is_deal_over());
  }
}

TEST_CASE("UY-42: a player who may not close keeps a card after discarding") {
  const std::string base = "variant=uruguayan players=4 turn=0 hand1=4c stock=7s ";
  SUBCASE("no meld may leave the last card, nor may it be discarded") {
    const std::string melds = std::string(" melds0=9c,9d,9h/") + kPureKings;
    const GameState one = position(base + "phase=play pot=1 pile=6s hand0=9s,5c" + melds);
    CHECK(why(one, "meld 9s") == kNeedBoth);
    CHECK_FALSE(listed(one, "meld 9s"));
    // So no turn holds one card after the draw then: the notation refuses it.
    CHECK_FALSE(parse_notation(base + "phase=play pot=1 pile=6s hand0=5c" + melds).ok());
    CHECK(why(position(base + "phase=play pot=1 pile=6s hand0=5c,6d" + melds), "discard 5c") == "");
  }
  SUBCASE("nor may taking the pot leave one card") {
    const GameState g = position(base + "pot=1 pile=9c hand0=9s,9h,5c melds0=" + kPureKings);
    CHECK(why(g, "pickup 9s 9h") == kNeedBoth);
    CHECK_FALSE(listed(g, "pickup 9s 9h"));
  }
  SUBCASE("after completing the pure canasta this turn") {
    const GameState g = position(base + "phase=play pot=1 pile=6s hand0=Kh,5c melds0=Kc,Kd,Kh,Ks,Kc,Kd/" +
                                 kMixedQueens);
    CHECK(why(g, "meld Kh") == kWait);
    CHECK_FALSE(listed(g, "meld Kh"));
  }
}

TEST_CASE("UY-43: closing earns 200 and there is no bonus for closing concealed") {
  SUBCASE("closing with a discard") {
    // Side 0: kings 70 + 500, queens 50 + 100 jokers + 300. Side 1: 8-8-8
    // and no canasta, the 4c and 4d left.
    GameState g = position(std::string("variant=uruguayan players=4 turn=0 phase=play hand0=5c hand1=4c,4d "
                                       "melds1=8c,8d,8h pile=6s pot=1 stock=7s melds0=") +
                           kPureKings + "/" + kMixedQueens);
    CHECK(play(g, "discard 5c") == "");
    CHECK(score_keys(g.deal_score().side[0]) == "melds=220 going_out=200 canastas=800 deal=1220");
    CHECK(score_keys(g.deal_score().side[1]) == "melds=-30 hands=-10 deal=-40");
    CHECK(g.score(0) == 1220);
  }
  SUBCASE("three players: the bonus is the closer's alone") {
    GameState g = position(std::string("variant=uruguayan players=3 turn=1 phase=play hand1=5c hand0=4c hand2=4d "
                                       "pile=6s pot=1 stock=7s melds2=8c,8d,8h melds1=") +
                           kPureKings + "/" + kMixedQueens);
    CHECK(play(g, "discard 5c") == "");
    CHECK(score_keys(g.deal_score().side[1]) == "melds=220 going_out=200 canastas=800 deal=1220");
    CHECK(score_keys(g.deal_score().side[0]) == "hands=-5 deal=-5");
    CHECK(score_keys(g.deal_score().side[2]) == "melds=-30 hands=-5 deal=-35");
  }
  SUBCASE("closing concealed: the whole hand at once, nothing melded before") {
    GameState g = position(
        "variant=uruguayan players=4 turn=0 phase=play pile=6s pot=1 stock=7s "
        "hand0=Kc,Kd,Kh,Ks,Kc,Kd,Kh,Qc,Qd,Qh,Qs,Qc,Jk,Jk,5c");
    CHECK(play(g, "meld Kc Kd Kh Ks Kc Kd Kh + Qc Qd Qh Qs Qc Jk Jk") == "");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.went_out_concealed());
    // Both canastas were laid whole from the hand: 1,000 each (UY-15); the
    // closing is 200 and concealment adds nothing.
    CHECK(score_keys(g.deal_score().side[0]) == "melds=220 going_out=200 canastas=2000 deal=2420");
  }
}

}  // namespace uruguayan_closing_test
