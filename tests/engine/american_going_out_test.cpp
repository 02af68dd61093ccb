// Modern American going out and the end of a deal (variants.md A.6): two
// canastas of any kind (MA-50), always with a discard (MA-51), never with
// an incomplete pure-ace, seven or wild meld (MA-52), "May I go out?"
// (MA-53), the bonus of 100 and no concealed bonus (MA-54), and the stock
// running out (MA-55).
#include <doctest/doctest.h>

#include "tests/engine/american_util.h"

namespace american_going_out_test {

using namespace canasta;
using namespace canasta::test;

namespace {

std::string two_canastas() { return std::string(kKings) + "/" + kQueens; }

}  // namespace

TEST_CASE("MA-50: going out needs two canastas of any kind, which may be completed that turn") {
  SUBCASE("one canasta: the last card must stay, so no turn holds one card after the draw") {
    const Parsed<GameState> p = parse_notation("variant=american turn=0 phase=play hand0=5c melds0=" +
                                               std::string(kKings) + "/9c,9d,9h pile=4c stock=6c");
    CHECK_FALSE(p.ok());
    CHECK(p.error.find("seat 0 has no legal move") != std::string::npos);
  }
  SUBCASE("one canasta: no melding down to the last card either") {
    const GameState g = american("turn=0 phase=play hand0=9s,9h,5c melds0=" + std::string(kKings) + "/9c,9d,9h "
                                 "pile=4c stock=6c");
    CHECK(why(g, "meld 9s 9h") == "Your side lacks 2 canastas to go out, so you must keep a card after discarding.");
  }
  SUBCASE("a natural canasta of sevens and a wild canasta") {
    GameState g = american("turn=0 phase=play hand0=5c melds0=7c,7c,7d,7d,7h,7h,7s/2c,2d,2h,2s,Jk,Jk,Jk "
                           "pile=4c stock=6c");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.went_out() == 0);
  }
  SUBCASE("a mixed canasta and a natural one") {
    GameState g = american("turn=0 phase=play hand0=5c melds0=" + std::string(kKings) +
                           "/9c,9c,9d,9d,9h,2c,Jk pile=4c stock=6c");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.went_out() == 0);
  }
  SUBCASE("the second canasta completed in the going-out turn") {
    GameState g = american("turn=0 phase=play hand0=9s,9h,5c melds0=" + std::string(kKings) +
                           "/9c,9c,9d,9d,9h pile=4c stock=6c");
    CHECK(play(g, "meld 9h 9s") == "");
    CHECK(g.canastas(0) == 2);
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.deal_end() == DealEnd::WentOut);
  }
}

TEST_CASE("MA-51: going out is always with a discard, which may be a wild card") {
  SUBCASE("melding every card is refused") {
    const GameState g = american("turn=0 phase=play hand0=9s,9h melds0=" + two_canastas() + "/9c,9d,9h "
                                 "pile=4c stock=6c");
    CHECK(why(g, "meld 9h 9s") == "You go out with a discard: keep one card to discard.");
    CHECK_FALSE(listed(g, "meld 9h 9s"));
    CHECK(listed(g, "meld 9h"));
  }
  SUBCASE("meld all but one, discard the last") {
    GameState g = american("turn=0 phase=play hand0=9s,9h,5c melds0=" + two_canastas() + "/9c,9d,9h "
                           "pile=4c stock=6c");
    CHECK(play(g, "meld 9h 9s") == "");
    CHECK(g.hand_size(0) == 1);
    CHECK(g.phase() == Phase::Play);
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.went_out() == 0);
  }
  SUBCASE("the last card may be a wild card (never otherwise, MA-33)") {
    GameState g = american("turn=0 phase=play hand0=Jk melds0=" + two_canastas() + " pile=4c stock=6c");
    CHECK(play(g, "discard Jk") == "");
    CHECK(g.went_out() == 0);
    CHECK(g.pile_top() == Card::joker());
  }
  SUBCASE("initial meld, two canastas and the discard in one turn") {
    GameState g = american("turn=0 phase=play hand0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,Qc,Qc,Qd,Qd,Qh,Qh,Qs,5c "
                           "pile=4c stock=6c,8c,9c,Tc,Jc,8d,9d,Td,Jd");
    // One move lays both canastas from the hand (a splash, MA-45) and keeps
    // the 5c to discard.
    CHECK(listed(g, "meld Kc Kc Kd Kd Kh Kh Ks + Qc Qc Qd Qd Qh Qh Qs"));
    CHECK(play(g, "meld Kc Kc Kd Kd Kh Kh Ks + Qc Qc Qd Qd Qh Qh Qs") == "");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.went_out() == 0);
    CHECK(g.bonus_cards(0).empty());  // the deal is over: no bonus cards
    CHECK(keys(g, 0) == "melds 140, going_out 100, canastas 1000, deal 1240");
  }
}

TEST_CASE("MA-52: no going out with an incomplete pure-ace, seven or wild meld") {
  // Melding the nines would leave the 5c, whose discard goes out.
  auto with = [](const std::string& meld) {
    return american("turn=0 phase=play hand0=9s,9h,5c melds0=" + two_canastas() + "/9c,9d,9h/" + meld +
                    " pile=4c stock=6c");
  };
  SUBCASE("pure aces") {
    const GameState g = with("Ac,Ad,Ah");
    CHECK(why(g, "meld 9h 9s") == "You cannot go out while your side has an incomplete meld of aces without wild cards.");
    CHECK_FALSE(listed(g, "meld 9h 9s"));
  }
  SUBCASE("sevens") {
    const GameState g = with("7c,7d,7h,7s,7c,7d");
    CHECK(why(g, "meld 9h 9s") == "You cannot go out while your side has an incomplete meld of sevens.");
  }
  SUBCASE("wild cards") {
    const GameState g = with("2c,2d,Jk");
    CHECK(why(g, "meld 9h 9s") == "You cannot go out while your side has an incomplete meld of wild cards.");
  }
  SUBCASE("nor by melding the last cards") {
    const GameState g = american("turn=0 phase=play hand0=9s,9h,5c melds0=" + two_canastas() +
                                 "/9c,9d,9h/7c,7d,7h pile=4c stock=6c");
    CHECK(why(g, "meld 9h 9s") == "You cannot go out while your side has an incomplete meld of sevens.");
  }
  SUBCASE("mixed aces do not stop it") {
    GameState g = with("Ac,Ad,2c");
    CHECK(play(g, "meld 9h 9s") == "");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.went_out() == 0);
  }
  SUBCASE("the sevens completed in the going-out turn") {
    GameState g = american("turn=0 phase=play hand0=7s,5c melds0=" + std::string(kKings) +
                           "/7c,7c,7d,7d,7h,7h pile=4c stock=6c");
    CHECK(play(g, "meld 7s") == "");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.went_out() == 0);
    CHECK(keys(g, 0) == "melds 105, going_out 100, canastas 3000, deal 3205");
  }
}

TEST_CASE("MA-53: \"May I go out?\" is optional and binds, once a turn as in Classic") {
  // After drawing the 5c seat 0 can meld 9s 9h and discard the 5c.
  const std::string fields = "turn=0 hand0=9s,9h melds0=" + two_canastas() + "/9c,9d,9h pile=4c stock=5c,6c";
  SUBCASE("optional: he may go out without asking") {
    GameState g = american(fields);
    REQUIRE(play(g, "draw") == "");
    CHECK(listed(g, "ask"));
    CHECK(play(g, "meld 9h 9s") == "");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.went_out() == 0);
  }
  SUBCASE("yes: he must go out") {
    GameState g = american(fields);
    REQUIRE(play(g, "draw") == "");
    REQUIRE(play(g, "ask") == "");
    CHECK(g.to_move() == 2);
    REQUIRE(play(g, "yes") == "");
    CHECK(why(g, "discard 9s") == "Your partner said yes: you must go out this turn, discarding only your last card.");
    CHECK(why(g, "ask") == "You have already asked this turn.");
    CHECK(play(g, "meld 9h 9s") == "");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.went_out() == 0);
  }
  SUBCASE("no: he may not") {
    GameState g = american(fields);
    REQUIRE(play(g, "draw") == "");
    REQUIRE(play(g, "ask") == "");
    REQUIRE(play(g, "no") == "");
    CHECK(why(g, "meld 9h 9s") == "Your partner said no: you may not go out this turn.");
    CHECK(why(g, "ask") == "You have already asked this turn.");
    CHECK(play(g, "discard 5c") == "");
    CHECK(g.turn() == 1);
  }
  SUBCASE("only when he can go out") {
    const GameState g = american("turn=0 phase=play hand0=9s,9h,5c,6c melds0=" + two_canastas() +
                                 "/9c,9d,9h pile=4c stock=6c");
    CHECK(why(g, "ask") == "You may ask \"May I go out?\" only when you can go out this turn.");
  }
}

TEST_CASE("MA-54: going out earns 100 and there is no bonus for going out concealed") {
  SUBCASE("going out") {
    GameState g = american("turn=0 phase=play hand0=5c hand1=4c,4d melds0=" + two_canastas() +
                           " melds1=8c,8d,8h pile=4c stock=6c");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(keys(g, 0) == "melds 140, going_out 100, canastas 1000, deal 1240");
    CHECK(keys(g, 1) == "melds -30, hands -10, deal -40");
  }
  SUBCASE("concealed: the whole hand laid in one turn, still 100") {
    GameState g = american("turn=0 phase=play hand0=Kc,Kc,Kd,Kd,Kh,Kh,Ks,Qc,Qc,Qd,Qd,Qh,Qh,Qs,5c "
                           "pile=4c stock=6c,8c,9c,Tc,Jc,8d,9d,Td,Jd");
    REQUIRE(play(g, "meld Kc Kc Kd Kd Kh Kh Ks") == "");
    REQUIRE(play(g, "meld Qc Qc Qd Qd Qh Qh Qs") == "");
    REQUIRE(play(g, "discard 5c") == "");
    CHECK(g.went_out_concealed());
    CHECK(g.deal_score().side[0].concealed == 0);
    CHECK(keys(g, 0) == "melds 140, going_out 100, canastas 1000, deal 1240");
  }
}

TEST_CASE("MA-55: with the stock gone the player may take the pile or end the deal; no forced take") {
  // Seat 1 could take the pile with Kc Kd (MA-30) onto the side's kings.
  const std::string fields = "turn=1 hand0=4h hand1=Kc,Kd,5c melds0=" + std::string(kQueens) +
                             " melds1=Kh,Ks,Kh pile=6c,Kd stock=";
  SUBCASE("no draw; take the pile or pass") {
    const GameState g = american(fields);
    CHECK(why(g, "draw") == "The stock is exhausted: take the discard or pass.");
    MoveList legal;
    g.legal_moves(legal);
    CHECK(legal.size() == 2);
    CHECK(listed(g, "pickup Kc Kd"));
    CHECK(listed(g, "pass"));
  }
  SUBCASE("passing ends the deal without a going-out bonus, though the pile fitted") {
    GameState g = american(fields);
    CHECK(play(g, "pass") == "");
    CHECK(g.is_deal_over());
    CHECK(g.deal_end() == DealEnd::StockExhausted);
    CHECK(g.went_out() == -1);
    CHECK(keys(g, 0) == "melds 70, canastas 500, hands -5, deal 565");
    CHECK(keys(g, 1) == "melds -30, hands -25, deal -55");
  }
  SUBCASE("taking it, the turn goes on") {
    GameState g = american(fields);
    CHECK(play(g, "pickup Kc Kd") == "");
    CHECK(g.phase() == Phase::Play);
    CHECK(g.meld(1, Rank::King).size() == 6);
    CHECK(cards_text(g.hand_cards(1)) == "6c 5c");
  }
  SUBCASE("a pile that cannot be taken: pass only") {
    const GameState g = american("turn=1 hand0=4h hand1=Kc,Kd,5c melds1=Kh,Ks,Kh pile=6c,Kd,2c stock=");
    MoveList legal;
    g.legal_moves(legal);
    CHECK(legal.size() == 1);
    CHECK(listed(g, "pass"));
  }
}

}  // namespace american_going_out_test
