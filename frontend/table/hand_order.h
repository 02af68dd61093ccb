// The viewer's hand as the table shows it: the player's own order (sorted by
// rank, or rearranged by dragging) and which cards are selected. The engine
// holds the hand as a multiset; sync() follows it, keeping the order of the
// cards that stay and slotting new ones in by rank.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/rules.h"

namespace canasta::frontend {

class HandOrder {
 public:
  // `engine_hand` in any order. Drops cards that left, keeps the rest where
  // they were, and inserts new cards before the first card that sorts after
  // them. The selection of the cards that stay is kept.
  void sync(const std::vector<Card>& engine_hand);
  // Sort toggles: by rank, or when the hand is already in that order, by
  // suit (clubs, diamonds, hearts, spades, each from the ace down), so every
  // press visibly changes the hand.
  void toggle_sort();
  // Moves the card at `from` so that it ends up at index `to`.
  void move(int from, int to);
  void clear() { cards_.clear(), selected_.clear(); }
  // Takes `cards` as the order, nothing selected (an order kept earlier;
  // sync() then follows the hand).
  void set_order(std::vector<Card> cards);

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

// The orders the people at this device keep their hands in during one deal,
// kept across a reload and a lesson: `key` names the deal, `hands` each
// seat's cards in order (empty: sorted). As text, "deal=<key>" then one
// "<seat>=Kc,Kd,2s" line a kept hand.
struct KeptOrders {
  std::string key;
  std::array<std::vector<Card>, kMaxPlayers> hands;
};
std::string kept_orders_to_text(const KeptOrders& orders);
// Nothing for text that is not ours (a damaged or planted storage value).
std::optional<KeptOrders> kept_orders_from_text(std::string_view text);

// Hand order: aces first down to fours, black threes, then deuces and jokers.
bool sorts_before(Card a, Card b);
// By suit: naturals by suit then rank, then threes, deuces and jokers.
bool sorts_before_by_suit(Card a, Card b);

}  // namespace canasta::frontend
