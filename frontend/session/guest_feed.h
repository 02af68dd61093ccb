// A guest's table at an online game: what the host tells this device about
// its seats, read and checked before the table draws any of it. The host's
// engine decides every rule; the guest's table only ever holds what its
// seats may see (the engine's observation of each, engine/observation_text.h)
// and the moves the host announces.
//
// The page passes the host's messages on through the bridge (bridge.h):
//   guestSeats  {you, seats}                 this device's seats and who
//                                            plays every seat (names, kinds)
//   guestView   {n, seat, event, obs, last?, score?}
//                                            after every change, one per seat
//                                            of this device
//   guestTurn   {req, seat, obs}             a seat of this device is to move
//   guestCancel {}                           the turns asked are void
//   guestRefused {verdict?}                  the host refused this device's move:
//                                            the engine's verdict (engine/verdict.h),
//                                            worded in this table's language
//   guestEnded  {}                           the host closed the table
// and the table answers a local player's move with
//   guestMove   {req, seat, move}            (table -> page), which the page
//                                            sends to the host; the move is
//                                            drawn only once the host's next
//                                            view shows it played.
// Anything malformed, for a seat that is not this device's, or older than
// what was already shown is refused with a sentence and changes nothing.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/json.h"
#include "engine/move.h"
#include "engine/observation.h"
#include "engine/state.h"
#include "frontend/session/page_asker.h"

namespace canasta::frontend {

// The move the host announces with a view: who played what.
struct AnnouncedMove {
  int seat = 0;
  std::string text;     // the record's entry: a move, or "next" for a new deal
  std::optional<Move> move;  // parsed, unless "next"
};

struct GuestView {
  long long n = 0;   // the host's number for the view: later views have larger ones
  int seat = 0;
  std::string event;  // move, dealover, gameover, newdeal, undo, newgame, load, seats
  Observation obs;
  std::optional<AnnouncedMove> last;
};

struct GuestTurn {
  long long req = 0;  // the host's request, which the move answers
  int seat = 0;
  Observation obs;
};

// Who plays a seat, as the host's lobby says: host, local (a person at the
// host's device), computer, remote (a guest), free; the name its player chose.
struct GuestSeat {
  std::string kind;
  std::string name;
  bool away = false;  // a guest whose link dropped (a computer may play for them)
};

struct GuestSeats {
  std::vector<int> mine;         // this device's seats, in order
  std::vector<GuestSeat> seats;  // every seat
};

// Reads the page's messages; `mine` is this device's seats.
Reading<GuestSeats> read_guest_seats(const JsonValue& message);
Reading<GuestView> read_guest_view(const JsonValue& message, const std::vector<int>& mine);
Reading<GuestTurn> read_guest_turn(const JsonValue& message, const std::vector<int>& mine);

// A whole state made of a seat's observation, the cards the seat cannot see
// dealt at random into their places: only for the page's notation of a
// guest's position (state().position), whose readers want a whole state and
// compare only what every seat sees. The table draws the observation itself.
GameState sampled_position(const Observation& obs);

}  // namespace canasta::frontend
