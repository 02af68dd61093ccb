// How the moves of each seat come, behind one interface whoever plays it
// (as OpenSpiel treats a person as one more bot): the table asks the seat's
// driver for a move when the seat is to move and polls for the answer each
// frame, so it keeps drawing meanwhile.
//   local     a person at this device: the answer is what the person plays
//             on the table (LocalSeats, answered by GameController::play)
//   computer  a computer player: the page's bot worker, or in-process
//   remote    a person at another device: the page's online layer asks
//             them (the seatRequest message) and answers with their move
//             (seatMove), which is checked against the seat's observation
//             before it is taken
// Every request carries only the seat's observation, never the full state.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "engine/bots/bot.h"
#include "engine/move.h"
#include "engine/observation.h"
#include "frontend/session/answer_queue.h"
#include "frontend/session/page_asker.h"
#include "frontend/session/seats.h"

namespace canasta::frontend {

struct MoveRequest {
  int id = 0;
  int seat = 0;
  BotLevel level = BotLevel::Standard;  // a computer seat's
  uint64_t seed = 0;                    // a computer seat's: the same game replays the same moves
  Observation observation;
};

struct MoveAnswer {
  int id = 0;
  std::optional<Move> move;  // none: the seat has no legal move (Bot::choose)
  std::string problem;  // empty, or why a computer's move was worked out here (said once)
};

using SeatDriver = Asking<MoveRequest, MoveAnswer>;

// Computer seats: their moves worked out in-process (natively, tests), or
// asked of the page's bot worker (botRequest). A failed, late or illegal
// answer of the worker is replaced by the Standard bot's move computed here,
// and `problem` says so in one line; a worker that is off (the page does not
// take the request) has the page think briefly instead (bot_choice.h).
// nullptr `page`: always in-process.
std::unique_ptr<SeatDriver> make_computer_seats(PagePort* page);
// The computer's move for a request, worked out here: with the level's
// fixed budget, or (`on_page`, the page's worker being off) briefly.
MoveAnswer computer_answer(const MoveRequest& request, bool on_page);

// Remote seats: each request goes to the page (seatRequest, with the seat's
// observation) and the page answers with the seat's move (seatMove), which
// is checked against that observation at once: a move that does not read,
// is for another seat or is illegal is refused with the engine's reason
// (the request stays open). A request the page does not take (no online
// layer, or the player is gone) is played by the computer at the seat's
// level, as a seat nobody answers for natively.
// nullptr `page`: always the computer.
std::unique_ptr<SeatDriver> make_remote_seats(PagePort* page);

// Tells the page, for each remote seat of `seats`, what that seat may see
// after a change (seatView): its observation, the move just played and by
// whom (`seat` >= 0), and when the deal is over its score, the hands then
// being counted openly. `event` names the change (GameEvent's names, or
// "seats" when the seat list changed).
void publish_seat_views(PagePort& page, const GameState& state, const SeatList& seats, std::string_view event,
                        int seat, const std::string& move);

// The seats played by people at this device: a request waits until the
// person plays (answer()).
class LocalSeats final : public SeatDriver {
 public:
  void request(const MoveRequest& r) override { open_ = r.id; }
  std::optional<MoveAnswer> poll() override { return answers_.next(); }
  void cancel_all() override {
    open_ = 0;
    answers_.clear();
  }
  // The person's move, answering the open request; false when none is open.
  bool answer(const Move& move) {
    if (open_ == 0) return false;
    answers_.add({open_, move, {}});
    return true;
  }

 private:
  int open_ = 0;
  AnswerQueue<MoveRequest, MoveAnswer> answers_;
};

}  // namespace canasta::frontend
