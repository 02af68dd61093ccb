// The table's lesson mode: a lesson (engine/lesson_runner.h) played on a
// table of its own (LessonTable), shown in place of the game while active. The learner's moves go through judge(): a right one is played on
// the table as any move is (animated, logged) and the other seats' replies
// follow one by one at the bots' pace; a wrong legal one is not played at
// all (the position stays the step's start) and its feedback is shown; an
// illegal one gets the engine's reason. Everything said is kept as what
// happened and worded when read, so a change of language rewords it.
#pragma once

#include <deque>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/json.h"
#include "engine/lesson_runner.h"
#include "frontend/session/lesson_table.h"

namespace canasta::frontend {

// The lesson panel's buttons. A lesson the table opened (the tutorial) is
// left by kBackToGame when it interrupted a game, else kPlayGame.
enum class LessonButton { kShowMe, kAgain, kNext, kLessons, kBackToGame, kPlayGame };

class LessonMode {
 public:
  // The lesson is said through `page` (nullptr: no page, natively and in tests).
  explicit LessonMode(PagePort* page = nullptr) : page_(page), table_(page) {}
  // Loads a lesson document and shows its start position on the lesson's
  // table, in the place of `before` (the table shown, whose seats and seed
  // it keeps); why not when it does not load (the table keeps what it
  // showed), a lesson* problem its reader words (problem_text). `tutorial_index`: the lesson's place in the built-in tutorial,
  // or -1 for one from elsewhere (an embedding page). `set_aside` is called
  // once it loaded, before anything of it is shown or told.
  std::optional<Problem> start(const TableModel& before, std::string_view json, int tutorial_index,
                               const std::function<void()>& set_aside = [] {});
  // The built-in tutorial's lesson at `index`.
  std::optional<Problem> start_tutorial(const TableModel& before, size_t index,
                                        const std::function<void()>& set_aside = [] {});
  // Back to the lesson's start position and first step.
  void restart();
  // While active, the lesson's table is the one shown.
  bool active() const { return runner_.has_value(); }
  void stop();
  LessonTable& table() { return table_; }
  const LessonTable& table() const { return table_; }

  // The learner's move at the current step: kRight (played on the table),
  // kWrong, kIllegal, or kFinished when no step waits for a move.
  LessonAttempt::Kind judge(const Move& move);
  // "Show me": the step's answer, played as if the learner had.
  void show_me();
  // Plays the next of the other seats' replies once `delay_ms` passed since
  // the last move; true when one was played.
  bool play_reply(double now_ms, double delay_ms);
  bool replying() const { return !replies_.empty(); }
  // Whether the learner may move now (a step waits and no reply is due).
  bool awaiting_move() const { return active() && !runner_->finished() && replies_.empty(); }
  bool finished() const { return active() && runner_->finished() && replies_.empty(); }
  // The step's answer while it waits for the learner: what a hint gives in
  // a lesson (never another opinion than the lesson's).
  std::optional<Move> answer() const;

  int tutorial_index() const { return tutorial_index_; }
  const std::string& lesson_id() const;
  const std::string& highlight() const;
  // The texts of the panel in the current language.
  std::string title() const;
  std::string progress() const;  // "Step 2 of 3", "Lesson complete"
  std::string prompt() const;    // the step's prompt ("" once finished)
  std::string feedback() const;  // what the last attempt got ("" before one)
  enum class Tone { kNone, kRight, kWrong };
  Tone tone() const;
  // The buttons to offer now: Show me while a step waits; Again; Next once
  // finished when the tutorial has a next lesson; Lessons in the tutorial;
  // the way out (set_exit) last.
  std::vector<LessonButton> buttons() const;
  // How the player leaves this lesson: kBackToGame, kPlayGame, or none (a
  // lesson the page opened is the page's). start() resets it to none.
  void set_exit(std::optional<LessonButton> exit) { exit_ = exit, ++version_; }
  // {"title","progress","prompt","feedback","tone"} for the screen-reader
  // mirror.
  JsonValue mirror() const;
  // Bumped whenever anything shown changes (drawing caches key on it).
  int version() const { return version_; }

 private:
  // kOver: a move tried once the lesson is complete (it is not played).
  enum class Said { kNothing, kRight, kWrong, kIllegal, kOver };
  void say(Said said, const LocalizedText* text, Verdict reason);

  PagePort* page_;
  LessonTable table_;
  GameSetup setup_;  // the lesson's: the seats and seed of the table it replaced
  std::optional<LessonRunner> runner_;
  int tutorial_index_ = -1;
  Said said_ = Said::kNothing;
  const LocalizedText* said_text_ = nullptr;  // into runner_'s lesson
  Verdict said_reason_;
  std::deque<LessonMove> replies_;
  std::optional<LessonButton> exit_;
  double last_reply_ms_ = -1;
  int version_ = 0;
};

// Words for a lesson button in the current language.
const char* lesson_button_label(LessonButton button);

}  // namespace canasta::frontend
