// What the frontend tests share when they play the page: a game's tables
// (the game, its lessons and its replays) registered for the page's calls
// while they live (as App does).
#pragma once

#include "frontend/app/web_api.h"
#include "frontend/session/table_choice.h"

namespace canasta::frontend::test {

struct PageTable {
  explicit PageTable(GameController& game) : tables(game, lessons, replay) { set_page_tables(&tables); }
  ~PageTable() { set_page_tables(nullptr); }
  PageTable(const PageTable&) = delete;
  PageTable& operator=(const PageTable&) = delete;
  // The table the page is shown.
  const EngineTable& shown() const { return tables.shown(); }

  LessonMode lessons;
  ReplayTable replay;
  TableChoice tables;
};

}  // namespace canasta::frontend::test
