#include "frontend/platform/bridge.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <utility>

#include "frontend/platform/platform.h"

namespace canasta::frontend {
namespace {

struct Handler {
  int token = 0;
  PageHandler handle;
};

std::map<std::string, Handler, std::less<>>& handlers() {
  static std::map<std::string, Handler, std::less<>> all;
  return all;
}

TestPage& test_page() {
  static TestPage page;
  return page;
}

int next_token() {
  static int token = 0;
  return ++token;
}

}  // namespace

bool post_to_page(const JsonValue& message) {
  const std::string text = to_json(message);
  if (test_page()) return test_page()(text);
  return post_text_to_page(text);
}

JsonValue page_message(std::string_view type) {
  JsonValue message = JsonValue::object();
  message.set("type", JsonValue::string(type));
  return message;
}

void announce(const std::string& text) {
  JsonValue message = page_message(to_page::kAnnounce);
  message.set("text", JsonValue::string(text));
  if (!post_to_page(message) && std::getenv("CANASTA_QUIET") == nullptr) std::fprintf(stderr, "%s\n", text.c_str());
}

JsonValue reply_ok() {
  JsonValue reply = JsonValue::object();
  reply.set("ok", JsonValue::boolean(true));
  return reply;
}

JsonValue reply_error(std::string sentence) {
  JsonValue reply = JsonValue::object();
  reply.set("ok", JsonValue::boolean(false));
  reply.set("error", JsonValue::string(sentence));
  return reply;
}

PageSubscription::PageSubscription(std::string_view type, PageHandler handler) : type_(type) {
  // Two live takers of one kind of message is a mistake in the code: the
  // newest would silently take every answer from the older (a guest table's
  // coach once took the local game's hints that way). Say so and stop.
  if (handlers().count(type_) != 0) {
    std::fprintf(stderr, "Canasta: two live subscribers to the page's \"%s\" messages.\n", type_.c_str());
    std::abort();
  }
  token_ = next_token();
  handlers()[type_] = {token_, std::move(handler)};
}

PageSubscription::~PageSubscription() {
  if (token_ == 0) return;
  const auto it = handlers().find(type_);
  if (it != handlers().end() && it->second.token == token_) handlers().erase(it);
}

PageSubscription::PageSubscription(PageSubscription&& other) noexcept
    : type_(std::move(other.type_)), token_(std::exchange(other.token_, 0)) {}

PageSubscription& PageSubscription::operator=(PageSubscription&& other) noexcept {
  if (this != &other) {
    PageSubscription dropped(std::move(*this));
    type_ = std::move(other.type_);
    token_ = std::exchange(other.token_, 0);
  }
  return *this;
}

std::string receive_page_message(std::string_view text) {
  if (text.size() > kMaxPageMessageBytes)
    return to_json(reply_error("The message is " + std::to_string(text.size()) + " bytes long; at most " +
                               std::to_string(kMaxPageMessageBytes) + " are accepted."));
  std::string problem;
  JsonLimits limits;
  limits.max_bytes = kMaxPageMessageBytes;
  limits.max_depth = 8;
  const std::optional<JsonValue> message = parse_json(text, &problem, limits);
  if (!message) return to_json(reply_error("The message is not valid JSON: " + problem));
  const std::optional<std::string> type = string_field(*message, "type");
  if (!type) return to_json(reply_error("The message has no \"type\"."));
  const auto it = handlers().find(*type);
  if (it == handlers().end())
    return to_json(reply_error("Nothing at the table takes a message of type \"" + type->substr(0, 30) + "\"."));
  // The handler may drop itself (a new game), so it runs from a copy.
  const PageHandler handle = it->second.handle;
  return to_json(handle(*message));
}

std::optional<int64_t> int_field(const JsonValue& message, std::string_view name) {
  const JsonValue* value = message.find(name);
  return value ? value->as_int() : std::nullopt;
}

std::optional<std::string> string_field(const JsonValue& message, std::string_view name) {
  const JsonValue* value = message.find(name);
  if (!value || !value->is_string()) return std::nullopt;
  return value->text();
}

void set_test_page(TestPage page) { test_page() = std::move(page); }

}  // namespace canasta::frontend
