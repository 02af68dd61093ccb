// The dialogs' buttons pressed, by the pointer or the keyboard: each button
// carries its action (table/dialog_action.h), done here by kind. New game's
// chips edit the draft setup (new_game_draft.h); Options' change the
// settings, which the store keeps at once.
#include <algorithm>

#include "frontend/app/app.h"
#include "frontend/app/new_game_draft.h"

namespace canasta::frontend {

void App::press(const DialogAction& a) {
  using K = DialogActionKind;
  if (!(a == editing_)) stop_editing();
  switch (a.kind) {
    case K::kNone: break;
    case K::kClose: dialog_ = DialogKind::kNone; break;
    case K::kStart: start_pressed(); break;
    case K::kPlayers:
    case K::kGame:
    case K::kOption:
    case K::kDraftUndo:
    case K::kLevel:
    case K::kPerson: edit_draft(draft_, a); break;
    case K::kName: start_editing(a); break;
    case K::kLanguage:
    case K::kSpeed:
    case K::kCardSize:
    case K::kFourColour:
    case K::kColourBlind:
    case K::kAllowUndo:
    case K::kCoach:
    case K::kSound: change_setting(a); break;
    case K::kNextDeal: do_action(Action::kNextDeal); break;
    case K::kNewGame: open_dialog(DialogKind::kNewGame); break;
    case K::kIntro: open_dialog(DialogKind::kIntro); break;
    case K::kTutorial: open_dialog(DialogKind::kLessons); break;
    case K::kLesson:
      if (a.index < 0 || a.index >= kMaxTutorialLessons) break;
      dialog_ = DialogKind::kNone;
      start_tutorial_lesson(static_cast<size_t>(a.index));
      break;
    case K::kPickup:
      if (a.index < 0 || a.index >= static_cast<int>(pickups_.size())) break;
      dialog_ = DialogKind::kNone;
      play(pickups_[static_cast<size_t>(a.index)]);
      break;
    case K::kPassReady:
      table().take_over();
      dialog_ = DialogKind::kNone;
      sync_hand();
      break;
  }
}

// Start asks once more over a game in progress (that game stays in Games).
void App::start_pressed() {
  if (!confirm_abandon_ && tables_.shown().in_progress()) {
    confirm_abandon_ = true;  // the next press starts
    return;
  }
  draft_.seed = options_.seed && table().setup().seed == *options_.seed ? *options_.seed + 1 : SDL_GetPerformanceCounter();
  settings_.change([&](Settings& s) { s.setup = draft_; });
  dialog_ = DialogKind::kNone;
  start_game(draft_);
}

// Options' chips and check boxes.
void App::change_setting(const DialogAction& a) {
  using K = DialogActionKind;
  switch (a.kind) {
    case K::kLanguage:
      set_language(a.language);
      settings_.change([](Settings& s) { s.language = std::string(language_tag(language())); });
      table().relocalize();
      break;
    case K::kSpeed: settings_.change([&](Settings& s) { s.speed = a.speed; }); break;
    case K::kCardSize: settings_.change([&](Settings& s) { s.card_size = a.card_size; }); break;
    case K::kFourColour: settings_.change([](Settings& s) { s.four_colour = !s.four_colour; }); break;
    case K::kColourBlind: settings_.change([](Settings& s) { s.colour_blind = !s.colour_blind; }); break;
    case K::kSound: settings_.change([](Settings& s) { s.sound = !s.sound; }); break;
    case K::kCoach:
      settings_.change([](Settings& s) { s.coach = !s.coach; });
      game_.set_coach(settings_->coach);
      break;
    case K::kAllowUndo: {
      const bool allow = !tables_.shown().setup().allow_undo;
      tables_.shown().set_allow_undo(allow);
      draft_.allow_undo = allow;
      settings_.change([&](Settings& s) { s.setup.allow_undo = allow; });
      break;
    }
    default: break;
  }
}

void App::dialog_key(const SDL_Keysym& key) {
  const int n = static_cast<int>(dialog_model_.buttons.size());
  switch (key.sym) {
    case SDLK_LEFT: case SDLK_UP: step_dialog_focus(-1); break;
    case SDLK_RIGHT: case SDLK_DOWN: step_dialog_focus(1); break;
    case SDLK_TAB: step_dialog_focus((key.mod & KMOD_SHIFT) ? -1 : 1); break;
    case SDLK_SPACE: case SDLK_RETURN: case SDLK_KP_ENTER:
      if (dialog_focus_ >= 0 && dialog_focus_ < n) press(dialog_model_.buttons[static_cast<size_t>(dialog_focus_)].action);
      else if (n) press(dialog_model_.buttons.back().action);  // the main button
      break;
    case SDLK_PAGEDOWN: dialog_scroll_ += 5; break;
    case SDLK_PAGEUP: dialog_scroll_ = std::max(0, dialog_scroll_ - 5); break;
    case SDLK_ESCAPE:
      if (dialog_ != DialogKind::kPass) dialog_ = DialogKind::kNone;  // the pass screen is left only by its player
      break;
    case SDLK_n:
      if (dialog_ == DialogKind::kScore)
        press({.kind = table().view().is_game_over() ? DialogActionKind::kNewGame : DialogActionKind::kNextDeal});
      break;
    default: break;
  }
}

// The keyboard moves through a dialog's buttons; where it lands is said.
void App::step_dialog_focus(int delta) {
  const int n = static_cast<int>(dialog_model_.buttons.size());
  if (n == 0) return;
  dialog_focus_ = dialog_focus_ < 0 && delta < 0 ? n - 1 : (dialog_focus_ + delta + n) % n;
  page_.announce(focus_words(dialog_model_, static_cast<size_t>(dialog_focus_)));
}

}  // namespace canasta::frontend
