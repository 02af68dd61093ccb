// The New game dialog's choices pressed: the setup being edited changes as
// the dialog then shows it (players the game seats, options it offers and
// the engine accepts together).
#pragma once

#include "frontend/session/table_model.h"
#include "frontend/table/dialog_action.h"

namespace canasta::frontend {

// Applies a press of New game's chips (kPlayers, kGame, kOption, kDraftUndo,
// kLevel, kPerson) to `draft`; other kinds change nothing.
void edit_draft(GameSetup& draft, const DialogAction& action);

}  // namespace canasta::frontend
