// The one channel between the table and the page around it: typed messages,
// each one JSON object with a "type", parsed once on each side. Every message
// and field is declared in assets/messages/messages.txt (the bridge channel:
// what each means), from which the build makes the names used here
// (generated/messages/message_types.h: to_page::kView, to_table::kSeatMove) and
// the schema the page checks every message of the table against
// (web/site/page/message_check.js); the table checks the page's messages
// field by field where they arrive. Text crosses through the heap with its
// size (never a ccall string argument, which Emscripten 3.1.6 copies onto the
// stack).
//
// Table -> page: PagePort::post; Module.onTableMessage(text) answers whether
// it took the message. Page -> table: canasta_message(bytes, size), which
// the program's live port receives (app/web_api.cpp); the reply is
// {"ok":true} or {"ok":false,"error":sentence}, with "verdict"
// (engine/verdict.h's JSON) when the engine refused a seatMove's move.
#pragma once

#include <cstddef>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "engine/json.h"
#include "generated/messages/message_types.h"

namespace canasta::frontend {

// The bridge's message types, each way (the schema's bridge sections).
namespace to_page = msg::bridge_to_page;
namespace to_table = msg::bridge_to_table;
// The codes of the answers of the page's calls (web_api.cpp).
namespace answers = msg::answers_to_page;

// The longest message the page may send the table: its messages are a few
// short fields.
inline constexpr size_t kMaxPageMessageBytes = 16 * 1024;

// A message of `type` with no other field.
JsonValue page_message(std::string_view type);

// What the table answers a page message with.
JsonValue reply_ok();
JsonValue reply_error(std::string sentence);

using PageHandler = std::function<JsonValue(const JsonValue& message)>;
// Where a port's messages go instead of the page (tests play the page):
// returns whether the page took each.
using PageSink = std::function<bool(const std::string& message)>;

// The program's one port to the page: the table's messages go out through
// it and the page's come in to the handlers subscribed to it. The program
// owns it (main gives App one) and hands it by reference to what talks to
// the page; tests give their own, playing the page. It outlives every
// subscription to it.
class PagePort {
 public:
  // The platform's page (in the browser, Module.onTableMessage; natively
  // none, so nothing is taken).
  PagePort() = default;
  // `sink` plays the page.
  explicit PagePort(PageSink sink) : sink_(std::move(sink)) {}
  PagePort(const PagePort&) = delete;
  PagePort& operator=(const PagePort&) = delete;

  // Posts a message to the page; true when the page took it (a request the
  // page does not take is answered by the table itself).
  bool post(const JsonValue& message);
  // A line for the live region (screen readers): the announce message;
  // when the page does not take it, standard error (unless CANASTA_QUIET is set).
  void announce(const std::string& text);
  // Reads one message of the page (the export canasta_message brings it)
  // and returns the reply's JSON text: the handler's, or why it was refused
  // (too long, not JSON, no type, a type nobody handles).
  std::string receive(std::string_view text);

 private:
  friend class PageSubscription;
  struct Handler {
    int token = 0;
    PageHandler handle;
  };
  PageSink sink_;
  std::map<std::string, Handler, std::less<>> handlers_;
  int last_token_ = 0;
};

// The announcement of a table that may have no page (nullptr: natively,
// tests): as PagePort::announce, else standard error.
void announce(PagePort* page, const std::string& text);

// Handles the page's messages of one type that come through a port: the
// handler returns the reply. One live handler a type on a port: subscribing
// a second while the first lives aborts with the type named (drop the old
// one first).
class PageSubscription {
 public:
  PageSubscription() = default;
  PageSubscription(PagePort& port, std::string_view type, PageHandler handler);
  ~PageSubscription();
  PageSubscription(const PageSubscription&) = delete;
  PageSubscription& operator=(const PageSubscription&) = delete;
  PageSubscription(PageSubscription&& other) noexcept;
  PageSubscription& operator=(PageSubscription&& other) noexcept;

 private:
  PagePort* port_ = nullptr;
  std::string type_;
  int token_ = 0;
};

// The fields of a page message, checked: nullopt when missing or of another
// kind.
std::optional<int64_t> int_field(const JsonValue& message, std::string_view name);
std::optional<std::string> string_field(const JsonValue& message, std::string_view name);

}  // namespace canasta::frontend
