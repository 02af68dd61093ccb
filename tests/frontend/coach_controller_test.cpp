// The coach at the table: with the option on, a poor move of the player is
// followed by the coach's sentence (until the next move); a good one, or
// the option off, by nothing; the hint comes with its reason.
#include <doctest/doctest.h>

#include "frontend/session/game_controller.h"
#include "frontend/session/lesson_table.h"
#include "frontend/words/strings.h"
#include "tests/engine/test_util.h"

namespace coach_controller_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

// Seat 0 may take a fifteen-card pile topped by the nine of diamonds with
// its pair of nines, or draw.
constexpr const char* kPileDecision =
    "players=4 turn=0 phase=draw hand0=9c,9h,Kd,Qs,7c,6d,5s,4h,Jh melds0=Ac,Ad,Ah"
    " hand1=Ac,Kh,8h,6s,5s,Jd,Qc,3c,4s hand2=Jc,Jd,8c,7h,6h,5c,4d hand3=Th,Ts,9c,9h,6d,7s,7d"
    " melds1=Kc,Kd,Ks seed=5 pile=5h,Qh,Jc,Ts,6s,4c,8s,Ad,Td,9s,6c,Kh,Js,Ah,9d";

void start(GameController& game, bool coach) {
  GameSetup setup;
  setup.seed = 3;
  game.start_from(test::position(kPileDecision), setup);
  game.set_coach(coach);
}

}  // namespace

TEST_CASE("Coach at the table - drawing past a rich pile is commented on, until the next move") {
  set_language(Language::kEnglish);
  GameController game;
  start(game, true);
  REQUIRE(game.play(Move::draw()));
  game.update(0, 1e18);  // the answer is taken; no computer player moves
  CHECK(game.coach_line() == "Coach: Taking the pile here would have given you 15 cards and a meld of nines.");
  // The next move of the player makes way for the coach's view of it.
  REQUIRE(game.play(Move::discard(Card(Rank::Jack, Suit::Hearts))));
  CHECK(game.coach_line().empty());
}

TEST_CASE("Coach at the table - Master's own move, or the coach off, says nothing") {
  GameController game;
  SUBCASE("the same move") {
    start(game, true);
    REQUIRE(game.play(test::move("pickup 9c 9h")));
  }
  SUBCASE("off") {
    start(game, false);
    REQUIRE(game.play(Move::draw()));
  }
  game.update(0, 1e18);
  CHECK(game.coach_line().empty());
}

TEST_CASE("Coach at the table - the hint is Master's move with its reason, for the position it was asked at") {
  GameController game;
  start(game, false);
  game.request_hint();
  const auto hint = game.take_hint();
  REQUIRE(hint);
  CHECK(to_string(hint->move) == "pickup 9c 9h");
  CHECK(hint->reason.kind == ReasonKind::TakePile);
  CHECK(hint->reason.cards == 15);
  CHECK(!game.take_hint());  // handed over once
}

namespace {

// A coach whose hints come from a search that chose otherwise than the
// coach's own would (as a timed search in the worker may, asked twice):
// its hint is the draw, its advice the in-process coach's.
class SecondOpinionCoach final : public CoachDriver {
 public:
  void request(const CoachRequest& r) override {
    CoachAnswer a = coach_in_process(r);
    if (!r.played) a.hint = {Move::draw(), explain(r.observation, Move::draw(), std::nullopt)};
    answers_.push_back(a);
  }
  std::optional<CoachAnswer> poll() override {
    if (answers_.empty()) return std::nullopt;
    CoachAnswer a = answers_.front();
    answers_.erase(answers_.begin());
    return a;
  }
  void cancel_all() override { answers_.clear(); }

 private:
  std::vector<CoachAnswer> answers_;
};

}  // namespace

TEST_CASE("Coach at the table - never criticises the move the hint gave, and judges another against it") {
  set_language(Language::kEnglish);
  GameController game(std::make_unique<SecondOpinionCoach>());
  start(game, true);
  game.request_hint();
  const auto hint = game.take_hint();
  REQUIRE(hint);
  REQUIRE(hint->move == Move::draw());
  SUBCASE("following the hint: no word from the coach") {
    REQUIRE(game.play(Move::draw()));
    game.update(0, 1e18);
    CHECK(game.coach_line().empty());
  }
  SUBCASE("another move is measured against the hint's, which it beat here: nothing to say") {
    REQUIRE(game.play(test::move("pickup 9c 9h")));
    game.update(0, 1e18);
    CHECK(game.coach_line().empty());
  }
}

TEST_CASE("Coach at the table - silent in a lesson, where the lesson is the teacher") {
  GameController game;
  start(game, true);
  // The same position as a lesson's, in the game's place.
  LessonTable lesson;
  lesson.open(game.state(), game.setup());
  REQUIRE(lesson.play(Move::draw()));
  lesson.update(0, 1e18);
  game.update(0, 1e18);
  CHECK(lesson.coach_line().empty());
  CHECK(game.coach_line().empty());
}

}  // namespace coach_controller_test
