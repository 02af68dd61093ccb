// Lessons (engine/lesson.h, engine/lesson_runner.h): the document, the
// loader's checks with their sentences, and a runner judging attempts.
#include "engine/lesson_runner.h"

#include <string>

#include "engine/notation.h"
#include "tests/engine/test_util.h"

namespace canasta::lesson_test {
namespace {

using test::move;

// Two players; the pile holds 2d, so it is frozen: only the natural pair
// 9h 9s takes it. Seat 1 holds 4h for the scripted reply.
constexpr const char* kPosition =
    "players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c,6d,4s,8h,Jc,Qd,5h "
    "hand1=Ac,Ad,Td,Th,7c,7s,8s,8d,Qs,Jd,4h melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c seed=11";

std::string lesson_json(const std::string& steps, const std::string& extra = "") {
  return R"({"format":"canasta-lesson","version":1,"id":"frozen-pile",)"
         R"("title":{"en":"Taking a frozen pile","de":"Einen eingefrorenen Stapel aufnehmen"},)" +
         extra + R"("position":")" + kPosition + R"(","steps":[)" + steps + "]}";
}

const std::string kTakeStep =
    R"({"prompt":{"en":"The pile is frozen. Take it.","de":"Nimm den Stapel."},"accept":["pickup 9h 9s"],)"
    R"("success":"Right: a natural pair takes a frozen pile.","wrong":"Not that.",)"
    R"("feedback":[{"move":"draw","text":{"en":"Drawing leaves six cards to the next player."}}]})";
const std::string kDiscardStep =
    R"({"prompt":"Discard the four.","accept":["discard 4s"],"success":"Good.","wrong":"Keep that card.",)"
    R"("then":["draw","discard 4h"]})";
const std::string kBotsStep =
    R"({"prompt":"Draw.","accept":["draw"],"success":"Drawn.","wrong":"Draw instead.","then":"bots"})";

LessonRunner runner_of(const std::string& json) {
  Parsed<LessonRunner> loaded = load_lesson(json);
  INFO("error: ", loaded.error);
  REQUIRE(loaded.ok());
  return std::move(*loaded.value);
}

std::string load_error(const std::string& json) { return load_lesson(json).error; }

TEST_CASE("Lessons - a right answer in any card order moves to the next step") {
  LessonRunner runner = runner_of(lesson_json(kTakeStep + "," + kDiscardStep));
  CHECK(runner.lesson().title.in("de") == "Einen eingefrorenen Stapel aufnehmen");
  CHECK(runner.step().prompt.in("de") == "Nimm den Stapel.");
  const LessonAttempt attempt = runner.attempt(move("pickup 9s 9h"));
  CHECK(attempt.kind == LessonAttempt::Kind::kRight);
  CHECK(attempt.text->in("en") == "Right: a natural pair takes a frozen pile.");
  REQUIRE(attempt.played.size() == 1);
  CHECK(attempt.played[0].seat == 0);
  CHECK(same_move(attempt.played[0].move, move("pickup 9h 9s")));
  CHECK(runner.step_index() == 1);
  CHECK(runner.state().phase() == Phase::Play);
  CHECK(runner.state().meld(0, Rank::Nine).size() == 3);
}

TEST_CASE("Lessons - a wrong legal move gets its feedback and changes nothing") {
  LessonRunner runner = runner_of(lesson_json(kTakeStep + "," + kDiscardStep));
  const GameState before = runner.state();
  const LessonAttempt drew = runner.attempt(move("draw"));
  CHECK(drew.kind == LessonAttempt::Kind::kWrong);
  CHECK(drew.text->in("de") == "Drawing leaves six cards to the next player.");  // English fallback
  CHECK(drew.played.empty());
  CHECK(runner.state() == before);
  CHECK(runner.step_index() == 0);

  REQUIRE(runner.attempt(move("pickup 9h 9s")).kind == LessonAttempt::Kind::kRight);
  const LessonAttempt other = runner.attempt(move("discard 8h"));  // legal, no feedback of its own
  CHECK(other.kind == LessonAttempt::Kind::kWrong);
  CHECK(other.text->in("en") == "Keep that card.");
}

TEST_CASE("Lessons - an illegal move gets the engine's reason") {
  LessonRunner runner = runner_of(lesson_json(kTakeStep));
  const GameState before = runner.state();
  const LessonAttempt attempt = runner.attempt(move("pickup"));
  CHECK(attempt.kind == LessonAttempt::Kind::kIllegal);
  CHECK(attempt.text == nullptr);
  CHECK(explain(attempt.reason) == explain(before.check(move("pickup"))));
  CHECK(attempt.reason.why == Why::kNoMeldForTop);  // a bare pickup needs a meld of nines
  CHECK(runner.state() == before);
}

TEST_CASE("Lessons - scripted replies, the computer's replies, the end and a restart") {
  LessonRunner runner = runner_of(lesson_json(kTakeStep + "," + kDiscardStep + "," + kBotsStep));
  REQUIRE(runner.attempt(runner.answer()).kind == LessonAttempt::Kind::kRight);
  CHECK(to_string(runner.answer()) == "discard 4s");
  const LessonAttempt discarded = runner.attempt(runner.answer());
  REQUIRE(discarded.kind == LessonAttempt::Kind::kRight);
  REQUIRE(discarded.played.size() == 3);
  CHECK(discarded.played[1].seat == 1);
  CHECK(to_string(discarded.played[1].move) == "draw");
  CHECK(to_string(discarded.played[2].move) == "discard 4h");
  CHECK(runner.state().pile_top() == parse_card("4h"));
  CHECK(runner.state().to_move() == 0);

  const LessonAttempt drew = runner.attempt(move("draw"));
  REQUIRE(drew.kind == LessonAttempt::Kind::kRight);
  CHECK(drew.played.size() == 1);  // the learner is still in turn after drawing: nobody replies
  CHECK(runner.finished());
  CHECK(runner.attempt(move("draw")).kind == LessonAttempt::Kind::kFinished);

  runner.restart();
  CHECK(runner.step_index() == 0);
  CHECK(runner.state() == runner.lesson().start);
}

TEST_CASE("Lessons - the computer's replies are the same every time") {
  const std::string json = lesson_json(kTakeStep + "," +
                                       R"({"prompt":"Discard.","accept":["discard 4s"],"success":"Good.",)"
                                       R"("wrong":"No.","then":"bots"})");
  LessonRunner a = runner_of(json), b = runner_of(json);
  for (LessonRunner* r : {&a, &b}) {
    REQUIRE(r->attempt(r->answer()).kind == LessonAttempt::Kind::kRight);
  }
  const LessonAttempt ra = a.attempt(a.answer()), rb = b.attempt(b.answer());
  REQUIRE(ra.played.size() == rb.played.size());
  REQUIRE(ra.played.size() >= 3);  // seat 1 draws (or takes), melds maybe, discards
  for (size_t i = 0; i < ra.played.size(); ++i) CHECK(ra.played[i].move == rb.played[i].move);
  CHECK(a.state() == b.state());
  CHECK(a.state().to_move() == 0);
}

TEST_CASE("Lessons - a broken lesson is refused with a sentence naming the problem") {
  CHECK(load_error("{") == "The lesson is not valid JSON: JSON error at byte 1: expected a quoted key in an object.");
  CHECK(load_error(R"({"format":"canasta-record","version":1})") ==
        "This is not a lesson: its \"format\" must be \"canasta-lesson\".");
  CHECK(load_error(R"({"format":"canasta-lesson","version":2})") ==
        "This lesson is of version 2; this table reads lessons up to version 1.");
  CHECK(load_error(lesson_json(kTakeStep, R"("variant":"bridge",)")).rfind("The lesson's rules are wrong: ", 0) == 0);
  CHECK(load_error(lesson_json(kTakeStep, R"("colour":"red",)")) == "The lesson has an unknown field \"colour\".");
  std::string other_rules = lesson_json(kTakeStep, R"("options":"min15",)");
  other_rules.replace(other_rules.find("seed=11"), 7, "seed=11 options=wild3");
  CHECK(load_error(other_rules) == "The lesson's position names other rules than its \"variant\" and \"options\".");
  CHECK(load_error(lesson_json(kTakeStep, R"("variant":"american",)")) ==
        "The lesson's position is wrong: Modern American Canasta is played by 4 players.");
  CHECK(load_error(lesson_json("")) == "The lesson has no \"steps\" (a list of one or more steps).");

  std::string bad_position = lesson_json(kTakeStep);
  bad_position.replace(bad_position.find("hand0=9h"), 8, "hand0=9x");
  CHECK(load_error(bad_position).rfind("The lesson's position is wrong: ", 0) == 0);

  CHECK(load_error(lesson_json(R"({"prompt":"Take.","accept":["pickup"],"success":"s","wrong":"w"})")) ==
        "Step 1: the accepted move \"pickup\" is not legal there: " + explain(runner_of(lesson_json(kTakeStep)).state().check(move("pickup"))));
  CHECK(load_error(lesson_json(R"({"prompt":"Take.","accept":["pickup 9h 9s"],"wrong":"w"})")) ==
        "Step 1: \"success\" is missing.");
  CHECK(load_error(lesson_json(R"({"prompt":{"de":"Nimm."},"accept":["pickup 9h 9s"],"success":"s","wrong":"w"})")) ==
        "Step 1: \"prompt\" has no English text (\"en\").");
  CHECK(load_error(lesson_json(R"({"prompt":"Take.","accept":["pickup 9h 9q"],"success":"s","wrong":"w"})"))
            .rfind("Step 1: \"accept\" \"pickup 9h 9q\" does not read: ", 0) == 0);
  CHECK(load_error(lesson_json(R"({"prompt":"Take.","accept":["pickup 9h 9s","draw"],"success":"s","wrong":"w",)"
                               R"("feedback":[{"move":"draw","text":"t"}]})")) ==
        "Step 1: the feedback move \"draw\" is also an accepted answer.");
  CHECK(load_error(lesson_json(kTakeStep + "," +
                               R"({"prompt":"Discard.","accept":["discard 4s"],"success":"s","wrong":"w","then":["draw","discard 4h","draw"]})")) ==
        "Step 2: the reply \"draw\" would be played by the learner (seat 0), whose move a step asks for.");
  CHECK(load_error(lesson_json(kTakeStep + "," +
                               R"({"prompt":"Discard.","accept":["discard 4s"],"success":"s","wrong":"w","then":["draw","discard 9d"]})"))
            .rfind("Step 2: the reply \"discard 9d\" is not legal there: ", 0) == 0);
  CHECK(load_error(lesson_json(kTakeStep + "," + kTakeStep)) ==
        "Step 2: the accepted move \"pickup 9h 9s\" is not legal there: " + explain(Verdict::of(Why::kAlreadyDrew)));
  CHECK(load_error(lesson_json(kTakeStep + "," +
                               R"({"prompt":"Discard.","accept":["discard 4s"],"success":"s","wrong":"w"},)" + kBotsStep)) ==
        "Step 3: the learner (seat 0) is not to move there.");
}

TEST_CASE("Lessons - texts fall back to English and moves compare in any order") {
  LocalizedText text;
  text.by_language = {{"en", "Take it."}, {"pt", "Pegue."}};
  CHECK(text.in("pt") == "Pegue.");
  CHECK(text.in("pt-BR") == "Pegue.");
  CHECK(text.in("it") == "Take it.");
  CHECK(same_move(move("meld 7c 7d 7h + Kc Kd 2s"), move("meld Kd 2s Kc + 7h 7c 7d")));
  CHECK_FALSE(same_move(move("meld 7c 7d 7h"), move("meld 7c 7d 7s")));
  CHECK(same_move(move("pickup 9s 9h + Kc Kd Ks"), move("pickup 9h 9s + Kd Ks Kc")));
}

}  // namespace
}  // namespace canasta
