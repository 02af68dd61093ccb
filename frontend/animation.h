// Cards in flight: dealing, drawing, taking the pile, melding, discarding.
// A flight is a card moving from one rectangle to another over a time span
// with an ease-out curve; the table underneath already shows the new state,
// and hides the few places a card has not yet landed on.
#pragma once

#include <SDL.h>

#include <utility>
#include <vector>

#include "frontend/card_art.h"
#include "frontend/table_layout.h"

namespace canasta::frontend {

struct Flight {
  int code = kBackBlue;
  Rect from, to;
  double start_ms = 0, duration_ms = 0;
  bool to_pile = false;  // the pile's top is hidden until it lands
  int to_hand = -1;      // that hand card is hidden until it lands
  int to_meld_side = -1; // this card of that side's melds is hidden until it lands
};

class Animator {
 public:
  void add(const Flight& f) { flights_.push_back(f); }
  void clear() { flights_.clear(); }
  // Drops finished flights; true while any flies (or waits to start).
  bool update(double now_ms);
  bool busy() const { return !flights_.empty(); }
  bool pile_pending(double now_ms) const;
  bool hand_pending(int index, double now_ms) const;
  // (side, card code) of every card still flying to a meld.
  std::vector<std::pair<int, int>> pending_meld_cards(double now_ms) const;
  void draw(SDL_Renderer* renderer, const CardArt& cards, double now_ms) const;

 private:
  std::vector<Flight> flights_;
};

// Where a flight is at `t` in [0, 1] (ease-out cubic, a slight arc).
Rect flight_rect(const Flight& f, double t);

}  // namespace canasta::frontend
