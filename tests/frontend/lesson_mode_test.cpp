// The table's lesson mode (frontend/session/lesson_mode.h) on a real GameController:
// a wrong move leaves the table as it was, an illegal one gets the engine's
// reason in the player's language, a right one is played and the replies
// follow at the bots' pace; the lesson's end, buttons, mirror and the
// settings that remember finished tutorial lessons.
#include <doctest/doctest.h>

#include <string>

#include "engine/notation.h"
#include "frontend/session/game_controller.h"
#include "frontend/session/lesson_mode.h"
#include "frontend/session/table_choice.h"
#include "frontend/settings/settings.h"
#include "frontend/words/strings.h"
#include "frontend/session/tutorial.h"
#include "frontend/app/web_api.h"
#include "frontend/table/table_view.h"

namespace lesson_mode_test {

using namespace canasta;
using namespace canasta::frontend;

extern "C" {
const char* canasta_load_lesson(const char* data, int size);
const char* canasta_lesson_problem(const char* data, int size);
const char* canasta_load_record(const char* data, int size);
const char* canasta_new_game(const char* data, int size);
const char* canasta_record_json();
}

namespace {

Move move(const char* text) { return *parse_move(text).value; }

struct Table {
  GameController game;
  LessonMode lesson;
  ReplayTable replay;
  TableChoice tables{game, lesson, replay};
  // The lesson's own table, shown while the lesson is active.
  LessonTable& shown() { return lesson.table(); }
};

}  // namespace

TEST_CASE("Lesson mode - wrong, illegal and right moves at the table") {
  set_language(Language::kEnglish);
  Table t;
  REQUIRE_FALSE(t.tables.open_tutorial(*find_tutorial_lesson("frozen-pile")));
  CHECK(t.shown().mode() == TableMode::kLesson);
  CHECK(t.shown().viewer_to_move());
  CHECK_FALSE(t.shown().other_to_move());
  CHECK(t.lesson.title() == "The frozen pile");
  CHECK(t.lesson.progress() == "Step 1 of 2");
  CHECK(t.lesson.feedback().empty());
  CHECK(t.lesson.buttons() == std::vector<LessonButton>{LessonButton::kShowMe, LessonButton::kAgain, LessonButton::kLessons});
  const std::string start = to_notation(t.shown().state());

  CHECK(t.lesson.judge(move("draw")) == LessonAttempt::Kind::kWrong);
  CHECK(t.lesson.feedback() == "Drawing is allowed, but you leave six cards, the 2♦ among them, to the others.");
  CHECK(t.lesson.tone() == LessonMode::Tone::kWrong);
  CHECK(to_notation(t.shown().state()) == start);
  CHECK(t.shown().record().moves.empty());

  CHECK(t.lesson.judge(move("pickup 9h 2c")) == LessonAttempt::Kind::kIllegal);
  CHECK(t.lesson.feedback() == "The pile is frozen: you need two natural nines from your hand.");
  set_language(Language::kGerman);  // said again in the language chosen
  CHECK(t.lesson.feedback() == "Der Stapel ist eingefroren: Du brauchst zwei natürliche Neunen aus deiner Hand.");
  CHECK(t.lesson.prompt().rfind("Im Stapel liegt eine Zwei", 0) == 0);
  set_language(Language::kEnglish);

  t.lesson.show_me();
  CHECK(t.lesson.tone() == LessonMode::Tone::kRight);
  CHECK(t.shown().record().moves == std::vector<std::string>{"pickup 9h 9s"});
  CHECK(t.lesson.progress() == "Step 2 of 2");
  REQUIRE(t.lesson.judge(move("meld Kd Kc 2c")) == LessonAttempt::Kind::kRight);  // the other deuce is right too
  CHECK(t.lesson.finished());
  CHECK(t.lesson.progress() == "Lesson complete");
  CHECK(t.lesson.prompt().empty());
  CHECK(t.lesson.buttons() ==
        std::vector<LessonButton>{LessonButton::kAgain, LessonButton::kNext, LessonButton::kLessons});
  const JsonValue mirror = t.lesson.mirror();
  // A move once the lesson is complete is not played, and says what to do.
  const std::string done = to_notation(t.shown().state());
  CHECK(t.lesson.judge(move("discard 4s")) == LessonAttempt::Kind::kFinished);
  CHECK(t.lesson.feedback() == "This lesson is complete. Press Again to play it once more.");
  CHECK(to_notation(t.shown().state()) == done);
  CHECK(to_json(mirror) ==
        R"({"title":"The frozen pile","progress":"Lesson complete","prompt":"","feedback":"Right. Keep in mind: a wild card you discard freezes the pile again.","tone":"right"})");

  t.lesson.restart();
  CHECK(to_notation(t.shown().state()) == start);
  CHECK(t.lesson.progress() == "Step 1 of 2");
  CHECK(t.shown().record().moves.empty());
}

TEST_CASE("Lesson mode - the other seats' replies come one by one at the bots' pace") {
  set_language(Language::kEnglish);
  Table t;
  REQUIRE_FALSE(t.tables.open_tutorial(*find_tutorial_lesson("going-out")));
  REQUIRE(t.lesson.judge(move("ask")) == LessonAttempt::Kind::kRight);
  CHECK(t.lesson.replying());
  CHECK_FALSE(t.lesson.awaiting_move());
  CHECK(t.lesson.prompt().empty());  // the next prompt waits for the replies
  CHECK(t.lesson.judge(move("draw")) == LessonAttempt::Kind::kFinished);  // not while they play
  CHECK_FALSE(t.lesson.play_reply(1000, 650));  // the learner's move gets its pause
  CHECK_FALSE(t.lesson.play_reply(1600, 650));
  CHECK(t.lesson.play_reply(1700, 650));
  CHECK(t.shown().record().moves == std::vector<std::string>{"ask", "yes"});
  CHECK(t.lesson.awaiting_move());
  CHECK(t.lesson.prompt() == "Draw from the stock.");
}

TEST_CASE("Lesson mode - a broken lesson is refused and the table keeps its game") {
  Table t;
  REQUIRE_FALSE(t.game.new_game(GameSetup{}));
  const std::string before = to_notation(t.game.state());
  const auto problem = t.lesson.start(t.game, R"({"format":"canasta-lesson","version":9})", -1);
  REQUIRE(problem);
  CHECK(problem->text() == "This lesson is of version 9; this table reads lessons up to version 1.");
  CHECK_FALSE(t.lesson.active());
  CHECK(t.game.mode() == TableMode::kPlay);
  CHECK(to_notation(t.game.state()) == before);
}

TEST_CASE("Lesson mode - a new game leaves the lesson mode") {
  Table t;
  REQUIRE_FALSE(t.tables.open_tutorial(0));
  REQUIRE_FALSE(t.tables.to_game().new_game(GameSetup{}));
  CHECK_FALSE(t.lesson.active());
  CHECK(&t.tables.shown() == &t.game);
  CHECK(t.game.mode() == TableMode::kPlay);
}

// A lesson turns undo off for itself (it takes a wrong move back by itself);
// the game the page resumes from Games after it, and a new game the page
// starts, have the undo the game's settings give.
TEST_CASE("Lesson mode - a game resumed from Games after a lesson keeps its own undo") {
  for (const bool undo : {true, false}) {
    CAPTURE(undo);
    Table t;
    const PageCalls calls(t.tables, nullptr);
    GameSetup setup;
    setup.seed = 11;
    setup.allow_undo = undo;
    REQUIRE_FALSE(t.game.new_game(setup));
    const std::string record = canasta_record_json();
    REQUIRE_FALSE(t.tables.open_tutorial(0));
    CHECK_FALSE(t.shown().setup().allow_undo);
    CHECK(std::string(canasta_load_record(record.data(), static_cast<int>(record.size()))) == R"({"ok":true})");
    CHECK(&t.tables.shown() == &t.game);
    CHECK(t.game.mode() == TableMode::kPlay);
    CHECK(t.game.setup().allow_undo == undo);
    double now = 0;
    for (int i = 0; i < 20 && !t.game.viewer_to_move(); ++i) t.game.update(now += 10, 0);
    REQUIRE(t.game.viewer_to_move());
    REQUIRE(t.game.play(*t.game.hint()));
    CHECK(t.game.can_undo() == undo);
    REQUIRE_FALSE(t.tables.open_tutorial(1));
    const char* fresh = R"({"seed":"5"})";
    CHECK(std::string(canasta_new_game(fresh, static_cast<int>(std::string_view(fresh).size()))) == R"({"ok":true})");
    CHECK(t.game.setup().allow_undo == undo);
  }
}

TEST_CASE("Settings - finished tutorial lessons are remembered") {
  Settings s;
  s.mark_lesson_done("melds");
  s.mark_lesson_done("frozen-pile");
  s.mark_lesson_done("melds");
  s.mark_lesson_done("bad,id");
  CHECK(s.lessons_done == "melds,frozen-pile");
  const Settings back = settings_from_text(settings_to_text(s));
  CHECK(back.lesson_done("frozen-pile"));
  CHECK_FALSE(back.lesson_done("canastas"));
  CHECK(settings_from_text("lessons=melds,<script>\n").lessons_done.empty());
}

TEST_CASE("Page interface - a lesson by name or as a document; a refused one is said on the table") {
  set_language(Language::kEnglish);
  Table t;
  auto load = [](std::string_view text) { return std::string(canasta_load_lesson(text.data(), static_cast<int>(text.size()))); };
  CHECK(load("melds") == R"({"why":"answerNoTable"})");
  const PageCalls calls(t.tables, nullptr);
  REQUIRE_FALSE(t.game.new_game(GameSetup{}));
  const std::string before = to_notation(t.game.state());

  CHECK(load("no-such-lesson") == R"({"why":"answerNoLesson","name":"no-such-lesson"})");
  CHECK(t.game.message() == "This lesson cannot be shown: \"no-such-lesson\"");
  CHECK(t.game.message_is_error());
  CHECK(load(R"({"format":"canasta-lesson")") ==
        R"({"why":"answerLesson","detail":"The lesson is not valid JSON: JSON error at byte 26: expected ',' or '}' in an object.",)"
        R"("problem":{"id":"lessonJson","reason":{"id":"jsonAt","byte":"26","reason":{"id":"jsonObject"}}}})");
  CHECK(to_notation(t.game.state()) == before);  // the game stays
  CHECK_FALSE(t.lesson.active());
  // The table says it in its player's language, the JSON's reason too.
  set_language(Language::kGerman);
  load(R"({"format":"canasta-lesson")");
  CHECK(t.game.message() == "Diese Lektion kann nicht gezeigt werden: Die Lektion ist kein g\xC3\xBCltiges JSON: "
                            "JSON-Fehler bei Byte 26: in einem Objekt wurde ',' oder '}' erwartet.");
  set_language(Language::kEnglish);

  CHECK(load("  canastas\n") == R"({"ok":true})");
  CHECK(t.lesson.lesson_id() == "canastas");
  CHECK(t.lesson.tutorial_index() == 6);
  CHECK(t.tables.shown().mode() == TableMode::kLesson);
  const std::string document(tutorial_lessons()[0].json);
  CHECK(load(document) == R"({"ok":true})");
  CHECK(t.lesson.lesson_id() == "melds");
  CHECK(t.lesson.tutorial_index() == -1);  // a document from the page is not the tutorial's
  CHECK(t.lesson.buttons() == std::vector<LessonButton>{LessonButton::kShowMe, LessonButton::kAgain});

  const std::string reason = "the lesson at https://a.example/l.json could not be fetched (HTTP 404)";
  CHECK(std::string(canasta_lesson_problem(reason.data(), static_cast<int>(reason.size()))) == R"({"ok":true})");
  CHECK(t.tables.shown().message() == "This lesson cannot be shown: " + reason);
}

TEST_CASE("Lesson mode - the seat whose reply comes glows; once the lesson is over nobody does") {
  Table t;
  // The black-threes lesson ends with the other seats' replies ("bots") until
  // the learner would be to move again.
  REQUIRE_FALSE(t.tables.open_tutorial(*find_tutorial_lesson("black-threes")));
  REQUIRE(t.lesson.judge(move("discard 3s")) == LessonAttempt::Kind::kRight);
  const int next = t.shown().state().to_move();
  REQUIRE(next != 0);
  CHECK(plate_glows(t.shown(), next, t.lesson.replying()));
  // The melds lesson ends with the learner's discard and no reply: the
  // next seat is to move, but nobody will.
  REQUIRE_FALSE(t.tables.open_tutorial(*find_tutorial_lesson("melds")));
  while (!t.lesson.finished()) t.lesson.show_me();
  REQUIRE(t.shown().state().to_move() == 1);
  CHECK_FALSE(plate_glows(t.shown(), 1, t.lesson.replying()));
}

TEST_CASE("Lesson mode - a lesson the table opened offers its way out; one the page opened does not") {
  Table t;
  REQUIRE_FALSE(t.tables.open_tutorial(0));
  CHECK(t.lesson.buttons().back() == LessonButton::kLessons);
  t.lesson.set_exit(LessonButton::kBackToGame);
  CHECK(t.lesson.buttons().back() == LessonButton::kBackToGame);
  CHECK(std::string(lesson_button_label(LessonButton::kBackToGame)) == "Back to the game");
  REQUIRE_FALSE(t.tables.open_tutorial(1));  // a lesson opened afresh (the page's) has none
  CHECK(t.lesson.buttons().back() == LessonButton::kLessons);
}

// Whoever the game before seated (pass-and-play people, a computer at seat
// 0), a lesson's learner is seat 0, seen from seat 0 and spoken to as "you".
TEST_CASE("Lesson mode - the learner is seat 0 whatever the seats of the game before") {
  set_language(Language::kEnglish);
  Table t;
  GameSetup setup;
  setup.seats[0] = {SeatKind::kComputer, BotLevel::Expert, ""};
  setup.seats[1] = {SeatKind::kLocal, BotLevel::Standard, "Ana"};
  setup.seats[2] = {SeatKind::kLocal, BotLevel::Standard, "Ben"};
  REQUIRE_FALSE(t.game.new_game(setup));
  CHECK(t.game.handover());
  REQUIRE_FALSE(t.tables.open_tutorial(*find_tutorial_lesson("frozen-pile")));
  CHECK(t.shown().viewer_seat() == 0);
  CHECK_FALSE(t.shown().handover());
  CHECK(t.shown().viewer_to_move());
  CHECK(t.shown().seat_name(0) == "You");
}

}  // namespace lesson_mode_test
