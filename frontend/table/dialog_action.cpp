#include "frontend/table/dialog_action.h"

namespace canasta::frontend {

std::string dialog_action_name(const DialogAction& a) {
  using K = DialogActionKind;
  const auto with = [](const char* kind, int value) { return std::string(kind) + ":" + std::to_string(value); };
  switch (a.kind) {
    case K::kNone: return "";
    case K::kClose: return "close";
    case K::kStart: return "start";
    case K::kPlayers: return with("players", a.players);
    case K::kGame: return with("game", a.index);
    case K::kOption: return with("option", a.index);
    case K::kDraftUndo: return "draftUndo";
    case K::kLevel: return with("level", a.seat) + ":" + std::string(to_string(a.level));
    case K::kPerson: return with("person", a.seat);
    case K::kName: return with("name", a.seat);
    case K::kLanguage: return "language:" + std::string(language_tag(a.language));
    case K::kSpeed: return with("speed", static_cast<int>(a.speed));
    case K::kCardSize: return with("cardSize", static_cast<int>(a.card_size));
    case K::kFourColour: return "fourColour";
    case K::kColourBlind: return "colourBlind";
    case K::kAllowUndo: return "allowUndo";
    case K::kCoach: return "coach";
    case K::kSound: return "sound";
    case K::kNextDeal: return "nextDeal";
    case K::kNewGame: return "newGame";
    case K::kIntro: return "intro";
    case K::kTutorial: return "tutorial";
    case K::kLesson: return with("lesson", a.index);
    case K::kPickup: return with("pickup", a.index);
    case K::kPassReady: return "passReady";
  }
  return "";
}

}  // namespace canasta::frontend
