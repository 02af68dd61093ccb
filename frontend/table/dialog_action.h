// What a dialog's button does, carried by the button: built where the
// dialog builds the button (dialogs.cpp), handled by the App's switch on
// the kind (app/app_dialogs.cpp). Each kind says which fields it carries.
#pragma once

#include <string>

#include "engine/bots/bot.h"
#include "frontend/settings/settings.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

enum class DialogActionKind {
  kNone,
  kClose,
  // New game.
  kStart,
  kPlayers,    // players
  kGame,       // index: into game_choices()
  kOption,     // index: into the chosen game's offered options
  kDraftUndo,  // the new game's Allow undo
  kLevel,      // seat, level: a computer player of that level plays it
  kPerson,     // seat: a person plays it
  kName,       // seat: the person's name, a text field
  // Options.
  kLanguage,   // language
  kSpeed,      // speed
  kCardSize,   // card_size
  kFourColour,
  kColourBlind,
  kAllowUndo,  // the game on the table's Allow undo
  kCoach,
  kSound,
  // The score sheet.
  kNextDeal,
  kNewGame,
  // Rules, the first-visit card and the lessons.
  kIntro,
  kTutorial,
  kLesson,     // index: the lesson's place in the tutorial
  // Taking the pile, or the meld wild cards join.
  kPickup,     // index: into DialogContext::pickups
  // Pass-and-play's screen between two people's turns.
  kPassReady,
};

struct DialogAction {
  DialogActionKind kind = DialogActionKind::kNone;
  int seat = -1;
  BotLevel level = BotLevel::Standard;
  int players = 0;
  int index = -1;
  Language language = Language::kEnglish;
  Speed speed = Speed::kNormal;
  CardSize card_size = CardSize::kNormal;
  bool operator==(const DialogAction&) const = default;
};

// The button's name for the page ("players:4", "level:2:expert", "name:0",
// "passReady"): the id of its entry in the view message, by which the page
// lays its inputs over text fields (editText, text) and its tests find a button.
std::string dialog_action_name(const DialogAction& action);

}  // namespace canasta::frontend
