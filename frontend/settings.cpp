#include "frontend/settings.h"

#include "engine/text_util.h"
#include "frontend/platform.h"

namespace canasta::frontend {

double Settings::flight_ms(bool reduced_motion) const {
  if (reduced_motion) return 0;
  switch (speed) {
    case Speed::kOff: return 0;
    case Speed::kFast: return 160;
    case Speed::kNormal: return 320;
    case Speed::kSlow: return 560;
  }
  return 320;
}

double Settings::bot_delay_ms() const {
  switch (speed) {
    case Speed::kOff: return 150;
    case Speed::kFast: return 250;
    case Speed::kNormal: return 650;
    case Speed::kSlow: return 1100;
  }
  return 650;
}

std::string settings_to_text(const Settings& s) {
  std::string out;
  out += "players=" + std::to_string(s.setup.players) + "\n";
  out += "variant=" + s.setup.variant + "\n";
  out += "options=" + s.setup.options + "\n";
  out += "levels=";
  for (int i = 0; i < kMaxPlayers; ++i) out += std::to_string(static_cast<int>(s.setup.levels[i]));
  out += "\nundo=" + std::string(s.setup.allow_undo ? "1" : "0") + "\n";
  out += "speed=" + std::to_string(static_cast<int>(s.speed)) + "\n";
  out += "four_colour=" + std::string(s.four_colour ? "1" : "0") + "\n";
  out += "intro_seen=" + std::string(s.intro_seen ? "1" : "0") + "\n";
  out += "colour_blind=" + std::string(s.colour_blind ? "1" : "0") + "\n";
  out += "language=" + s.language + "\n";
  out += "coach=" + std::string(s.coach ? "1" : "0") + "\n";
  return out;
}

Settings settings_from_text(std::string_view text) {
  Settings s;
  if (text.size() > kMaxSettingsBytes) return s;
  for (std::string_view line : split(text, '\n')) {
    const std::optional<KeyValue> kv = split_key_value(line);
    if (!kv) continue;
    const auto [key, value] = *kv;
    if (key == "players" && parse_int(value, kMinPlayers, kMaxPlayers))
      s.setup.players = static_cast<int>(*parse_int(value, kMinPlayers, kMaxPlayers));
    else if (key == "variant" && rules_preset(value)) s.setup.variant = std::string(value);
    else if (key == "options" && make_rules("classic", value, nullptr)) s.setup.options = std::string(value);
    else if (key == "levels" && value.size() == kMaxPlayers) {
      for (int i = 0; i < kMaxPlayers; ++i)
        if (value[i] >= '0' && value[i] <= '3') s.setup.levels[i] = static_cast<BotLevel>(value[i] - '0');
    } else if (key == "undo") s.setup.allow_undo = value == "1";
    else if (key == "speed" && parse_int(value, 0, 3)) s.speed = static_cast<Speed>(*parse_int(value, 0, 3));
    else if (key == "four_colour") s.four_colour = value == "1";
    else if (key == "intro_seen") s.intro_seen = value == "1";
    else if (key == "colour_blind") s.colour_blind = value == "1";
    else if (key == "coach") s.coach = value == "1";
    else if (key == "language" && value.size() <= 16) s.language = std::string(value);
  }
  return s;
}

Settings load_settings() { return settings_from_text(load_text("settings")); }

void save_settings(const Settings& settings) { save_text("settings", settings_to_text(settings)); }

}  // namespace canasta::frontend
