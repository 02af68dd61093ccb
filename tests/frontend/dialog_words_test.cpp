// The dialogs in words: what a screen reader hears as the keyboard moves
// through the new-game dialog's seat rows and the pass screen.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "frontend/session/game_controller.h"
#include "frontend/session/seats.h"
#include "frontend/table/dialogs.h"
#include "frontend/words/strings.h"
#include "tests/frontend/dialog_fixtures.h"

namespace dialog_words_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

using K = DialogActionKind;

std::string words_of(const DialogModel& m, const DialogAction& action) {
  for (size_t i = 0; i < m.buttons.size(); ++i)
    if (m.buttons[i].action == action) return focus_words(m, i);
  return "(no button " + dialog_action_name(action) + ")";
}

}  // namespace

TEST_CASE("Dialog words - a seat's chips name the seat, a person's field says the name") {
  set_language(Language::kEnglish);
  frontend::test::DialogTable table;
  GameSetup& draft = table.draft;
  draft.players = 4;
  draft.seats[0] = {SeatKind::kLocal, BotLevel::Standard, ""};
  draft.seats[1] = {SeatKind::kComputer, BotLevel::Expert, ""};
  draft.seats[2] = {SeatKind::kLocal, BotLevel::Standard, "Ben"};
  const DialogModel m = table.build(DialogKind::kNewGame);
  // A computer seat: its player's name before the chip, and the chosen level said so.
  CHECK(words_of(m, {.kind = K::kLevel, .seat = 1, .level = BotLevel::Expert}) == computer_name(1) + ": Expert, selected");
  CHECK(words_of(m, {.kind = K::kLevel, .seat = 1, .level = BotLevel::Master}) == computer_name(1) + ": Master");
  CHECK(words_of(m, {.kind = K::kPerson, .seat = 1}) == computer_name(1) + ": Person");
  // A person's seat: the field with the name typed, or what stands in for it.
  CHECK(words_of(m, {.kind = K::kName, .seat = 2}) == "Name of player 3: Ben");
  CHECK(words_of(m, {.kind = K::kName, .seat = 0}) == "Name of player 1: Player 1");
  // Seat 2 is player 1's partner: the mark beside the field is said with its chips.
  CHECK(words_of(m, {.kind = K::kPerson, .seat = 2}) == "Partner: Person, selected");
  CHECK(words_of(m, {.kind = K::kStart}) == "Start");
  CHECK(focus_words(m, m.buttons.size()).empty());
}

}  // namespace dialog_words_test
