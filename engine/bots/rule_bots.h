// Standard and Beginner: the rule-based policy (rule_policy.h) with a style.
#pragma once

#include <memory>

#include "engine/bots/bot.h"
#include "engine/bots/policy_style.h"
#include "engine/bots/rule_policy.h"

namespace canasta {

class RuleBot final : public Bot {
 public:
  RuleBot(const PolicyStyle& style, uint64_t seed)
      : style_(style), rng_(seed), legal_(std::make_unique<MoveList>()) {}
  std::optional<Move> choose(const Observation& obs) override {
    return rule_policy_move(obs, style_, rng_, *legal_);
  }

 private:
  PolicyStyle style_;
  Rng rng_;
  std::unique_ptr<MoveList> legal_;  // about 35 KB: off the (WASM) stack
};

}  // namespace canasta
