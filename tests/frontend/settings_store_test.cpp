// The settings store (frontend/settings/settings_store.h): it starts from
// what its text store kept, keeps each change at once and only then, and the
// offscreen table's store finds and keeps nothing.
#include <doctest/doctest.h>

#include <map>
#include <string>
#include <vector>

#include "frontend/platform/text_store.h"
#include "frontend/settings/settings_store.h"

namespace settings_store_test {

using namespace canasta::frontend;

// Remembers every save, in order.
class RecordingStore final : public TextStore {
 public:
  std::map<std::string, std::string> kept;
  std::vector<std::string> saves;  // the keys saved, one per save
  std::string load(const std::string& key) override { return kept[key]; }
  void save(const std::string& key, const std::string& text) override {
    kept[key] = text;
    saves.push_back(key);
  }
};

TEST_CASE("Settings store - starts from what was kept and keeps each change once") {
  RecordingStore disk;
  disk.kept["settings"] = "speed=3\ncoach=0\n";
  SettingsStore settings(disk);
  CHECK(settings->speed == Speed::kSlow);
  CHECK(disk.saves.empty());  // reading saves nothing

  settings.change([](Settings& s) { s.coach = true; });
  CHECK(disk.saves == std::vector<std::string>{"settings"});
  CHECK(disk.kept["settings"] == settings_to_text(*settings));
  CHECK(settings_from_text(disk.kept["settings"]).coach);

  SUBCASE("an adjustment for this run is kept only with the next change") {
    settings.adjust([](Settings& s) { s.four_colour = true; });
    CHECK(disk.saves.size() == 1);
    CHECK(!settings_from_text(disk.kept["settings"]).four_colour);
    settings.change([](Settings& s) { s.sound = false; });
    CHECK(disk.saves.size() == 2);
    const Settings kept = settings_from_text(disk.kept["settings"]);
    CHECK(kept.four_colour);
    CHECK(!kept.sound);
  }
  SUBCASE("the same choice made again is saved again, as before") {
    settings.change([](Settings& s) { s.coach = true; });
    CHECK(disk.saves.size() == 2);
  }
}

TEST_CASE("Settings store - offscreen, the null store finds nothing and keeps nothing") {
  null_store().save("settings", "speed=3\n");
  CHECK(null_store().load("settings").empty());
  SettingsStore settings(null_store());
  CHECK(settings->speed == Speed::kNormal);  // the defaults
  settings.change([](Settings& s) { s.speed = Speed::kFast; });
  CHECK(settings->speed == Speed::kFast);  // the run goes on with the change
  CHECK(null_store().load("settings").empty());
}

}  // namespace settings_store_test
