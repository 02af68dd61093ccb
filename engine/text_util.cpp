#include "engine/text_util.h"

namespace canasta {

namespace {

// Length of the valid UTF-8 sequence starting at text[i], or 0 when the
// bytes there are not one (overlong forms, surrogates and values above
// U+10FFFF are refused, as the standard requires).
size_t utf8_length(std::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char c = byte(i);
  size_t n = 0;
  unsigned char lo = 0x80, hi = 0xBF;
  if (c >= 0xC2 && c <= 0xDF) {
    n = 2;
  } else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  if (byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (size_t k = 2; k < n; ++k)
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  return n;
}

// Appends text[i...] escaped (quotes and backslashes too when `quotes`);
// returns the number of bytes consumed.
size_t append_escaped(std::string& out, std::string_view text, size_t i, bool quotes) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  const unsigned char c = static_cast<unsigned char>(text[i]);
  if (c == '\n') { out += "\\n"; return 1; }
  if (c == '\r') { out += "\\r"; return 1; }
  if (c == '\t') { out += "\\t"; return 1; }
  if (quotes && (c == '"' || c == '\\')) {
    out += '\\';
    out += static_cast<char>(c);
    return 1;
  }
  if (c >= 0x20 && c != 0x7F && c < 0x80) {
    out += static_cast<char>(c);
    return 1;
  }
  if (c >= 0x80) {
    const size_t n = utf8_length(text, i);
    if (n > 0) {
      out.append(text.substr(i, n));
      return n;
    }
  }
  out += "\\x";
  out += kHex[c >> 4];
  out += kHex[c & 15];
  return 1;
}

}  // namespace

std::string_view trim(std::string_view text) {
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  if (text.empty()) return parts;
  while (true) {
    const size_t at = text.find(separator);
    parts.push_back(text.substr(0, at));
    if (at == std::string_view::npos) break;
    text.remove_prefix(at + 1);
  }
  return parts;
}

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(text[i])) ++i;
    size_t j = i;
    while (j < text.size() && !is_space(text[j])) ++j;
    if (j > i) words.push_back(text.substr(i, j - i));
    i = j;
  }
  return words;
}

std::string_view first_word(std::string_view text, std::string_view& rest) {
  text = trim(text);
  size_t end = 0;
  while (end < text.size() && !is_space(text[end])) ++end;
  rest = trim(text.substr(end));
  return text.substr(0, end);
}

std::optional<KeyValue> split_key_value(std::string_view word) {
  const size_t eq = word.find('=');
  if (eq == std::string_view::npos) return std::nullopt;
  return KeyValue{word.substr(0, eq), word.substr(eq + 1)};
}

std::optional<uint64_t> parse_uint64(std::string_view text) {
  if (text.empty() || text.size() > 20) return std::nullopt;
  uint64_t n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (n > (UINT64_MAX - digit) / 10) return std::nullopt;
    n = n * 10 + digit;
  }
  return n;
}

std::optional<int64_t> parse_int(std::string_view text, int64_t lo, int64_t hi) {
  const bool negative = !text.empty() && text.front() == '-';
  if (negative) text.remove_prefix(1);
  const std::optional<uint64_t> magnitude = parse_uint64(text);
  if (!magnitude) return std::nullopt;
  const uint64_t limit = negative ? static_cast<uint64_t>(INT64_MAX) + 1 : static_cast<uint64_t>(INT64_MAX);
  if (*magnitude > limit) return std::nullopt;
  const int64_t value = negative ? static_cast<int64_t>(0 - *magnitude) : static_cast<int64_t>(*magnitude);
  if (value < lo || value > hi) return std::nullopt;
  return value;
}

std::string quoted(std::string_view text, size_t max_chars) {
  std::string out = "\"";
  size_t i = 0;
  size_t shown = 0;
  while (i < text.size() && shown < max_chars) {
    i += append_escaped(out, text, i, true);
    ++shown;
  }
  if (i < text.size()) out += "...";
  return out + "\"";
}

std::string escape_line(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (size_t i = 0; i < text.size();) i += append_escaped(out, text, i, false);
  return out;
}

}  // namespace canasta
