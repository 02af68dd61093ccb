// The dealer's cut at the table (UY-50, option cut_bonus): a person dealing
// picks a place in the pack by dragging along it, tapping it, or with the
// arrow keys (one card, or ten with up and down), and cuts there on letting
// go, on the tap, or with Enter. What is said while choosing is the share of
// the pack, not the count: the count is said once the cut is made.
#include <algorithm>

#include "frontend/app/app.h"
#include "frontend/platform/bridge.h"
#include "frontend/table/cut_strip.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

bool App::targets_cut() const {
  return std::any_of(targets_.begin(), targets_.end(), [](const Target& t) { return t.kind == TargetKind::kCut; });
}

int App::cut_place() const {
  const int pack = table().view().stock_size();
  return cut_place_ > 0 && cut_place_ < pack ? cut_place_ : std::max(1, pack / 2);
}

void App::set_cut_place(int cut) {
  if (cut == cut_place()) return;
  cut_place_ = cut;
  ++ui_version_;
  page_.announce(format(S::kCutPlace, std::to_string(cut_percent(table().view().stock_size(), cut))));
}

// Keys while the viewer is to cut; false for keys the cut does not use.
bool App::cut_key(const SDL_Keysym& key) {
  if (!targets_cut()) return false;
  const int pack = table().view().stock_size();
  switch (key.sym) {
    case SDLK_LEFT: set_cut_place(cut_step(pack, cut_place(), -1)); return true;
    case SDLK_RIGHT: set_cut_place(cut_step(pack, cut_place(), 1)); return true;
    case SDLK_DOWN: set_cut_place(cut_step(pack, cut_place(), -10)); return true;
    case SDLK_UP: set_cut_place(cut_step(pack, cut_place(), 10)); return true;
    case SDLK_SPACE: case SDLK_RETURN: case SDLK_KP_ENTER:
      // A focused menu or button is pressed as always; otherwise Enter cuts.
      if (focus_.kind == TargetKind::kMenu || focus_.kind == TargetKind::kAction) return false;
      play(Move::cut(cut_place()));
      return true;
    default: return false;
  }
}

}  // namespace canasta::frontend
