// Where the table keeps what outlives the page: small text values under a
// key (the settings, the hand's order). The program chooses the store and
// gives it to what keeps things; nothing below it asks how it is run.
#pragma once

#include <string>

namespace canasta::frontend {

class TextStore {
 public:
  virtual ~TextStore() = default;
  // The text kept under `key`, "" for none.
  virtual std::string load(const std::string& key) = 0;
  virtual void save(const std::string& key, const std::string& text) = 0;
};

// The platform's storage (load_text/save_text): the page's localStorage,
// natively a file per key.
TextStore& platform_store();
// Finds nothing and keeps nothing: the table run offscreen (tests and
// screenshots) starts from the defaults and leaves a player's storage alone.
TextStore& null_store();

}  // namespace canasta::frontend
