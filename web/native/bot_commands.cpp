#include "web/native/bot_commands.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/bots/bot.h"
#include "engine/observation_text.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "engine/text_util.h"

namespace canasta::web {
namespace {

// The worker's thinking clock. steady_clock is performance.now() in the
// browser, a monotonic clock natively.
double milliseconds_now() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

std::string answer_hands(const std::vector<std::string_view>& words) {
  if (words.size() != 4) return "error usage: hands <variant> <players> <seed>";
  const auto rules = rules_preset(words[1]);
  if (!rules) return "error unknown variant " + quoted(words[1]);
  const std::optional<int64_t> players = parse_int(words[2], kMinPlayers, kMaxPlayers);
  if (!players) return "error players must be a number from 2 to 6";
  const std::optional<uint64_t> seed = parse_uint64(words[3]);
  if (!seed) return "error seed must be a whole number from 0 to 18446744073709551615";
  std::string reply = "ok ";
  const auto hands = dealt_hands(*rules, static_cast<int>(*players), *seed);
  for (size_t seat = 0; seat < hands.size(); ++seat) {
    if (seat) reply += ',';
    reply += std::to_string(hands[seat].size());
  }
  return reply;
}

// bot <level> <seed> <observation text>
std::string answer_bot(std::string_view command, const std::vector<std::string_view>& words) {
  if (words.size() < 4) return "error usage: bot <level> <seed> <observation>";
  const std::optional<BotSpec> spec = parse_bot_spec(words[1]);
  if (!spec)
    return "error unknown level " + quoted(words[1]) + " (beginner, standard, expert, master; expert@N or master@N for N sampled deals)";
  const std::optional<uint64_t> seed = parse_uint64(words[2]);
  if (!seed) return "error seed must be a whole number from 0 to 18446744073709551615";
  const size_t at = static_cast<size_t>(words[3].data() - command.data());
  const Parsed<Observation> obs = parse_observation_text(command.substr(at));
  if (!obs.ok()) return "error " + escape_line(obs.error);
  if (obs.value->to_move() != obs.value->seat() || obs.value->is_deal_over())
    return "error it is not this seat's turn to play";
  BotOptions options;
  options.samples = spec->samples;
  if (spec->samples == 0) options.clock = milliseconds_now;
  const Move move = make_bot(spec->level, *seed, options)->choose(*obs.value);
  return "ok " + to_string(move);
}

}  // namespace

std::string answer_bot_command(std::string_view command) {
  if (command.size() > kMaxCommandBytes) return "error the command is too long";
  const auto words = split_words(command);
  if (words.empty()) return "error empty command";
  if (words[0] == "hands") return answer_hands(words);
  if (words[0] == "bot") return answer_bot(command, words);
  return "error unknown command " + quoted(words[0]);
}

}  // namespace canasta::web
