// Going out, "May I go out?" and the concealed hand (laws 36-40, 46-49).
#include <doctest/doctest.h>

#include "test_util.h"

using namespace canasta;
using canasta::test::listed;
using canasta::test::play;
using canasta::test::position;
using canasta::test::why;

namespace {
constexpr const char* kCanasta = "Kc,Kd,Kh,Ks,Kc,Kd,Kh";
std::string with(const std::string& a, const std::string& b) { return a + " " + b; }
}  // namespace

TEST_CASE("Going out - only when the side has a canasta; otherwise keep a card") {
  SUBCASE("melding down to one card without a canasta") {
    const GameState g = position("players=4 turn=0 phase=play hand0=9s,9h,5c melds0=9c,9d,9h pile=4c stock=4s");
    CHECK(why(g, "meld 9h 9s") ==
          "Your side lacks a canasta to go out, so you must keep a card after discarding.");
  }
  SUBCASE("melding every card without a canasta") {
    const GameState g = position("players=4 turn=0 phase=play hand0=9s,9h melds0=9c,9d,9h pile=4c stock=4s");
    CHECK(why(g, "meld 9h 9s") == "You cannot go out: your side needs a canasta first.");
  }
  SUBCASE("with a canasta: meld, then discard the last card") {
    GameState g = position(with("players=4 turn=0 phase=play hand0=9s,9h,5c pile=4c stock=4s",
                                std::string("melds0=9c,9d,9h/") + kCanasta));
    CHECK(play(g, "meld 9h 9s") == "");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.is_deal_over());
    CHECK(g.went_out() == 0);
    CHECK(g.deal_end() == DealEnd::WentOut);
  }
  SUBCASE("no discard needed") {
    GameState g = position(with("players=4 turn=0 phase=play hand0=9s,9h pile=4c stock=4s",
                                std::string("melds0=9c,9d,9h/") + kCanasta));
    CHECK(play(g, "meld 9h 9s") == "");
    CHECK(g.is_deal_over());
  }
  SUBCASE("the canasta may be completed in the going-out meld") {
    GameState g = position("players=4 turn=0 phase=play hand0=9s,9h melds0=9c,9c,9d,9d,9h pile=4c stock=4s");
    CHECK(play(g, "meld 9h 9s") == "");
    CHECK(g.is_deal_over());
  }
  SUBCASE("the last card may not be discarded without a canasta") {
    const GameState g = position("players=4 turn=0 phase=play hand0=5c melds0=9c,9d,9h pile=4c stock=4s");
    CHECK(why(g, "discard 5c") ==
          "Your side lacks a canasta to go out, so you must keep a card after discarding.");
  }
}

TEST_CASE("Going out - three-pack and the two-hand rule need two canastas") {
  SUBCASE("three-pack") {
    const GameState g = position(with("variant=threepack players=6 turn=0 phase=play hand0=9s,9h pile=4c stock=4s",
                                      std::string("melds0=9c,9d,9h/") + kCanasta));
    CHECK(why(g, "meld 9h 9s") == "You cannot go out: your side needs 2 canastas first.");
  }
  SUBCASE("two-hand rule: draw two, two canastas") {
    GameState g = position(with("players=2 options=drawtwo turn=0 hand0=9s,9h pile=4c stock=5c,6c,7c",
                                std::string("melds0=9c,9d,9h/") + kCanasta));
    CHECK(play(g, "draw") == "");
    CHECK(g.hand_size(0) == 4);
    CHECK(g.stock_size() == 1);
    CHECK(why(g, "meld 9h 9s") == "");
    const GameState out = position(with("players=2 options=drawtwo turn=0 phase=play hand0=9s,9h pile=4c stock=5c",
                                         std::string("melds0=9c,9d,9h/") + kCanasta));
    CHECK(why(out, "meld 9h 9s") == "You cannot go out: your side needs 2 canastas first.");
  }
}

TEST_CASE("May I go out - asked after drawing; the partner's yes binds") {
  // After the draw seat 0 holds 9s 2c 5c 5d 7c: he can go out with
  // 5-5-2 and the nine, discarding the seven.
  const std::string base = with("players=4 turn=0 hand0=9s,2c,5c,5d pile=4c stock=7c,6c",
                                std::string("melds0=9c,9d,9h/") + kCanasta);
  GameState g = position(base);
  CHECK(why(g, "ask") == "Draw from the stock or take the pile first.");
  REQUIRE(play(g, "draw") == "");
  CHECK(listed(g, "ask"));
  REQUIRE(play(g, "ask") == "");
  CHECK(g.phase() == Phase::Answer);
  CHECK(g.to_move() == 2);
  CHECK(why(g, "discard 7c") == "Answer your partner's question with yes or no.");
  CHECK(listed(g, "yes"));
  CHECK(listed(g, "no"));
  SUBCASE("yes: he must go out this turn") {
    REQUIRE(play(g, "yes") == "");
    CHECK(g.to_move() == 0);
    CHECK(g.answer() == Answer::Yes);
    CHECK(why(g, "ask") == "You have already asked this turn.");
    CHECK(why(g, "discard 7c") ==
          "Your partner said yes: you must go out this turn, discarding only your last card.");
    CHECK(why(g, "meld 9: 2c") ==
          "Your partner said yes: this meld would leave you unable to go out this turn.");
    MoveList list;
    g.legal_moves(list);
    for (const Move& m : list) CHECK(m.kind == MoveKind::Meld);
    CHECK(play(g, "meld 9s") == "");
    CHECK(play(g, "meld 5c 5d 2c") == "");
    CHECK(play(g, "discard 7c") == "");
    CHECK(g.is_deal_over());
  }
  SUBCASE("no: he may not go out this turn") {
    REQUIRE(play(g, "no") == "");
    CHECK(why(g, "meld 9s + 5c 5d 2c") == "Your partner said no: you may not go out this turn.");
    CHECK(play(g, "meld 5c 5d 2c") == "");
    CHECK(play(g, "discard 7c") == "");
    CHECK(g.turn() == 1);
  }
}

TEST_CASE("May I go out - only when going out is possible, before melding, with a partner") {
  SUBCASE("cannot go out with these cards") {
    GameState g = position(with("players=4 turn=0 hand0=9s,9h,5c pile=4c stock=5d,6c",
                                std::string("melds0=9c,9d,9h/") + kCanasta));
    REQUIRE(play(g, "draw") == "");
    CHECK(why(g, "ask") == "You may ask \"May I go out?\" only when you can go out this turn.");
  }
  SUBCASE("not after melding") {
    GameState g = position(with("players=4 turn=0 hand0=9s,9h,5c pile=4c stock=6c,6d",
                                std::string("melds0=9c,9d,9h/") + kCanasta));
    REQUIRE(play(g, "draw") == "");
    REQUIRE(play(g, "meld 9h") == "");
    CHECK(why(g, "ask") ==
          "You may ask \"May I go out?\" only after drawing from the stock and before melding.");
  }
  SUBCASE("not after taking the pile") {
    GameState g = position(with("players=4 turn=0 hand0=9s,9h,5c pile=9s stock=6c",
                                std::string("melds0=9c,9d,9h/") + kCanasta));
    REQUIRE(play(g, "pickup 9h 9s") == "");
    CHECK(why(g, "ask") ==
          "You may ask \"May I go out?\" only after drawing from the stock and before melding.");
  }
  SUBCASE("no partner when playing alone") {
    GameState g = position(with("players=2 turn=0 hand0=9s,9h pile=4c stock=5c",
                                std::string("melds0=9c,9d,9h/") + kCanasta));
    REQUIRE(play(g, "draw") == "");
    CHECK(why(g, "ask") == "You have no partner to ask.");
  }
}

TEST_CASE("Concealed hand - all cards in one turn, a canasta of his own, no minimum") {
  const std::string hand = "hand0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,5c,5d,5h,9s";
  SUBCASE("below the minimum when going out concealed") {
    GameState g = position("players=4 scores=3000,0 turn=0 phase=play pile=4c stock=4s " + hand);
    CHECK(listed(g, "meld Kc Kc Kd Kd Kh Kh Ks + 5c 5d 5h"));
    REQUIRE(play(g, "meld Kc Kc Kd Kd Kh Kh Ks + 5c 5d 5h") == "");
    REQUIRE(play(g, "discard 9s") == "");
    CHECK(g.went_out_concealed());
    const SideScore s = g.deal_score().side[0];
    CHECK(s.melds == 85);
    CHECK(s.canastas == 500);
    CHECK(s.going_out == 100);
    CHECK(s.concealed == 100);
    CHECK(s.deal == 785);
    CHECK(s.total == 3785);
  }
  SUBCASE("the same meld without going out needs the minimum") {
    const GameState g = position("players=4 scores=3000,0 turn=0 phase=play pile=4c stock=4s " + hand + ",8c");
    CHECK(why(g, "meld Kc Kc Kd Kd Kh Kh Ks + 5c 5d 5h") ==
          "Your initial meld counts 85 but your side needs 120.");
  }
  SUBCASE("concealed although the partner melded, if he adds nothing to the partner's melds") {
    GameState g = position("players=4 turn=0 phase=play melds0=Qc,Qd,Qh melded=2 pile=4c stock=4s " + hand);
    REQUIRE(play(g, "meld Kc Kc Kd Kd Kh Kh Ks + 5c 5d 5h") == "");
    REQUIRE(play(g, "discard 9s") == "");
    CHECK(g.went_out_concealed());
  }
  SUBCASE("not concealed when adding to the partner's meld") {
    GameState g = position("players=4 turn=0 phase=play melds0=9c,9d,9h melded=2 pile=4c stock=4s " + hand);
    REQUIRE(play(g, "meld Kc Kc Kd Kd Kh Kh Ks + 5c 5d 5h + 9s") == "");
    CHECK(g.is_deal_over());
    CHECK_FALSE(g.went_out_concealed());
    CHECK(g.deal_score().side[0].going_out == 100);
    CHECK(g.deal_score().side[0].concealed == 0);
  }
  SUBCASE("not concealed without a canasta of his own") {
    GameState g = position(std::string("players=4 turn=0 phase=play melded=2 pile=4c stock=4s hand0=5c,5d,5h,9s ") +
                           "melds0=" + kCanasta);
    REQUIRE(play(g, "meld 5c 5d 5h") == "");
    REQUIRE(play(g, "discard 9s") == "");
    CHECK(g.is_deal_over());
    CHECK_FALSE(g.went_out_concealed());
  }
  SUBCASE("not concealed when he had melded in an earlier turn") {
    GameState g = position("players=4 turn=0 phase=play melds0=Qc,Qd,Qh melded=0 pile=4c stock=4s " + hand);
    REQUIRE(play(g, "meld Kc Kc Kd Kd Kh Kh Ks + 5c 5d 5h") == "");
    REQUIRE(play(g, "discard 9s") == "");
    CHECK_FALSE(g.went_out_concealed());
  }
}
