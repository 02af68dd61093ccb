#include "frontend/session/move_sounds.h"

namespace canasta::frontend {

MoveSound move_sound(const Observation& before, int seat, const Move& move, const Observation& after) {
  if (after.is_deal_over() && after.went_out() == seat && !before.is_deal_over()) return MoveSound::kOut;
  const int side = before.side_of(seat);
  if (after.canastas(side) > before.canastas(side)) return MoveSound::kCanasta;
  switch (move.kind) {
    case MoveKind::Draw: return MoveSound::kDraw;
    case MoveKind::Pickup: return MoveSound::kPile;
    case MoveKind::Meld: return MoveSound::kMeld;
    case MoveKind::Discard: return MoveSound::kDiscard;
    default: return MoveSound::kNone;
  }
}

std::string_view sound_name(MoveSound sound) {
  switch (sound) {
    case MoveSound::kNone: return {};
    case MoveSound::kDraw: return "draw";
    case MoveSound::kMeld: return "meld";
    case MoveSound::kDiscard: return "discard";
    case MoveSound::kPile: return "pile";
    case MoveSound::kCanasta: return "canasta";
    case MoveSound::kOut: return "out";
  }
  return {};
}

}  // namespace canasta::frontend
