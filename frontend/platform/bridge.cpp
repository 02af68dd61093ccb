#include "frontend/platform/bridge.h"

#include <cstdio>
#include <cstdlib>
#include <map>
#include <utility>

#include "frontend/platform/platform.h"

namespace canasta::frontend {

bool PagePort::post(const JsonValue& message) {
  const std::string text = to_json(message);
  if (sink_) return sink_(text);
  return post_text_to_page(text);
}

JsonValue page_message(std::string_view type) {
  JsonValue message = JsonValue::object();
  message.set("type", JsonValue::string(type));
  return message;
}

void PagePort::announce(const std::string& text) { frontend::announce(this, text); }

void announce(PagePort* page, const std::string& text) {
  JsonValue message = page_message(to_page::kAnnounce);
  message.set("text", JsonValue::string(text));
  const bool taken = page && page->post(message);
  if (!taken && std::getenv("CANASTA_QUIET") == nullptr) std::fprintf(stderr, "%s\n", text.c_str());
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

PageSubscription::PageSubscription(PagePort& port, std::string_view type, PageHandler handler)
    : port_(&port), type_(type) {
  // Two live takers of one kind of message is a mistake in the code: the
  // newest would silently take every answer from the older (a guest table's
  // coach once took the local game's hints that way). Say so and stop.
  if (port.handlers_.count(type_) != 0) {
    std::fprintf(stderr, "Canasta: two live subscribers to the page's \"%s\" messages.\n", type_.c_str());
    std::abort();
  }
  token_ = ++port.last_token_;
  port.handlers_[type_] = {token_, std::move(handler)};
}

PageSubscription::~PageSubscription() {
  if (token_ == 0) return;
  const auto it = port_->handlers_.find(type_);
  if (it != port_->handlers_.end() && it->second.token == token_) port_->handlers_.erase(it);
}

PageSubscription::PageSubscription(PageSubscription&& other) noexcept
    : port_(other.port_), type_(std::move(other.type_)), token_(std::exchange(other.token_, 0)) {}

PageSubscription& PageSubscription::operator=(PageSubscription&& other) noexcept {
  if (this != &other) {
    PageSubscription dropped(std::move(*this));
    port_ = other.port_;
    type_ = std::move(other.type_);
    token_ = std::exchange(other.token_, 0);
  }
  return *this;
}

std::string PagePort::receive(std::string_view text) {
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
  const auto it = handlers_.find(*type);
  if (it == handlers_.end())
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

}  // namespace canasta::frontend
