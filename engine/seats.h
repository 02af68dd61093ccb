// Who plays each seat of a game: a person at the device that keeps the game
// (local), a computer player of a level, or a person at another device
// (remote), with the name the players chose. The table's new-game setup
// chooses them and a game record keeps them (engine/record.h), so a saved
// game goes on with the same players; replaying a record never uses them
// (the moves are the game).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/bots/bot.h"
#include "engine/json.h"

namespace canasta {

enum class SeatKind : uint8_t { kLocal, kComputer, kRemote };

struct Seat {
  SeatKind kind = SeatKind::kComputer;
  // A computer seat's level; a person's seat keeps the level the computer
  // plays it at when it plays every seat (demos).
  BotLevel level = BotLevel::Standard;
  std::string name;  // a person's own name (clean_name); empty: the table names the seat
  friend bool operator==(const Seat&, const Seat&) = default;
};

// A name is at most this many characters (Unicode code points).
inline constexpr size_t kMaxNameChars = 16;

std::string_view to_string(SeatKind kind);  // "local", "computer", "remote"
std::optional<SeatKind> parse_seat_kind(std::string_view text);

// A name as typed, made fit to show and keep: invalid UTF-8 and control
// characters dropped, spaces at either end trimmed, at most kMaxNameChars
// characters.
std::string clean_name(std::string_view text);

// {"kind":"computer","level":"expert"}, {"kind":"local","level":"standard","name":"Ana"}.
JsonValue seat_to_json(const Seat& seat);
// Reads that shape (level and name may be left out); a name must already be
// clean. On failure returns nothing and sets `error` to why (a Problem,
// engine/problem.h, or its English).
std::optional<Seat> seat_from_json(const JsonValue& json, Problem* error);
std::optional<Seat> seat_from_json(const JsonValue& json, std::string* error);

}  // namespace canasta
