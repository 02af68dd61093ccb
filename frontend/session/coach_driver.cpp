#include "frontend/session/coach_driver.h"

#include <string>

#include "engine/bots/coach_text.h"
#include "engine/observation_text.h"
#include "frontend/session/answer_queue.h"
#include "frontend/platform/platform.h"

namespace canasta::frontend {

CoachAnswer coach_in_process(const CoachRequest& r) {
  BotOptions options;
  options.samples = kInProcessCoachSamples;
  CoachAnswer a;
  a.id = r.id;
  if (r.played) a.advice = coach_move(r.observation, *r.played, r.seed, options, r.choice);
  else a.hint = hint_move(r.observation, r.seed, options);
  return a;
}

namespace {

class InProcessCoach final : public CoachDriver {
 public:
  void request(const CoachRequest& r) override { answers_.add(coach_in_process(r)); }
  std::optional<CoachAnswer> poll() override { return answers_.next(); }
  void cancel_all() override { answers_.clear(); }

 private:
  AnswerQueue<CoachRequest, CoachAnswer> answers_;
};

// Asks the page's coach worker; a failed or unreadable answer (a worker
// that stopped, an old module) is computed here instead. The coach only
// comments, so unlike a computer player's move nothing is said about it.
class WorkerCoach final : public CoachDriver {
 public:
  void request(const CoachRequest& r) override {
    CoachRequest mine = r;
    mine.id = kCoachRequestIds + next_id_++;
    const std::string obs = to_observation_text(r.observation);
    const std::string best = r.choice ? " best " + to_string(*r.choice) : "";
    const std::string command = r.played ? "coach " + std::to_string(r.seed) + " " + to_string(*r.played) + best + " " + obs
                                         : "hint " + std::to_string(r.seed) + " " + obs;
    if (!send_bot_request(mine.id, command)) {
      answers_.add(coach_in_process(r));
      return;
    }
    answers_.wait(mine.id, r);
  }

  std::optional<CoachAnswer> poll() override {
    return answers_.poll([](int& id, std::string& text) { return take_bot_answer(id, text, true); }, read);
  }

  void cancel_all() override { answers_.clear(); }

 private:
  static CoachAnswer read(const CoachRequest& r, const std::string& text) {
    if (text.rfind("ok ", 0) == 0) {
      const std::string_view reply = std::string_view(text).substr(3);
      CoachAnswer a;
      a.id = r.id;
      if (r.played) {
        if (const Parsed<Advice> advice = parse_advice_text(reply); advice.ok()) {
          a.advice = *advice.value;
          return a;
        }
      } else if (const Parsed<Hint> hint = parse_hint_text(reply);
                 hint.ok() && r.observation.check(hint.value->move).ok()) {
        a.hint = *hint.value;
        return a;
      }
    }
    return coach_in_process(r);
  }

  int next_id_ = 1;
  AnswerQueue<CoachRequest, CoachAnswer> answers_;  // waiting under the worker's ids
};

}  // namespace

std::unique_ptr<CoachDriver> make_in_process_coach() { return std::make_unique<InProcessCoach>(); }

std::unique_ptr<CoachDriver> make_platform_coach() { return std::make_unique<WorkerCoach>(); }

}  // namespace canasta::frontend
