// Undo at the table: on against computer players unless turned off, never at
// an online table, and the button says how far back it takes the player
// (the whole turn: the undo point is the turn's start).
#include <doctest/doctest.h>

#include <string>

#include "frontend/settings/settings.h"
#include "frontend/session/game_controller.h"
#include "frontend/table/dialogs.h"
#include "frontend/table/table_view.h"
#include "frontend/words/strings.h"
#include "tests/engine/test_util.h"

namespace undo_test {

using namespace canasta;
using namespace canasta::frontend;
using canasta::test::move;
using canasta::test::position;

namespace {

// You (seat 0) are to draw; the computer player (seat 1) holds queens.
//   your hand: A♣ A♦ A♠ K♣ K♦ 5♥ 6♥ 8♣     pile: J♥ J♣ K♥ (K♥ on top)
// Three aces make the 50 points a first meld needs; K♣ K♦ take the pile.
constexpr std::string_view kStart =
    "players=2 hand0=Ac,Ad,As,Kc,Kd,5h,6h,8c hand1=Qc,Qd,Qs,9h,9c,4d,4c,7s pile=Jh,Jc,Kh seed=3";

GameSetup against_computer() {
  GameSetup setup;  // as a new player's first game: undo not touched
  setup.players = 2;
  setup.seats[0] = {SeatKind::kLocal, BotLevel::Standard, ""};
  setup.seats[1] = {SeatKind::kComputer, BotLevel::Beginner, ""};
  return setup;
}

std::string undo_words(const GameController& game) { return action_words(game, Action::kUndo); }
// The label drawn on the button.
std::string undo_face(const GameController& game) { return action_face(game, Action::kUndo); }

}  // namespace

TEST_CASE("Undo - on by default against computer players, for a new player's first game too") {
  CHECK(GameSetup{}.allow_undo);
  CHECK(Settings{}.setup.allow_undo);
  // Older settings wrote undo=0 for everyone while it was off by default:
  // that tells no choice. The new key keeps the player's own.
  CHECK(settings_from_text("players=4\nundo=0\n").setup.allow_undo);
  Settings off;
  off.setup.allow_undo = false;
  CHECK(settings_to_text(off).find("\nallow_undo=0\n") != std::string::npos);
  CHECK_FALSE(settings_from_text(settings_to_text(off)).setup.allow_undo);
}

TEST_CASE("Undo - after a draw and a meld it goes back to before the draw, the drawn card on the stock again") {
  set_language(Language::kEnglish);
  GameController game;
  const GameState start = position(kStart);
  game.start_from(start, against_computer());
  REQUIRE(game.viewer_to_move());
  CHECK_FALSE(game.can_undo());
  CHECK(game.undo_reach() == UndoReach::kNothing);
  CHECK(undo_words(game) == std::string("Undo"));
  CHECK(undo_face(game) == std::string("Undo"));

  REQUIRE(game.play(move("draw")));
  CHECK(game.view().own_hand_cards().size() == 9);
  CHECK(game.undo_reach() == UndoReach::kDraw);
  CHECK(undo_words(game) == std::string("Undo: back to before your draw"));
  CHECK(undo_face(game) == std::string("Undo draw"));
  REQUIRE(game.play(move("meld Ac Ad As")));
  CHECK(game.view().own_hand_cards().size() == 6);
  // Still the draw: the meld goes back, and the drawn card with it.
  CHECK(undo_words(game) == std::string("Undo: back to before your draw"));

  REQUIRE(game.undo());
  CHECK(game.state() == start);
  CHECK(game.state().stock_size() == start.stock_size());
  CHECK(game.record().moves.empty());
  CHECK(game.message() ==
        "Back to before your draw: the cards you drew are on the stock again, and what you melded this turn is in your hand.");
  CHECK(game.undo_reach() == UndoReach::kNothing);  // one step back only
  CHECK(game.viewer_to_move());
}

TEST_CASE("Undo - after taking the pile it puts the pile back") {
  set_language(Language::kEnglish);
  GameController game;
  const GameState start = position(kStart);
  game.start_from(start, against_computer());
  REQUIRE(game.play(move("pickup Kc Kd + Ac Ad As")));
  CHECK(game.state().pile_size() == 0);
  CHECK(game.undo_reach() == UndoReach::kPile);
  CHECK(undo_words(game) == std::string("Undo: back to before you took the pile"));
  CHECK(undo_face(game) == std::string("Undo pile"));
  REQUIRE(game.undo());
  CHECK(game.state() == start);
  CHECK(game.state().pile_size() == 3);
  CHECK(game.message() ==
        "Back to before you took the pile: the pile is whole again, and its cards are out of your hand and melds.");
}

TEST_CASE("Undo - once the turn is over it takes back that whole turn and the computer's moves since") {
  set_language(Language::kEnglish);
  GameController game;
  const GameState start = position(kStart);
  game.start_from(start, against_computer());
  REQUIRE(game.play(move("draw")));
  REQUIRE(game.play(move("discard 8c")));
  CHECK(game.undo_reach() == UndoReach::kLastTurn);
  double now = 0;
  for (int i = 0; i < 200 && !game.viewer_to_move(); ++i) game.update(now += 10, 0);
  REQUIRE(game.viewer_to_move());
  CHECK(game.record().moves.size() >= 4);  // draw, discard, the computer's draw and discard
  CHECK(undo_words(game) == std::string("Undo: back to before your last turn"));
  CHECK(undo_face(game) == std::string("Undo last turn"));
  REQUIRE(game.undo());
  CHECK(game.state() == start);
  CHECK(game.record().moves.empty());
  CHECK(game.message() == "Your last turn was taken back.");
}

TEST_CASE("Undo - in every language the button says how far back") {
  GameController game;
  game.start_from(position(kStart), against_computer());
  REQUIRE(game.play(move("draw")));
  const char* const expected[] = {"Undo: back to before your draw", "Deshacer: volver a antes de robar",
                                  "Desfazer: voltar a antes da compra", "Rückgängig: zurück vor dein Ziehen",
                                  "Annulla: torna a prima della pescata"};
  const Language langs[] = {Language::kEnglish, Language::kSpanish, Language::kPortuguese, Language::kGerman,
                            Language::kItalian};
  const char* const drawn[] = {"Undo draw", "Deshacer robo", "Desfazer compra", "Ziehen rückgängig",
                               "Annulla pescata"};
  for (size_t i = 0; i < 5; ++i) {
    set_language(langs[i]);
    CHECK(undo_words(game) == std::string(expected[i]));
    CHECK(undo_face(game) == std::string(drawn[i]));
  }
  set_language(Language::kEnglish);
}

TEST_CASE("Undo - an online table neither offers it nor shows it in Options") {
  set_language(Language::kEnglish);
  GameController game;
  GameSetup online = against_computer();
  online.seats[1] = {SeatKind::kRemote, BotLevel::Standard, "Carla"};
  game.start_from(position(kStart), online);
  REQUIRE(game.play(move("draw")));
  CHECK_FALSE(game.undo_offered());
  CHECK_FALSE(game.can_undo());
  CHECK(undo_words(game) == std::string("Undo"));
  CHECK_FALSE(game.undo());
  CHECK(game.message() == "Undo is not offered at an online table: the other players have seen the move.");

  const Settings settings;
  DialogContext c;
  c.game = &game;
  c.settings = &settings;
  c.window = {0, 0, 1280, 800};
  const auto has_undo_row = [&c]() {
    for (const DialogButton& b : build_dialog(DialogKind::kSettings, c).buttons)
      if (b.action.kind == DialogActionKind::kAllowUndo) return true;
    return false;
  };
  CHECK_FALSE(has_undo_row());
  // The seat taken over by a computer player: an offline table again.
  REQUIRE_FALSE(game.set_seat(1, {SeatKind::kComputer, BotLevel::Standard, "Carla"}));
  CHECK(game.undo_offered());
  CHECK(has_undo_row());
}

}  // namespace undo_test
