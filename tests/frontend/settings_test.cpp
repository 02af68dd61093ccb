// The player's settings text (frontend/app/settings.h): read back exactly, and
// damaged or oversized text never stops the table.
#include <doctest/doctest.h>

#include <string>

#include "frontend/app/settings.h"

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
