// The table's dialogs, drawn in SDL: new game, options, move log, rules, the
// score sheet and the choice of cards to take the pile with. Each is built as a model (panel, rows of choice chips,
// buttons, each with the action it does) by one function, so drawing and clicking agree.
#pragma once

#include <SDL.h>

#include <string>
#include <vector>

#include "frontend/table/card_art.h"
#include "frontend/table/dialog_action.h"
#include "frontend/table/draw_util.h"
#include "frontend/session/table_model.h"
#include "frontend/settings/settings.h"
#include "frontend/words/strings.h"
#include "frontend/table/table_layout.h"
#include "frontend/table/text.h"

namespace canasta::frontend {

// kPass: pass-and-play's screen between two people's turns (the table and
// every hand hidden until the next one takes the device).
enum class DialogKind { kNone, kNewGame, kSettings, kLog, kRules, kScore, kPickup, kIntro, kLessons, kPass };

// The Lessons dialog lists at most this many.
inline constexpr int kMaxTutorialLessons = 50;

struct DialogButton {
  DialogAction action;
  Rect rect;
  std::string label;
  bool on = false;       // a chosen chip or a set toggle
  bool primary = false;  // the main button
  bool checkbox = false; // an option drawn as a check box, not a button
  // A text field: `label` names it, `value` is its text, `placeholder`
  // shows while it is empty.
  bool field = false;
  std::string value, placeholder;
};
struct DialogRow {
  std::string label;
  Rect label_rect;
  bool note = false;  // a line of explanation across the row, smaller, shrunk to fit
};

struct DialogModel {
  DialogKind kind = DialogKind::kNone;
  Rect panel;
  Rect title;
  std::string title_text;
  Rect content;  // free area for text (log, rules, score table)
  std::vector<DialogRow> rows;
  std::vector<DialogButton> buttons;  // in keyboard focus order
};

struct DialogContext {
  const TableModel* game = nullptr;
  const GameSetup* draft = nullptr;  // the new-game choices being edited
  const Settings* settings = nullptr;
  const std::vector<Move>* pickups = nullptr;  // the ways to take the pile offered
  bool controls_only = false;
  bool confirm_abandon = false;  // Start was pressed once over a game in progress
  DialogAction editing;          // the text field being typed in on the canvas (natively), or none
  bool page_edits = false;       // the page lays inputs over the text fields: the canvas draws their boxes only
  Rect window;
  float scale = 1, font = 14;
  // The font, to size a text page (the first-visit card) to its text; without
  // it a text page takes the window's height.
  const FontAtlas* atlas = nullptr;
};

DialogModel build_dialog(DialogKind kind, const DialogContext& context);

// The lines of a deal's breakdown the game has: Classic's, and the parts the
// variants add (MA-12, MA-63, MA-70/71, UY-47) only where the rules score
// them, so every column adds up to "This deal".
struct ScorePart {
  S label;
  int SideScore::*part;
};
std::vector<ScorePart> score_parts(const Rules& rules);

// The text of the Rules page (the chosen game's rules, then the controls),
// the keys (the ? key: one row per key) or the first-visit introduction, as
// headed sections.
struct RulesSection {
  std::string heading;
  std::string body;
  bool key = false;  // a row of the keys list: the key (heading) beside what it does
};
std::vector<RulesSection> rules_sections(DialogKind kind, const DialogContext& context);
// What the keyboard's arrival at button `index` says to a screen reader:
// a chip with its row's label and whether it is chosen ("Bruno: Expert,
// selected"), a field with its name and text or placeholder ("Name of
// player 3: Ben"), a button its label (dialog_words.cpp).
std::string focus_words(const DialogModel& model, size_t index);
// The action of the button at a point, kNone for none.
DialogAction dialog_hit(const DialogModel& model, float x, float y);

void draw_dialog(SDL_Renderer* renderer, const TextRenderer& text, const Theme& theme, const DialogModel& model,
                 const DialogContext& context, int focus_button, int scroll);

}  // namespace canasta::frontend
