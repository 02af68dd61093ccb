#include "frontend/settings/settings.h"

#include "engine/text_util.h"
#include "engine/rules.h"
#include "engine/seats.h"

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

float Settings::card_scale() const {
  switch (card_size) {
    case CardSize::kSmall: return 0.85f;
    case CardSize::kNormal: return 1;
    case CardSize::kLarge: return 1.2f;
  }
  return 1;
}

namespace {

// A list of lesson ids as mark_lesson_done writes it (ids are letters,
// digits, '-' and '_'); anything else is not ours and is dropped.
bool lesson_ids_ok(std::string_view text) {
  if (text.size() > 2048) return false;
  for (char c : text)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' || c == ','))
      return false;
  return true;
}

}  // namespace

bool Settings::lesson_done(std::string_view id) const {
  for (std::string_view done : canasta::split(lessons_done, ','))
    if (done == id) return true;
  return false;
}

void Settings::mark_lesson_done(std::string_view id) {
  if (id.empty() || lesson_done(id) || !lesson_ids_ok(id) || id.find(',') != std::string_view::npos) return;
  if (!lessons_done.empty()) lessons_done += ',';
  lessons_done += id;
}

std::string settings_to_text(const Settings& s) {
  std::string out;
  out += "players=" + std::to_string(s.setup.players) + "\n";
  out += "variant=" + s.setup.variant + "\n";
  out += "options=" + s.setup.options + "\n";
  // Each seat's level (a person's seat: the level a demo plays it at), then
  // who plays it and the person's name. A remote seat is remembered as a
  // computer player's: an online table lasts one session.
  out += "levels=";
  for (const Seat& seat : s.setup.seats) out += std::to_string(static_cast<int>(seat.level));
  out += "\nkinds=";
  for (const Seat& seat : s.setup.seats) out += seat.kind == SeatKind::kLocal ? 'L' : 'C';
  for (size_t i = 0; i < s.setup.seats.size(); ++i)
    if (!s.setup.seats[i].name.empty()) out += "\nname" + std::to_string(i) + "=" + s.setup.seats[i].name;
  // "allow_undo", not the "undo" of older settings: they wrote undo=0 for
  // every player while undo was off by default, so it tells no choice.
  out += "\nallow_undo=" + std::string(s.setup.allow_undo ? "1" : "0") + "\n";
  out += "speed=" + std::to_string(static_cast<int>(s.speed)) + "\n";
  out += "four_colour=" + std::string(s.four_colour ? "1" : "0") + "\n";
  out += "intro_seen=" + std::string(s.intro_seen ? "1" : "0") + "\n";
  out += "colour_blind=" + std::string(s.colour_blind ? "1" : "0") + "\n";
  out += "language=" + s.language + "\n";
  out += "coach=" + std::string(s.coach ? "1" : "0") + "\n";
  out += "lessons=" + s.lessons_done + "\n";
  out += "card_size=" + std::to_string(static_cast<int>(s.card_size)) + "\n";
  out += "sound=" + std::string(s.sound ? "1" : "0") + "\n";
  return out;
}

Settings settings_from_text(std::string_view text) {
  Settings s;
  if (text.size() > kMaxSettingsBytes) return s;
  for (std::string_view line : canasta::split(text, '\n')) {
    const std::optional<KeyValue> kv = split_key_value(line);
    if (!kv) continue;
    const auto [key, value] = *kv;
    if (key == "players" && parse_int(value, kMinPlayers, kMaxPlayers))
      s.setup.players = static_cast<int>(*parse_int(value, kMinPlayers, kMaxPlayers));
    else if (key == "variant" && rules_preset(value)) s.setup.variant = std::string(value);
    else if (key == "options" && make_rules("classic", value, nullptr)) s.setup.options = std::string(value);
    else if (key == "levels" && value.size() == kMaxPlayers) {
      for (int i = 0; i < kMaxPlayers; ++i)
        if (value[i] >= '0' && value[i] <= '3') s.setup.seats[i].level = static_cast<BotLevel>(value[i] - '0');
    } else if (key == "kinds" && value.size() == kMaxPlayers) {
      // Settings of before pass-and-play have no kinds: seat 0 a person, the others computers.
      for (int i = 0; i < kMaxPlayers; ++i)
        if (value[i] == 'L' || value[i] == 'C') s.setup.seats[i].kind = value[i] == 'L' ? SeatKind::kLocal : SeatKind::kComputer;
    } else if (key.size() == 5 && key.substr(0, 4) == "name" && key[4] >= '0' && key[4] < '0' + kMaxPlayers) {
      s.setup.seats[static_cast<size_t>(key[4] - '0')].name = clean_name(value);
    } else if (key == "allow_undo") s.setup.allow_undo = value == "1";
    else if (key == "speed" && parse_int(value, 0, 3)) s.speed = static_cast<Speed>(*parse_int(value, 0, 3));
    else if (key == "four_colour") s.four_colour = value == "1";
    else if (key == "intro_seen") s.intro_seen = value == "1";
    else if (key == "colour_blind") s.colour_blind = value == "1";
    else if (key == "coach") s.coach = value == "1";
    else if (key == "card_size" && parse_int(value, 0, kCardSizes - 1))
      s.card_size = static_cast<CardSize>(*parse_int(value, 0, kCardSizes - 1));
    else if (key == "sound") s.sound = value == "1";
    else if (key == "language" && value.size() <= 16) s.language = std::string(value);
    else if (key == "lessons" && lesson_ids_ok(value)) s.lessons_done = std::string(value);
  }
  return s;
}

}  // namespace canasta::frontend
