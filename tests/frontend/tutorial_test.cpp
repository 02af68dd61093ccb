// The built-in tutorial (frontend/session/tutorial.h, assets/lessons/): every lesson
// loads, speaks the five languages, plays its answers to the end, and takes
// one wrong legal answer back with its exact feedback.
#include "frontend/session/tutorial.h"

#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "engine/lesson_runner.h"
#include "engine/move_list.h"
#include "frontend/table/dialogs.h"

namespace canasta::frontend::tutorial_test {
namespace {

constexpr const char* kLanguages[] = {"en", "de", "es", "it", "pt"};

LessonRunner load(const TutorialLesson& entry) {
  Parsed<LessonRunner> loaded = load_lesson(entry.json);
  INFO("lesson ", std::string(entry.name), ": ", loaded.error);
  REQUIRE(loaded.ok());
  return std::move(*loaded.value);
}

void check_languages(const LocalizedText& text, const std::string& where) {
  for (const char* language : kLanguages) {
    bool found = false;
    for (const auto& [tag, words] : text.by_language) found = found || (tag == language && !words.empty());
    INFO(where, " in ", language);
    CHECK(found);
  }
}

struct WrongAnswer {
  const char* lesson;
  size_t step;           // counted from 0
  const char* move;      // a legal move there that is not the step's answer
  const char* feedback;  // what the learner is told, in English
};

constexpr WrongAnswer kWrongAnswers[] = {
    {"melds", 0, "meld Kc Kd 2d",
     "That meld is fine too, but this step is about the sevens: three natural cards need no wild card."},
    {"minimum-count", 0, "discard Jh",
     "Melding now is the point: select the three kings and the three eights (60) and press Meld."},
    {"taking-the-pile", 0, "draw", "Drawing gets you one card; the pile holds six, and you can use them."},
    {"frozen-pile", 0, "draw", "Drawing is allowed, but you leave six cards, the 2♦ among them, to the others."},
    {"black-threes", 0, "discard 7d",
     "A seven might let the next player take the pile; on a black three nobody can take it."},
    // Drawing is the only legal move of its first step: the wrong answer is the second step's.
    {"red-threes", 1, "discard 4s", "Meld the three kings and the three queens together (60 points)."},
    {"canastas", 0, "meld 7: 2c",
     "That completes a canasta too, but a mixed one (300): it holds a wild card. The natural 7♠ makes it worth 500."},
    {"going-out", 0, "draw", "Ask your partner first: press Ask partner (key A)."},
    {"concealed", 0, "discard Kd", "Meld all seven cards of the canasta in one move."},
    {"scoring", 0, "discard Js", "Meld the three sixes."},
    {"american-bonus-cards", 1, "discard Jh", "Discard the Q♥."},
    {"american-dead-ranks", 0, "draw", "Drawing is allowed, but the four cards of the pile stay for the others."},
    // Drawing is the only legal move of its first step: the wrong answer is the second step's.
    {"american-special-hands", 1, "discard 8c", "Press Declare to lay down your fourteen cards."},
    {"uruguayan-pot", 0, "draw", "Drawing is allowed, but the seven cards of the pot stay on the table."},
    {"uruguayan-later-takes", 0, "draw", "Drawing is allowed, but you leave the seven cards of the pot to the others."},
    {"uruguayan-closing", 1, "discard 6c", "Discard the 9♦ and keep your sixes."},
};

TEST_CASE("Tutorial - every lesson loads, in five languages, named as its file") {
  REQUIRE(tutorial_lessons().size() == 16);
  for (const TutorialLesson& entry : tutorial_lessons()) {
    const LessonRunner runner = load(entry);
    const Lesson& lesson = runner.lesson();
    CHECK(lesson.id == entry.name);
    check_languages(lesson.title, lesson.id + " title");
    for (size_t i = 0; i < lesson.steps.size(); ++i) {
      const LessonStep& step = lesson.steps[i];
      const std::string where = lesson.id + " step " + std::to_string(i + 1);
      check_languages(step.prompt, where + " prompt");
      check_languages(step.success, where + " success");
      check_languages(step.wrong, where + " wrong");
      for (const LessonFeedback& feedback : step.feedback) check_languages(feedback.text, where + " feedback");
    }
  }
  CHECK(find_tutorial_lesson("frozen-pile") == 3u);
  CHECK(tutorial_variant(3) == "classic");
  CHECK(tutorial_variant(*find_tutorial_lesson("american-dead-ranks")) == "american");
  CHECK(tutorial_variant(*find_tutorial_lesson("uruguayan-closing")) == "uruguayan");
  CHECK(find_tutorial_lesson("nothing") == std::nullopt);
}

TEST_CASE("Tutorial - each lesson plays its answers to the end and takes a wrong answer back") {
  for (const WrongAnswer& wrong : kWrongAnswers) {
    INFO("lesson ", wrong.lesson);
    const auto index = find_tutorial_lesson(wrong.lesson);
    REQUIRE(index);
    LessonRunner runner = load(tutorial_lessons()[*index]);
    while (runner.step_index() < wrong.step) REQUIRE(runner.attempt(runner.answer()).kind == LessonAttempt::Kind::kRight);
    const GameState before = runner.state();
    const LessonAttempt attempt = runner.attempt(*parse_move(wrong.move).value);
    REQUIRE(attempt.kind == LessonAttempt::Kind::kWrong);
    CHECK(attempt.text->in("en") == wrong.feedback);
    CHECK(attempt.played.empty());
    CHECK(runner.state() == before);  // taken back
    CHECK(runner.step_index() == wrong.step);
    while (!runner.finished()) {
      const size_t step = runner.step_index();
      const LessonAttempt right = runner.attempt(runner.answer());
      REQUIRE(right.kind == LessonAttempt::Kind::kRight);
      CHECK(runner.step_index() == step + 1);
    }
  }
}

LessonRunner played_through(const char* name) {
  LessonRunner runner = load(tutorial_lessons()[*find_tutorial_lesson(name)]);
  while (!runner.finished()) REQUIRE(runner.attempt(runner.answer()).kind == LessonAttempt::Kind::kRight);
  return runner;
}

TEST_CASE("Tutorial - what the lessons' texts say happens does happen") {
  SUBCASE("scoring: 85 melded, 500 canasta, 100 going out, minus 45 in the partner's hand") {
    const LessonRunner runner = played_through("scoring");
    const GameState& s = runner.state();
    REQUIRE(s.is_deal_over());
    const SideScore& side = s.deal_score().side[0];
    CHECK(side.melds == 85);
    CHECK(side.canastas == 500);
    CHECK(side.going_out == 100);
    CHECK(side.hands == -45);
    CHECK(side.deal == 640);
  }
  SUBCASE("concealed: out with a concealed hand") {
    const LessonRunner runner = played_through("concealed");
    const GameState& s = runner.state();
    CHECK(s.went_out() == 0);
    CHECK(s.went_out_concealed());
  }
  SUBCASE("going out: the partner answered yes and the learner went out") {
    const LessonRunner runner = played_through("going-out");
    const GameState& s = runner.state();
    CHECK(s.went_out() == 0);
    CHECK(s.deal_score().side[0].going_out == 100);
  }
  SUBCASE("red threes: the 3♦ drawn is faced and replaced by the 10♦") {
    LessonRunner runner = load(tutorial_lessons()[*find_tutorial_lesson("red-threes")]);
    REQUIRE(runner.attempt(runner.answer()).kind == LessonAttempt::Kind::kRight);
    CHECK(runner.state().red_threes(0) == 2);
    CHECK(runner.state().hand(0).count(*parse_card("Td")) == 1);
  }
  SUBCASE("bonus cards: the first side to meld gets four, set aside for the melder's next turn") {
    const LessonRunner runner = played_through("american-bonus-cards");
    CHECK(runner.state().bonus_cards(0).size() == 4);
  }
  SUBCASE("special hands: Pairs end the deal and score 2,500 alone") {
    const LessonRunner runner = played_through("american-special-hands");
    const GameState& s = runner.state();
    REQUIRE(s.is_deal_over());
    CHECK(s.deal_score().side[0].deal == 2500);
  }
  SUBCASE("the pot: its first take opens the side with 60 and hands over the six hidden cards") {
    LessonRunner runner = load(tutorial_lessons()[*find_tutorial_lesson("uruguayan-pot")]);
    REQUIRE(runner.attempt(runner.answer()).kind == LessonAttempt::Kind::kRight);
    CHECK(runner.state().pot_taken());
    CHECK(runner.state().hand(0).size() == 16);
  }
  SUBCASE("closing: not in the pure canasta's turn, then out with 200 at the next") {
    const LessonRunner runner = played_through("uruguayan-closing");
    const GameState& s = runner.state();
    CHECK(s.went_out() == 0);
    CHECK(s.deal_score().side[0].going_out == 200);
  }
  SUBCASE("black threes: the next player cannot take the pile and draws") {
    LessonRunner runner = load(tutorial_lessons()[*find_tutorial_lesson("black-threes")]);
    const LessonAttempt attempt = runner.attempt(runner.answer());
    REQUIRE(attempt.played.size() >= 3);
    CHECK(attempt.played[1].seat == 1);
    CHECK(to_string(attempt.played[1].move) == "draw");
    CHECK(runner.state().to_move() == 0);
  }
}

TEST_CASE("Tutorial - the lessons dialog lists the lessons under the game each teaches") {
  DialogContext context;
  for (const Rect window : {Rect{0, 0, 1280, 800}, Rect{0, 0, 390, 844}}) {
    CAPTURE(window.w);
    context.window = window;
    context.scale = window.w < 600 ? 1.0f : 1.25f;
    context.font = 16 * context.scale;
    const DialogModel model = build_dialog(DialogKind::kLessons, context);
    std::vector<std::string> headings;
    for (const DialogRow& row : model.rows)
      if (!row.label.empty()) headings.push_back(row.label);
    CHECK(headings == std::vector<std::string>{"Classic (1950)", "Modern American", "Uruguayan"});
    std::vector<std::string> labels;
    for (const DialogButton& b : model.buttons) {
      if (b.action.kind == DialogActionKind::kLesson) labels.push_back(b.label);
      CHECK(b.rect.y >= window.y);  // the whole list fits the window
      CHECK(b.rect.bottom() <= window.bottom());
    }
    REQUIRE(labels.size() == tutorial_lessons().size());
    CHECK(labels[0] == "1. Melds and wild cards");
    CHECK(labels[10] == "1. Bonus cards and the turn card");  // numbered within its game
    CHECK(labels[13] == "1. The pot and its first take");
    // Each heading stands right above its game's first lesson.
    const auto american = std::find_if(model.rows.begin(), model.rows.end(), [](const DialogRow& r) { return r.label == "Modern American"; });
    REQUIRE(american != model.rows.end());
    CHECK(american->label_rect.bottom() <= model.buttons[10].rect.y + 1);
    CHECK(american->label_rect.y >= model.buttons[9].rect.bottom() - 1);
  }
}

}  // namespace
}  // namespace canasta::frontend
