// The table words an engine's problem in its player's language, by name,
// as the page does (page_text.js's problemText): a refused lesson, the
// rules a new game cannot be played by, a record the table cannot load.
#include <doctest/doctest.h>

#include <string>

#include "engine/lesson_runner.h"
#include "engine/rules.h"
#include "frontend/session/game_controller.h"
#include "frontend/words/problem_words.h"
#include "frontend/words/strings.h"

namespace problem_words_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

struct LanguageGuard {
  ~LanguageGuard() { set_language(Language::kEnglish); }
};

Problem lesson_problem(std::string_view json) {
  const Parsed<LessonRunner> loaded = load_lesson(json);
  REQUIRE_FALSE(loaded.ok());
  return loaded.problem;
}

// Two players, seat 0 to draw (lesson_test's position).
constexpr const char* kPosition =
    "players=2 turn=0 dealer=1 phase=draw hand0=9h,9s,Kc,Kd,6c,6d,4s,8h,Jc,Qd,5h "
    "hand1=Ac,Ad,Td,Th,7c,7s,8s,8d,Qs,Jd,4h melds0=Ah,As,Ac pile=5c,4d,2d,7h,Td,9c seed=11";

}  // namespace

TEST_CASE("Problem words - in English the table says the engine's sentence") {
  LanguageGuard guard;
  const Problem lesson = lesson_problem(R"({"format":"canasta-lesson","version":9})");
  CHECK(problem_text(lesson) == lesson.text());
  const Problem players = *players_problem(*make_rules("american", "", nullptr), 2);
  CHECK(problem_text(players) == "Modern American Canasta is played by 4 players.");
}

TEST_CASE("Problem words - a lesson's problem and the parts it passes on, in German") {
  LanguageGuard guard;
  set_language(Language::kGerman);
  CHECK(problem_text(lesson_problem(R"({"format":"canasta-lesson","version":9})")) ==
        "Diese Lektion hat die Version 9; dieser Tisch liest Lektionen bis Version 1.");
  // A step's text, named by a part of its own ({where}).
  const std::string missing = R"({"format":"canasta-lesson","version":1,"id":"x","title":"T","position":")" +
                              std::string(kPosition) + R"(","steps":[{"prompt":"Take.","accept":["pickup 9h 9s"],"wrong":"w"}]})";
  CHECK(problem_text(lesson_problem(missing)) == "Schritt 1: \xE2\x80\x9E" "success\xE2\x80\x9C fehlt.");
  // The rules' problem inside the lesson's, its game's title German too.
  const std::string american = R"({"format":"canasta-lesson","version":1,"variant":"american","id":"x","title":"T",)"
                               R"("position":")" + std::string(kPosition) + R"(","steps":[]})";
  CHECK(problem_text(lesson_problem(american)) ==
        "Die Stellung der Lektion ist falsch: " + problem_text(*players_problem(*make_rules("american", "", nullptr), 2)));
  CHECK(problem_text(*players_problem(*make_rules("american", "", nullptr), 2)).find(tr(S::kTitleAmerican)) !=
        std::string::npos);
}

// What the table says when its stored settings ask for a game the rules
// cannot seat (App::start_game): the rules' own sentence, in Spanish.
TEST_CASE("Problem words - a new game the rules cannot seat, in Spanish") {
  LanguageGuard guard;
  set_language(Language::kSpanish);
  GameSetup setup;
  setup.variant = "american";
  setup.players = 2;
  const std::optional<Problem> wrong = GameController::setup_problem(setup);
  REQUIRE(wrong);
  CHECK(wrong->id == "rulesPlayers");
  CHECK(problem_text(*wrong) == fill_text(tr(S::kRulesPlayers), {{"game", tr(S::kTitleAmerican)}, {"counts", "4"}}));
  CHECK(problem_text(*wrong) != wrong->text());
  setup.variant = "bridge";
  CHECK(problem_text(*GameController::setup_problem(setup)).rfind("Variante desconocida", 0) == 0);
}

TEST_CASE("Problem words - a code the table has no text for is said whole in English") {
  LanguageGuard guard;
  set_language(Language::kItalian);
  Problem unknown = Problem::of("lessonTextMissing");
  unknown.with("where", Problem::of("noSuchWords"));
  CHECK(problem_text(unknown) == unknown.text());
}

}  // namespace problem_words_test
