// The viewer's hand as the table shows it: the player's own order (sorted by
// rank, or rearranged by dragging) and which cards are selected. The engine
// holds the hand as a multiset; sync() follows it, keeping the order of the
// cards that stay and slotting new ones in by rank.
#pragma once

#include <vector>

#include "engine/card.h"

namespace canasta::frontend {

class HandOrder {
 public:
  // `engine_hand` in any order. Drops cards that left, keeps the rest where
  // they were, and inserts new cards before the first card that sorts after
  // them. The selection of the cards that stay is kept.
  void sync(const std::vector<Card>& engine_hand);
  void sort_by_rank();
  // Sort toggles: by rank, or when the hand is already in that order, by
  // suit (clubs, diamonds, hearts, spades, each from the ace down), so every
  // press visibly changes the hand.
  void toggle_sort();
  // Moves the card at `from` so that it ends up at index `to`.
  void move(int from, int to);
  void clear() { cards_.clear(), selected_.clear(); }

  const std::vector<Card>& cards() const { return cards_; }
  int size() const { return static_cast<int>(cards_.size()); }
  bool selected(int i) const { return selected_[static_cast<size_t>(i)]; }
  void toggle(int i) { selected_[static_cast<size_t>(i)] = !selected_[static_cast<size_t>(i)]; }
  void select(int i, bool on) { selected_[static_cast<size_t>(i)] = on; }
  void clear_selection();
  int selected_count() const;
  std::vector<Card> selected_cards() const;
  // Selects one copy of each listed card (nothing else).
  void select_cards(const std::vector<Card>& cards);
  // Whether exactly these cards are selected, in any order (none: false).
  bool selection_is(std::vector<Card> cards) const;

 private:
  void sort_with(bool (*before)(Card, Card));
  std::vector<Card> cards_;
  std::vector<bool> selected_;
};

// Hand order: aces first down to fours, black threes, then deuces and jokers.
bool sorts_before(Card a, Card b);
// By suit: naturals by suit then rank, then threes, deuces and jokers.
bool sorts_before_by_suit(Card a, Card b);

}  // namespace canasta::frontend
