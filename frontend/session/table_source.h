// The table App shows and plays on, whatever its source (a game this device
// plays, GameController; a lesson, LessonTable; a record stepped through,
// ReplayTable; an online guest's seat, GuestTable): what it draws
// (TableModel) and the few things App asks of every table. What only one
// source does (a new game, a lesson's step, a replay's cursor, the host's
// messages) is asked of that source itself.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/bots/coach.h"
#include "engine/move.h"
#include "frontend/session/table_model.h"

namespace canasta::frontend {

class TableSource : public TableModel {
 public:
  // The viewer's move: true if played (or sent to whoever decides);
  // otherwise the reason is the message.
  virtual bool play(const Move& move) = 0;
  // Moves the table on: answers that came, the next seat's turn.
  virtual void update(double now_ms, double delay_ms) = 0;
  // After a deal: the next one, or why not here.
  virtual void next_deal() = 0;
  // Takes back the viewer's turn, or says why not.
  virtual bool undo() = 0;
  // The player the device was passed to has it (pass-and-play).
  virtual void take_over() = 0;
  // The headline, said aloud too; said again in a new language.
  virtual void set_message(std::string text, bool error) = 0;
  virtual void relocalize() = 0;
  // Moves played since the last call, oldest first (flights, sounds).
  virtual std::vector<PlayedMove> take_played() = 0;
  // The Standard bot's move for the viewer, at once (--autoplay); the
  // coach's hint, asked for and taken once it came.
  virtual std::optional<Move> hint() const = 0;
  virtual void request_hint() = 0;
  virtual std::optional<Hint> take_hint() = 0;
  // The position in notation, for the page.
  virtual std::string position_notation() const = 0;

 protected:
  ~TableSource() = default;
};

}  // namespace canasta::frontend
