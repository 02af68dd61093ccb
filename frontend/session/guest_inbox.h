// The page's messages to an online guest's table (guest_feed.h lists them):
// each is read and checked (guest_feed.cpp) and handed to the game, or
// refused with a sentence that changes nothing. The first guestSeats makes
// the table a guest's (GameController::guest_seats).
#pragma once

#include <array>

#include "frontend/platform/bridge.h"
#include "frontend/session/game_controller.h"

namespace canasta::frontend {

class GuestInbox {
 public:
  explicit GuestInbox(GameController& game);

 private:
  JsonValue seats(const JsonValue& message);
  JsonValue view(const JsonValue& message);
  JsonValue turn(const JsonValue& message);
  JsonValue refused(const JsonValue& message);
  JsonValue guest_only(void (GameController::*then)());

  GameController& game_;
  std::array<PageSubscription, 6> subscriptions_;
};

}  // namespace canasta::frontend
