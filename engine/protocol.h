// The text protocol: one command a line in, exactly one line out (no
// newline). String in, string out: the engine does no I/O, tools/cli/
// canasta_cli.cpp connects it to stdin and stdout.
//
//   new <variant> [players=<n>] [seed=<n>] [options=<a,b>]
//                         ok; a new game, deal 0 dealt (defaults: 4 players,
//                         seed 0, no options)
//   position <notation>   ok; the game continues from that position
//   show                  the position in canonical notation
//   legal                 JSON array of the legal moves in play syntax, in the
//                         engine's order (move_list.h); each move once; when
//                         more exist than the cap (kMoveListCapacity), the
//                         array's last element is a string starting "capped:"
//   play <move>           ok; plays the move
//   check <move>          ok; the same answer play would give, nothing played
//   state                 one-line JSON of the whole state (state_json.h)
//   score                 JSON score breakdown of the finished deal
//   next                  ok; deals the next deal
//   record                the game record (record.h) as one line of JSON
//   replay <record>       ok; the game becomes the record's final state
//   bot <level>           the move the bot of that level (beginner, standard,
//                         expert, master) would play for the seat to move, from that
//                         seat's observation only; nothing is played
//   help                  one line listing the commands
//   quit                  bye; finished() becomes true
// Anything wrong answers "error <reason>" and changes nothing: an unknown
// command, a malformed move or card, an illegal move, an impossible position,
// a command that needs a game before there is one, a line longer than
// kMaxLineBytes. A trailing carriage return is ignored.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "engine/move_list.h"
#include "engine/problem.h"
#include "engine/record.h"
#include "engine/state.h"

namespace canasta {

// Room for the longest command: replay with a record of kMaxRecordBytes
// (the position editor pastes whole records through this protocol).
inline constexpr size_t kMaxLineBytes = kMaxRecordBytes + 64;

class ProtocolSession {
 public:
  ProtocolSession();

  // Runs one command line and returns its one answer line.
  std::string execute(std::string_view line);

  bool finished() const { return finished_; }
  // The current game, or nullptr before new/position/replay.
  const GameState* state() const { return state_ ? &*state_ : nullptr; }
  const GameRecord& record() const { return record_; }
  // Why the last command was refused, as a code and its values
  // (engine/problem.h), where its reader gives one: a position's, a
  // record's and new's. The answer line says the same in English. Empty id
  // otherwise.
  const Problem& problem() const { return problem_; }

 private:
  std::string command_new(std::string_view args);
  std::string command_position(std::string_view args);
  std::string command_legal();
  std::string command_play(std::string_view args, bool apply);
  std::string command_score() const;
  std::string command_next();
  std::string command_bot(std::string_view args);
  std::string command_replay(std::string_view args);
  // The error line of `problem`, kept as problem().
  std::string refuse(Problem problem);

  std::optional<GameState> state_;
  GameRecord record_;
  std::unique_ptr<MoveList> moves_;  // about 35 KB: kept off the (WASM) stack
  bool finished_ = false;
  Problem problem_;
};

}  // namespace canasta
