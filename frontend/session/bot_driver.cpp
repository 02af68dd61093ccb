#include "frontend/session/bot_driver.h"

#include "engine/observation_text.h"
#include "frontend/session/answer_queue.h"
#include "frontend/session/bot_choice.h"
#include "frontend/platform/platform.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {
namespace {

class InProcessDriver final : public BotDriver {
 public:
  void request(const BotRequest& r) override {
    answers_.add({r.id, choose_bot_move(r.level, r.seed, r.observation), {}});
  }
  std::optional<BotAnswer> poll() override { return answers_.next(); }
  void cancel_all() override { answers_.clear(); }

 private:
  AnswerQueue<BotRequest, BotAnswer> answers_;
};

// Asks the page's bot worker (web/site/bots.js) with the worker's `bot`
// command and the observation's text, so the table keeps drawing while a
// bot thinks. Without a worker (natively, or a page whose worker is off) every
// move is computed in-process at once, a searching level thinking only
// briefly (choose_bot_move_on_page). A failed, late (the page restarts a
// worker silent for 10 s) or illegal answer is replaced by the Standard bot's
// move computed here, and the player is told in one line.
class WorkerDriver final : public BotDriver {
 public:
  void request(const BotRequest& r) override {
    const std::string command = "bot " + std::string(to_string(r.level)) + " " + std::to_string(r.seed) + " " +
                                to_observation_text(r.observation);
    if (!send_bot_request(r.id, command)) {
      answers_.add({r.id, choose_bot_move_on_page(r.level, r.seed, r.observation), {}});
      return;
    }
    answers_.wait(r.id, r);
  }

  std::optional<BotAnswer> poll() override {
    return answers_.poll([](int& id, std::string& text) { return take_bot_answer(id, text); }, answer);
  }

  void cancel_all() override {
    answers_.clear();
    cancel_bot_requests();
  }

 private:
  static BotAnswer answer(const BotRequest& r, const std::string& text) {
    if (text.rfind("ok ", 0) == 0) {
      const Parsed<Move> move = parse_move(std::string_view(text).substr(3));
      if (move.ok() && r.observation.check(*move.value).ok()) return {r.id, *move.value, {}};
    }
    return {r.id, choose_bot_move(BotLevel::Standard, r.seed, r.observation), tr(S::kWorkerFallback)};
  }

  AnswerQueue<BotRequest, BotAnswer> answers_;
};

}  // namespace

std::unique_ptr<BotDriver> make_in_process_driver() { return std::make_unique<InProcessDriver>(); }

std::unique_ptr<BotDriver> make_platform_driver() { return std::make_unique<WorkerDriver>(); }

}  // namespace canasta::frontend
