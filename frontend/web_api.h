// The page's side of the table. web_api.cpp exports C functions (canasta_*)
// that the page calls through ccall: the record of the game, loading a
// record, a position or a new game from a JSON setup, stepping a replay and
// demo mode. Strings returned by them stay valid until the next call. The
// table tells the page what happens through publish_game_event.
//
// Events (Module.onGameEvent(type, json)): move, dealover, gameover, newdeal,
// undo, newgame, load. The JSON is one object:
//   {"type":"move","seat":2,"move":"discard 5c","deal":0,"phase":"draw",
//    "scores":[0,0],"mode":"play","variant":"classic","players":4,
//    "record":{...the game record...}}
// "seat" and "move" only for moves.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace canasta::frontend {

class GameController;

// The longest new-game setup JSON the page may pass (canasta_new_game): a
// setup is a few short fields.
inline constexpr size_t kMaxSetupBytes = 4096;

void publish_game_event(std::string_view type, const GameController& game, int seat = -1);

// Bumped each time the page delivers an asset file (canasta_asset_ready):
// the table reloads art whose file arrived since it last looked.
int asset_generation();

// The game's current summary as JSON: position (notation), mode, deal, phase,
// scores, number of record entries, and the replay cursor when replaying.
std::string state_summary_json(const GameController& game);

}  // namespace canasta::frontend
