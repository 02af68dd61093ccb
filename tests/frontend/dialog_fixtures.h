// What the dialog tests share: a table with its settings and a new game's
// draft, the context its dialogs are built in (1280x800, no font), and the
// button that does an action.
#pragma once

#include "frontend/session/game_controller.h"
#include "frontend/settings/settings.h"
#include "frontend/table/dialogs.h"

namespace canasta::frontend::test {

struct DialogTable {
  GameController game;
  Settings settings;
  GameSetup draft;  // Classic, four players: a person at seat 0, computers of Standard at the others
  DialogContext context;
  DialogTable() {
    context.game = &game;
    context.settings = &settings;
    context.draft = &draft;
    context.window = {0, 0, 1280, 800};
  }
  DialogTable(const DialogTable&) = delete;
  DialogTable& operator=(const DialogTable&) = delete;
  DialogModel build(DialogKind kind) const { return build_dialog(kind, context); }
};

// The button doing `action`, or nullptr.
inline const DialogButton* button(const DialogModel& m, const DialogAction& action) {
  for (const DialogButton& b : m.buttons)
    if (b.action == action) return &b;
  return nullptr;
}

}  // namespace canasta::frontend::test
