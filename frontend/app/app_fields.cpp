// The dialogs' text fields: a person's name in the new-game dialog. In the
// browser the page lays an input of its own over each field (a phone shows
// its keyboard, and typing, pasting and accents are the browser's own) and
// tells the table the text through the bridge's "text" message; natively
// the table edits the field with SDL's text input.
#include "frontend/app/app.h"
#include "frontend/platform/platform.h"

namespace canasta::frontend {

// The text a field edits, or nullptr.
std::string* App::field_text(const DialogAction& field) {
  if (dialog_ != DialogKind::kNewGame || field.kind != DialogActionKind::kName || field.seat < 0 ||
      field.seat >= static_cast<int>(draft_.seats.size()))
    return nullptr;
  return &draft_.seats[static_cast<size_t>(field.seat)].name;
}

void App::start_editing(const DialogAction& field) {
  if (!field_text(field)) return;
  if (page_edits_text()) {
    JsonValue message = page_message(to_page::kEditText);
    message.set("id", JsonValue::string(dialog_action_name(field)));
    page_.post(message);
    return;
  }
  editing_ = field;
  SDL_StartTextInput();
  ++ui_version_;
}

void App::stop_editing() {
  if (editing_.kind == DialogActionKind::kNone) return;
  editing_ = {};
  SDL_StopTextInput();
  ++ui_version_;
}

// Typed text: a field's, else the ? key by the character it typed. On many
// layouts ? is not Shift+/ (German Shift+ß, French Shift+,), and the browser
// reports the key pressed, not the character, so only the text says "?".
void App::type_text(const char* text) {
  std::string* name = field_text(editing_);
  if (!name) {
    if (std::string_view(text) == "?") show_controls();
    return;
  }
  *name = clean_name(*name + text);
  ++ui_version_;
}

// Keys while a field is typed in: Backspace takes back a character, Enter,
// Tab and Escape end the typing (Tab goes on to the next button).
bool App::field_key(const SDL_Keysym& key) {
  std::string* name = field_text(editing_);
  if (!name) return false;
  switch (key.sym) {
    case SDLK_BACKSPACE:
      while (!name->empty() && (static_cast<unsigned char>(name->back()) & 0xC0) == 0x80) name->pop_back();
      if (!name->empty()) name->pop_back();
      break;
    case SDLK_TAB: stop_editing(); return false;
    case SDLK_RETURN: case SDLK_KP_ENTER: case SDLK_ESCAPE: stop_editing(); break;
    default: break;  // letters arrive as text
  }
  ++ui_version_;
  return true;
}

// "text" {id, value, done?}: what the page's input holds now (id: the
// field's name in the view message); `done` when the player left it (the
// page gives the canvas the keyboard back).
JsonValue App::text_from_page(const JsonValue& message) {
  const std::optional<std::string> id = string_field(message, "id");
  const std::optional<std::string> value = string_field(message, "value");
  DialogAction field;
  for (int seat = 0; id && seat < kMaxPlayers; ++seat)
    if (const DialogAction name{.kind = DialogActionKind::kName, .seat = seat}; dialog_action_name(name) == *id) field = name;
  std::string* text = field_text(field);
  if (!text || !value) return reply_error("No text field of that id is open.");
  *text = clean_name(*value);
  ++ui_version_;
  // The keyboard is in that field (the page's input took the focus, or the
  // player left it for the canvas): the canvas's focus ring goes there too,
  // so one field looks focused, not the one left and the one typed in.
  for (size_t i = 0; i < dialog_model_.buttons.size(); ++i)
    if (dialog_model_.buttons[i].action == field) dialog_focus_ = static_cast<int>(i);
  return reply_ok();
}

}  // namespace canasta::frontend
