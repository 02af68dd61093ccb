// The hand as each person at this device arranged it: followed through the
// deal, and kept in the table's store ("hand") while a game is played,
// so that a reload, or a lesson and "Back to the game", finds the cards in
// the order the player made.
#include <algorithm>

#include "frontend/app/app.h"

namespace canasta::frontend {

namespace {

// The deal the orders belong to: the game's seed and rules and the deal's number.
std::string deal_key(const GameController& game) {
  const GameState& s = game.state();
  return std::to_string(s.seed()) + ":" + game.setup().variant + ":" + std::to_string(s.players()) + ":" +
         std::to_string(s.deal_number());
}

}  // namespace

void App::sync_hand() {
  const std::string key = table().mode() == TableMode::kPlay ? deal_key(game_) : std::string();
  if (key != hand_key_) {
    // Another deal on the table (a reload's, or the game back from a
    // lesson): its hands as they were kept, if they were.
    hand_key_ = key;
    clear_hands();
    if (!key.empty()) restore_hand_orders();
  }
  const int seat = table().handover() ? -1 : table().viewer_seat();
  if (seat != hand_seat_) {
    if (hand_seat_ >= 0 && hand_seat_ < kMaxPlayers) {
      hand_.clear_selection();
      kept_hands_[static_cast<size_t>(hand_seat_)] = hand_;
    }
    hand_ = seat >= 0 ? kept_hands_[static_cast<size_t>(seat)] : HandOrder{};
    hand_seat_ = seat;
    forget_hint();
    ++ui_version_;
  }
  if (seat >= 0) hand_.sync(table().shown_hand());
  if (!key.empty()) keep_hand_orders();
}

// A new game or deal: every hand is new.
void App::clear_hands() {
  hand_.clear();
  for (HandOrder& kept : kept_hands_) kept.clear();
}

void App::restore_hand_orders() {
  const std::optional<KeptOrders> kept = kept_orders_from_text(store_.load("hand"));
  kept_key_ = kept ? kept->key : std::string();
  if (!kept || kept->key != hand_key_) return;
  for (size_t seat = 0; seat < kept_hands_.size(); ++seat) kept_hands_[seat].set_order(kept->hands[seat]);
  if (hand_seat_ >= 0 && hand_seat_ < kMaxPlayers) hand_ = kept_hands_[static_cast<size_t>(hand_seat_)];
  kept_text_ = kept_orders_to_text(*kept);
}

// Stores the hands' order when it is the players' own (not the order cards
// are dealt in, by rank), or to follow an order stored for this deal.
void App::keep_hand_orders() {
  KeptOrders orders;
  orders.key = hand_key_;
  bool own = false;
  for (size_t seat = 0; seat < kept_hands_.size(); ++seat) {
    const HandOrder& hand = static_cast<int>(seat) == hand_seat_ ? hand_ : kept_hands_[seat];
    orders.hands[seat] = hand.cards();
    own = own || !std::is_sorted(hand.cards().begin(), hand.cards().end(), sorts_before);
  }
  if (!own && kept_key_ != hand_key_) return;
  std::string text = kept_orders_to_text(orders);
  if (text == kept_text_) return;
  store_.save("hand", text);
  kept_text_ = std::move(text);
  kept_key_ = hand_key_;
}

}  // namespace canasta::frontend
