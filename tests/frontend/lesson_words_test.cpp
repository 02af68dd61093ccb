// The lessons use the table's words: in German a deal is a "Runde" (the
// table's Deal, Next deal, Deal over), a game a "Spiel", so a lesson text
// whose English speaks of the deal never calls it a "Spiel".
#include <doctest/doctest.h>

#include <functional>
#include <string>

#include "engine/json.h"
#include "frontend/session/tutorial.h"

namespace lesson_words_test {

using namespace canasta;
using namespace canasta::frontend;

namespace {

// Each {"en": ..., "de": ...} text of a lesson.
void each_text(const JsonValue& v, const std::function<void(const std::string&, const std::string&)>& check) {
  const JsonValue* en = v.find("en");
  const JsonValue* de = v.find("de");
  if (en && de && en->is_string() && de->is_string()) check(en->text(), de->text());
  for (const JsonValue& item : v.items()) each_text(item, check);
  for (const JsonMember& m : v.members()) each_text(m.value, check);
}

// "Spiel" as a word or the head of a compound ("Spielende"), not "Spieler".
bool says_spiel(const std::string& de) {
  for (size_t at = de.find("Spiel"); at != std::string::npos; at = de.find("Spiel", at + 1))
    if (de.compare(at, 7, "Spieler") != 0) return true;
  return false;
}

}  // namespace

TEST_CASE("Lesson words - German calls a deal Runde, as the table does") {
  int deals = 0;
  for (const TutorialLesson& lesson : tutorial_lessons()) {
    const auto json = parse_json(lesson.json, nullptr);
    REQUIRE(json);
    each_text(*json, [&](const std::string& en, const std::string& de) {
      if (en.find("deal") == std::string::npos || en.find("game") != std::string::npos) return;
      ++deals;
      CAPTURE(en);
      CHECK_FALSE(says_spiel(de));
    });
  }
  CHECK(deals >= 5);
}

}  // namespace lesson_words_test
