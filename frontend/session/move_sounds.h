// Which short sound a move makes at the table: one per move, the most
// telling of what it did (going out over a canasta over taking the pile over
// a meld), judged from the states before and after it so that a canasta
// made by adding one card sounds like a canasta. The page synthesizes the
// sounds (web/site/table/sounds.js): the table only names them.
#pragma once

#include <string_view>

#include "engine/move.h"
#include "engine/observation.h"

namespace canasta::frontend {

enum class MoveSound { kNone, kDraw, kMeld, kDiscard, kPile, kCanasta, kOut };

MoveSound move_sound(const Observation& before, int seat, const Move& move, const Observation& after);
// The sound's name in the bridge's "sound" message (assets/messages/
// messages.txt); empty for kNone.
std::string_view sound_name(MoveSound sound);

}  // namespace canasta::frontend
