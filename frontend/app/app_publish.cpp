// What the page is told of the table it shows (the bridge's view, mirror and
// language messages), after each frame: where each target lies in CSS
// pixels, the dialog's buttons and fields, the marked cards, the table in
// words for screen readers, and the language it speaks.
#include "frontend/app/app.h"

#include <algorithm>

#include "engine/state_json.h"
#include "frontend/platform/bridge.h"
#include "frontend/table/table_mirror.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {
namespace {

const char* kind_name(TargetKind k) {
  switch (k) {
    case TargetKind::kHandCard: return "hand";
    case TargetKind::kStock: return "stock";
    case TargetKind::kPile: return "pile";
    case TargetKind::kMeld: return "meld";
    case TargetKind::kMeldArea: return "melds";
    case TargetKind::kAction: return "action";
    case TargetKind::kMenu: return "menu";
    case TargetKind::kLesson: return "lesson";
    case TargetKind::kCut: return "cut";
    case TargetKind::kNone: break;
  }
  return "none";
}

}  // namespace

// The page's view of the table: the phase, where things are in CSS pixels
// (the places change only when the table is redrawn), the table in words
// and its language, each a message of the bridge sent when it changed.
void App::publish(bool redrawn) {
  const auto& s = table().view();
  std::string phase(s.is_deal_over() || table().viewer_to_move() ? phase_name(s.phase()) : "wait");
  if (dialog_ == DialogKind::kScore) phase = "score";
  else if (dialog_ != DialogKind::kNone) phase = "dialog";
  else if (animator_.busy()) phase = "animating";
  if (phase == published_phase_ && !redrawn) return;
  published_phase_ = phase;

  JsonValue view = view_message(phase);
  if (std::string text = to_json(view); text != published_) {
    published_ = std::move(text);
    page_.post(view);
  }
  JsonValue mirror = table_mirror(table(), hand_, marked_cards());
  if (lesson_.active()) mirror.set("lesson", lesson_.mirror());
  if (const auto to = table().handover()) mirror.set("pass", JsonValue::string(format(S::kPassNote, table().player_name(*to))));
  // A guest waiting for the host's first view holds no hand of the game: as
  // behind the pass screen, none is said, only what the table waits for.
  if (table().guest_waiting()) mirror.set("pass", JsonValue::string(table().message()));
  mirror.set("type", JsonValue::string(to_page::kMirror));
  if (std::string text = to_json(mirror); text != published_mirror_) {
    published_mirror_ = std::move(text);
    page_.post(mirror);
  }
  const std::string_view tag = language_tag(language());
  if (tag != published_language_) {
    published_language_ = std::string(tag);
    JsonValue message = page_message(to_page::kLanguage);
    message.set("lang", JsonValue::string(tag));
    page_.post(message);
  }
}

JsonValue App::view_message(const std::string& phase) const {
  const float k = 1 / scale_;
  auto place = [&](JsonValue& item, const Rect& r) {
    item.set("x", JsonValue::number_fixed(r.x * k, 1));
    item.set("y", JsonValue::number_fixed(r.y * k, 1));
    item.set("w", JsonValue::number_fixed(r.w * k, 1));
    item.set("h", JsonValue::number_fixed(r.h * k, 1));
  };
  const auto actions = action_row();
  JsonValue targets = JsonValue::array();
  for (const auto& t : targets_) {
    JsonValue item = JsonValue::object();
    item.set("kind", JsonValue::string(kind_name(t.kind)));
    item.set("index", JsonValue::number(t.index));
    place(item, t.kind == TargetKind::kHandCard ? shown_part(t) : t.rect);
    if (t.kind == TargetKind::kHandCard && t.index < hand_.size())
      item.set("card", JsonValue::string(to_string(hand_.cards()[static_cast<size_t>(t.index)])));
    if (t.kind == TargetKind::kAction && t.index < static_cast<int>(actions.size())) {
      const ActionButton& button = actions[static_cast<size_t>(t.index)];
      const char* name = action_label(button.action);
      item.set("name", JsonValue::string(name));
      // What it does now in full, where the name alone does not say it
      // (Undo: how far back): the page shows it as the button's tooltip.
      if (const char* words = action_words(table(), button.action); std::string_view(words) != name)
        item.set("tip", JsonValue::string(words));
      item.set("enabled", JsonValue::boolean(button.enabled));
      item.set("highlighted", JsonValue::boolean(button.primary));
    }
    if (t.kind == TargetKind::kStock || t.kind == TargetKind::kPile || t.kind == TargetKind::kMeld)
      item.set("highlighted", JsonValue::boolean(hint_target(t)));
    if (t.kind == TargetKind::kMenu) item.set("name", JsonValue::string(menu_label(static_cast<MenuItem>(t.index))));
    if (t.kind == TargetKind::kLesson)
      item.set("name", JsonValue::string(lesson_button_label(static_cast<LessonButton>(t.index))));
    targets.push(std::move(item));
  }
  JsonValue buttons = JsonValue::array();
  if (dialog_ != DialogKind::kNone) {
    for (const auto& b : dialog_model_.buttons) {
      JsonValue item = JsonValue::object();
      item.set("id", JsonValue::string(dialog_action_name(b.action)));
      item.set("label", JsonValue::string(b.label));
      item.set("on", JsonValue::boolean(b.on));
      place(item, b.rect);
      if (&b - dialog_model_.buttons.data() == dialog_focus_) item.set("focused", JsonValue::boolean(true));
      if (b.field) {
        item.set("field", JsonValue::boolean(true));
        item.set("value", JsonValue::string(b.value));
        item.set("placeholder", JsonValue::string(b.placeholder));
        item.set("font", JsonValue::number_fixed(layout_.font * k, 1));
      }
      buttons.push(std::move(item));
    }
  }
  // Where the marked cards lie, each whole card: a lesson's or an
  // example's text talks about them, so they must be drawn large enough.
  JsonValue marked = JsonValue::array();
  for (const auto& m : marked_places_) {
    JsonValue item = JsonValue::object();
    item.set("card", JsonValue::string(to_string(m.card)));
    place(item, m.rect);
    marked.push(std::move(item));
  }
  JsonValue json = page_message(to_page::kView);
  if (options_.measure) json.set("texts", drawn_texts_message());
  json.set("phase", JsonValue::string(phase));
  json.set("targets", std::move(targets));
  json.set("marked", std::move(marked));
  json.set("dialog", std::move(buttons));
  json.set("message", JsonValue::string(table().message()));
  json.set("messageError", JsonValue::boolean(table().message_is_error()));
  json.set("coach", JsonValue::string(table().coach_line()));
  json.set("hand", JsonValue::number(hand_.size()));
  return json;
}

// What shows of a hand card, where a finger presses it: up to the next
// card of its row and the top of the row below (the hand wraps into
// shingled rows on a phone, and the middle of a card of the upper row lies
// under the lower one).
Rect App::shown_part(const Target& t) const {
  Rect r = t.rect;
  const auto& hand = layout_.hand;
  const size_t i = static_cast<size_t>(t.index);
  if (i >= hand.size()) return r;
  if (i + 1 < hand.size() && hand[i + 1].y == hand[i].y) r.w = std::min(r.w, hand[i + 1].x - hand[i].x);
  for (const Rect& other : hand)
    if (other.y > hand[i].y) {
      r.h = std::min(r.h, other.y - r.y);
      break;
    }
  return r;
}

// Every line the last redraw drew, in CSS pixels: its size, where it lies
// and what it is (DrawnText::role), for the test that measures the table.
JsonValue App::drawn_texts_message() const {
  const float k = 1 / scale_;
  JsonValue texts = JsonValue::array();
  for (const DrawnText& line : drawn_texts_) {
    JsonValue item = JsonValue::object();
    item.set("text", JsonValue::string(line.text));
    item.set("px", JsonValue::number_fixed(line.px * k, 2));
    item.set("x", JsonValue::number_fixed(line.x * k, 1));
    item.set("y", JsonValue::number_fixed(line.y * k, 1));
    item.set("w", JsonValue::number_fixed(line.w * k, 1));
    if (!line.role.empty()) item.set("role", JsonValue::string(line.role));
    texts.push(std::move(item));
  }
  return texts;
}

}  // namespace canasta::frontend
