// Plays a lesson (lesson.h): the position of the current step, the
// learner's attempts judged against the step's answers, the other seats'
// replies after a right answer, and the next step.
//
//   Parsed<LessonRunner> r = load_lesson(json);     // parsed and checked
//   LessonAttempt a = r.value->attempt(move);        // the learner's move
//   a.kind: kRight (the state moved on: the move, then the replies, are in
//           a.played), kWrong (legal but not the answer: nothing changed,
//           a.text says why), kIllegal (a.reason, the engine's own verdict)
//
// The computer's replies ("then": "bots") come from the Standard bot with
// seeds fixed by the step, so a lesson plays the same way every time and
// the loader's check of the whole line holds when the learner plays it.
#pragma once

#include <string_view>
#include <vector>

#include "engine/lesson.h"

namespace canasta {

struct LessonMove {
  int seat = 0;
  Move move;
};

struct LessonAttempt {
  enum class Kind { kRight, kWrong, kIllegal, kFinished };
  Kind kind = Kind::kIllegal;
  // kRight: the step's success; kWrong: the move's feedback or the step's
  // "wrong" text. Points into the lesson.
  const LocalizedText* text = nullptr;
  Verdict reason;                 // kIllegal
  std::vector<LessonMove> played;  // kRight: the learner's move, then the replies
};

class LessonRunner {
 public:
  // The lesson must have passed load_lesson's checks (check_lesson).
  explicit LessonRunner(Lesson lesson);

  const Lesson& lesson() const { return lesson_; }
  const GameState& state() const { return state_; }
  // The step waiting for the learner's move; steps().size() once finished.
  size_t step_index() const { return step_; }
  size_t step_count() const { return lesson_.steps.size(); }
  bool finished() const { return step_ >= lesson_.steps.size(); }
  const LessonStep& step() const { return lesson_.steps[step_]; }

  // Judges the learner's move at the current step (see the file comment).
  LessonAttempt attempt(const Move& move);
  // The step's first accepted answer ("Show me"); play it with attempt().
  const Move& answer() const { return step().accept.front(); }
  // Back to the start position and the first step.
  void restart();

 private:
  // Plays the step's replies after its right answer into `played`; why
  // one is not legal, which check_lesson rules out, or nothing.
  std::optional<Problem> play_replies(const LessonStep& step, std::vector<LessonMove>& played);
  friend std::optional<Problem> check_lesson(const Lesson& lesson);

  Lesson lesson_;
  GameState state_;
  size_t step_ = 0;
};

// Plays the lesson's line (each step's first answer and its replies) and
// says what is wrong with it as a problem naming the step, or nothing:
// seat 0 must be to move at every prompt, every accepted answer and every
// feedback move legal there, no feedback move an accepted answer, every
// scripted reply legal and played by another seat.
std::optional<Problem> check_lesson(const Lesson& lesson);

// parse_lesson, then check_lesson.
Parsed<LessonRunner> load_lesson(std::string_view json_text);

}  // namespace canasta
