#include "engine/bots/bot.h"

#include "engine/text_util.h"

namespace canasta {

std::string_view to_string(BotLevel level) {
  switch (level) {
    case BotLevel::Beginner: return "beginner";
    case BotLevel::Standard: return "standard";
    case BotLevel::Expert: return "expert";
    case BotLevel::Master: return "master";
  }
  return "standard";
}

std::optional<BotLevel> parse_bot_level(std::string_view text) {
  for (BotLevel level : kAllBotLevels)
    if (text == to_string(level)) return level;
  return std::nullopt;
}

std::optional<BotSpec> parse_bot_spec(std::string_view text) {
  const size_t at = text.find('@');
  const std::optional<BotLevel> level = parse_bot_level(text.substr(0, at));
  if (!level) return std::nullopt;
  BotSpec spec{*level, 0};
  if (at == std::string_view::npos) return spec;
  if (!searches(*level)) return std::nullopt;
  const std::optional<int64_t> samples = parse_int(text.substr(at + 1), 1, kMaxTimedSamples);
  if (!samples) return std::nullopt;
  spec.samples = static_cast<int>(*samples);
  return spec;
}

}  // namespace canasta
