// make_bot (bot.h): the one place that knows every kind of bot. It sits
// above the bots it makes (rule_bots.h, search_bot.h), which include bot.h
// for the interface they implement; so bot.cpp, below them, never includes
// them.
#include "engine/bots/bot.h"
#include "engine/bots/rule_bots.h"
#include "engine/bots/search_bot.h"

namespace canasta {

std::unique_ptr<Bot> make_bot(BotLevel level, uint64_t seed, const BotOptions& options) {
  switch (level) {
    case BotLevel::Beginner: return std::make_unique<RuleBot>(kBeginnerStyle, seed);
    case BotLevel::Standard: return std::make_unique<RuleBot>(kStandardStyle, seed);
    case BotLevel::Expert:
    case BotLevel::Master: return std::make_unique<SearchBot>(seed, search_config(level, options), options.clock);
  }
  return nullptr;
}

}  // namespace canasta
