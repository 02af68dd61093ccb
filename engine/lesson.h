// A lesson: a start position, and steps that each ask the learner (seat 0)
// for one move, accept one or several answers and explain right and wrong
// ones. Lessons are JSON documents (format "canasta-lesson", version 1):
//
//   {
//     "format": "canasta-lesson", "version": 1,
//     "id": "frozen-pile",                       letters, digits, '-', '_'
//     "title": {"en": "Taking a frozen pile", "de": "..."},
//     "variant": "classic",                      optional preset (default classic)
//     "options": "min15",                        optional rule options
//     "position": "<engine notation>",           seat 0 is the learner
//     "highlight": "2d,9h",                      optional: cards the text names
//     "steps": [{
//       "prompt":  {"en": "..."},                what to do now
//       "accept":  ["pickup 9h 9s"],             right answers, in move text
//       "success": {"en": "..."},                said after a right answer
//       "wrong":   {"en": "..."},                said after another legal move
//       "feedback": [{"move": "draw", "text": {"en": "..."}}],  optional
//       "then": ["discard 4h"] or "bots"         optional: the other seats'
//     }]                                         moves after a right answer
//   }
//
// A text is a string or an object keyed by language tag with "en" required;
// a missing language falls back to English. parse_lesson checks the
// document's shape, the position and the move syntax; whether the moves are
// legal where they are played is lesson_runner.h's load_lesson.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/move.h"
#include "engine/state.h"

namespace canasta {

inline constexpr int kLessonFormatVersion = 1;
inline constexpr std::string_view kLessonFormatName = "canasta-lesson";
// Longest lesson document accepted (the page and the table check it first).
inline constexpr size_t kMaxLessonBytes = 64 * 1024;
inline constexpr size_t kMaxLessonSteps = 64;

// A text in several languages; English is always present.
struct LocalizedText {
  std::vector<std::pair<std::string, std::string>> by_language;  // "en" first
  // The text in `language` ("de", "pt-BR" reads "pt"), else English.
  const std::string& in(std::string_view language) const;
  const std::string& english() const { return by_language.front().second; }
};

// Text for one particular wrong legal move.
struct LessonFeedback {
  Move move;
  LocalizedText text;
};

struct LessonStep {
  LocalizedText prompt;
  std::vector<Move> accept;  // at least one
  LocalizedText success;
  LocalizedText wrong;
  std::vector<LessonFeedback> feedback;
  // After a right answer: the computer plays the other seats until seat 0
  // is to move again (then_bots), or these moves are played in order.
  bool then_bots = false;
  std::vector<Move> then;
};

struct Lesson {
  explicit Lesson(GameState start_position) : start(std::move(start_position)) {}
  std::string id;
  LocalizedText title;
  std::string variant = "classic";
  std::string options;
  std::string position;  // as written
  std::string highlight;
  GameState start;
  std::vector<LessonStep> steps;
};

// Reads a lesson document. On failure its problem (a lesson* code of the
// catalog, worded by the table and the page in the author's language) names
// the field, and the step counted from 1, that is wrong; the error is its
// English.
Parsed<Lesson> parse_lesson(std::string_view json_text);

// The same move whatever the order its cards and groups were written in:
// the pickup's pair and the groups sorted.
Move canonical_move(const Move& move);
bool same_move(const Move& a, const Move& b);

// "3" for the third step (index 2): how a lesson's problems ({step}) name a
// step to its author.
std::string step_number(size_t index);

}  // namespace canasta
