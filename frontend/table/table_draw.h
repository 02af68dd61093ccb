// What drawing the table is given: the model to draw, the hand's order,
// the layout, the art and the moment's state of animations, focus and
// marks. table_view.h draws the table with it and cut_strip.h the dealer's
// cut: kept apart from table_view.h so that the cut strip, which the table
// draws, does not include the table's view back (they included each other).
#pragma once

#include <utility>
#include <vector>

#include "engine/card.h"
#include "frontend/session/table_model.h"
#include "frontend/table/card_art.h"
#include "frontend/table/draw_util.h"
#include "frontend/table/hand_order.h"
#include "frontend/table/table_layout.h"
#include "frontend/table/text.h"

namespace canasta::frontend {

enum class Action { kMeld, kDiscard, kAsk, kDeclare, kHint, kSort, kUndo, kYes, kNo, kPass, kNextDeal };

struct ActionButton {
  Action action = Action::kMeld;
  bool enabled = false;
  bool primary = false;
};

struct Target;       // table_view.h
struct MarkedPlace;  // table_view.h

struct TableDraw {
  const TableModel* game = nullptr;
  const HandOrder* hand = nullptr;
  const TableLayout* layout = nullptr;
  const Theme* theme = nullptr;
  const CardArt* cards = nullptr;
  const TextRenderer* text = nullptr;
  std::vector<ActionButton> actions;
  const Target* focus = nullptr;  // keyboard focus, or null
  int dragging = -1;              // hand card being dragged (drawn elsewhere)
  bool hide_pile_top = false;     // a card is flying onto the pile
  std::vector<bool> hidden_hand;  // hand cards still flying in (drawn by the animation)
  std::vector<std::pair<int, int>> hidden_meld_cards;  // (side, code) still flying to a meld
  double now_ms = 0;
  const std::vector<Card>* marked = nullptr;  // cards outlined wherever they lie (page option highlight)
  std::vector<MarkedPlace>* marked_places = nullptr;  // filled with where each was drawn, when given
  bool log = true;                            // the latest moves under the message (not in an example)
  bool lesson_replying = false;               // a lesson plays the other seats' replies
  int cut_place = 0;                          // the viewer's cut being chosen (cut_strip.h), 0: none
};

}  // namespace canasta::frontend
