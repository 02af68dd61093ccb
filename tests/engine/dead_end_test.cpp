// Dead ends (engine/dead_end.h): a position where the deal goes on and the
// player to move has no legal move is refused wherever a position comes in,
// with a sentence saying why, and a bot, a hint or the coach asked about one
// answers nothing instead of stopping the program.
#include <doctest/doctest.h>

#include <memory>
#include <string>

#include "engine/bots/bot.h"
#include "engine/bots/coach.h"
#include "engine/dead_end.h"
#include "engine/move_list.h"
#include "engine/notation.h"
#include "engine/observation.h"
#include "engine/observation_text.h"
#include "engine/protocol.h"
#include "engine/record.h"
#include "engine/state_access.h"

namespace dead_end_test {

using namespace canasta;

namespace {

std::string error_of(const std::string& text) {
  const Parsed<GameState> p = parse_notation(text);
  return p.ok() ? "" : p.error;
}

// Seat 0 holds one card after the draw and its side has no canasta: the
// discard would go out, so it may not be discarded.
constexpr const char* kOneCardClassic = "players=2 turn=0 phase=play hand0=2c hand1=Kc seed=1";
const std::string kOneCardReason =
    "hand0 holds one card after the draw and his side may not go out now, so that card cannot be discarded (the "
    "discard would go out) nor melded: seat 0 has no legal move, a position no deal reaches.";

// A state the notation would refuse, built by the parser's first half only:
// what a bot would see if a dead end ever slipped past the doors.
GameState dead_end_state(const char* text) {
  const Parsed<GameState> p = StateAccess::parse(text);
  REQUIRE(p.ok());
  REQUIRE(!has_legal_move(*p.value));
  return *p.value;
}

}  // namespace

TEST_CASE("Position notation - a player to move with no legal move is refused, in every preset") {
  SUBCASE("classic") { CHECK(error_of(kOneCardClassic) == kOneCardReason); }
  SUBCASE("threepack") {
    CHECK(error_of("variant=threepack players=3 turn=0 phase=play hand0=2c hand1=Kc hand2=Qd seed=1") ==
          kOneCardReason);
  }
  SUBCASE("american") {
    CHECK(error_of("variant=american turn=0 phase=play hand0=2c hand1=Kc hand2=Qd hand3=5h seed=1") ==
          kOneCardReason);
  }
  SUBCASE("uruguayan") {
    CHECK(error_of("variant=uruguayan players=2 turn=0 phase=play hand0=2c hand1=Kc seed=1") == kOneCardReason);
  }
  SUBCASE("the page's example: seat 1 after the draw with a deuce alone") {
    CHECK(error_of("players=2 dealer=0 turn=1 phase=play hand0=Kc,Qd,5h hand1=2c seed=1") ==
          "hand1 holds one card after the draw and his side may not go out now, so that card cannot be discarded "
          "(the discard would go out) nor melded: seat 1 has no legal move, a position no deal reaches.");
  }
  SUBCASE("a yes before the draw to a question that could not be asked") {
    const std::string reason =
        "answer=yes before the draw: seat 0 could not have asked, since no draw or pickup of his goes out (law 50).";
    CHECK(error_of("players=4 turn=0 phase=draw answer=yes hand0=Kc,Qd,5h hand1=4c hand2=5d hand3=6h seed=1") ==
          reason);
    // Found by ./tools/fuzz positions: the three in hand was a legal move (lay it out), and after it the
    // player had none, since the yes bound him to go out with a hand that never could.
    CHECK(error_of("variant=american options=clean_triple players=4 dealer=3 turn=0 phase=draw answer=yes "
                   "hand0=Ac,Jh,As,Kd,Qc,Qc,Jc,9c,9d,9h,7c,7h,7s,3h hand1=Kc,Kh,Qd,Jc,8d,7s,6d,6s,5h,4d,4h,3c,2c "
                   "hand2=Qs,Js,Th,Ts,9d,8d,7d,7h,5c,4h,4s,2s,2s hand3=Ac,Ad,Kc,Qd,Qh,Tc,8c,8h,6h,4c,4d,2d "
                   "red31=3d,3d black30=3s pile=Jd,Tc,Qs,Ad "
                   "stock=Jk,Jk,Ah,7c,9c,Jd,8s,3c,3h,Ts,Kh,6h,Qh,Jk,Js,Td,9s,4c,Ks,As,6c,5s,5h,6s,2d,8s,Jk,6d,2c,Jh,"
                   "7d,Td,Kd,Th,2h,2h,5s,8c,5d,9h,3s,9s,5d,8h,5c,Ks,6c,4s,Ah played=0,1,2 seed=1") == reason);
  }
  SUBCASE("a question waiting for its answer that could not have been asked") {
    // Found by ./tools/fuzz positions: seat 3 "asked" before the draw, but the only pickup (the ace pair)
    // leaves 9h and 4c with one canasta of the two three-pack needs, and the stock's card cannot help.
    // After a yes no move of his went out, so he had none at all.
    CHECK(error_of(
                   "variant=threepack options=min15 players=5 deal=0 dealer=3 turn=3 phase=ask answer=none askdraw=1 "
                   "scores=0,0 hand0=Ad,Jc,8d,8d,5s hand1=Ac,Kd,Ks,8h,7h,6h,5c hand2=Kh,Qh,Qs,Js,9c,9d,6d,6d,5s,3c,3s,3s "
                   "hand3=Ah,As,9h,4c hand4= known0= known1=Ac,8h known2=Qh,Qs,Js,9d,6d,6d,5s,3c,3s known3= known4= "
                   "melds0=Ad,Ah,As/Kd,Kh,2h/Jc,Jd,Jh,Js/Ts,Ts,Ts/8c,8c,8d,8s/7c,7c,7d,7d,7d,7h,7s,7s,7s,2s/6c,6h,6s,Jk,Jk/4d,4h,4h,4s,4s,Jk,Jk/Qc,Qc,Qd,Qd,Qs,2s,2s,Jk "
                   "melds1=Tc,Td,Td,Th,2d,2h,2h/9c,9h,9h,Jk/5d,5h,5h,5s red30=3d,3h red31=3d,3d,3h pile=As "
                   "stock=2c,7h,Th,2c,3h,Qc,Ks,Tc,5d,Qh,3c,Ad,Jd,3s,Kc,Jc,4c,Js,9s,Ah,5h,5c,9s,4d,Td,6c,4h,9d,6s,Qd,7c,Ac,8c,Qs,4c,Kc,2c,6c,Kd,Ac,8s,8s,Ks,8h,2d,9d,Jh,Jd,2d,5c,3c,4s,Tc,Jh,Kh,Th,6s,Kc,8h,5d,6d,6h,9c,9s,4d,Qh "
                   "melded=0,1,2,3 played=1,2,3 started= added=0 premelded=1 lastred3=0 out=- concealed=0 end=none "
                   "seed=8536475863194425515") ==
          "phase=ask: seat 3 could not have asked before the draw (law 50). You may ask \"May I go out?\" only "
          "when you can go out this turn.");
    // The same question after a draw that lets him go out is accepted.
    CHECK(error_of("players=4 turn=0 phase=ask askdraw=0 hand0=Kc,Kd,Kh,5h hand1=4c hand2=5d hand3=6h "
                   "melds0=Ac,Ad,Ah,As,Ac,Ad,Ah/Qc,Qd,Qh,Qs,Qc,Qd,Qh seed=1") == "");
  }
  SUBCASE("a question with one card after the draw, where a no would leave no move") {
    // Found by ./tools/fuzz positions: seat 2 holds only 3c after the draw. Discarding it goes out; had he
    // asked and heard "no", he could neither discard nor meld it. So he may not ask (law 50), and a position
    // with that question waiting is refused with the reason.
    const std::string after_draw =
        "players=4 turn=0 phase=play hand0=3c hand1=4c hand2=5d hand3=6h "
        "melds0=Kc,Kd,Kh,Kh,2s,Jk,Jk/Qd,Qh,2d,Jk seed=1";
    const Parsed<GameState> p = parse_notation(after_draw);
    REQUIRE(p.ok());
    const auto moves = std::make_unique<MoveList>();  // large: on the heap, as the WASM stack is small
    p.value->legal_moves(*moves);
    REQUIRE(moves->size() == 1);
    CHECK(to_string((*moves)[0]) == "discard 3c");
    CHECK(explain(p.value->check(Move::ask())) ==
          "With one card left after the draw your only play is to go out: there is nothing to ask your partner.");
    CHECK(error_of("players=4 turn=0 phase=ask askdraw=0 hand0=3c hand1=4c hand2=5d hand3=6h "
                   "melds0=Kc,Kd,Kh,Kh,2s,Jk,Jk/Qd,Qh,2d,Jk seed=1") ==
          "phase=ask: seat 0 could not have asked after the draw (law 50). With one card left after the draw your "
          "only play is to go out: there is nothing to ask your partner.");
    // A code of its own, the verdict passed on as its reason, so the page words both.
    const Parsed<GameState> asked = parse_notation("players=4 turn=0 phase=ask askdraw=0 hand0=3c hand1=4c hand2=5d hand3=6h "
                                                   "melds0=Kc,Kd,Kh,Kh,2s,Jk,Jk/Qd,Qh,2d,Jk seed=1");
    CHECK(asked.problem == Problem::because("notationAskAfterDraw", Problem::of("whyAskLastCard"), {{"seat", "0"}}));
  }
  SUBCASE("a partner's no with one card left") {
    CHECK(error_of("players=4 turn=0 phase=play answer=no hand0=Kc hand1=4c hand2=5d hand3=6h "
                   "melds0=Ac,Ad,Ah,As,Ac,Ad,Ah/Qc,Qd,Qh,Qs,Qc,Qd,Qh seed=1") ==
          "hand0 holds one card after the draw and his partner said he may not go out this turn (law 50), so that "
          "card cannot be discarded (the discard would go out) nor melded: seat 0 has no legal move, a position no "
          "deal reaches.");
  }
  SUBCASE("neighbours that have a move stay accepted") {
    CHECK(error_of("players=2 turn=0 phase=play hand0=2c,Kd hand1=Kc seed=1") == "");
    CHECK(error_of("players=2 turn=0 phase=draw hand0=2c hand1=Kc seed=1") == "");
    CHECK(error_of("players=2 turn=0 phase=over end=stock hand0=2c hand1=Kc stock= seed=1") == "");
  }
}

TEST_CASE("Protocol - position refuses a dead end, now or at an empty hand's turn") {
  ProtocolSession session;
  CHECK(session.execute(std::string("position ") + kOneCardClassic) == "error " + kOneCardReason);
  // Seat 2 holds nothing: at its turn it would draw one card and be stuck
  // (the position fuzzer walked into exactly this).
  const char* empty_seat = "players=4 turn=0 hand0=Kc,Qd hand1=5c hand3=6d seed=1";
  const std::string empty_reason =
      "hand2 is empty while the deal goes on: only going out empties a hand, and that ends the deal (at his turn "
      "seat 2 would draw one card and could neither keep it nor go out).";
  CHECK(parse_notation(empty_seat).ok());  // a scenario may leave hands out
  CHECK(session.execute(std::string("position ") + empty_seat) == "error " + empty_reason);
  CHECK(session.execute("position players=4 turn=0 hand0=Kc,Qd hand1=5c hand2=4h hand3=6d seed=1") == "ok");
  CHECK(session.execute("position players=4 turn=0 phase=over end=stock stock= hand0=Kc,Qd hand1=5c seed=1") == "ok");
  GameRecord record = new_record(*rules_preset("classic"), 4, 1);
  record.start = empty_seat;
  std::string error;
  CHECK(!replay(record, &error));
  CHECK(error == "The record's start position is wrong: " + empty_reason);
}

// MA-11: a three kept for a straight while the side has not melded is laid
// out with a replacement from the stock. Alone in a hand after the draw it
// leaves one card, which his unmelded side may not go out with: the deal
// would stall a move later. No deal gets there (no meld leaves a hand one
// card its side may not go out with); the position fuzzer walked into it.
TEST_CASE("Protocol - MA-11: position refuses a lone kept three whose replacement leaves the player stuck") {
  const std::string hands = "variant=american players=4 turn=3 phase=play hand0=Th,9s hand1=Kc,Kh hand2=Ad,Ah ";
  const std::string lone = hands + "hand3=3d pile=4c stock=2h,Ts,Js,Ks seed=1";
  const std::string after_lay =
      "hand3 holds one card after the draw and his side may not go out now, so that card cannot be discarded (the "
      "discard would go out) nor melded: seat 3 has no legal move, a position no deal reaches.";
  const std::string reason =
      "hand3 holds only 3d after the draw, a three he may only lay out, and the card drawn in its place leaves him "
      "stuck: " + after_lay;
  REQUIRE(parse_notation(lone).ok());  // a move now: lay 3d
  const std::optional<Problem> lone_three = lone_three_reason(*parse_notation(lone).value);
  REQUIRE(lone_three);
  CHECK(lone_three->text() == reason);
  // A code of its own, the stuck position's passed on as its cause.
  CHECK(lone_three->id == "deadEndLoneThree");
  REQUIRE(lone_three->part("reason"));
  CHECK(*lone_three->part("reason") == Problem::of("deadEndOneCard", {{"seat", "3"}}));
  ProtocolSession session;
  CHECK(session.execute("position " + lone) == "error " + reason);
  // The replacement is the stock's top, 2h: laid, the position is the dead end itself.
  GameState laid = *parse_notation(lone).value;
  MoveList moves;
  laid.legal_moves(moves);
  REQUIRE(moves.size() == 1);
  CHECK(to_string(moves[0]) == "lay 3d");
  REQUIRE(laid.apply(moves[0]).ok());
  REQUIRE(dead_end_reason(laid));
  CHECK(dead_end_reason(laid)->text() == after_lay);
  // A replacement that is a three again is laid in turn, and stalls the same.
  CHECK(session.execute("position " + hands + "hand3=3d pile=4c stock=3h,2h,Ts,Js seed=1") ==
        "error hand3 holds only 3d after the draw, a three he may only lay out, and the card drawn in its place "
        "leaves him stuck: hand3 holds only 3h after the draw, a three he may only lay out, and the card drawn in "
        "its place leaves him stuck: " + after_lay);
  // With a second card the turn goes on: lay the three, discard one.
  CHECK(session.execute("position " + hands + "hand3=3d,5c pile=4c stock=2h,Ts,Js,Ks seed=1") == "ok");
  CHECK(session.execute("legal") == R"(["lay 3d","discard 5c"])");
}

TEST_CASE("Game records - a record whose start leaves the player to move without a move is refused") {
  GameRecord record = new_record(*rules_preset("classic"), 2, 1);
  record.start = kOneCardClassic;
  std::string error;
  CHECK(!replay(record, &error));
  CHECK(error == "The record's start position is wrong: " + kOneCardReason);
}

TEST_CASE("Observation text - the seat to move with no legal move is refused") {
  const GameState g = dead_end_state(kOneCardClassic);
  const Parsed<Observation> obs = parse_observation_text(to_observation_text(observation(g, 0)));
  CHECK(!obs.ok());
  CHECK(obs.error == kOneCardReason);
}

TEST_CASE("Bots, hints and the coach answer nothing for a seat with no legal move, never stop the program") {
  const GameState g = dead_end_state(kOneCardClassic);
  const Observation obs = observation(g, 0);
  for (BotLevel level : kAllBotLevels) {
    CAPTURE(to_string(level));
    BotOptions quick;
    quick.samples = 4;
    CHECK(!make_bot(level, 1, quick)->choose(obs));
  }
  BotOptions quick;
  quick.samples = 4;
  CHECK(!hint_move(obs, 1, quick));
  CHECK(coach_move(obs, Move::discard(*parse_card("2c")), 1, quick).same);
}

}  // namespace dead_end_test
