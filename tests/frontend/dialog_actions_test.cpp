// The dialogs' typed actions (frontend/table/dialog_action.h): each button
// carries what it does, New game's chips edit the setup (app/new_game_draft.h),
// and through the App a click on a chip and on Start starts the game chosen
// and keeps the choice in the App's store.
#include <doctest/doctest.h>

#include <SDL.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/json.h"
#include "frontend/app/app.h"
#include "frontend/app/new_game_draft.h"
#include "frontend/platform/bridge.h"
#include "frontend/session/game_choices.h"
#include "frontend/session/game_controller.h"
#include "frontend/table/dialogs.h"
#include "frontend/words/strings.h"
#include "tests/frontend/dialog_fixtures.h"

namespace dialog_actions_test {

using namespace canasta;
using namespace canasta::frontend;
using K = DialogActionKind;
using frontend::test::button;

namespace {

// The buttons' page names in focus order, joined: one string that a failed
// check prints whole.
std::string names(const DialogModel& m) {
  std::string out;
  for (const DialogButton& b : m.buttons) out += (out.empty() ? "" : " ") + dialog_action_name(b.action);
  return out;
}

int game_index(std::string_view variant) {
  for (size_t i = 0; i < game_choices().size(); ++i)
    if (game_choices()[i].variant == variant) return static_cast<int>(i);
  return -1;
}

}  // namespace

TEST_CASE("Dialog actions - New game for four players: each chip carries what it chooses") {
  set_language(Language::kEnglish);
  const frontend::test::DialogTable table;  // Classic, four players: a person at seat 0, computers of Standard at the others
  const DialogModel m = table.build(DialogKind::kNewGame);
  CHECK(names(m) ==
        "players:2 players:3 players:4 players:5 players:6 game:0 game:1 game:2 game:3 "
        "option:0 option:1 option:2 draftUndo "
        "name:0 person:0 level:0:beginner level:0:standard level:0:expert level:0:master "
        "person:1 level:1:beginner level:1:standard level:1:expert level:1:master "
        "person:2 level:2:beginner level:2:standard level:2:expert level:2:master "
        "person:3 level:3:beginner level:3:standard level:3:expert level:3:master "
        "close start");
  const DialogButton* four = button(m, {.kind = K::kPlayers, .players = 4});
  REQUIRE(four != nullptr);
  CHECK(four->on);
  CHECK(four->label == "4");
  const DialogButton* expert = button(m, {.kind = K::kLevel, .seat = 2, .level = BotLevel::Expert});
  REQUIRE(expert != nullptr);
  CHECK(expert->label == "Expert");
  CHECK(!expert->on);
  CHECK(button(m, {.kind = K::kLevel, .seat = 2, .level = BotLevel::Standard})->on);
  CHECK(button(m, {.kind = K::kPerson, .seat = 0})->on);
  CHECK(button(m, {.kind = K::kName, .seat = 0})->field);
  CHECK(button(m, {.kind = K::kGame, .index = 0})->on);
  CHECK(m.buttons.back().action == DialogAction{.kind = K::kStart});
  CHECK(m.buttons.back().primary);
  // The page finds a button by its name: every name is one button's.
  std::map<std::string, int> seen;
  for (const DialogButton& b : m.buttons) ++seen[dialog_action_name(b.action)];
  for (const auto& [name, count] : seen) CHECK_MESSAGE(count == 1, name);
}

TEST_CASE("Dialog actions - Options and the pass screen") {
  set_language(Language::kEnglish);
  frontend::test::DialogTable table;
  table.settings.speed = Speed::kFast;
  table.settings.card_size = CardSize::kLarge;
  const DialogModel m = table.build(DialogKind::kSettings);
  CHECK(names(m) ==
        "language:en language:es language:pt language:de language:it speed:0 speed:1 speed:2 speed:3 "
        "cardSize:0 cardSize:1 cardSize:2 fourColour colourBlind allowUndo coach sound close");
  CHECK(button(m, {.kind = K::kLanguage, .language = Language::kEnglish})->on);
  CHECK(button(m, {.kind = K::kSpeed, .speed = Speed::kFast})->on);
  CHECK(!button(m, {.kind = K::kSpeed, .speed = Speed::kNormal})->on);
  CHECK(button(m, {.kind = K::kCardSize, .card_size = CardSize::kLarge})->on);
  // A click lands on the button under it, and nowhere else on nothing.
  const DialogButton& slow = *button(m, {.kind = K::kSpeed, .speed = Speed::kSlow});
  CHECK(dialog_hit(m, slow.rect.cx(), slow.rect.cy()) == slow.action);
  CHECK(dialog_hit(m, m.panel.x - 1, m.panel.y - 1).kind == K::kNone);
}

TEST_CASE("Dialog actions - New game's chips edit the setup") {
  GameSetup draft;
  edit_draft(draft, {.kind = K::kPlayers, .players = 2});
  CHECK(draft.players == 2);
  edit_draft(draft, {.kind = K::kLevel, .seat = 1, .level = BotLevel::Expert});
  CHECK(draft.seats[1].kind == SeatKind::kComputer);
  CHECK(draft.seats[1].level == BotLevel::Expert);
  edit_draft(draft, {.kind = K::kPerson, .seat = 1});
  CHECK(draft.seats[1].kind == SeatKind::kLocal);
  CHECK(draft.seats[1].level == BotLevel::Expert);  // kept for a demo of the seat
  const bool undo = draft.allow_undo;
  edit_draft(draft, {.kind = K::kDraftUndo});
  CHECK(draft.allow_undo == !undo);

  SUBCASE("another game: its own options, a table size it seats") {
    draft.options = "drawtwo";
    edit_draft(draft, {.kind = K::kGame, .index = game_index("american")});
    CHECK(draft.variant == "american");
    CHECK(draft.players == allowed_players("american", 2));
    CHECK(draft.options.find("drawtwo") == std::string::npos);
  }
  SUBCASE("an offered option turns on and off") {
    const GameChoice& classic = game_choice("classic");
    REQUIRE(!classic.options.empty());
    int offered = -1;
    for (size_t i = 0; i < classic.options.size() && offered < 0; ++i)
      if (offered_at(classic.options[i], draft.players)) offered = static_cast<int>(i);
    REQUIRE(offered >= 0);
    const std::string name(rule_option_name(classic.options[static_cast<size_t>(offered)].option));
    const std::string before = draft.options;
    edit_draft(draft, {.kind = K::kOption, .index = offered});
    CHECK(draft.options.find(name) != std::string::npos);
    edit_draft(draft, {.kind = K::kOption, .index = offered});
    CHECK(draft.options == before);
  }
  SUBCASE("what is not New game's, or is out of range, changes nothing") {
    const GameSetup before = draft;
    edit_draft(draft, {.kind = K::kLevel, .seat = kMaxPlayers, .level = BotLevel::Master});
    edit_draft(draft, {.kind = K::kOption, .index = kOfferedOptions + 3});
    edit_draft(draft, {.kind = K::kGame, .index = 99});
    edit_draft(draft, {.kind = K::kSpeed, .speed = Speed::kSlow});
    const auto text = [](const GameSetup& setup) {
      Settings s;
      s.setup = setup;
      return settings_to_text(s);
    };
    CHECK(text(draft) == text(before));
  }
}

namespace {

// Remembers what the App keeps.
class RecordingStore final : public TextStore {
 public:
  std::map<std::string, std::string> kept;
  std::vector<std::string> saves;
  std::string load(const std::string& key) override { return kept[key]; }
  void save(const std::string& key, const std::string& text) override {
    kept[key] = text;
    saves.push_back(key);
  }
};

// The App's messages to the page, as a test page takes them.
struct PageLog {
  std::vector<JsonValue> messages;
  PagePort port{[this](const std::string& text) {
    if (std::optional<JsonValue> m = parse_json(text, nullptr)) messages.push_back(std::move(*m));
    return true;
  }};
  const JsonValue* last(std::string_view type) const {
    for (auto m = messages.rbegin(); m != messages.rend(); ++m)
      if (string_field(*m, "type") == std::optional<std::string>(type)) return &*m;
    return nullptr;
  }
};

// The open dialog's entry named `name` in the last view message.
const JsonValue* dialog_entry(const PageLog& page, const std::string& name) {
  const JsonValue* view = page.last("view");
  const JsonValue* dialog = view ? view->find("dialog") : nullptr;
  if (!dialog) return nullptr;
  for (const JsonValue& entry : dialog->items())
    if (string_field(entry, "id") == name) return &entry;
  return nullptr;
}

// A left click at the middle of the entry, as SDL delivers a person's.
void click(App& app, const JsonValue& entry) {
  const auto at = [&](const char* key) { return std::strtof(entry.find(key)->text().c_str(), nullptr); };
  const int x = static_cast<int>(at("x") + at("w") / 2), y = static_cast<int>(at("y") + at("h") / 2);
  for (const Uint32 type : {SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP}) {
    SDL_Event e{};
    e.type = type;
    e.button.button = SDL_BUTTON_LEFT;
    e.button.x = x;
    e.button.y = y;
    SDL_PushEvent(&e);
  }
  app.frame();
  app.frame();
}

}  // namespace

TEST_CASE("Dialog actions - through the App, New game's chips and Start start the game chosen and keep it") {
  PageLog page;
  RecordingStore store;
  AppOptions o;
  o.seed = 7;
  o.hidden = true;
  o.fast = true;
  o.language = "en";
  o.dialog = "new";
  App app(o, store, page.port);
  REQUIRE(app.ok());
  app.frame();
  app.frame();
  const JsonValue* two = dialog_entry(page, "players:2");
  REQUIRE(two != nullptr);
  CHECK(!two->find("on")->as_bool());
  click(app, *two);
  two = dialog_entry(page, "players:2");
  REQUIRE(two != nullptr);
  CHECK(two->find("on")->as_bool());
  const JsonValue* expert = dialog_entry(page, "level:1:expert");
  REQUIRE(expert != nullptr);
  click(app, *expert);
  CHECK(dialog_entry(page, "level:1:expert")->find("on")->as_bool());
  CHECK(store.saves.empty());  // choosing keeps nothing until Start

  const JsonValue* start = dialog_entry(page, "start");
  REQUIRE(start != nullptr);
  click(app, *start);
  const JsonValue* game = page.last("game");
  REQUIRE(game != nullptr);
  CHECK(string_field(*game, "event") == "newgame");
  CHECK(int_field(*game, "players") == 2);
  CHECK(string_field(*game, "variant") == "classic");
  CHECK(store.saves == std::vector<std::string>{"settings"});
  const Settings kept = settings_from_text(store.kept["settings"]);
  CHECK(kept.setup.players == 2);
  CHECK(kept.setup.seats[1].kind == SeatKind::kComputer);
  CHECK(kept.setup.seats[1].level == BotLevel::Expert);
}

}  // namespace dialog_actions_test
