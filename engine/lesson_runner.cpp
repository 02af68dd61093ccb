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
  play_replies(current, out.played);  // cannot fail: check_lesson played this line
  out.kind = LessonAttempt::Kind::kRight;
  out.text = &current.success;
  ++step_;
  return out;
}

std::optional<Problem> LessonRunner::play_replies(const LessonStep& current, std::vector<LessonMove>& played) {
  const std::string number = step_number(step_);
  if (current.then_bots) {
    for (int reply = 0; reply < kMaxReplies && !state_.is_deal_over() && state_.to_move() != kLearner; ++reply) {
      const int seat = state_.to_move();
      const std::optional<Move> move =
          make_bot(BotLevel::Standard, reply_seed(step_, reply))->choose(observation(state_, seat));
      if (!move) return Problem::of("lessonNoBotMove", {{"step", number}, {"seat", std::to_string(seat)}});
      state_.apply(*move);
      played.push_back({seat, *move});
    }
    return std::nullopt;
  }
  for (const Move& move : current.then) {
    if (state_.is_deal_over()) return Problem::of("lessonReplyAfterDeal", {{"step", number}, {"move", quoted_move(move)}});
    const int seat = state_.to_move();
    if (seat == kLearner) return Problem::of("lessonReplyLearner", {{"step", number}, {"move", quoted_move(move)}});
    const Verdict verdict = state_.apply(move);
    if (!verdict.ok())
      return Problem::because("lessonReplyIllegal", verdict_problem(verdict), {{"step", number}, {"move", quoted_move(move)}});
    played.push_back({seat, move});
  }
  return std::nullopt;
}

std::optional<Problem> check_lesson(const Lesson& lesson) {
  LessonRunner runner(lesson);
  while (!runner.finished()) {
    const std::string number = step_number(runner.step_index());
    const GameState& state = runner.state();
    if (!learner_to_move(state))
      return Problem::of(state.is_deal_over() ? "lessonLearnerDealOver" : "lessonLearnerNotToMove", {{"step", number}});
    const LessonStep& step = runner.step();
    for (const Move& answer : step.accept) {
      const Verdict verdict = state.check(answer);
      if (!verdict.ok())
        return Problem::because("lessonAnswerIllegal", verdict_problem(verdict),
                                {{"step", number}, {"move", quoted_move(answer)}});
    }
    for (const LessonFeedback& feedback : step.feedback) {
      const Verdict verdict = state.check(feedback.move);
      if (!verdict.ok())
        return Problem::because("lessonFeedbackIllegal", verdict_problem(verdict),
                                {{"step", number}, {"move", quoted_move(feedback.move)}});
      for (const Move& answer : step.accept)
        if (same_move(answer, feedback.move))
          return Problem::of("lessonFeedbackAnswer", {{"step", number}, {"move", quoted_move(feedback.move)}});
    }
    // Every answer with its replies, the first one last: the line goes on
    // from it, and the others must leave the next step playable too.
    const LessonRunner at_step = runner;
    for (size_t i = step.accept.size(); i-- > 0;) {
      runner = at_step;
      runner.state_.apply(step.accept[i]);
      std::vector<LessonMove> played;
      if (auto problem = runner.play_replies(step, played)) return problem;
      ++runner.step_;
      if (i == 0 || runner.finished()) continue;
      const Move& next = runner.step().accept.front();
      if (!learner_to_move(runner.state()) || !runner.state().check(next).ok())
        return Problem::of("lessonNextUnplayable",
                           {{"step", number}, {"move", quoted_move(step.accept[i])}, {"next", quoted_move(next)}});
    }
  }
  return std::nullopt;
}

Parsed<LessonRunner> load_lesson(std::string_view json_text) {
  Parsed<LessonRunner> out;
  Parsed<Lesson> lesson = parse_lesson(json_text);
  if (!lesson.ok()) return Parsed<LessonRunner>::refused(std::move(lesson.problem));
  if (std::optional<Problem> problem = check_lesson(*lesson.value))
    return Parsed<LessonRunner>::refused(std::move(*problem));
  out.value.emplace(std::move(*lesson.value));
  return out;
}

}  // namespace canasta
