#include "frontend/session/lesson_mode.h"

#include "frontend/platform/bridge.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"
#include "frontend/session/tutorial.h"

namespace canasta::frontend {

namespace {

std::string_view current_language() { return language_tag(language()); }

}  // namespace

std::optional<Problem> LessonMode::start(const TableModel& before, std::string_view json, int tutorial_index,
                                         const std::function<void()>& set_aside) {
  Parsed<LessonRunner> loaded = load_lesson(json);
  if (!loaded.ok()) return loaded.problem;
  set_aside();
  runner_.reset();
  runner_.emplace(std::move(*loaded.value));
  tutorial_index_ = tutorial_index;
  exit_.reset();
  setup_ = before.setup();  // `before` may be this lesson's table
  setup_.variant = runner_->lesson().variant;
  setup_.options = runner_->lesson().options;
  setup_.allow_undo = false;  // a wrong move is taken back by the lesson itself
  table_.continue_after(before);
  restart();
  return std::nullopt;
}

std::optional<Problem> LessonMode::start_tutorial(const TableModel& before, size_t index,
                                                  const std::function<void()>& set_aside) {
  const auto lessons = tutorial_lessons();
  if (index >= lessons.size()) return Problem::of("lessonNoTutorial", {{"n", std::to_string(index + 1)}});
  return start(before, lessons[index].json, static_cast<int>(index), set_aside);
}

void LessonMode::restart() {
  if (!runner_) return;
  runner_->restart();
  replies_.clear();
  say(Said::kNothing, nullptr, {});
  table_.open(runner_->state(), setup_);
  announce(page_, title() + ". " + prompt());
}

std::optional<Move> LessonMode::answer() const {
  if (!awaiting_move()) return std::nullopt;
  return runner_->answer();
}

void LessonMode::stop() {
  runner_.reset();
  replies_.clear();
  said_text_ = nullptr;
  ++version_;
}

void LessonMode::say(Said said, const LocalizedText* text, Verdict reason) {
  said_ = said;
  said_text_ = text;
  said_reason_ = reason;
  ++version_;
}

LessonAttempt::Kind LessonMode::judge(const Move& move) {
  if (finished()) {
    // Never silence: a move after the end is answered with what to do.
    say(Said::kOver, nullptr, {});
    announce(page_, feedback());
    return LessonAttempt::Kind::kFinished;
  }
  if (!awaiting_move()) return LessonAttempt::Kind::kFinished;
  LessonAttempt attempt = runner_->attempt(move);
  switch (attempt.kind) {
    case LessonAttempt::Kind::kIllegal: say(Said::kIllegal, nullptr, attempt.reason); break;
    case LessonAttempt::Kind::kWrong: say(Said::kWrong, attempt.text, {}); break;
    case LessonAttempt::Kind::kFinished: return attempt.kind;
    case LessonAttempt::Kind::kRight:
      say(Said::kRight, attempt.text, {});
      // The table plays the learner's move now and the replies at the bots' pace.
      if (!table_.play(attempt.played.front().move)) {
        stop();  // cannot happen: the lesson and the table hold the same position
        return LessonAttempt::Kind::kFinished;
      }
      replies_.assign(attempt.played.begin() + 1, attempt.played.end());
      last_reply_ms_ = -1;
      break;
  }
  // The next prompt is said with the feedback unless replies come first.
  const std::string next = attempt.kind == LessonAttempt::Kind::kRight && replies_.empty() ? prompt() : "";
  announce(page_, next.empty() ? feedback() : feedback() + " " + next);
  return attempt.kind;
}

void LessonMode::show_me() {
  if (awaiting_move()) judge(runner_->answer());
}

bool LessonMode::play_reply(double now_ms, double delay_ms) {
  if (replies_.empty()) return false;
  if (last_reply_ms_ < 0) last_reply_ms_ = now_ms;  // the learner's move gets its pause too
  if (now_ms - last_reply_ms_ < delay_ms) return false;
  const LessonMove reply = replies_.front();
  replies_.pop_front();
  last_reply_ms_ = now_ms;
  if (table_.state().to_move() != reply.seat || table_.play_entry(to_string(reply.move))) {
    stop();  // cannot happen: the lesson checked its whole line when it loaded
    return false;
  }
  ++version_;
  if (replies_.empty()) announce(page_, prompt());
  return true;
}

const std::string& LessonMode::lesson_id() const {
  static const std::string none;
  return runner_ ? runner_->lesson().id : none;
}

const std::string& LessonMode::highlight() const {
  static const std::string none;
  return runner_ ? runner_->lesson().highlight : none;
}

std::string LessonMode::title() const { return runner_ ? runner_->lesson().title.in(current_language()) : ""; }

std::string LessonMode::progress() const {
  if (!runner_) return {};
  if (finished()) return tr(S::kLessonDone);
  // While replies are played the step just answered is still the one shown.
  const size_t step = runner_->finished() ? runner_->step_count() : runner_->step_index() + 1;
  return format(S::kLessonStep, std::to_string(step), std::to_string(runner_->step_count()));
}

std::string LessonMode::prompt() const {
  if (!runner_ || runner_->finished() || !replies_.empty()) return {};
  return runner_->step().prompt.in(current_language());
}

std::string LessonMode::feedback() const {
  switch (said_) {
    case Said::kIllegal: return reason_text(said_reason_);
    case Said::kOver: return tr(S::kLessonOver);
    case Said::kRight:
    case Said::kWrong: return said_text_ ? said_text_->in(current_language()) : "";
    case Said::kNothing: break;
  }
  return {};
}

LessonMode::Tone LessonMode::tone() const {
  switch (said_) {
    case Said::kRight: return Tone::kRight;
    case Said::kWrong:
    case Said::kIllegal: return Tone::kWrong;
    case Said::kOver:
    case Said::kNothing: break;
  }
  return Tone::kNone;
}

std::vector<LessonButton> LessonMode::buttons() const {
  std::vector<LessonButton> out;
  if (!runner_) return out;
  if (!runner_->finished()) out.push_back(LessonButton::kShowMe);
  out.push_back(LessonButton::kAgain);
  if (tutorial_index_ >= 0) {
    if (runner_->finished() && static_cast<size_t>(tutorial_index_) + 1 < tutorial_lessons().size())
      out.push_back(LessonButton::kNext);
    out.push_back(LessonButton::kLessons);
  }
  if (exit_) out.push_back(*exit_);
  return out;
}

JsonValue LessonMode::mirror() const {
  JsonValue out = JsonValue::object();
  out.set("title", JsonValue::string(title()));
  out.set("progress", JsonValue::string(progress()));
  out.set("prompt", JsonValue::string(prompt()));
  out.set("feedback", JsonValue::string(feedback()));
  const Tone t = tone();
  out.set("tone", JsonValue::string(t == Tone::kRight ? "right" : t == Tone::kWrong ? "wrong" : ""));
  return out;
}

const char* lesson_button_label(LessonButton button) {
  switch (button) {
    case LessonButton::kShowMe: return tr(S::kShowMe);
    case LessonButton::kAgain: return tr(S::kLessonAgain);
    case LessonButton::kNext: return tr(S::kLessonNext);
    case LessonButton::kLessons: return tr(S::kLessonsButton);
    case LessonButton::kBackToGame: return tr(S::kLessonBackToGame);
    case LessonButton::kPlayGame: return tr(S::kLessonPlayGame);
  }
  return "";
}

}  // namespace canasta::frontend
