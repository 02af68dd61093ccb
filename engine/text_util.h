// Small text helpers shared by every reader of user text (notation, protocol,
// observations, the worker's commands, settings, command lines): one number
// parser, one tokenizer, one way to show untrusted text in a message.
// Everything here is linear in its input and never allocates more than the
// pieces it returns.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace canasta {

// Spaces, tabs, carriage returns and newlines.
constexpr bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

// `text` without leading and trailing spaces (is_space).
std::string_view trim(std::string_view text);

// The parts of `text` between the separators, empty parts kept ("a,,b" is
// three parts); an empty text has no parts.
std::vector<std::string_view> split(std::string_view text, char separator);

// The space-separated words of `text` (is_space), empty words dropped.
std::vector<std::string_view> split_words(std::string_view text);

// Splits off the first word; `rest` gets the trimmed remainder.
std::string_view first_word(std::string_view text, std::string_view& rest);

// "key=value" split at the first '='; nothing when there is no '='.
struct KeyValue {
  std::string_view key;
  std::string_view value;
};
std::optional<KeyValue> split_key_value(std::string_view word);

// A decimal number made only of digits (an optional leading '-' for
// parse_int), without overflow: nothing for anything else, including
// numbers outside [lo, hi] and above 2^64-1.
std::optional<uint64_t> parse_uint64(std::string_view text);
std::optional<int64_t> parse_int(std::string_view text, int64_t lo, int64_t hi);

// Untrusted text made safe to show inside a message: at most `max_chars`
// characters (then "..."), in double quotes, with control bytes, quotes,
// backslashes and bytes that are not valid UTF-8 written as escapes (\n,
// \", \\, \xNN), so an error line never carries a raw NUL or broken UTF-8.
std::string quoted(std::string_view text, size_t max_chars = 40);

// A message line made safe: control bytes and bytes that are not valid
// UTF-8 escaped as in quoted(); quotes and backslashes kept (the line may
// already hold quoted() pieces); no length limit.
std::string escape_line(std::string_view text);

}  // namespace canasta
