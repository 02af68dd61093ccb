// What the table draws, read-only: the one face every source of a table (a
// game this device plays, a guest's seat at an online game, a lesson, a
// replay) shows the view (frontend/table/, frontend/app/).
//
// The position comes only as the viewer's observation (engine/observation.h):
// the view never holds a card its viewer may not see, so it cannot draw one.
// What the table shows beyond it is explicit and narrow: at a deal's end the
// observation itself lays every hand open (the count shows them), and while
// a pass-and-play device waits for the next player (handover) the view is
// told so and draws the cover instead of any hand.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/move.h"
#include "engine/observation.h"
#include "engine/score.h"
#include "frontend/session/seats.h"

namespace canasta::frontend {

struct GameSetup {
  int players = 4;
  std::string variant = "classic";
  std::string options;  // engine rule options, comma-separated
  SeatList seats = default_seats();  // who plays each seat, from seat 0
  // On unless the player turns it off; an online table never offers it
  // (TableModel::undo_offered), whatever this says.
  bool allow_undo = true;
  uint64_t seed = 1;
};

// Who plays the seats, as each table source says of itself: kPlay, the
// seat list's players, and kDemo, computer players at every seat with each
// deal following the last (GameController); kReplay, no one: the page steps
// through a record (ReplayTable, replay_table.h); kLesson, the learner at
// seat 0 and the lesson's replies for the others (LessonTable, which
// lesson_mode.h plays; the bots never move by themselves);
// kGuest, an online guest's table: the host's engine plays the game, this
// table draws what the host says this device's seats may see and sends the
// viewer's moves to the host (GuestTable, guest_table.h).
enum class TableMode { kPlay, kDemo, kReplay, kLesson, kGuest };

// How far Undo would take the viewer back now (GameController keeps the
// start of the viewer's turn, so it always takes back a whole turn): to
// before the draw from the stock, before the pile was taken, to the start of
// a turn begun otherwise (a question to the partner, a pass), or, once the
// turn ended with a discard, to before that whole last turn with every move
// played since. kNothing: Undo cannot be pressed.
enum class UndoReach { kNothing, kDraw, kPile, kTurnStart, kLastTurn };

// A move that was played, with the position before it as the viewer saw it
// (for animations and sounds).
struct PlayedMove {
  int seat = 0;
  Move move;
  Observation before;
};

class TableModel {
 public:
  // The viewer's observation of the position: all the view may draw of it.
  virtual const Observation& view() const = 0;
  // The hand drawn at the bottom: the viewer's own (view().own_hand_cards()),
  // and none while the device waits to be passed (handover).
  virtual std::vector<Card> shown_hand() const = 0;
  // Whose view it is ("you"), and their side.
  virtual int viewer_seat() const = 0;
  virtual int viewer_side() const = 0;
  // The local player the device must be passed to before anything of a hand
  // is shown again (pass-and-play), or nullopt.
  virtual std::optional<int> handover() const = 0;
  // A guest's table before the host's first view: nothing to show yet.
  virtual bool guest_waiting() const = 0;
  // The viewer is to move, on the table (not behind the pass screen).
  virtual bool viewer_to_move() const = 0;
  // A seat the table waits for (a computer or remote player) is to move.
  virtual bool other_to_move() const = 0;
  virtual bool can_undo() const = 0;
  virtual UndoReach undo_reach() const = 0;
  // Whether this table offers undo at all: not at an online table (a
  // guest's, or a host's with a remote seat), where a turn taken back would
  // take back what the other people saw.
  virtual bool undo_offered() const = 0;

  // "You" for the viewer (when a person), else the player's name; the name
  // alone; a side's name ("Us", "Them", the partners' names).
  virtual std::string seat_name(int seat) const = 0;
  virtual std::string player_name(int seat) const = 0;
  virtual std::string side_name(int side) const = 0;

  // The headline, the move log worded in the current language, one score
  // per finished deal, and what the coach says to the viewer.
  virtual const std::string& message() const = 0;
  virtual bool message_is_error() const = 0;
  virtual size_t log_size() const = 0;
  virtual std::string log_line(size_t index) const = 0;
  virtual const std::vector<DealScore>& sheet() const = 0;
  virtual std::string coach_line() const = 0;

  virtual TableMode mode() const = 0;
  virtual const GameSetup& setup() const = 0;
  // Bumped whenever anything shown changes (drawing caches key on it), and
  // whenever the position changes (what was said of the old one is stale).
  virtual int version() const = 0;
  virtual int position_version() const = 0;

 protected:
  ~TableModel() = default;
};

}  // namespace canasta::frontend
