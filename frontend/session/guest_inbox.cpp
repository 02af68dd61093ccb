#include "frontend/session/guest_inbox.h"

#include "engine/verdict.h"
#include "frontend/words/reason_text.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

GuestInbox::GuestInbox(PagePort& page, GuestTable& table, const TableSource& local) : table_(table), local_(local) {
  subscriptions_ = {
      PageSubscription(page, to_table::kGuestSeats, [this](const JsonValue& m) { return seats(m); }),
      PageSubscription(page, to_table::kGuestView, [this](const JsonValue& m) { return view(m); }),
      PageSubscription(page, to_table::kGuestTurn, [this](const JsonValue& m) { return turn(m); }),
      PageSubscription(page, to_table::kGuestCancel,
                       [this](const JsonValue&) { return guest_only(&GuestTable::guest_cancel); }),
      PageSubscription(page, to_table::kGuestRefused,
                       [this](const JsonValue& m) {
                         if (!table_.active()) return reply_error("This table is no guest's.");
                         return refused(m);
                       }),
      PageSubscription(page, to_table::kGuestEnded,
                       [this](const JsonValue&) { return guest_only(&GuestTable::guest_ended); }),
  };
}

// The host's verdict on this device's move, worded here in this table's
// language; a refusal without one (a move the host could not read) says the
// catch-all.
JsonValue GuestInbox::refused(const JsonValue& message) {
  const JsonValue* verdict = message.find("verdict");
  const std::optional<Verdict> read = verdict ? verdict_from_json(*verdict) : std::nullopt;
  if (verdict && !read) return reply_error("The host's verdict is not one of the engine's reasons.");
  table_.guest_refused(read ? reason_text(*read) : std::string(tr(S::kWhyNotAllowed)));
  return reply_ok();
}

JsonValue GuestInbox::seats(const JsonValue& message) {
  Reading<GuestSeats> read = read_guest_seats(message);
  if (!read.answer) return reply_error(read.refusal);
  table_.open(local_);
  table_.guest_seats(*read.answer);
  return reply_ok();
}

JsonValue GuestInbox::view(const JsonValue& message) {
  if (!table_.active()) return reply_error("This table is no guest's: its seats come first.");
  Reading<GuestView> read = read_guest_view(message, table_.guest_mine());
  if (!read.answer) return reply_error(read.refusal);
  if (auto problem = table_.guest_view(*read.answer)) return reply_error(*problem);
  return reply_ok();
}

JsonValue GuestInbox::turn(const JsonValue& message) {
  if (!table_.active()) return reply_error("This table is no guest's: its seats come first.");
  Reading<GuestTurn> read = read_guest_turn(message, table_.guest_mine());
  if (!read.answer) return reply_error(read.refusal);
  table_.guest_turn(std::move(*read.answer));
  return reply_ok();
}

JsonValue GuestInbox::guest_only(void (GuestTable::*then)()) {
  if (!table_.active()) return reply_error("This table is no guest's.");
  (table_.*then)();
  return reply_ok();
}

}  // namespace canasta::frontend
