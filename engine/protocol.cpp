#include "engine/protocol.h"

#include <vector>

#include "engine/bots/bot.h"
#include "engine/json.h"
#include "engine/move.h"
#include "engine/dead_end.h"
#include "engine/notation.h"
#include "engine/state_json.h"
#include "engine/text_util.h"

namespace canasta {

namespace {

constexpr std::string_view kHelp =
    "commands: new <variant> [players=<n>] [seed=<n>] [options=<a,b>] | position <notation> | "
    "show | legal | play <move> | check <move> | state | score | next | record | "
    "replay <record> | bot beginner|standard|expert|master | help | quit; variants: classic, threepack, american, "
    "uruguayan; moves: draw | pickup [c c] [+ c c c ...] | "
    "meld c c c [+ c c c ...] | meld 2: <wild cards> | discard c | ask (before drawing or after drawing from "
    "the stock) | yes | no | pass | declare straight|pairs|wildpairs|garbage | lay 3c";

// Reasons may quote the user's input: escape_line keeps the answer one line
// of valid UTF-8 whatever the input held.
std::string error_line(std::string_view reason) { return "error " + escape_line(reason); }

}  // namespace

ProtocolSession::ProtocolSession() : moves_(std::make_unique<MoveList>()) {}

std::string ProtocolSession::execute(std::string_view line) {
  if (line.size() > kMaxLineBytes)
    return error_line("The line is longer than " + std::to_string(kMaxLineBytes) + " bytes.");
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  problem_ = {};
  std::string_view args;
  const std::string_view command = first_word(line, args);
  if (command.empty()) return error_line("Empty line: type help for the commands.");

  if (command == "help") return std::string(kHelp);
  if (command == "quit") {
    finished_ = true;
    return "bye";
  }
  if (command == "new") return command_new(args);
  if (command == "position") return command_position(args);
  if (command == "replay") return command_replay(args);
  if (command == "bot") {
    if (!state_) return error_line("There is no game yet: start one with new, position or replay.");
    return command_bot(args);
  }

  const bool needs_game = command == "show" || command == "legal" || command == "play" ||
                          command == "check" || command == "state" || command == "score" ||
                          command == "next" || command == "record";
  if (!needs_game)
    return error_line("Unknown command " + quoted(command) + ": type help for the commands.");
  if (!state_) return error_line("There is no game yet: start one with new, position or replay.");
  const bool takes_args = command == "play" || command == "check";
  if (!takes_args && !args.empty())
    return error_line("The command " + std::string(command) + " takes no arguments.");

  if (command == "show") return to_notation(*state_);
  if (command == "legal") return command_legal();
  if (command == "play") return command_play(args, true);
  if (command == "check") return command_play(args, false);
  if (command == "state") return to_json(state_to_json(*state_));
  if (command == "score") return command_score();
  if (command == "next") return command_next();
  return record_to_json(record_);  // record
}

std::string ProtocolSession::command_new(std::string_view args) {
  std::string_view rest;
  const std::string_view variant = first_word(args, rest);
  if (variant.empty()) return refuse(Problem::of("protocolNewVariant"));
  int players = 4;
  uint64_t seed = 0;
  std::string_view options;
  bool seen_players = false, seen_seed = false, seen_options = false;
  while (!rest.empty()) {
    const std::string_view field = first_word(rest, rest);
    const std::optional<KeyValue> kv = split_key_value(field);
    if (!kv) return refuse(Problem::of("protocolKeyValue", {{"field", quoted(field)}}));
    const auto [key, value] = *kv;
    bool* seen = key == "players" ? &seen_players
                 : key == "seed"  ? &seen_seed
                 : key == "options" ? &seen_options
                                    : nullptr;
    if (seen && *seen) return refuse(Problem::of("protocolFieldTwice", {{"key", quoted(key)}}));
    if (seen) *seen = true;
    if (key == "players") {
      const std::optional<uint64_t> n = parse_uint64(value);
      if (!n || *n < kMinPlayers || *n > kMaxPlayers) return refuse(Problem::of("protocolPlayers"));
      players = static_cast<int>(*n);
    } else if (key == "seed") {
      const std::optional<uint64_t> n = parse_uint64(value);
      if (!n) return refuse(Problem::of("notationSeed"));
      seed = *n;
    } else if (key == "options") {
      options = value;
    } else {
      return refuse(Problem::of("protocolNewField", {{"key", quoted(key)}}));
    }
  }
  Problem wrong;
  const std::optional<Rules> rules = make_rules(variant, options, &wrong);
  if (!rules) return refuse(std::move(wrong));
  if (auto unseated = players_problem(*rules, players)) return refuse(std::move(*unseated));
  state_ = GameState::new_game(*rules, players, seed);
  record_ = new_record(*rules, players, seed);
  return "ok";
}

std::string ProtocolSession::refuse(Problem problem) {
  problem_ = std::move(problem);
  return error_line(problem_.text());
}

std::string ProtocolSession::command_position(std::string_view args) {
  if (args.empty()) return error_line("position needs a position in the notation.");
  Parsed<GameState> parsed = parse_playable(args);
  if (!parsed.ok()) return refuse(parsed.problem);
  const GameState& state = *parsed.value;
  GameRecord record = new_record(state.rules(), state.players(), state.seed());
  record.start = to_notation(state);
  state_ = std::move(parsed.value);
  record_ = std::move(record);
  return "ok";
}

std::string ProtocolSession::command_legal() {
  state_->legal_moves(*moves_);
  std::vector<std::string> listed;
  listed.reserve(static_cast<size_t>(moves_->size()));
  JsonValue out = JsonValue::array();
  for (const Move& move : *moves_) {
    std::string text = to_string(move);
    bool seen = false;
    for (const std::string& s : listed) seen = seen || s == text;
    if (seen) continue;
    out.push(JsonValue::string(text));
    listed.push_back(std::move(text));
  }
  if (moves_->capped())
    out.push(JsonValue::string("capped: the first " + std::to_string(listed.size()) +
                               " legal moves are listed, more exist"));
  return to_json(out);
}

std::string ProtocolSession::command_play(std::string_view args, bool apply) {
  if (args.empty()) return error_line("Name a move, for example: play draw.");
  const Parsed<Move> move = parse_move(args);
  if (!move.ok()) return error_line(move.error);
  const Verdict verdict = apply ? state_->apply(*move.value) : state_->check(*move.value);
  if (!verdict.ok()) return error_line(explain(verdict));
  if (apply) record_.moves.push_back(to_string(*move.value));
  return "ok";
}

std::string ProtocolSession::command_score() const {
  if (!state_->is_deal_over())
    return error_line("The deal is not over: the score is shown once it ends.");
  return to_json(score_to_json(state_->deal_score(), state_->is_game_over(), state_->winner(), state_->rules().uses_cut()));
}

// The bot sees only the observation of the seat to move. Its seed is the
// number of moves played so far, so asking twice in one position gives the
// same answer, and a game played by asking replays exactly.
std::string ProtocolSession::command_bot(std::string_view args) {
  const auto level = parse_bot_level(args);
  if (!level) return error_line("bot needs a level: beginner, standard, expert or master.");
  if (state_->is_deal_over())
    return error_line("The deal is over: nobody is to move (next starts the next deal).");
  const int seat = state_->to_move();
  const std::optional<Move> move = make_bot(*level, record_.moves.size())->choose(observation(*state_, seat));
  if (!move) return error_line("Seat " + std::to_string(seat) + " has no legal move here.");
  return to_string(*move);
}

std::string ProtocolSession::command_next() {
  if (const Verdict v = state_->start_next_deal(); !v.ok()) return error_line(explain(v));
  record_.moves.emplace_back(kNextDeal);
  return "ok";
}

std::string ProtocolSession::command_replay(std::string_view args) {
  if (args.empty()) return error_line("replay needs a game record (JSON).");
  Problem problem;
  std::optional<GameRecord> record = parse_record(args, &problem);
  if (!record) return refuse(problem);
  std::optional<GameState> state = replay(*record, &problem);
  if (!state) return refuse(problem);
  state_ = std::move(state);
  record_ = std::move(*record);
  return "ok";
}

}  // namespace canasta
