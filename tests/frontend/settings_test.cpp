// The player's settings text (frontend/settings/settings.h): read back exactly, and
// damaged or oversized text never stops the table.
#include <doctest/doctest.h>

#include <string>

#include "frontend/settings/settings.h"

namespace settings_test {

using namespace canasta;
using namespace canasta::frontend;

TEST_CASE("Settings - written and read back") {
  Settings s;
  s.setup.players = 3;
  s.setup.variant = "threepack";
  s.speed = Speed::kFast;
  s.language = "de";
  s.coach = true;
  const Settings back = settings_from_text(settings_to_text(s));
  CHECK(back.coach);
  CHECK(!settings_from_text("coach=0\n").coach);
  CHECK(!Settings{}.coach);  // the coach is off until the player turns it on
  CHECK(back.setup.players == 3);
  CHECK(back.setup.variant == "threepack");
  CHECK(back.speed == Speed::kFast);
  CHECK(back.language == "de");
}

TEST_CASE("Settings - damaged and oversized text is ignored") {
  const Settings bad = settings_from_text("players=4294967298\nspeed=9\nlanguage=" + std::string(40, 'x') + "\n");
  CHECK(bad.setup.players == 4);
  CHECK(bad.speed == Speed::kNormal);
  CHECK(bad.language.empty());
  // A planted value of megabytes is not read line by line at every start.
  std::string huge = "language=it\n";
  huge.append(kMaxSettingsBytes, '\n');
  CHECK(settings_from_text(huge).language.empty());
  CHECK(settings_from_text("language=it\n").language == "it");
}

TEST_CASE("Settings - the seats: who plays each, their levels and names") {
  Settings s;
  s.setup.seats[1] = {SeatKind::kComputer, BotLevel::Master, ""};
  s.setup.seats[2] = {SeatKind::kLocal, BotLevel::Beginner, "Ana Lúcia"};
  s.setup.seats[3] = {SeatKind::kRemote, BotLevel::Expert, "Zoë"};
  const Settings back = settings_from_text(settings_to_text(s));
  CHECK(back.setup.seats[0] == s.setup.seats[0]);
  CHECK(back.setup.seats[1] == s.setup.seats[1]);
  CHECK(back.setup.seats[2] == s.setup.seats[2]);
  // An online seat does not outlive the session: a computer player, named as it was.
  CHECK(back.setup.seats[3] == Seat{SeatKind::kComputer, BotLevel::Expert, "Zoë"});
  // A name in the file is cleaned as one typed (no line ends, at most 16 characters).
  CHECK(settings_from_text("name4=  " + std::string(30, 'x') + "\n").setup.seats[4].name == std::string(16, 'x'));
}

// Settings written before pass-and-play named each seat's level only: seat
// 0 was the person and every other seat a computer player.
TEST_CASE("Settings - an old settings text keeps its meaning") {
  const Settings old = settings_from_text(
      "players=4\nvariant=classic\noptions=\nlevels=031211\nundo=1\nspeed=2\nfour_colour=0\nintro_seen=1\n"
      "colour_blind=0\nlanguage=de\ncoach=0\nlessons=melds\n");
  CHECK(old.setup.seats[0] == Seat{SeatKind::kLocal, BotLevel::Beginner, ""});
  CHECK(old.setup.seats[1] == Seat{SeatKind::kComputer, BotLevel::Master, ""});
  CHECK(old.setup.seats[2] == Seat{SeatKind::kComputer, BotLevel::Standard, ""});
  CHECK(old.setup.seats[3] == Seat{SeatKind::kComputer, BotLevel::Expert, ""});
  CHECK(old.setup.allow_undo);
  CHECK(old.language == "de");
}

TEST_CASE("Settings - the card size and the sounds are kept") {
  Settings s;
  CHECK(s.card_size == CardSize::kNormal);
  CHECK(s.sound);  // sounds play until the player turns them off (tests turn them off by the page)
  s.card_size = CardSize::kLarge;
  s.sound = false;
  const Settings back = settings_from_text(settings_to_text(s));
  CHECK(back.card_size == CardSize::kLarge);
  CHECK(!back.sound);
  CHECK(back.card_scale() > 1);
  CHECK(settings_from_text("card_size=0\n").card_scale() < 1);
  CHECK(settings_from_text("card_size=7\n").card_size == CardSize::kNormal);  // not ours: ignored
}

}  // namespace settings_test
