// What the frontend tests share when they play the page: a game's tables
// (the game, its lessons and its replays) that the page's calls act on
// while they live (as App's do), setSeat coming through `port` when given.
#pragma once

#include "frontend/app/web_api.h"
#include "frontend/session/table_choice.h"

namespace canasta::frontend::test {

struct PageTable {
  explicit PageTable(GameController& game, PagePort* port = nullptr)
      : tables(game, lessons, replay), calls(tables, port) {}
  PageTable(const PageTable&) = delete;
  PageTable& operator=(const PageTable&) = delete;
  // The table the page is shown.
  const EngineTable& shown() const { return tables.shown(); }

  LessonMode lessons;
  ReplayTable replay;
  TableChoice tables;
  PageCalls calls;
};

}  // namespace canasta::frontend::test
