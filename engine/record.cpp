#include "engine/record.h"

#include "engine/dead_end.h"
#include "engine/move.h"
#include "engine/notation.h"
#include "engine/problem.h"
#include "engine/state_json.h"
#include "engine/text_util.h"

namespace canasta {

namespace {

bool set_error(Problem* error, Problem problem) {
  if (error) *error = std::move(problem);
  return false;
}

// What a reader that takes a Problem returns, with the problem in English.
template <typename T, typename Read>
std::optional<T> in_english(std::string* error, Read read) {
  Problem problem;
  std::optional<T> value = read(&problem);
  if (!value && error) *error = problem.text();
  return value;
}

std::string move_text(const std::string& move) { return move.size() > 60 ? move.substr(0, 60) + "..." : move; }

// Format 1 -> 2: the game was played with red threes faced at the deal, so it
// keeps that rule as the option red3deal, in its options and in its start
// position's options.
bool migrate_1_to_2(JsonValue& json, Problem* error) {
  const std::string_view option = rule_option_name(kOptionRedThreesAtDeal);
  const JsonValue* options = json.find("options");
  JsonValue upgraded = options ? *options : JsonValue::array();
  if (!upgraded.is_array()) return set_error(error, Problem::of("recordOptions"));
  upgraded.push(JsonValue::string(option));
  json.set("options", std::move(upgraded));
  const JsonValue* start = json.find("start");
  if (!start || !start->is_string()) return true;
  std::string text;
  bool found = false;
  for (std::string_view word : split_words(start->text())) {
    std::string field(word);
    if (word.rfind("options=", 0) == 0) {
      field += (word.size() > 8 ? "," : "") + std::string(option);
      found = true;
    }
    text += (text.empty() ? "" : " ") + field;
  }
  if (!found) text = "options=" + std::string(option) + " " + text;
  json.set("start", JsonValue::string(text));
  return true;
}

// Format 2 -> 3: "levels" becomes "seats". Seat 0 was the person at the
// device (its level played it in demos), every other seat a computer player.
bool migrate_2_to_3(JsonValue& json, Problem* error) {
  if (json.find("seats")) return set_error(error, Problem::of("recordUnknownField", {{"field", "seats"}}));
  const JsonValue* levels = json.find("levels");
  if (!levels) return true;
  if (!levels->is_array()) return set_error(error, Problem::of("recordLevels"));
  JsonValue seats = JsonValue::array();
  for (size_t i = 0; i < levels->items().size(); ++i) {
    const JsonValue& item = levels->items()[i];
    const std::optional<BotLevel> level = item.is_string() ? parse_bot_level(item.text()) : std::nullopt;
    if (!level)
      return set_error(error, Problem::of("recordLevel", {{"n", std::to_string(i + 1)}}));
    Seat seat;
    seat.kind = i == 0 ? SeatKind::kLocal : SeatKind::kComputer;
    seat.level = *level;
    seats.push(seat_to_json(seat));
  }
  JsonValue upgraded = JsonValue::object();
  for (const JsonMember& m : json.members())
    upgraded.set(m.key == "levels" ? "seats" : m.key, m.key == "levels" ? seats : m.value);
  json = std::move(upgraded);
  return true;
}

// kMigrations[f] upgrades a record of format f to format f + 1 in place
// (index 0 unused).
using MigrationStep = bool (*)(JsonValue& json, Problem* error);
constexpr MigrationStep kMigrations[kRecordFormat] = {nullptr, migrate_1_to_2, migrate_2_to_3};

bool migrate(JsonValue& json, int64_t format, Problem* error) {
  if (format > kRecordFormat)
    return set_error(error, Problem::of("recordNewer", {{"format", std::to_string(format)},
                                                        {"reads", std::to_string(kRecordFormat)}}));
  if (format < 1)
    return set_error(error, Problem::of("recordFormat", {{"reads", std::to_string(kRecordFormat)}}));
  for (int64_t f = format; f < kRecordFormat; ++f) {
    const MigrationStep step = kMigrations[f];
    if (step && !step(json, error)) return false;
  }
  return true;
}

}  // namespace

GameRecord new_record(const Rules& rules, int players, uint64_t seed) {
  GameRecord record;
  record.rules = rules;
  record.players = players;
  record.seed = seed;
  return record;
}

JsonValue record_to_json_value(const GameRecord& record) {
  JsonValue moves = JsonValue::array();
  for (const std::string& move : record.moves) moves.push(JsonValue::string(move));
  JsonValue json = JsonValue::object();
  json.set("format", JsonValue::number(kRecordFormat));
  json.set("variant", JsonValue::string(record.rules.variant));
  json.set("options", rule_options_json(record.rules));
  json.set("players", JsonValue::number(record.players));
  json.set("seed", JsonValue::number_unsigned(record.seed));
  if (!record.start.empty()) json.set("start", JsonValue::string(record.start));
  if (!record.seats.empty()) {
    JsonValue seats = JsonValue::array();
    for (const Seat& seat : record.seats) seats.push(seat_to_json(seat));
    json.set("seats", std::move(seats));
  }
  json.set("moves", std::move(moves));
  return json;
}

std::string record_to_json(const GameRecord& record) {
  return to_json(record_to_json_value(record));
}

std::optional<GameRecord> record_from_json(const JsonValue& original, Problem* error) {
  if (!original.is_object()) {
    set_error(error, Problem::of("recordNotObject"));
    return std::nullopt;
  }
  const JsonValue* format = original.find("format");
  const std::optional<int64_t> format_number = format ? format->as_int() : std::nullopt;
  if (!format_number) {
    set_error(error, Problem::of("recordNoFormat"));
    return std::nullopt;
  }
  JsonValue json = original;
  if (!migrate(json, *format_number, error)) return std::nullopt;

  for (const JsonMember& member : json.members()) {
    static constexpr std::string_view kKnown[] = {"format", "variant", "options", "players",
                                                  "seed",   "start",   "seats",   "moves"};
    bool known = false;
    for (std::string_view k : kKnown) known = known || member.key == k;
    if (!known) {
      set_error(error, Problem::of("recordUnknownField", {{"field", member.key.substr(0, 40)}}));
      return std::nullopt;
    }
  }

  const JsonValue* variant = json.find("variant");
  if (!variant || !variant->is_string()) {
    set_error(error, Problem::of("recordNoVariant"));
    return std::nullopt;
  }
  Problem rules_error;
  std::optional<Rules> rules = make_rules(variant->text(), "", &rules_error);
  if (!rules) {
    set_error(error, std::move(rules_error));
    return std::nullopt;
  }
  if (const JsonValue* options = json.find("options")) {
    if (!options->is_array()) {
      set_error(error, Problem::of("recordOptions"));
      return std::nullopt;
    }
    for (const JsonValue& option : options->items()) {
      if (!option.is_string()) {
        set_error(error, Problem::of("recordOptions"));
        return std::nullopt;
      }
      if (auto problem = apply_rule_option(*rules, option.text())) {
        set_error(error, std::move(*problem));
        return std::nullopt;
      }
    }
  }

  GameRecord record;
  record.rules = *rules;
  const JsonValue* players = json.find("players");
  const std::optional<int64_t> n = players ? players->as_int() : std::nullopt;
  if (!n || *n < kMinPlayers || *n > kMaxPlayers) {
    set_error(error, Problem::of("recordPlayers"));
    return std::nullopt;
  }
  record.players = static_cast<int>(*n);
  if (auto wrong = players_problem(*rules, record.players)) {
    set_error(error, std::move(*wrong));
    return std::nullopt;
  }
  const JsonValue* seed = json.find("seed");
  const std::optional<uint64_t> s = seed ? seed->as_uint() : std::nullopt;
  if (!s) {
    set_error(error, Problem::of("recordSeed"));
    return std::nullopt;
  }
  record.seed = *s;
  if (const JsonValue* start = json.find("start")) {
    if (!start->is_string() || start->text().empty()) {
      set_error(error, Problem::of("recordStart"));
      return std::nullopt;
    }
    if (start->text().size() > kMaxPositionBytes) {
      set_error(error, Problem::of("recordStartLong", {{"max", std::to_string(kMaxPositionBytes)}}));
      return std::nullopt;
    }
    record.start = start->text();
  }
  if (const JsonValue* seats = json.find("seats")) {
    if (!seats->is_array() || seats->items().size() > static_cast<size_t>(record.players)) {
      set_error(error, Problem::of("recordSeats"));
      return std::nullopt;
    }
    for (size_t i = 0; i < seats->items().size(); ++i) {
      Problem why;
      const std::optional<Seat> seat = seat_from_json(seats->items()[i], &why);
      if (!seat) {
        set_error(error, Problem::because("recordSeat", std::move(why), {{"n", std::to_string(i + 1)}}));
        return std::nullopt;
      }
      record.seats.push_back(*seat);
    }
  }
  const JsonValue* moves = json.find("moves");
  if (!moves || !moves->is_array()) {
    set_error(error, Problem::of("recordNoMoves"));
    return std::nullopt;
  }
  record.moves.reserve(moves->items().size());
  for (const JsonValue& move : moves->items()) {
    if (!move.is_string()) {
      set_error(error, Problem::of("recordMoveText", {{"n", std::to_string(record.moves.size() + 1)}}));
      return std::nullopt;
    }
    record.moves.push_back(move.text());
  }
  return record;
}

std::optional<GameRecord> parse_record(std::string_view text, Problem* error) {
  if (text.size() > kMaxRecordBytes) {
    set_error(error, Problem::of("recordTooLong", {{"size", std::to_string(text.size())},
                                                  {"max", std::to_string(kMaxRecordBytes)}}));
    return std::nullopt;
  }
  Problem problem;
  JsonLimits limits;
  limits.max_bytes = kMaxRecordBytes;
  std::optional<JsonValue> json = parse_json(text, &problem, limits);
  if (!json) {
    set_error(error, Problem::because("recordJson", std::move(problem)));
    return std::nullopt;
  }
  return record_from_json(*json, error);
}

std::optional<GameState> record_start_state(const GameRecord& record, Problem* error) {
  if (record.players < kMinPlayers || record.players > kMaxPlayers) {
    set_error(error, Problem::of("recordPlayerCount"));
    return std::nullopt;
  }
  if (record.start.empty()) return GameState::new_game(record.rules, record.players, record.seed);
  Parsed<GameState> parsed = parse_playable(record.start);
  if (!parsed.ok()) {
    set_error(error, Problem::because("recordStartWrong", parsed.problem));
    return std::nullopt;
  }
  const GameState& state = *parsed.value;
  if (!(state.rules() == record.rules) || state.players() != record.players ||
      state.seed() != record.seed) {
    set_error(error, Problem::of("recordStartDisagrees"));
    return std::nullopt;
  }
  return parsed.value;
}

std::optional<GameState> replay(const GameRecord& record, Problem* error) {
  std::optional<GameState> state = record_start_state(record, error);
  if (!state) return std::nullopt;
  for (size_t i = 0; i < record.moves.size(); ++i) {
    const std::string& text = record.moves[i];
    std::optional<Problem> problem;
    if (text == kNextDeal) {
      const Verdict v = state->start_next_deal();
      if (!v.ok()) problem = verdict_problem(v);
    } else {
      const Parsed<Move> move = parse_move(text);
      if (!move.ok()) {
        problem = move.problem;
      } else if (const Verdict v = state->apply(*move.value); !v.ok()) {
        problem = verdict_problem(v);
      }
    }
    if (problem) {
      set_error(error, Problem::because("recordMove", std::move(*problem),
                                        {{"n", std::to_string(i + 1)}, {"move", move_text(text)}}));
      return std::nullopt;
    }
  }
  // A game that could go on from nowhere would stop every table that opens
  // it (the start itself was checked by the notation).
  if (!record.moves.empty())
    if (std::optional<Problem> stuck = dead_end_reason(*state)) {
      set_error(error, Problem::because("recordAfterMove", std::move(*stuck),
                                        {{"n", std::to_string(record.moves.size())}, {"move", move_text(record.moves.back())}}));
      return std::nullopt;
    }
  return state;
}

// The same, the problem said in English.
std::optional<GameRecord> record_from_json(const JsonValue& json, std::string* error) {
  return in_english<GameRecord>(error, [&](Problem* p) { return record_from_json(json, p); });
}
std::optional<GameRecord> parse_record(std::string_view text, std::string* error) {
  return in_english<GameRecord>(error, [&](Problem* p) { return parse_record(text, p); });
}
std::optional<GameState> record_start_state(const GameRecord& record, std::string* error) {
  return in_english<GameState>(error, [&](Problem* p) { return record_start_state(record, p); });
}
std::optional<GameState> replay(const GameRecord& record, std::string* error) {
  return in_english<GameState>(error, [&](Problem* p) { return replay(record, p); });
}

}  // namespace canasta
