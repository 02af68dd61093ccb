// The coach: a clearly poor move gets advice with the reason a player would
// give and the position's exact numbers; Master's own move gets none. A
// fixed number of sampled deals makes every figure replay exactly.
#include <doctest/doctest.h>

#include "engine/bots/coach.h"
#include "engine/bots/coach_text.h"
#include "engine/bots/hand_analysis.h"
#include <tuple>
#include "engine/observation.h"
#include "test_util.h"

namespace bots_coach_test {

using namespace canasta;
using canasta::test::move;
using canasta::test::four_players;
using canasta::test::position;

namespace {

constexpr uint64_t kSeed = 11;

BotOptions fixed(int samples) {
  BotOptions o;
  o.samples = samples;
  return o;
}

Advice advice_on(const GameState& g, std::string_view played, int samples = 64) {
  return coach_move(observation(g, g.to_move()), move(played), kSeed, fixed(samples));
}

// Opponents' and partner's hands for four players; seat 1 (next after seat
// 0) has melded kings.
const std::string kTable =
    std::string(canasta::test::kOtherThreeHands) + " melds1=Kc,Kd,Ks seed=5";

// Seat 0 may take a fifteen-card pile topped by the nine of diamonds with
// its pair of nines, or draw.
GameState pile_decision() {
  return position("players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh melds0=Ac,Ad,Ah" +
                  std::string(kTable) + " pile=5h,Qh,Jc,Ts,6s,4c,8s,Ad,Td,9s,6c,Kh,Js,Ah,9d");
}

}  // namespace

TEST_CASE("Coach - drawing from the stock instead of taking a rich pile") {
  const Advice a = advice_on(pile_decision(), "draw");
  CHECK(!a.same);
  CHECK(to_string(a.better) == "pickup 9c 9h");
  CHECK(a.worth_saying);
  CHECK(a.reason.kind == ReasonKind::TakePile);
  CHECK(a.reason.cards == 15);
  CHECK(a.reason.rank == Rank::Nine);
}

TEST_CASE("Coach - Master's own move gets no advice") {
  const Advice a = advice_on(pile_decision(), "pickup 9c 9h");
  CHECK(a.same);
  CHECK(!a.worth_saying);
  CHECK(advice_to_text(a) == "same");
}

TEST_CASE("Coach - a move a hint gave is the coach's choice: never criticised, and named as the better one") {
  const Observation obs = observation(pile_decision(), 0);
  // Master's own choice is the pickup; a hint (a search that thought for
  // its time) gave the draw: the draw gets no advice.
  CHECK(coach_move(obs, move("draw"), kSeed, fixed(64), move("draw")).same);
  // Another move than the hinted one is measured against the hinted one,
  // never against a second search's choice.
  const Advice a = coach_move(obs, move("pickup 9c 9h"), kSeed, fixed(64), move("draw"));
  CHECK(!a.same);
  CHECK(to_string(a.better) == "draw");
  CHECK(!a.worth_saying);  // the pickup did better than the draw on these deals
  CHECK(a.loss < 0);
  const Advice b = coach_move(obs, move("draw"), kSeed, fixed(64), move("pickup 9c 9h"));
  CHECK(to_string(b.better) == "pickup 9c 9h");
  CHECK(b.loss == advice_on(pile_decision(), "draw").loss);  // the same deals as without the hint
}

TEST_CASE("Coach - reasons read from the two moves and the table") {
  // Seat 1 has melded five kings; the pile (twelve cards) is not frozen.
  const GameState g = four_players(
      "players=4 turn=0 phase=play hand0=Kh,Qs,9c,8c,8d,8h,6d,5s,4h,2c melds0=Ac,Ad,Ah",
      " melds1=Kc,Kc,Kd,Kd,Ks seed=5 pile=5h,Qh,Jc,Ts,6s,4c,9d,8s,Ad,Td,9s,6c");
  const Observation obs = observation(g, 0);
  SUBCASE("a king to the player who melded kings: he takes the pile for certain") {
    const Reason r = explain(obs, move("discard Qs"), move("discard Kh"));
    CHECK(r.kind == ReasonKind::SaferDiscard);
    CHECK(r.card == Card(Rank::King, Suit::Hearts));
    CHECK(r.percent == 100);
    CHECK(r.safer == Card(Rank::Queen, Suit::Spades));
    CHECK(r.safer_percent == 15);
  }
  SUBCASE("two discards about as safe: no reason but the loss") {
    CHECK(explain(obs, move("discard Qs"), move("discard 4h")).kind == ReasonKind::Generic);
  }
  SUBCASE("a deuce on a rich pile freezes it") {
    const Reason r = explain(obs, move("discard 2c"), move("discard Kh"));
    CHECK(r.kind == ReasonKind::FreezePile);
    CHECK(r.safer == Card(Rank::Two, Suit::Clubs));
    CHECK(r.cards == 12);
  }
  SUBCASE("a meld that leaves a short hand") {
    const Reason r = explain(obs, move("discard Qs"), move("meld 8c 8d 8h"));
    CHECK(r.kind == ReasonKind::HoldMeld);
    CHECK(r.cards == 7);
  }
  SUBCASE("a meld worth laying now") {
    const Reason r = explain(obs, move("meld 8c 8d 8h"), move("discard Qs"));
    CHECK(r.kind == ReasonKind::MeldNow);
    CHECK(r.points == 30);
    CHECK(r.cards == 3);
  }
  SUBCASE("the hint for a discard gives its own chance") {
    const Reason r = explain(obs, move("discard Qs"), std::nullopt);
    CHECK(r.kind == ReasonKind::SaferDiscard);
    CHECK(r.safer_percent == 15);
  }
  SUBCASE("a hint's discard that is not the safest is not called safe: the eights it holds back are the reason") {
    const Reason r = explain(obs, move("discard Kh"), std::nullopt);
    CHECK(r.kind == ReasonKind::HoldMeld);
    CHECK(r.cards == 9);
  }
}

TEST_CASE("Coach - on an empty pile no discard is called safe when every card is as easily taken") {
  // Seat 1 has melded nothing: a one-card pile needs a natural pair, which
  // any card may meet.
  const GameState g = position("players=4 turn=0 phase=play hand0=Qs,9c,8c,6d,5s,4h melds0=Ac,Ad,Ah" +
                               std::string(canasta::test::kOtherThreeHands) + " seed=5 pile=");
  for (const char* discard : {"discard Qs", "discard 9c", "discard 4h"}) {
    // Not called safe: a single card the hand needs least.
    const Reason r = explain(observation(g, 0), move(discard), std::nullopt);
    CHECK(r.kind == ReasonKind::KeepOthers);
    CHECK(r.card == move(discard).card);
    CHECK(r.count == 1);
    CHECK(r.wilds == 0);
  }
}

TEST_CASE("Coach - every hint says why: an answer to \"May I go out?\" and a draw with no pickup") {
  // The side has a canasta of eights; seat 0 asks its partner.
  GameState g = position("players=4 turn=0 phase=play hand0=Qc,Qd,Qh,4h melds0=8c,8d,8d,8h,8s,2c,2d" +
                         std::string(kTable) + " pile=5h,Qh,Jc,Ts,6s,4c,9d,8s");
  REQUIRE(g.apply(move("ask")).ok());
  const Observation partner = observation(g, g.to_move());
  Reason r = explain(partner, move("no"), std::nullopt);
  CHECK(r.kind == ReasonKind::AnswerNo);
  CHECK(r.count == 0);
  CHECK(r.cards == 7);
  r = explain(partner, move("yes"), std::nullopt);
  CHECK(r.kind == ReasonKind::AnswerYes);
  CHECK(r.points == 100);
  // A jack on top and one jack in hand, no wild card: the pile cannot be taken.
  const GameState draw = position("players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh melds0=Ac,Ad,Ah" +
                                  std::string(kTable) + " pile=5h,Qh,Jc");
  r = explain(observation(draw, 0), move("draw"), std::nullopt);
  CHECK(r.kind == ReasonKind::NoPickup);
  CHECK(r.cards == 3);
}

TEST_CASE("Coach - leaving the pile: the wild cards a pickup spends") {
  const GameState g = position("players=4 turn=0 phase=draw hand0=9c,2h,Kd,Qs,7c,6d,5s,4h,Jh melds0=Ac,Ad,Ah" +
                               std::string(kTable) + " pile=5h,Qh,9d");
  const Reason r = explain(observation(g, 0), move("draw"), move("pickup 9c 2h"));
  CHECK(r.kind == ReasonKind::LeavePile);
  CHECK(r.cards == 3);
  CHECK(r.wilds == 1);
}

TEST_CASE("Coach - going out was there to be had") {
  // The side has a canasta; three queens and a four make the hand: meld
  // the queens and discard the four to go out.
  const GameState g = position("players=4 turn=0 phase=play hand0=Qc,Qd,Qh,4h melds0=8c,8d,8d,8h,8s,2c,2d" +
                               std::string(kTable) + " pile=5h,Qh,Jc,Ts,6s,4c,9d,8s");
  const Observation obs = observation(g, 0);
  CHECK(explain(obs, move("meld Qc Qd Qh"), move("discard 4h")).kind == ReasonKind::GoOut);
  CHECK(explain(obs, move("meld Qc Qd Qh"), move("discard 4h")).points == 100);
  // Master asks first, as Standard does (going out at once does not beat
  // asking by a standard error on 64 deals): the advice names the ask.
  const Advice a = advice_on(g, "discard 4h");
  CHECK(a.worth_saying);
  CHECK(a.better == move("ask"));
  CHECK(a.reason.kind == ReasonKind::Ask);
  CHECK(a.reason.cards == 7);
  SUBCASE("and the other way round: going out gives up melds close to a canasta") {
    // No meld of the side is close to a canasta: the partner's seven cards,
    // none known, are the reason. Seat 0 has not seen 82 of the packs' 104
    // cards without red threes (1,180 points): it sees 22 worth 220, so an
    // unseen card counts 960 / 82 and seven of them 81.95, about 80.
    const Reason partner = explain(obs, move("discard 4h"), move("meld Qc Qd Qh"));
    CHECK(partner.kind == ReasonKind::PartnerHand);
    CHECK(partner.cards == 7);
    CHECK(partner.points == 80);
    // A partner with two cards (likely 23 points) is no reason: building on is.
    const GameState two = position("players=4 turn=0 phase=play hand0=Qc,Qd,Qh,4h melds0=8c,8d,8d,8h,8s,2c,2d"
                                   " hand1=Ac,Kh,8h,6s,5s,Jd,Qc,3c,4s hand2=Jc,Jd hand3=Th,Ts,9c,9h,6d,7s,7d"
                                   " melds1=Kc,Kd,Ks seed=5 pile=5h,Qh,Jc,Ts,6s,4c,9d,8s");
    const Reason building = explain(observation(two, 0), move("discard 4h"), move("meld Qc Qd Qh"));
    CHECK(building.kind == ReasonKind::KeepBuilding);
    CHECK(building.count == 0);
    CHECK(explain(obs, move("ask"), move("meld Qc Qd Qh")).kind == ReasonKind::Ask);
    CHECK(explain(obs, move("ask"), move("meld Qc Qd Qh")).cards == 7);  // the partner's hand
  }
}

TEST_CASE("Coach - the partner's likely hand: known cards exactly, the others at the unseen cards' mean") {
  // Seat 2 takes a pile of five topped by the jack of hearts with its two
  // jacks: the queen, nine, king and five under it are known to be in its
  // hand, beside five unknown cards.
  GameState g = position("players=4 turn=2 phase=draw hand0=Qc,Qd,Qh,4h melds0=8c,8d,8d,8h,8s,2c,2d" +
                         std::string(kTable) + " pile=5h,Qh,9s,Ks,Jh");
  REQUIRE(g.apply(move("pickup Jc Jd")).ok());
  const Observation obs = observation(g, 0);
  REQUIRE(obs.known(2).size() == 4);
  Reading r;
  read_table(obs, r);
  // Known: 5 + 10 + 10 + 10 = 35. Seat 0 sees 21 cards worth 220 (its hand
  // 35, the eights and deuces 90, the jacks and kings 60, the known 35), so
  // 83 unseen cards count 960 and each of the five unknown 960 / 83.
  CHECK(likely_hand_points(obs, r, 2) == doctest::Approx(35 + 5 * 960.0 / 83));
}

TEST_CASE("Coach - advice and hints as text, and back") {
  const Advice a = advice_on(pile_decision(), "draw");
  const std::string text = advice_to_text(a);
  CHECK(text ==
        "advice worth=1 loss=935 kind=take_pile cards=15 wilds=0 points=0 count=0 percent=0 safer_percent=0 rank=9"
        " card=2c safer=2c move=pickup 9c 9h");
  const Parsed<Advice> back = parse_advice_text(text);
  REQUIRE(back.ok());
  CHECK(advice_to_text(*back.value) == text);
  CHECK(parse_advice_text("same").value->same);
  CHECK(parse_advice_text("advice worth=2 loss=1 kind=ask move=draw").error == "worth must be 0 or 1");
  CHECK(parse_advice_text("advice worth=1 loss=1 kind=ask move=draw").error == "a reason has 10 fields");
  CHECK(parse_advice_text("advice worth=1 loss=1").error == "the move is missing (move=...)");
  const std::string bad_kind = text.substr(0, text.find("take_pile")) + "wizardry" + text.substr(text.find(" cards="));
  CHECK(parse_advice_text(bad_kind).error == "unknown reason \"wizardry\"");
  Hint h;
  h.move = move("discard 4d");
  h.reason.kind = ReasonKind::SaferDiscard;
  h.reason.safer = Card(Rank::Four, Suit::Diamonds);
  h.reason.safer_percent = 5;
  const Parsed<Hint> hint = parse_hint_text(hint_to_text(h));
  REQUIRE(hint.ok());
  CHECK(hint.value->move == h.move);
  CHECK(hint.value->reason == h.reason);
  CHECK(!parse_hint_text("hint kind=ask move=nonsense").ok());
}

TEST_CASE("Coach - the hint says why: take the pile") {
  const Hint h = hint_move(observation(pile_decision(), 0), kSeed, fixed(64)).value();
  CHECK(to_string(h.move) == "pickup 9c 9h");
  CHECK(h.reason.kind == ReasonKind::TakePile);
  CHECK(h.reason.cards == 15);
  CHECK(h.reason.rank == Rank::Nine);
}

TEST_CASE("Coach - the hint in the dealer's cut: every card dealt, and why (UY-50)") {
  struct Table {
    const char* options;
    int players;
    int cards;
  };
  // A plain struct, not a structured binding: CAPTURE's lambda may not
  // capture a binding under clang 14 (the WASM build).
  for (const Table& t : {Table{"cut_bonus", 4, 60}, Table{"cut_bonus", 2, 30}, Table{"cut_bonus,pack216", 6, 90}}) {
    const char* options = t.options;
    const int players = t.players;
    const int cards = t.cards;
    CAPTURE(players);
    const Rules rules = *make_rules("uruguayan", options, nullptr);
    const GameState g = GameState::new_game(rules, players, 7);
    REQUIRE(g.phase() == Phase::Cut);
    const Observation obs = observation(g, g.dealer());
    const Hint h = hint_move(obs, kSeed, fixed(8)).value();
    CHECK(to_string(h.move) == "cut " + std::to_string(cards));
    CHECK(h.reason.kind == ReasonKind::ExactCut);
    CHECK(h.reason.cards == cards);
    CHECK(h.reason.count == 15);
    CHECK(h.reason.points == 100);
    const Parsed<Hint> back = parse_hint_text(hint_to_text(h));
    REQUIRE(back.ok());
    CHECK(back.value->reason == h.reason);
    // The table says whether a cut was exact: the coach says nothing more.
    CHECK(coach_move(obs, move("cut 17"), kSeed, fixed(8)).same);
  }
}

}  // namespace bots_coach_test
