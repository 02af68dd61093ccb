#include "frontend/bot_driver.h"

#include <deque>

#include "frontend/bot_choice.h"
#include "frontend/platform.h"

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

}  // namespace

std::unique_ptr<BotDriver> make_in_process_driver() { return std::make_unique<InProcessDriver>(); }

std::unique_ptr<BotDriver> make_platform_driver() {
  // The page's worker needs the observation's text form (engine/observation_text.h);
  // until it exists, the page computes bot moves in-process too.
  return make_in_process_driver();
}

}  // namespace canasta::frontend
