// The page's messages to an online guest's table (guest_feed.h lists them):
// each is read and checked (guest_feed.cpp) and handed to the GuestTable, or
// refused with a sentence that changes nothing. The first guestSeats opens
// the guest's table in place of the local one (GuestTable::open).
#pragma once

#include <array>

#include "frontend/platform/bridge.h"
#include "frontend/session/guest_table.h"

namespace canasta::frontend {

class GuestInbox {
 public:
  // The page's messages come through `page`; `local`: the table the
  // guest's takes the place of.
  GuestInbox(PagePort& page, GuestTable& table, const TableSource& local);

 private:
  JsonValue seats(const JsonValue& message);
  JsonValue view(const JsonValue& message);
  JsonValue turn(const JsonValue& message);
  JsonValue refused(const JsonValue& message);
  JsonValue guest_only(void (GuestTable::*then)());

  GuestTable& table_;
  const TableSource& local_;
  std::array<PageSubscription, 6> subscriptions_;
};

}  // namespace canasta::frontend
