#include "engine/bots/bot.h"

#include "engine/bots/expert_bot.h"
#include "engine/bots/rule_bots.h"

namespace canasta {

std::string_view to_string(BotLevel level) {
  switch (level) {
    case BotLevel::Beginner: return "beginner";
    case BotLevel::Standard: return "standard";
    case BotLevel::Expert: return "expert";
  }
  return "standard";
}

std::optional<BotLevel> parse_bot_level(std::string_view text) {
  for (BotLevel level : {BotLevel::Beginner, BotLevel::Standard, BotLevel::Expert})
    if (text == to_string(level)) return level;
  return std::nullopt;
}

std::unique_ptr<Bot> make_bot(BotLevel level, uint64_t seed, const BotOptions& options) {
  switch (level) {
    case BotLevel::Beginner: return std::make_unique<RuleBot>(kBeginnerStyle, seed);
    case BotLevel::Standard: return std::make_unique<RuleBot>(kStandardStyle, seed);
    case BotLevel::Expert: return std::make_unique<ExpertBot>(seed, options);
  }
  return nullptr;
}

}  // namespace canasta
