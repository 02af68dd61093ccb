// A table's record of what happened, the same whatever plays the game (the
// engine here, or a host for an online guest): the headline, the move log
// kept as facts and worded only when read (so a change of language rewords
// every line), one score per finished deal, the moves played since the view
// last took them (for flights and sounds), and the numbers drawing caches
// key on. It holds no position and says nothing aloud: its table words and
// announces.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "engine/move.h"
#include "engine/observation.h"
#include "engine/score.h"
#include "frontend/session/table_model.h"

namespace canasta::frontend {

// One line of the move log, as what happened.
struct LogEntry {
  // kThrees: threes laid out and replaced (with a draw, or at a turn's start).
  // kWentOut: went out, declared a special hand, or laid the canasta a lo
  // gusto (gusto, UY-33).
  enum class Kind { kMove, kWentOut, kUndone, kDealStart, kThrees } kind = Kind::kMove;
  int seat = -1;
  Move move;
  int pile_size = 0;  // before the move (a pickup says how many cards it took)
  int deal = 0;       // kDealStart: the deal's number, from 1
  std::vector<Card> cards;  // the person's draw: what came into the hand; kThrees: the threes
  int cut_needed = 0;       // a cut (UY-50): the cards the deal needs
  bool gusto = false;       // kWentOut: the canasta a lo gusto ended the match
};

// How the log names a seat: whether it is "you" (the viewer, a person),
// and the name it goes by otherwise.
struct LogVoices {
  std::function<bool(int)> you;
  std::function<std::string(int)> seat_name;
};

class TableJournal {
 public:
  const std::string& message() const { return message_; }
  bool message_is_error() const { return message_error_; }
  void set_message(std::string text, bool error) { message_ = std::move(text), message_error_ = error; }
  void clear_message() { set_message({}, false); }

  // The log: entries are added as facts and worded by line().
  void log(LogEntry entry) { log_.push_back(std::move(entry)); }
  size_t log_size() const { return log_.size(); }
  std::string line(size_t index, const LogVoices& voices) const;
  // The newest entry worded (a table says it aloud).
  std::string last_line(const LogVoices& voices) const { return line(log_.size() - 1, voices); }

  // Scores the deal once `shown` has it over and the sheet has no line for
  // it yet: true when this added one.
  bool score_if_over(const Observation& shown);
  const std::vector<DealScore>& sheet() const { return sheet_; }

  void add_played(PlayedMove played) { played_.push_back(std::move(played)); }
  // Moves played since the last call, oldest first.
  std::vector<PlayedMove> take_played();
  void drop_played() { played_.clear(); }

  // A new game or load: no log, no sheet, no flights of the old one.
  void clear_game();

  // touch(): anything shown changed; moved(): the position changed too.
  void touch() { ++version_; }
  void moved() { ++version_, ++position_version_; }
  // A table that takes the place of `before` on the screen counts on from
  // its numbers, so that nothing keyed on the old table's matches the new's.
  void continue_after(const TableModel& before) {
    version_ = before.version() + 1;
    position_version_ = before.position_version() + 1;
  }
  int version() const { return version_; }
  int position_version() const { return position_version_; }

 private:
  std::string message_;
  bool message_error_ = false;
  std::vector<LogEntry> log_;
  std::vector<DealScore> sheet_;
  std::vector<PlayedMove> played_;
  int version_ = 0;
  int position_version_ = 0;
};

}  // namespace canasta::frontend
