#include "web/native/bot_commands.h"

#include <charconv>
#include <cstdint>
#include <string>
#include <vector>

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

}  // namespace

std::string answer_bot_command(std::string_view command) {
  if (command.size() > 4096) return "error the command is too long";
  const auto words = split_words(command);
  if (words.empty()) return "error empty command";
  if (words[0] == "hands") return answer_hands(words);
  return "error unknown command '" + std::string(words[0]) + "'";
}

}  // namespace canasta::web
