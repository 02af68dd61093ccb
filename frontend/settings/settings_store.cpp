#include "frontend/settings/settings_store.h"

namespace canasta::frontend {

namespace {
constexpr const char* kSettingsKey = "settings";
}  // namespace

SettingsStore::SettingsStore(TextStore& store) : store_(store), settings_(settings_from_text(store.load(kSettingsKey))) {}

void SettingsStore::save() { store_.save(kSettingsKey, settings_to_text(settings_)); }

}  // namespace canasta::frontend
