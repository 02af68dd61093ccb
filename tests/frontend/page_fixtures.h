// What the frontend tests share when they play the page: a table registered
// for the page's calls while it lives (as App does).
#pragma once

#include "frontend/platform/web_api.h"

namespace canasta::frontend::test {

struct PageTable {
  explicit PageTable(GameController& game) { set_page_table(&game); }
  ~PageTable() { set_page_table(nullptr); }
  PageTable(const PageTable&) = delete;
  PageTable& operator=(const PageTable&) = delete;
};

}  // namespace canasta::frontend::test
