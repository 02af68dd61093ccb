// Game records: everything needed to reproduce a game exactly, as one line of
// JSON. Saved games are records; replaying one rebuilds every state
// bit-for-bit, natively and in WASM, because the deal comes from the seed
// through the engine's own Rng and every move is replayed through apply().
//
// Format 3:
//   {"format":3,"variant":"classic","options":["min15"],"players":4,"seed":7,
//    "seats":[{"kind":"local","level":"standard","name":"Ana"},
//             {"kind":"computer","level":"expert"},...],
//    "moves":["draw","meld 7c 7d 7h","discard 5c",...,"next","draw",...]}
//
// Format history (parse_record migrates older records step by step):
//   1 -> 2  dealt red threes were faced at the deal; since format 2 they are
//           faced at each player's first turn (law 14). A format-1 record
//           gains the option "red3deal" (also in its start position), so it
//           replays exactly as it was played.
//   2 -> 3  "levels" (the computer players' levels by seat, seat 0 the
//           person's, whose level played it in demos) becomes "seats": seat
//           0 local, the others computer players of their levels.
//
//   format   the record format; a reader refuses a newer one with a message
//            and migrates an older one step by step (see parse_record).
//   variant  a preset name (rules_preset); options: option names
//            (apply_rule_option), in any order; they rebuild the Rules.
//   players  2..6.  seed: the game seed, a decimal integer up to 2^64-1
//            (readers in JavaScript should not round-trip it through a
//            Number above 2^53).
//   start    optional: the position notation the game started from (a game
//            begun with the protocol's `position`). Without it the game
//            starts as GameState::new_game(rules, players, seed).
//   seats    optional: who played each seat from seat 0 (engine/seats.h),
//            at most one per player, so a saved game goes on with the same
//            players. Replaying does not use them: the moves are the game.
//   moves    one flat list of the moves in play syntax (move.h), canonical
//            text, in the order played. The word "next" between two deals
//            stands for GameState::start_next_deal(), so a multi-deal game is
//            one list: deal 0's moves, "next", deal 1's moves, ...
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/bots/bot.h"
#include "engine/json.h"
#include "engine/problem.h"
#include "engine/rules.h"
#include "engine/seats.h"
#include "engine/state.h"

namespace canasta {

inline constexpr int kRecordFormat = 3;
// The longest record any reader accepts: bytes of its JSON text. Saving,
// loading, exporting and importing all hold to it (the page repeats it in
// web/site/page/limits.js, and a browser test checks the two agree), so a game
// that could be saved can always be loaded again.
inline constexpr size_t kMaxRecordBytes = size_t{1} << 20;
// The longest position notation accepted from outside (a record's "start",
// the page's position option): a full three-pack table prints under 2 KB.
inline constexpr size_t kMaxPositionBytes = 4096;
// The entry of `moves` that starts the next deal.
inline constexpr std::string_view kNextDeal = "next";

struct GameRecord {
  Rules rules;
  int players = 4;
  uint64_t seed = 0;
  std::string start;  // position notation, or empty for a new game
  std::vector<Seat> seats;  // by seat from seat 0; empty: not recorded
  std::vector<std::string> moves;
  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// A record of a new game with no moves yet.
GameRecord new_record(const Rules& rules, int players, uint64_t seed);

JsonValue record_to_json_value(const GameRecord& record);
// One line of JSON.
std::string record_to_json(const GameRecord& record);

// Reads a record, checking its size (kMaxRecordBytes, kMaxPositionBytes),
// shape, format, variant, options and player count (not the moves: replay
// does that). On failure returns nothing and sets `error` to why: a
// Problem (engine/problem.h, for each reader to word), or its English.
std::optional<GameRecord> record_from_json(const JsonValue& json, Problem* error);
std::optional<GameRecord> record_from_json(const JsonValue& json, std::string* error);
std::optional<GameRecord> parse_record(std::string_view text, Problem* error);
std::optional<GameRecord> parse_record(std::string_view text, std::string* error);

// The state at the start of the record (before any move).
std::optional<GameState> record_start_state(const GameRecord& record, Problem* error);
std::optional<GameState> record_start_state(const GameRecord& record, std::string* error);
// Plays the record's moves from its start. On failure returns nothing and
// sets `error` to why, naming the move number (1-based, counting every
// entry of `moves`), the move, and the engine's reason.
std::optional<GameState> replay(const GameRecord& record, Problem* error);
std::optional<GameState> replay(const GameRecord& record, std::string* error);

}  // namespace canasta
