#include "frontend/platform/text_store.h"

#include "frontend/platform/platform.h"

namespace canasta::frontend {

namespace {

class PlatformStore final : public TextStore {
 public:
  std::string load(const std::string& key) override { return load_text(key); }
  void save(const std::string& key, const std::string& text) override { save_text(key, text); }
};

class NullStore final : public TextStore {
 public:
  std::string load(const std::string&) override { return {}; }
  void save(const std::string&, const std::string&) override {}
};

}  // namespace

TextStore& platform_store() {
  static PlatformStore store;
  return store;
}

TextStore& null_store() {
  static NullStore store;
  return store;
}

}  // namespace canasta::frontend
