#include "frontend/bot_driver.h"

#include <deque>

#include "engine/observation_text.h"
#include "frontend/bot_choice.h"
#include "frontend/platform.h"
#include "frontend/strings.h"

namespace canasta::frontend {
namespace {

class InProcessDriver final : public BotDriver {
 public:
  void request(const BotRequest& r) override {
    answers_.push_back({r.id, choose_bot_move(r.level, r.seed, r.observation), {}});
  }
  std::optional<BotAnswer> poll() override {
    if (answers_.empty()) return std::nullopt;
    BotAnswer a = answers_.front();
    answers_.pop_front();
    return a;
  }
  void cancel_all() override { answers_.clear(); }

 private:
  std::deque<BotAnswer> answers_;
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
      ready_.push_back({r.id, choose_bot_move_on_page(r.level, r.seed, r.observation), {}});
      return;
    }
    pending_.push_back(r);
  }

  std::optional<BotAnswer> poll() override {
    int id = 0;
    std::string text;
    while (take_bot_answer(id, text)) {
      for (auto it = pending_.begin(); it != pending_.end(); ++it) {
        if (it->id != id) continue;
        ready_.push_back(answer(*it, text));
        pending_.erase(it);
        break;
      }
    }
    if (ready_.empty()) return std::nullopt;
    BotAnswer a = std::move(ready_.front());
    ready_.pop_front();
    return a;
  }

  void cancel_all() override {
    pending_.clear();
    ready_.clear();
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

  std::deque<BotRequest> pending_;
  std::deque<BotAnswer> ready_;
};

}  // namespace

std::unique_ptr<BotDriver> make_in_process_driver() { return std::make_unique<InProcessDriver>(); }

std::unique_ptr<BotDriver> make_platform_driver() { return std::make_unique<WorkerDriver>(); }

}  // namespace canasta::frontend
