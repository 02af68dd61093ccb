// Going out, "May I go out?" and the concealed hand (laws 36-40, 46-49).
#include <doctest/doctest.h>

#include "test_util.h"

namespace going_out_test {

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
  SUBCASE("so no turn holds one card after the draw without a canasta: the notation refuses that position") {
    const Parsed<GameState> p = parse_notation("players=4 turn=0 phase=play hand0=5c melds0=9c,9d,9h pile=4c stock=4s");
    CHECK_FALSE(p.ok());
    CHECK(p.error.find("seat 0 has no legal move") != std::string::npos);
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
          "You may ask \"May I go out?\" only before drawing or after drawing from the stock, before "
          "melding anything.");
  }
  SUBCASE("not after taking the pile") {
    GameState g = position(with("players=4 turn=0 hand0=9s,9h,5c pile=9s stock=6c",
                                std::string("melds0=9c,9d,9h/") + kCanasta));
    REQUIRE(play(g, "pickup 9h 9s") == "");
    CHECK(why(g, "ask") ==
          "You may ask \"May I go out?\" only before drawing or after drawing from the stock, before "
          "melding anything.");
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

// Laws 43, 48 and 49: "in no case may a player go out when his side has not
// made a canasta and he cannot make one" forbids only going out without a
// canasta; "A player need not make a discard after going out; he may meld all
// of his remaining cards." So a pickup or a meld may leave one card that the
// player then melds to complete his side's first canasta.
TEST_CASE("Going out - laws 43, 48, 49: leaving one card that completes the first canasta") {
  const std::string melds = "melds0=9c,9d,9h/Kc,Kd,Kh,Ks,Kd,Kh";
  SUBCASE("a pickup leaving the king that completes the kings") {
    GameState g = position("players=4 turn=0 phase=draw hand0=9s,9h,Kc pile=9c stock=4s " + melds);
    CHECK(why(g, "pickup 9s 9h") == "");
    CHECK(listed(g, "pickup 9h 9s"));
    REQUIRE(play(g, "pickup 9s 9h") == "");
    CHECK(g.hand_size(0) == 1);
    // The king cannot be the discard (no canasta yet): it must be melded.
    CHECK(why(g, "discard Kc") == "Your side lacks a canasta to go out, so you must keep a card after discarding.");
    CHECK(listed(g, "meld Kc"));
    REQUIRE(play(g, "meld Kc") == "");
    CHECK(g.is_deal_over());
    CHECK(g.went_out() == 0);
    const SideScore& s = g.deal_score().side[0];
    CHECK(s.melds == 60 + 70);
    CHECK(s.canastas == 500);
    CHECK(s.going_out == 100);
    CHECK(s.concealed == 0);
    CHECK(s.deal == 730);
  }
  SUBCASE("the last card may come from the pile") {
    GameState g = position("players=4 turn=0 phase=draw hand0=9s,9h pile=Kc,9c stock=4s " + melds);
    REQUIRE(play(g, "pickup 9s 9h") == "");
    CHECK(test::cards_text(g.hand_cards(0)) == "Kc");
    REQUIRE(play(g, "meld Kc") == "");
    CHECK(g.is_deal_over());
  }
  SUBCASE("a side that has not melded: the initial meld of the pickup leaves the last king") {
    GameState g = position("players=4 turn=0 phase=draw hand0=9s,9h,Kc,Kd,Kh,Ks,Kc,Kd pile=Kh,9c stock=4s");
    CHECK(why(g, "pickup 9s 9h + Kc Kc Kd Kd Kh Ks") == "");
    REQUIRE(play(g, "pickup 9s 9h + Kc Kc Kd Kd Kh Ks") == "");
    CHECK(test::cards_text(g.hand_cards(0)) == "Kh");
    REQUIRE(play(g, "meld Kh") == "");
    CHECK(g.is_deal_over());
    CHECK(g.deal_score().side[0].canastas == 500);
  }
  SUBCASE("a meld leaving the king that completes the kings") {
    GameState g = position("players=4 turn=0 phase=play hand0=9s,9h,Kc pile=4c stock=4s " + melds);
    REQUIRE(play(g, "meld 9s 9h") == "");
    REQUIRE(play(g, "meld Kc") == "");
    CHECK(g.is_deal_over());
  }
  SUBCASE("a wild card as the last card completes the kings") {
    GameState g = position("players=4 turn=0 phase=play hand0=9s,9h,2d pile=4c stock=4s " + melds);
    REQUIRE(play(g, "meld 9s 9h") == "");
    REQUIRE(play(g, "meld K: 2d") == "");
    CHECK(g.is_deal_over());
    CHECK(g.deal_score().side[0].canastas == 300);
  }
  SUBCASE("a last card that completes nothing must still be kept") {
    const GameState g = position("players=4 turn=0 phase=draw hand0=9s,9h,5c pile=9c stock=4s " + melds);
    CHECK(why(g, "pickup 9s 9h") == "Your side lacks a canasta to go out, so you must keep a card after discarding.");
    CHECK_FALSE(listed(g, "pickup 9h 9s"));
  }
  SUBCASE("law 43's own exception holds: one card in the pile, one in the hand") {
    const GameState g = position("players=4 turn=0 phase=draw hand0=Kc pile=9c stock=4s " + melds);
    CHECK(why(g, "pickup") == "With one card in the pile and one in your hand you may not take the pile and go out.");
  }
  SUBCASE("after the partner's no, no move may leave a last card") {
    const GameState g = position("players=4 turn=0 phase=play answer=no hand0=9s,9h,Kc pile=4c stock=4s " + melds);
    CHECK(why(g, "meld 9s 9h") == "Your partner said no: you may not go out this turn.");
  }
}

// Law 50: "If able to go out before drawing or after drawing from the stock,
// a player may ask his partner 'May I go out?' The partner must answer 'Yes'
// or 'No' and the player is bound by the reply. Permission to go out may not
// be asked by a player out of turn nor when he has melded any card in that
// turn."
TEST_CASE("May I go out - law 50: asked before drawing; the answer binds for the rest of the turn") {
  const std::string canasta = std::string(" melds0=9c,9d,9h/") + kCanasta;
  SUBCASE("a hand that melds whole: any card drawn is the discard") {
    GameState g = position("players=4 turn=0 phase=draw hand0=9s,2c,5c,5d pile=4c stock=7c,6c" + canasta);
    CHECK(why(g, "ask") == "");
    CHECK(listed(g, "ask"));
    REQUIRE(play(g, "ask") == "");
    CHECK(g.phase() == Phase::Answer);
    CHECK(g.asked_before_draw());
    CHECK(to_notation(g).find(" phase=ask answer=none askdraw=1 ") != std::string::npos);
    CHECK(position(to_notation(g)) == g);
    REQUIRE(play(g, "yes") == "");
    CHECK(g.phase() == Phase::Draw);
    CHECK(g.answer() == Answer::Yes);
    CHECK(why(g, "ask") == "You have already asked this turn.");
    REQUIRE(play(g, "draw") == "");
    CHECK(why(g, "discard 7c") == "Your partner said yes: you must go out this turn, discarding only your last card.");
    REQUIRE(play(g, "meld 9s + 5c 5d 2c") == "");
    REQUIRE(play(g, "discard 7c") == "");
    CHECK(g.is_deal_over());
    CHECK(g.went_out() == 0);
  }
  SUBCASE("only the pile lets him go out: after yes he may not draw") {
    GameState g = position("players=4 turn=0 phase=draw hand0=8c,8d,5c pile=8h stock=7c,6c" + canasta);
    CHECK(why(g, "ask") == "");
    REQUIRE(play(g, "ask") == "");
    REQUIRE(play(g, "yes") == "");
    CHECK(why(g, "draw") ==
          "Your partner said yes: you must go out this turn, and only taking the pile makes that certain.");
    CHECK_FALSE(listed(g, "draw"));
    REQUIRE(play(g, "pickup 8c 8d") == "");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.is_deal_over());
  }
  SUBCASE("after yes, a pickup that leaves him unable to go out is refused") {
    GameState g = position("players=4 turn=0 phase=draw hand0=8c,8d,2s,5c pile=5d,8h stock=7c,6c" + canasta);
    REQUIRE(play(g, "ask") == "");
    REQUIRE(play(g, "yes") == "");
    CHECK(why(g, "pickup 8c 2s") ==
          "Your partner said yes: taking the pile this way would leave you unable to go out this turn.");
    REQUIRE(play(g, "pickup 8c 8d") == "");
    REQUIRE(play(g, "meld 5c 5d 2s") == "");
    CHECK(g.is_deal_over());
  }
  SUBCASE("no: he draws and may not go out this turn") {
    GameState g = position("players=4 turn=0 phase=draw hand0=9s,2c,5c,5d pile=4c stock=7c,6c" + canasta);
    REQUIRE(play(g, "ask") == "");
    REQUIRE(play(g, "no") == "");
    CHECK(g.phase() == Phase::Draw);
    REQUIRE(play(g, "draw") == "");
    CHECK(why(g, "meld 9s + 5c 5d 2c") == "Your partner said no: you may not go out this turn.");
  }
  SUBCASE("not when neither a draw nor a pickup lets him go out") {
    const GameState g = position("players=4 turn=0 phase=draw hand0=9s,9h,5c,6d pile=4c stock=7c" + canasta);
    CHECK(why(g, "ask") == "You may ask \"May I go out?\" only when you can go out this turn.");
    CHECK_FALSE(listed(g, "ask"));
  }
}

TEST_CASE("Move list - the play phase's list keeps the way out it found, as going_out_plan finds it") {
  MoveList legal;
  SUBCASE("a way out: the meld that lays the pair") {
    const GameState g = position(with("players=4 turn=0 phase=play hand0=9s,9h,5c pile=4c stock=4s",
                                      std::string("melds0=9c,9d,9h/") + kCanasta));
    g.legal_moves(legal);
    GoOutPlan plan;
    REQUIRE(g.going_out_plan(&plan));
    REQUIRE(legal.going_out_known());
    REQUIRE(legal.going_out() != nullptr);
    CHECK(legal.going_out()->meld == plan.meld);
    CHECK(legal.going_out()->discard);
    CHECK(legal.going_out()->card == plan.card);
    CHECK(legal.contains(plan.meld));
  }
  SUBCASE("no canasta: known, and none") {
    const GameState g = position("players=4 turn=0 phase=play hand0=9s,9h,5c melds0=9c,9d,9h pile=4c stock=4s");
    g.legal_moves(legal);
    CHECK(legal.going_out_known());
    CHECK(legal.going_out() == nullptr);
  }
  SUBCASE("the draw phase does not search: unknown, even after a play phase was listed") {
    const GameState play_phase = position(with("players=4 turn=0 phase=play hand0=9s,9h,5c pile=4c stock=4s",
                                               std::string("melds0=9c,9d,9h/") + kCanasta));
    play_phase.legal_moves(legal);
    REQUIRE(legal.going_out() != nullptr);
    const GameState g = position(with("players=4 turn=0 phase=draw hand0=9s,9h,5c pile=4c stock=4s",
                                      std::string("melds0=9c,9d,9h/") + kCanasta));
    g.legal_moves(legal);
    CHECK_FALSE(legal.going_out_known());
    CHECK(legal.going_out() == nullptr);
  }
}

}  // namespace going_out_test
