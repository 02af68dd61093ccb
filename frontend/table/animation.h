// Cards in flight: dealing, drawing, taking the pile, melding, discarding.
// A flight is a card moving from one rectangle to another over a time span
// with an ease-out curve; the table underneath already shows the new state,
// and hides the few places a card has not yet landed on.
#pragma once

#include <SDL.h>

#include <utility>
#include <vector>

#include "frontend/table/card_art.h"
#include "frontend/session/table_model.h"
#include "frontend/table/table_layout.h"

namespace canasta::frontend {

struct Flight {
  int code = kBackBlue;
  Rect from, to;
  double start_ms = 0, duration_ms = 0;
  bool to_pile = false;  // the pile's top is hidden until it lands
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
  // (side, card code) of every card still flying to a meld.
  std::vector<std::pair<int, int>> pending_meld_cards(double now_ms) const;
  void draw(SDL_Renderer* renderer, const CardArt& cards, double now_ms) const;

 private:
  std::vector<Flight> flights_;
};

// Where a flight is at `t` in [0, 1] (ease-out cubic, a slight arc).
Rect flight_rect(const Flight& f, double t);

// Where the player's hand cards were drawn last frame: a card the player
// melds or discards flies from its place there.
struct HandPlaces {
  std::vector<Rect> rects;
  std::vector<Card> cards;
};

// What flights need to know of the table.
struct FlightContext {
  const Observation& state;  // as it is now, after the moves
  int viewer = 0;  // whose view is drawn
  const TableLayout& layout;
  const HandPlaces& hand;
  double now_ms = 0;
  double flight_ms = 0;  // how long one card flies; 0: no flights
};

// Deals a new deal: eleven rounds of a card from the stock to every plate
// and to the hand. Returns when the last card lands (now_ms without flights).
double add_deal_flights(Animator& animator, const FlightContext& c);
// The moves just played: each card flies from where it was to where the
// move put it (a drawn card to the hand, the pile to its taker's melds, a
// meld's cards to their column, a discard to the pile).
void add_move_flights(Animator& animator, const FlightContext& c, const std::vector<PlayedMove>& played);

}  // namespace canasta::frontend
