// The new-game dialog's games: every preset the engine has, the player
// counts each allows, options the engine accepts, and a dialog that keeps
// its size whichever game is chosen.
#include <doctest/doctest.h>

#include <memory>

#include "engine/bots/bot.h"
#include "frontend/session/seat_driver.h"
#include "frontend/table/dialogs.h"
#include "frontend/session/game_choices.h"
#include "frontend/session/game_controller.h"
#include "tests/frontend/dialog_fixtures.h"

namespace game_choices_test {

using namespace canasta;
using namespace canasta::frontend;
using frontend::test::button;

namespace {

// A table and the dialog context of its new-game dialog at 1280x800.
struct NewGameTable {
  GameController game;
  Settings settings;
  DialogContext context;
  NewGameTable() {
    context.game = &game;
    context.settings = &settings;
    context.window = {0, 0, 1280, 800};
  }
};

}  // namespace

TEST_CASE("Game choices - one per preset, each option accepted by its preset") {
  CHECK(game_choices().size() == kPresetNames.size());
  for (const GameChoice& game : game_choices()) {
    CAPTURE(std::string(game.variant));
    REQUIRE(rules_preset(game.variant).has_value());
    CHECK(game.options.size() <= static_cast<size_t>(kOfferedOptions));
    for (const OfferedOption& o : game.options) {
      std::string error;
      CHECK_MESSAGE(make_rules(game.variant, rule_option_name(o.option), &error).has_value(), error);
    }
  }
  CHECK(game_choice("american").variant == "american");
  CHECK(game_choice("no such game").variant == "classic");
}

TEST_CASE("Game choices - player counts follow the preset (Modern American 4, Uruguayan 2 to 4 and trios)") {
  CHECK(allowed_players("american", 6) == 4);
  CHECK(allowed_players("american", 2) == 4);
  CHECK(allowed_players("uruguayan", 6) == 6);  // trios, with the Spanish pack
  CHECK(allowed_players("uruguayan", 5) == 4);
  CHECK(allowed_players("uruguayan", 3) == 3);
  CHECK(allowed_players("uruguayan", 2) == 2);
  CHECK(allowed_players("classic", 5) == 5);
  CHECK(allowed_players("threepack", 6) == 6);
}

TEST_CASE("Game choices - six Uruguayan players bring the Spanish pack; without it the table seats four") {
  CHECK(options_for_players("uruguayan", "", 6) == "pack216");
  CHECK(options_for_players("uruguayan", "cap7", 6) == "cap7,pack216");
  CHECK(options_for_players("uruguayan", "pack216", 6) == "pack216");
  CHECK(options_for_players("uruguayan", "cap7", 4) == "cap7");
  CHECK(options_for_players("classic", "", 6) == "");
  CHECK(seated_players("uruguayan", "cap7", 6) == 4);
  CHECK(seated_players("uruguayan", "pack216", 6) == 6);
  CHECK(seated_players("uruguayan", "pack216", 5) == 4);
}

TEST_CASE("New-game dialog - the games, their player chips and a panel of one size") {
  NewGameTable table;
  DialogContext& context = table.context;
  Rect panel;
  for (const GameChoice& choice : game_choices()) {
    CAPTURE(std::string(choice.variant));
    GameSetup draft;
    draft.variant = std::string(choice.variant);
    draft.players = allowed_players(choice.variant, choice.variant == "classic" ? 2 : 4);
    context.draft = &draft;
    const DialogModel m = build_dialog(DialogKind::kNewGame, context);
    if (panel.w == 0) panel = m.panel;
    CHECK(m.panel.h == panel.h);
    CHECK(m.panel.y == panel.y);
    int player_chips = 0, game_chips = 0, chosen_game = -1, options = 0;
    for (const DialogButton& b : m.buttons) {
      if (b.action.kind == DialogActionKind::kPlayers) ++player_chips;
      if (b.action.kind == DialogActionKind::kGame) {
        ++game_chips;
        if (b.on) chosen_game = b.action.index;
      }
      if (b.action.kind == DialogActionKind::kOption) ++options;
    }
    const Rules rules = *rules_preset(choice.variant);
    int allowed = 0;
    for (int n = kMinPlayers; n <= kMaxPlayers; ++n) allowed += rules.allows(n) || option_seating(rules, n);
    CHECK(player_chips == allowed);
    CHECK(game_chips == static_cast<int>(game_choices().size()));
    CHECK(chosen_game == static_cast<int>(&choice - game_choices().data()));
    int offered = 0;
    for (const OfferedOption& o : choice.options) offered += offered_at(o, draft.players);
    CHECK(options == offered);
    bool described = false;
    for (const DialogRow& row : m.rows) described = described || (row.note && row.label == tr(choice.description));
    CHECK(described);
  }
}

TEST_CASE("Score sheet - the lines shown add up to the deal in every game") {
  for (const GameChoice& choice : game_choices()) {
    CAPTURE(std::string(choice.variant));
    const Rules rules = *rules_preset(choice.variant);
    const int players = allowed_players(choice.variant, 4);
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      GameState g = GameState::new_game(rules, players, seed);
      std::vector<std::unique_ptr<Bot>> bots;
      for (int p = 0; p < players; ++p) bots.push_back(make_bot(BotLevel::Standard, seed + static_cast<uint64_t>(p), {}));
      for (int n = 0; n < 5000 && !g.is_deal_over(); ++n) REQUIRE(g.apply(bots[static_cast<size_t>(g.to_move())]->choose(observation(g, g.to_move())).value()).ok());
      REQUIRE(g.is_deal_over());
      const DealScore& score = g.deal_score();
      for (int side = 0; side < score.sides; ++side) {
        int shown = 0;
        for (const ScorePart& p : score_parts(rules)) shown += score.side[static_cast<size_t>(side)].*p.part;
        CHECK(shown == score.side[static_cast<size_t>(side)].deal);
      }
    }
  }
}

TEST_CASE("New game - a two-hand rule is offered only at two players, and dropped when the table grows") {
  NewGameTable table;
  DialogContext& context = table.context;
  GameSetup draft;
  draft.variant = "classic";
  draft.players = 2;
  draft.options = "drawtwo,minimum15";
  context.draft = &draft;
  auto offers_draw_two = [&] {
    const DialogModel m = build_dialog(DialogKind::kNewGame, context);
    for (const DialogButton& b : m.buttons)
      if (b.label.find(tr(S::kOptDrawTwo)) != std::string::npos) return true;
    return false;
  };
  CHECK(offers_draw_two());
  draft.players = 4;
  CHECK_FALSE(offers_draw_two());
  CHECK(offered_options("classic", 4, draft.options) == "minimum15");
  CHECK(offered_options("classic", 2, draft.options) == "drawtwo,minimum15");
  CHECK(offered_options("uruguayan", 3, "drawtwo,cap7") == "cap7");
}

TEST_CASE("Game choices - the Uruguayan line names six players (trios with the Spanish pack) in every language") {
  // The dialog's line is the player's only hint that six may sit down.
  REQUIRE(allowed_players("uruguayan", kMaxPlayers) == 6);
  const GameChoice& uruguayan = game_choice("uruguayan");
  for (Language l : {Language::kEnglish, Language::kSpanish, Language::kPortuguese, Language::kGerman,
                     Language::kItalian}) {
    set_language(l);
    CAPTURE(tr(uruguayan.description));
    CHECK(std::string(tr(uruguayan.description)).find('6') != std::string::npos);
  }
  set_language(Language::kEnglish);
}

}  // namespace game_choices_test

namespace game_choices_test {

namespace {

const DialogRow* row_with(const DialogModel& m, const std::string& label) {
  for (const DialogRow& row : m.rows)
    if (row.label == label) return &row;
  return nullptr;
}

}  // namespace

TEST_CASE("New game - the first seat's partners are marked, a person's mark beside the name field") {
  NewGameTable table;
  GameSetup draft;  // Classic, four players: a person at seat 0, partner opposite
  table.context.draft = &draft;
  const std::string partner = computer_name(2) + " \xC2\xB7 Partner";
  DialogModel m = build_dialog(DialogKind::kNewGame, table.context);
  CHECK(row_with(m, partner) != nullptr);
  CHECK(row_with(m, computer_name(1)) != nullptr);  // opponents unmarked
  CHECK(row_with(m, computer_name(3)) != nullptr);
  CHECK(focus_words(m, static_cast<size_t>(button(m, {.kind = DialogActionKind::kLevel, .seat = 2, .level = BotLevel::Standard}) - m.buttons.data())) ==
        partner + ": Standard, selected");
  // A person at seat 2: the field makes room for the mark after it.
  draft.seats[2].kind = SeatKind::kLocal;
  m = build_dialog(DialogKind::kNewGame, table.context);
  const DialogRow* mark = row_with(m, "Partner");
  const DialogButton* field = button(m, {.kind = DialogActionKind::kName, .seat = 2});
  REQUIRE(mark != nullptr);
  REQUIRE(field != nullptr);
  CHECK(mark->label_rect.x >= field->rect.right());
  CHECK(mark->label_rect.y == doctest::Approx(field->rect.y - 2));
  // Six players in Classic: two partnerships of three (seats 0, 2, 4).
  draft = GameSetup{};
  draft.players = 6;
  m = build_dialog(DialogKind::kNewGame, table.context);
  CHECK(row_with(m, computer_name(4) + " \xC2\xB7 Partner") != nullptr);
  CHECK(row_with(m, computer_name(3)) != nullptr);
  // Three players: nobody's partner.
  draft.players = 3;
  m = build_dialog(DialogKind::kNewGame, table.context);
  CHECK(row_with(m, computer_name(1)) != nullptr);
  CHECK(row_with(m, computer_name(2)) != nullptr);
}

TEST_CASE("New game - the levels line fits the game: the 1950 pointers only in the 1950 games") {
  NewGameTable table;
  for (const GameChoice& choice : game_choices()) {
    CAPTURE(std::string(choice.variant));
    GameSetup draft;
    draft.variant = std::string(choice.variant);
    draft.players = allowed_players(choice.variant, 4);
    table.context.draft = &draft;
    const DialogModel m = build_dialog(DialogKind::kNewGame, table.context);
    const bool of_1950 = choice.variant == "classic" || choice.variant == "threepack";
    const DialogRow* note = row_with(m, tr(of_1950 ? S::kLevelsNote : S::kLevelsNoteOther));
    REQUIRE(note != nullptr);
    CHECK(note->note);
    CHECK((note->label.find("1950") != std::string::npos) == of_1950);
  }
}

TEST_CASE("New game - Allow undo right under the game's options, whatever the game and table size") {
  NewGameTable table;
  for (const GameChoice& choice : game_choices()) {
    for (int players = kMinPlayers; players <= kMaxPlayers; ++players) {
      if (allowed_players(choice.variant, players) != players) continue;
      CAPTURE(std::string(choice.variant));
      CAPTURE(players);
      GameSetup draft;
      draft.variant = std::string(choice.variant);
      draft.players = players;
      draft.options = options_for_players(choice.variant, "", players);
      table.context.draft = &draft;
      const DialogModel m = build_dialog(DialogKind::kNewGame, table.context);
      const DialogButton* undo = button(m, {.kind = DialogActionKind::kDraftUndo});
      REQUIRE(undo != nullptr);
      float above = 0;  // the bottom of the row over Undo: the last option's, or the game's line
      for (const DialogButton& b : m.buttons)
        if (b.action.kind == DialogActionKind::kOption) above = std::max(above, b.rect.bottom());
      for (const DialogRow& row : m.rows)
        if (row.note && row.label == tr(choice.description)) above = std::max(above, row.label_rect.bottom() - 2);
      CHECK(undo->rect.y - above == doctest::Approx(4));  // the chips' own gap, no empty row
    }
  }
}

}  // namespace game_choices_test
