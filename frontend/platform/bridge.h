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
// Table -> page: post_to_page; Module.onTableMessage(text) answers whether it
// took the message. Page -> table: canasta_message(bytes, size); the reply is
// {"ok":true} or {"ok":false,"error":sentence}, with "verdict"
// (engine/verdict.h's JSON) when the engine refused a seatMove's move.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

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

// Posts a message to the page; true when the page took it (a request the
// page does not take is answered by the table itself). Natively it goes to
// the test page (set_test_page), else nowhere.
bool post_to_page(const JsonValue& message);
// A message of `type` with no other field.
JsonValue page_message(std::string_view type);

// A line for the live region (screen readers): the announce message;
// natively, with no page, standard error (unless CANASTA_QUIET is set).
void announce(const std::string& text);

// What the table answers a page message with.
JsonValue reply_ok();
JsonValue reply_error(std::string sentence);

// Handles the page's messages of one type: the handler returns the reply.
// One live handler a type: subscribing a second while the first lives
// aborts with the type named (drop the old one first).
using PageHandler = std::function<JsonValue(const JsonValue& message)>;
class PageSubscription {
 public:
  PageSubscription() = default;
  PageSubscription(std::string_view type, PageHandler handler);
  ~PageSubscription();
  PageSubscription(const PageSubscription&) = delete;
  PageSubscription& operator=(const PageSubscription&) = delete;
  PageSubscription(PageSubscription&& other) noexcept;
  PageSubscription& operator=(PageSubscription&& other) noexcept;

 private:
  std::string type_;
  int token_ = 0;
};

// Reads one message of the page (the export canasta_message calls it) and
// returns the reply's JSON text: the handler's, or why it was refused (too
// long, not JSON, no type, a type nobody handles).
std::string receive_page_message(std::string_view text);

// The fields of a page message, checked: nullopt when missing or of another
// kind.
std::optional<int64_t> int_field(const JsonValue& message, std::string_view name);
std::optional<std::string> string_field(const JsonValue& message, std::string_view name);

// Natively: where the table's messages go (tests play the page); returns
// whether the page took each. nullptr: nowhere.
using TestPage = std::function<bool(const std::string& message)>;
void set_test_page(TestPage page);

}  // namespace canasta::frontend
