// GameController: Undo. The undo point is the position at the start of the
// viewer's latest turn (game_seats.cpp sets it with their first move), so
// Undo always takes back that whole turn: the cards drawn go back to the
// stock, the pile taken back to its place, melds and discards to the hand,
// and, once the turn is over, every move played since.
#include "frontend/session/game_controller.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

// Undo takes back the viewer's own turn only, and not from behind the pass
// screen: another player's turn is not theirs to take back.
bool GameController::can_undo() const {
  return setup_.allow_undo && undo_offered() && undo_point_.has_value() && !view().is_deal_over() &&
         undo_seat_ == viewer_ && !handover_;
}

UndoReach GameController::undo_reach() const {
  if (!can_undo()) return UndoReach::kNothing;
  if (undo_turn_over_) return UndoReach::kLastTurn;
  switch (undo_first_) {
    case MoveKind::Draw: return UndoReach::kDraw;
    case MoveKind::Pickup: return UndoReach::kPile;
    default: return UndoReach::kTurnStart;
  }
}

namespace {

// The headline once Undo took the viewer back.
S undone_text(UndoReach reach) {
  switch (reach) {
    case UndoReach::kDraw: return S::kUndoneDraw;
    case UndoReach::kPile: return S::kUndonePile;
    case UndoReach::kTurnStart: return S::kUndoneTurnStart;
    case UndoReach::kLastTurn:
    case UndoReach::kNothing: break;
  }
  return S::kUndone;
}

}  // namespace

bool GameController::undo() {
  if (!can_undo()) {
    refuse_undo();
    return false;
  }
  const UndoReach reach = undo_reach();
  state_ = *undo_point_;
  ply_ = undo_ply_;
  record_.moves.resize(undo_record_size_);
  undo_point_.reset();
  drop_requests();
  forget_coach();
  journal_.log({LogEntry::Kind::kUndone, -1, Move{}, 0, 0, {}});
  after_change();
  follow_viewer(false);
  notify(GameEvent::kUndo);
  set_message(tr(undone_text(reach)), false);
  return true;
}

}  // namespace canasta::frontend
