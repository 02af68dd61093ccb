// The page's side of the table. web_api.cpp holds every C function the page
// calls through ccall (canasta_*, all marked CANASTA_EXPORT and listed in
// cmake/Web.cmake): the record of the game, loading a record, a position or
// a new game from a JSON setup, a lesson (inline or a tutorial lesson by
// name), stepping a replay, demo mode, and the bridge's one door for the
// page's typed messages (canasta_message, bridge.h). Strings returned by them
// stay valid until the next call. They act on the tables of the live
// PageCalls (App holds one). App passes the game's events on with
// publish_game_event.
//
// Events (the bridge's "game" message): move, dealover, gameover, newdeal,
// undo, newgame, load, lesson (a lesson took the table), resume (the game a
// lesson interrupted is back). One small object:
//   {"type":"game","event":"move","seat":2,"move":"discard 5c","deal":0,
//    "phase":"draw","scores":[0,0],"mode":"play","variant":"classic",
//    "players":4,"entries":31}
// "seat" and "move" only for moves; "entries" counts the record's entries;
// "phase" is spelled by the engine's phase_name (engine/state_json.h).
// The record itself does not travel with each event (it grows with the
// game): the page asks for it with canasta_record_json when it needs it.
#pragma once

#include <cstddef>
#include <string>

#include "frontend/platform/bridge.h"
#include "frontend/session/engine_table.h"

namespace canasta::frontend {

// While it lives, the page's calls act on `tables` (the game, its lessons
// and replays), and the page's messages (canasta_message) come in through
// `port`, where setSeat reaches the game (nullptr: no port; a message then
// finds nobody to take it). App holds one while it runs, tests theirs; the
// newest one made is live until it goes, and then none is: the calls answer
// "The table is not running."
class TableChoice;
class PageCalls {
 public:
  PageCalls(TableChoice& tables, PagePort* port);
  ~PageCalls();
  PageCalls(const PageCalls&) = delete;
  PageCalls& operator=(const PageCalls&) = delete;

 private:
  PageSubscription set_seat_;
};
// An online guest's table beside them: once open, the table the page's state
// describes, and the page's new games and loads are the host's to decide.
class GuestTable;
void set_page_guest(const GuestTable* guest);

// The longest new-game setup JSON the page may pass (canasta_new_game): a
// setup is a few short fields.
inline constexpr size_t kMaxSetupBytes = 4096;

// Tells the page about an event of `game` (the "game" message).
void publish_game_event(PagePort& page, GameEvent event, const EngineTable& game, int seat = -1);

// The current summary of the table shown (an open guest's, else the one
// `tables` shows) as JSON: position (notation), mode, deal, phase,
// scores, number of record entries, the seats (engine/seats.h's shape, from
// seat 0), the viewer's seat, each seat's side, and the replay cursor when
// replaying.
std::string state_summary_json(const TableChoice& tables);

}  // namespace canasta::frontend
