#include "web/native/bot_commands.h"

#include <chrono>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/bots/bot.h"
#include "engine/bots/coach.h"
#include "engine/bots/coach_text.h"
#include "engine/observation_text.h"
#include "engine/rules.h"
#include "engine/state.h"
#include "engine/text_util.h"

namespace canasta::web {
namespace {

constexpr const char* kBadSeed = "error seed must be a whole number from 0 to 18446744073709551615";

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
  if (!seed) return kBadSeed;
  std::string reply = "ok ";
  const auto hands = dealt_hands(*rules, static_cast<int>(*players), *seed);
  for (size_t seat = 0; seat < hands.size(); ++seat) {
    if (seat) reply += ',';
    reply += std::to_string(hands[seat].size());
  }
  return reply;
}

// The observation that starts at words[first] and runs to the end of the
// command, for the seat to move; the error line, or empty.
std::string read_observation(std::string_view command, const std::vector<std::string_view>& words, size_t first,
                             std::optional<Observation>& out) {
  const size_t at = static_cast<size_t>(words[first].data() - command.data());
  Parsed<Observation> obs = parse_observation_text(command.substr(at));
  if (!obs.ok()) return "error " + escape_line(obs.error);
  if (obs.value->to_move() != obs.value->seat() || obs.value->is_deal_over())
    return "error it is not this seat's turn to play";
  out = std::move(obs.value);
  return {};
}

// Thinking for the time budget, or "@N" (N sampled deals) to replay exactly.
BotOptions thinking(int samples) {
  BotOptions options;
  options.samples = samples;
  if (samples == 0) options.clock = milliseconds_now;
  return options;
}

// An optional "@N" after a command's name ("coach@64"): N sampled deals.
std::optional<int> samples_of(std::string_view name, std::string_view command_name) {
  if (name == command_name) return 0;
  if (name.substr(0, command_name.size()) != command_name || name.size() <= command_name.size() + 1 ||
      name[command_name.size()] != '@')
    return std::nullopt;
  const auto n = parse_int(name.substr(command_name.size() + 1), 1, kMaxTimedSamples);
  if (!n) return std::nullopt;
  return static_cast<int>(*n);
}

// bot <level> <seed> <observation text>
std::string answer_bot(std::string_view command, const std::vector<std::string_view>& words) {
  if (words.size() < 4) return "error usage: bot <level> <seed> <observation>";
  const std::optional<BotSpec> spec = parse_bot_spec(words[1]);
  if (!spec)
    return "error unknown level " + quoted(words[1]) + " (beginner, standard, expert, master; expert@N or master@N for N sampled deals)";
  const std::optional<uint64_t> seed = parse_uint64(words[2]);
  if (!seed) return kBadSeed;
  std::optional<Observation> obs;
  if (auto error = read_observation(command, words, 3, obs); !error.empty()) return error;
  const std::optional<Move> move = make_bot(spec->level, *seed, thinking(spec->samples))->choose(*obs);
  if (!move) return "error the seat to move has no legal move";
  return "ok " + to_string(*move);
}

// The command's text from words[from] up to words[to] (exclusive).
std::string_view words_between(std::string_view command, const std::vector<std::string_view>& words, size_t from,
                               size_t to) {
  const size_t begin = static_cast<size_t>(words[from].data() - command.data());
  const size_t end = static_cast<size_t>(words[to].data() - command.data());
  return command.substr(begin, end - begin);
}

// coach[@N] <seed> <played move> [best <hinted move>] <observation text>:
// the moves' words run up to "best" and the observation's first field, seat=.
std::string answer_coach(std::string_view command, const std::vector<std::string_view>& words, int samples) {
  static constexpr const char* kUsage = "error usage: coach <seed> <played move> [best <move>] <observation>";
  size_t first = 2, best = 0;
  for (; first < words.size() && words[first].substr(0, 5) != "seat="; ++first)
    if (words[first] == "best" && best == 0) best = first;
  const size_t played_end = best ? best : first;
  if (words.size() < 4 || played_end == 2 || first == words.size() || (best && best + 1 == first)) return kUsage;
  const std::optional<uint64_t> seed = parse_uint64(words[1]);
  if (!seed) return kBadSeed;
  const Parsed<Move> played = parse_move(words_between(command, words, 2, played_end));
  if (!played.ok()) return "error the played move: " + escape_line(played.error);
  std::optional<Move> choice;
  if (best) {
    const Parsed<Move> hinted = parse_move(words_between(command, words, best + 1, first));
    if (!hinted.ok()) return "error the hinted move: " + escape_line(hinted.error);
    choice = *hinted.value;
  }
  std::optional<Observation> obs;
  if (auto error = read_observation(command, words, first, obs); !error.empty()) return error;
  if (const Verdict v = obs->check(*played.value); !v.ok()) return "error the played move is not legal here";
  if (choice && !obs->check(*choice).ok()) return "error the hinted move is not legal here";
  return "ok " + advice_to_text(coach_move(*obs, *played.value, *seed, thinking(samples), choice));
}

// hint[@N] <seed> <observation text>
std::string answer_hint(std::string_view command, const std::vector<std::string_view>& words, int samples) {
  if (words.size() < 3) return "error usage: hint <seed> <observation>";
  const std::optional<uint64_t> seed = parse_uint64(words[1]);
  if (!seed) return kBadSeed;
  std::optional<Observation> obs;
  if (auto error = read_observation(command, words, 2, obs); !error.empty()) return error;
  const std::optional<Hint> hint = hint_move(*obs, *seed, thinking(samples));
  if (!hint) return "error the seat to move has no legal move";
  return "ok " + hint_to_text(*hint);
}

}  // namespace

std::string answer_bot_command(std::string_view command) {
  if (command.size() > kMaxCommandBytes) return "error the command is too long";
  const auto words = split_words(command);
  if (words.empty()) return "error empty command";
  if (words[0] == "hands") return answer_hands(words);
  if (words[0] == "bot") return answer_bot(command, words);
  if (const auto samples = samples_of(words[0], "coach")) return answer_coach(command, words, *samples);
  if (const auto samples = samples_of(words[0], "hint")) return answer_hint(command, words, *samples);
  return "error unknown command " + quoted(words[0]);
}

}  // namespace canasta::web
