#include "frontend/app/new_game_draft.h"

#include <algorithm>
#include <string>
#include <vector>

#include "engine/rules.h"
#include "frontend/session/game_choices.h"

namespace canasta::frontend {

namespace {

// The game's offered option `index` turned on or off, where the game offers
// it at this table size and the engine accepts the result.
void toggle_option(GameSetup& draft, int index) {
  const GameChoice& game = game_choice(draft.variant);
  if (index < 0 || index >= static_cast<int>(game.options.size())) return;
  const OfferedOption& offered = game.options[static_cast<size_t>(index)];
  if (!offered_at(offered, draft.players)) return;
  const std::string name(rule_option_name(offered.option));
  std::vector<std::string> kept;
  bool had = false;
  size_t pos = 0;
  const std::string& o = draft.options;
  while (pos < o.size()) {
    const size_t end = std::min(o.find(',', pos), o.size());
    const std::string part = o.substr(pos, end - pos);
    if (part == name) had = true;
    else if (!part.empty()) kept.push_back(part);
    pos = end + 1;
  }
  if (!had) kept.push_back(name);
  std::string joined;
  for (const auto& part : kept) joined += (joined.empty() ? "" : ",") + part;
  // Keep only combinations the engine accepts.
  if (make_rules(draft.variant, joined, nullptr)) draft.options = joined;
  // Six Uruguayan players sit down only with the Spanish pack: without it
  // the table shrinks to the nearest count it seats.
  draft.players = seated_players(draft.variant, draft.options, draft.players);
}

}  // namespace

void edit_draft(GameSetup& draft, const DialogAction& a) {
  using K = DialogActionKind;
  const bool seat_ok = a.seat >= 0 && a.seat < static_cast<int>(draft.seats.size());
  switch (a.kind) {
    case K::kPlayers:
      draft.players = allowed_players(draft.variant, a.players);
      draft.options = offered_options(draft.variant, draft.players,
                                      options_for_players(draft.variant, draft.options, draft.players));
      break;
    case K::kGame: {
      if (a.index < 0 || a.index >= static_cast<int>(game_choices().size())) break;
      const std::string_view variant = game_choices()[static_cast<size_t>(a.index)].variant;
      if (draft.variant != variant) draft.options.clear();  // each game has options of its own
      draft.variant = std::string(variant);
      draft.players = allowed_players(variant, draft.players);
      draft.options = offered_options(draft.variant, draft.players,
                                      options_for_players(draft.variant, draft.options, draft.players));
      break;
    }
    case K::kOption: toggle_option(draft, a.index); break;
    case K::kDraftUndo: draft.allow_undo = !draft.allow_undo; break;
    case K::kLevel:
      if (!seat_ok) break;
      draft.seats[static_cast<size_t>(a.seat)].kind = SeatKind::kComputer;
      draft.seats[static_cast<size_t>(a.seat)].level = a.level;
      break;
    case K::kPerson:
      if (seat_ok) draft.seats[static_cast<size_t>(a.seat)].kind = SeatKind::kLocal;
      break;
    default: break;
  }
}

}  // namespace canasta::frontend
