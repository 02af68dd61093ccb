// The player's settings while the table runs: read by everyone, changed
// only through change(), which keeps them at once in the text store it was
// given ("settings"): the platform's for a player, one that keeps nothing
// for the table run offscreen.
#pragma once

#include <utility>

#include "frontend/platform/text_store.h"
#include "frontend/settings/settings.h"

namespace canasta::frontend {

class SettingsStore {
 public:
  // Starts from the settings kept in `store`, or the defaults.
  explicit SettingsStore(TextStore& store);

  const Settings& operator*() const { return settings_; }
  const Settings* operator->() const { return &settings_; }

  // Edits the settings and keeps them: one save per call.
  template <typename Edit>
  void change(Edit&& edit) {
    std::forward<Edit>(edit)(settings_);
    save();
  }
  // Edits them for this run without a save (the command line's --fast,
  // --four-colour, --colour-blind); the next change() keeps them with the rest.
  template <typename Edit>
  void adjust(Edit&& edit) {
    std::forward<Edit>(edit)(settings_);
  }

 private:
  void save();

  TextStore& store_;
  Settings settings_;
};

}  // namespace canasta::frontend
