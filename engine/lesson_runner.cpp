#include "engine/lesson_runner.h"

#include "engine/bots/bot.h"
#include "engine/observation.h"

namespace canasta {

namespace {

constexpr int kLearner = 0;
// The computer's replies end when the learner is to move or the deal ends;
// a whole round of turns is far below this, which only guards the loop.
constexpr int kMaxReplies = 200;

// A bot seed fixed by the step and the reply's number within it.
uint64_t reply_seed(size_t step, int reply) {
  return 0x6C6573736F6E0000ull + static_cast<uint64_t>(step) * 1000u + static_cast<uint64_t>(reply);
}

bool learner_to_move(const GameState& state) { return !state.is_deal_over() && state.to_move() == kLearner; }

std::string quoted_move(const Move& move) { return "\"" + to_string(move) + "\""; }

}  // namespace

LessonRunner::LessonRunner(Lesson lesson) : lesson_(std::move(lesson)), state_(lesson_.start) {}

void LessonRunner::restart() {
  state_ = lesson_.start;
  step_ = 0;
}

LessonAttempt LessonRunner::attempt(const Move& move) {
  LessonAttempt out;
  if (finished()) {
    out.kind = LessonAttempt::Kind::kFinished;
    return out;
  }
  const LessonStep& current = step();
  const Verdict verdict = state_.check(move);
  if (!verdict.ok()) {
    out.kind = LessonAttempt::Kind::kIllegal;
    out.reason = verdict;
    return out;
  }
  bool right = false;
  for (const Move& answer : current.accept) right = right || same_move(answer, move);
  if (!right) {
    out.kind = LessonAttempt::Kind::kWrong;
    out.text = &current.wrong;
    for (const LessonFeedback& feedback : current.feedback)
      if (same_move(feedback.move, move)) out.text = &feedback.text;
    return out;
  }
  state_.apply(move);
  out.played.push_back({kLearner, move});
  std::string error;
  play_replies(current, out.played, &error);
  out.kind = LessonAttempt::Kind::kRight;
  out.text = &current.success;
  ++step_;
  return out;
}

bool LessonRunner::play_replies(const LessonStep& current, std::vector<LessonMove>& played, std::string* error) {
  const std::string name = step_name(step_);
  if (current.then_bots) {
    for (int reply = 0; reply < kMaxReplies && !state_.is_deal_over() && state_.to_move() != kLearner; ++reply) {
      const int seat = state_.to_move();
      const std::optional<Move> move =
          make_bot(BotLevel::Standard, reply_seed(step_, reply))->choose(observation(state_, seat));
      if (!move) {
        *error = name + ": seat " + std::to_string(seat) + " has no legal move for the computer's reply.";
        return false;
      }
      state_.apply(*move);
      played.push_back({seat, *move});
    }
    return true;
  }
  for (const Move& move : current.then) {
    if (state_.is_deal_over()) {
      *error = name + ": the reply " + quoted_move(move) + " comes after the deal is over.";
      return false;
    }
    const int seat = state_.to_move();
    if (seat == kLearner) {
      *error = name + ": the reply " + quoted_move(move) + " would be played by the learner (seat 0), whose move a step asks for.";
      return false;
    }
    const Verdict verdict = state_.apply(move);
    if (!verdict.ok()) {
      *error = name + ": the reply " + quoted_move(move) + " is not legal there: " + explain(verdict);
      return false;
    }
    played.push_back({seat, move});
  }
  return true;
}

std::optional<std::string> check_lesson(const Lesson& lesson) {
  LessonRunner runner(lesson);
  while (!runner.finished()) {
    const std::string name = step_name(runner.step_index());
    const GameState& state = runner.state();
    if (!learner_to_move(state))
      return name + ": the learner (seat 0) is not to move there" +
             (state.is_deal_over() ? std::string(" (the deal is over).") : std::string("."));
    const LessonStep& step = runner.step();
    for (const Move& answer : step.accept) {
      const Verdict verdict = state.check(answer);
      if (!verdict.ok()) return name + ": the accepted move " + quoted_move(answer) + " is not legal there: " + explain(verdict);
    }
    for (const LessonFeedback& feedback : step.feedback) {
      const Verdict verdict = state.check(feedback.move);
      if (!verdict.ok())
        return name + ": the feedback move " + quoted_move(feedback.move) + " is not legal there, so it is never made: " +
               explain(verdict);
      for (const Move& answer : step.accept)
        if (same_move(answer, feedback.move))
          return name + ": the feedback move " + quoted_move(feedback.move) + " is also an accepted answer.";
    }
    // Every answer with its replies, the first one last: the line goes on
    // from it, and the others must leave the next step playable too.
    const LessonRunner at_step = runner;
    for (size_t i = step.accept.size(); i-- > 0;) {
      runner = at_step;
      runner.state_.apply(step.accept[i]);
      std::vector<LessonMove> played;
      std::string error;
      if (!runner.play_replies(step, played, &error)) return error;
      ++runner.step_;
      if (i == 0 || runner.finished()) continue;
      const Move& next = runner.step().accept.front();
      if (!learner_to_move(runner.state()) || !runner.state().check(next).ok())
        return name + ": after the accepted move " + quoted_move(step.accept[i]) + " the next step's answer " +
               quoted_move(next) + " cannot be played.";
    }
  }
  return std::nullopt;
}

Parsed<LessonRunner> load_lesson(std::string_view json_text) {
  Parsed<LessonRunner> out;
  Parsed<Lesson> lesson = parse_lesson(json_text);
  if (!lesson.ok()) {
    out.error = std::move(lesson.error);
    return out;
  }
  if (std::optional<std::string> problem = check_lesson(*lesson.value)) {
    out.error = std::move(*problem);
    return out;
  }
  out.value.emplace(std::move(*lesson.value));
  return out;
}

}  // namespace canasta
