#include "web/native/bot_commands.h"

#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/bots/bot.h"
#include "engine/observation_text.h"
#include "engine/rules.h"
#include "engine/state.h"

namespace canasta::web {
namespace {

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    size_t j = i;
    while (j < text.size() && text[j] != ' ') ++j;
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j;
  }
  return words;
}

template <typename Int>
bool parse_int(std::string_view text, Int& out) {
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
  return ec == std::errc() && end == text.data() + text.size();
}

std::string answer_hands(const std::vector<std::string_view>& words) {
  if (words.size() != 4) return "error usage: hands <variant> <players> <seed>";
  const auto rules = rules_preset(words[1]);
  if (!rules) return "error unknown variant '" + std::string(words[1]) + "'";
  int players = 0;
  uint64_t seed = 0;
  if (!parse_int(words[2], players) || players < kMinPlayers || players > kMaxPlayers)
    return "error players must be a number from 2 to 6";
  if (!parse_int(words[3], seed)) return "error seed must be a non-negative number";
  std::string reply = "ok ";
  const auto hands = dealt_hands(*rules, players, seed);
  for (size_t seat = 0; seat < hands.size(); ++seat) {
    if (seat) reply += ',';
    reply += std::to_string(hands[seat].size());
  }
  return reply;
}

// bot <level> <seed> <observation text>
std::string answer_bot(std::string_view command, const std::vector<std::string_view>& words) {
  if (words.size() < 4) return "error usage: bot <level> <seed> <observation>";
  const std::optional<BotLevel> level = parse_bot_level(words[1]);
  if (!level) return "error unknown level '" + std::string(words[1]) + "' (beginner, standard, expert)";
  uint64_t seed = 0;
  if (!parse_int(words[2], seed)) return "error seed must be a non-negative number";
  const size_t at = static_cast<size_t>(words[3].data() - command.data());
  const Parsed<Observation> obs = parse_observation_text(command.substr(at));
  if (!obs.ok()) return "error " + obs.error;
  if (obs.value->to_move() != obs.value->seat() || obs.value->is_deal_over())
    return "error it is not this seat's turn to play";
  const Move move = make_bot(*level, seed)->choose(*obs.value);
  return "ok " + to_string(move);
}

}  // namespace

std::string answer_bot_command(std::string_view command) {
  if (command.size() > kMaxCommandBytes) return "error the command is too long";
  const auto words = split_words(command);
  if (words.empty()) return "error empty command";
  if (words[0] == "hands") return answer_hands(words);
  if (words[0] == "bot") return answer_bot(command, words);
  return "error unknown command '" + std::string(words[0]) + "'";
}

}  // namespace canasta::web
