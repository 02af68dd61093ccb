#include "engine/json.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "engine/problem.h"
#include "engine/text_util.h"

namespace canasta {

namespace {

// Length of the valid UTF-8 sequence starting at text[i], or 0 if invalid
// (overlong forms, surrogates and code points above U+10FFFF are invalid).
size_t utf8_sequence_length(std::string_view text, size_t i) {
  const auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  const unsigned char b0 = byte(i);
  if (b0 < 0x80) return 1;
  size_t n = 0;
  uint32_t code = 0;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2;
    code = b0 & 0x1F;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3;
    code = b0 & 0x0F;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4;
    code = b0 & 0x07;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  for (size_t k = 1; k < n; ++k) {
    if ((byte(i + k) & 0xC0) != 0x80) return 0;
    code = (code << 6) | (byte(i + k) & 0x3F);
  }
  if ((n == 3 && code < 0x800) || (n == 4 && code < 0x10000) || code > 0x10FFFF ||
      (code >= 0xD800 && code <= 0xDFFF))
    return 0;
  return n;
}

void append_utf8(std::string& out, uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

void append_value(std::string& out, const JsonValue& value) {
  switch (value.type()) {
    case JsonValue::Type::Null: out += "null"; return;
    case JsonValue::Type::Bool: out += value.as_bool() ? "true" : "false"; return;
    case JsonValue::Type::Number: out += value.text(); return;
    case JsonValue::Type::String: append_json_string(out, value.text()); return;
    case JsonValue::Type::Array: {
      out += '[';
      bool first = true;
      for (const JsonValue& item : value.items()) {
        if (!first) out += ',';
        first = false;
        append_value(out, item);
      }
      out += ']';
      return;
    }
    case JsonValue::Type::Object: {
      out += '{';
      bool first = true;
      for (const JsonMember& member : value.members()) {
        if (!first) out += ',';
        first = false;
        append_json_string(out, member.key);
        out += ':';
        append_value(out, member.value);
      }
      out += '}';
      return;
    }
  }
}

}  // namespace

// Recursive descent over the input; every failure records the first error and
// unwinds by returning false.
class JsonParser {
 public:
  JsonParser(std::string_view text, const JsonLimits& limits) : text_(text), limits_(limits) {}

  std::optional<JsonValue> run(Problem* error) {
    JsonValue value;
    if (text_.size() > limits_.max_bytes) {
      fail_at(0, "jsonTooLong", {{"max", std::to_string(limits_.max_bytes)}});
    } else {
      skip_space();
      if (parse_value(value, 0)) {
        skip_space();
        if (pos_ != text_.size()) fail("jsonAfterValue");
      }
    }
    if (!error_) return value;
    if (error) *error = std::move(*error_);
    return std::nullopt;
  }

 private:
  bool fail(const char* id, std::initializer_list<TextValue> values = {}) { return fail_at(pos_, id, values); }
  bool fail_at(size_t at, const char* id, std::initializer_list<TextValue> values = {}) {
    if (!error_) error_ = Problem::because("jsonAt", Problem::of(id, values), {{"byte", std::to_string(at)}});
    return false;
  }
  bool at_end() const { return pos_ >= text_.size(); }
  char peek() const { return at_end() ? '\0' : text_[pos_]; }

  void skip_space() {
    while (!at_end() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
      ++pos_;
  }

  bool literal(std::string_view word) {
    if (text_.substr(pos_, word.size()) != word) return fail("jsonUnknownWord");
    pos_ += word.size();
    return true;
  }

  bool parse_value(JsonValue& out, int depth) {
    if (at_end()) return fail("jsonEnd");
    switch (peek()) {
      case '{': return parse_object(out, depth + 1);
      case '[': return parse_array(out, depth + 1);
      case '"': out.type_ = JsonValue::Type::String; return parse_string(out.text_);
      case 't': out = JsonValue::boolean(true); return literal("true");
      case 'f': out = JsonValue::boolean(false); return literal("false");
      case 'n': out = JsonValue(); return literal("null");
      default:
        if (peek() == '-' || is_digit(peek())) return parse_number(out);
        return fail("jsonCharacter");
    }
  }

  bool parse_array(JsonValue& out, int depth) {
    if (depth > limits_.max_depth)
      return fail("jsonDepth", {{"max", std::to_string(limits_.max_depth)}});
    out = JsonValue::array();
    ++pos_;
    skip_space();
    if (peek() == ']') {
      ++pos_;
      return true;
    }
    while (true) {
      JsonValue item;
      skip_space();
      if (!parse_value(item, depth)) return false;
      out.items_.push_back(std::move(item));
      skip_space();
      if (peek() == ',') {
        ++pos_;
        continue;
      }
      if (peek() == ']') {
        ++pos_;
        return true;
      }
      return fail("jsonArray");
    }
  }

  bool parse_object(JsonValue& out, int depth) {
    if (depth > limits_.max_depth)
      return fail("jsonDepth", {{"max", std::to_string(limits_.max_depth)}});
    out = JsonValue::object();
    ++pos_;
    skip_space();
    if (peek() == '}') {
      ++pos_;
      return true;
    }
    std::vector<size_t> key_offsets;  // where each member's key starts, for the duplicate error
    while (true) {
      skip_space();
      if (peek() != '"') return fail("jsonKey");
      key_offsets.push_back(pos_);
      std::string key;
      if (!parse_string(key)) return false;
      skip_space();
      if (peek() != ':') return fail("jsonColon");
      ++pos_;
      skip_space();
      JsonValue value;
      if (!parse_value(value, depth)) return false;
      out.members_.push_back(JsonMember{std::move(key), std::move(value)});
      skip_space();
      if (peek() == ',') {
        ++pos_;
        continue;
      }
      if (peek() == '}') {
        ++pos_;
        return check_unique_keys(out.members_, key_offsets);
      }
      return fail("jsonObject");
    }
  }

  // Refuses an object that names a key twice, pointing at the first repeat.
  // The keys are sorted (stably, so each repeat follows its first use):
  // n log n key comparisons, where asking every earlier key would be
  // quadratic (an 830 KB object took 15 s that way).
  bool check_unique_keys(const std::vector<JsonMember>& members, const std::vector<size_t>& offsets) {
    std::vector<uint32_t> order(members.size());
    for (uint32_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](uint32_t a, uint32_t b) { return members[a].key < members[b].key; });
    std::optional<uint32_t> first_repeat;
    for (size_t i = 1; i < order.size(); ++i) {
      if (members[order[i]].key != members[order[i - 1]].key) continue;
      if (!first_repeat || order[i] < *first_repeat) first_repeat = order[i];
    }
    if (!first_repeat) return true;
    return fail_at(offsets[*first_repeat], "jsonDuplicateKey", {{"key", quoted(members[*first_repeat].key)}});
  }

  bool parse_hex4(uint32_t& code) {
    if (pos_ + 4 > text_.size()) return fail("jsonHexDigits");
    code = 0;
    for (int k = 0; k < 4; ++k) {
      const char c = text_[pos_++];
      code <<= 4;
      if (is_digit(c))
        code |= static_cast<uint32_t>(c - '0');
      else if (c >= 'a' && c <= 'f')
        code |= static_cast<uint32_t>(c - 'a' + 10);
      else if (c >= 'A' && c <= 'F')
        code |= static_cast<uint32_t>(c - 'A' + 10);
      else
        return fail_at(pos_ - 1, "jsonHexDigits");
    }
    return true;
  }

  bool parse_escape(std::string& out) {
    const char c = peek();
    ++pos_;
    switch (c) {
      case '"': out += '"'; return true;
      case '\\': out += '\\'; return true;
      case '/': out += '/'; return true;
      case 'b': out += '\b'; return true;
      case 'f': out += '\f'; return true;
      case 'n': out += '\n'; return true;
      case 'r': out += '\r'; return true;
      case 't': out += '\t'; return true;
      case 'u': break;
      default: return fail_at(pos_ - 1, "jsonEscape");
    }
    uint32_t code = 0;
    if (!parse_hex4(code)) return false;
    if (code >= 0xDC00 && code <= 0xDFFF) return fail("jsonLowSurrogate");
    if (code >= 0xD800 && code <= 0xDBFF) {
      if (text_.substr(pos_, 2) != "\\u") return fail("jsonHighSurrogate");
      pos_ += 2;
      uint32_t low = 0;
      if (!parse_hex4(low)) return false;
      if (low < 0xDC00 || low > 0xDFFF) return fail("jsonHighSurrogate");
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
    }
    append_utf8(out, code);
    return true;
  }

  bool parse_string(std::string& out) {
    ++pos_;  // opening quote
    while (true) {
      if (at_end()) return fail("jsonUnterminated");
      const char c = peek();
      if (c == '"') {
        ++pos_;
        return true;
      }
      if (c == '\\') {
        ++pos_;
        if (at_end()) return fail("jsonUnterminated");
        if (!parse_escape(out)) return false;
        continue;
      }
      if (static_cast<unsigned char>(c) < 0x20) return fail("jsonControl");
      const size_t n = utf8_sequence_length(text_, pos_);
      if (n == 0) return fail("jsonUtf8");
      out.append(text_.substr(pos_, n));
      pos_ += n;
    }
  }

  bool parse_number(JsonValue& out) {
    const size_t start = pos_;
    if (peek() == '-') ++pos_;
    if (peek() == '0') {
      ++pos_;
      if (is_digit(peek())) return fail("jsonLeadingZeros");
    } else if (is_digit(peek())) {
      while (is_digit(peek())) ++pos_;
    } else {
      return fail("jsonDigit");
    }
    if (peek() == '.') {
      ++pos_;
      if (!is_digit(peek())) return fail("jsonDecimal");
      while (is_digit(peek())) ++pos_;
    }
    if (peek() == 'e' || peek() == 'E') {
      ++pos_;
      if (peek() == '+' || peek() == '-') ++pos_;
      if (!is_digit(peek())) return fail("jsonExponent");
      while (is_digit(peek())) ++pos_;
    }
    out = JsonValue();
    out.type_ = JsonValue::Type::Number;
    out.text_ = std::string(text_.substr(start, pos_ - start));
    return true;
  }

  std::string_view text_;
  JsonLimits limits_;
  size_t pos_ = 0;
  std::optional<Problem> error_;
};

JsonValue::~JsonValue() = default;
JsonValue::JsonValue(const JsonValue& other) = default;
JsonValue::JsonValue(JsonValue&& other) noexcept = default;
JsonValue& JsonValue::operator=(const JsonValue& other) = default;
JsonValue& JsonValue::operator=(JsonValue&& other) noexcept = default;

JsonValue JsonValue::boolean(bool value) {
  JsonValue v;
  v.type_ = Type::Bool;
  v.bool_ = value;
  return v;
}

JsonValue JsonValue::number(int64_t value) {
  JsonValue v;
  v.type_ = Type::Number;
  v.text_ = std::to_string(value);
  return v;
}

JsonValue JsonValue::number_unsigned(uint64_t value) {
  JsonValue v;
  v.type_ = Type::Number;
  v.text_ = std::to_string(value);
  return v;
}

JsonValue JsonValue::number_fixed(double value, int decimals) {
  const int digits = decimals < 0 ? 0 : decimals > 9 ? 9 : decimals;
  if (!std::isfinite(value)) value = 0;
  int64_t unit = 1;
  for (int i = 0; i < digits; ++i) unit *= 10;
  const double scaled = std::round(value * static_cast<double>(unit));
  JsonValue v;
  v.type_ = Type::Number;
  if (std::fabs(scaled) >= 9e15) {  // beyond exact integers: printf's digits
    char text[330];                   // the largest double has 309 digits before the point
    std::snprintf(text, sizeof text, "%.*f", digits, value);
    v.text_ = text;
    return v;
  }
  // Whole units of the last digit: a few integer divisions instead of a
  // printf per number (the table publishes hundreds of them a frame).
  const auto units = static_cast<uint64_t>(std::fabs(scaled));
  if (std::signbit(scaled)) v.text_ += '-';
  v.text_ += std::to_string(units / static_cast<uint64_t>(unit));
  if (digits > 0) {
    const std::string fraction = std::to_string(units % static_cast<uint64_t>(unit));
    v.text_ += '.';
    v.text_.append(static_cast<size_t>(digits) - fraction.size(), '0');
    v.text_ += fraction;
  }
  return v;
}

JsonValue JsonValue::string(std::string_view text) {
  JsonValue v;
  v.type_ = Type::String;
  v.text_ = std::string(text);
  return v;
}

JsonValue JsonValue::array() {
  JsonValue v;
  v.type_ = Type::Array;
  return v;
}

JsonValue JsonValue::object() {
  JsonValue v;
  v.type_ = Type::Object;
  return v;
}

std::optional<uint64_t> JsonValue::as_uint() const {
  if (type_ != Type::Number || text_.empty() || text_.size() > 20) return std::nullopt;
  uint64_t n = 0;
  for (char c : text_) {
    if (!is_digit(c)) return std::nullopt;
    const uint64_t digit = static_cast<uint64_t>(c - '0');
    if (n > (UINT64_MAX - digit) / 10) return std::nullopt;
    n = n * 10 + digit;
  }
  return n;
}

std::optional<int64_t> JsonValue::as_int() const {
  if (type_ != Type::Number) return std::nullopt;
  const bool negative = !text_.empty() && text_[0] == '-';
  JsonValue magnitude;
  magnitude.type_ = Type::Number;
  magnitude.text_ = negative ? text_.substr(1) : text_;
  const std::optional<uint64_t> m = magnitude.as_uint();
  if (!m) return std::nullopt;
  constexpr uint64_t kMaxPositive = static_cast<uint64_t>(INT64_MAX);
  if (!negative) {
    if (*m > kMaxPositive) return std::nullopt;
    return static_cast<int64_t>(*m);
  }
  if (*m > kMaxPositive + 1) return std::nullopt;
  if (*m == kMaxPositive + 1) return INT64_MIN;
  return -static_cast<int64_t>(*m);
}

const JsonValue* JsonValue::find(std::string_view key) const {
  for (const JsonMember& member : members_)
    if (member.key == key) return &member.value;
  return nullptr;
}

JsonValue& JsonValue::push(JsonValue value) {
  if (type_ == Type::Array) items_.push_back(std::move(value));
  return *this;
}

JsonValue& JsonValue::set(std::string_view key, JsonValue value) {
  if (type_ != Type::Object) return *this;
  for (JsonMember& member : members_) {
    if (member.key == key) {
      member.value = std::move(value);
      return *this;
    }
  }
  members_.push_back(JsonMember{std::string(key), std::move(value)});
  return *this;
}

bool operator==(const JsonValue& a, const JsonValue& b) {
  return a.type_ == b.type_ && a.bool_ == b.bool_ && a.text_ == b.text_ && a.items_ == b.items_ &&
         a.members_ == b.members_;
}

std::optional<JsonValue> parse_json(std::string_view text, Problem* error, const JsonLimits& limits) {
  return JsonParser(text, limits).run(error);
}

std::optional<JsonValue> parse_json(std::string_view text, std::string* error, const JsonLimits& limits) {
  Problem problem;
  std::optional<JsonValue> value = JsonParser(text, limits).run(&problem);
  if (!value && error) *error = problem.text();
  return value;
}

JsonValue problem_to_json(const Problem& problem) {
  JsonValue json = JsonValue::object();
  json.set("id", JsonValue::string(problem.id));
  for (const TextValue& v : problem.values) json.set(v.key, JsonValue::string(v.value));
  for (const Problem::Part& p : problem.parts) json.set(p.key, problem_to_json(p.problem));
  return json;
}

void append_json_string(std::string& out, std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += '"';
  size_t i = 0;
  while (i < text.size()) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c == '\b') {
      out += "\\b";
    } else if (c == '\f') {
      out += "\\f";
    } else if (c < 0x20) {
      out += "\\u00";
      out += kHex[c >> 4];
      out += kHex[c & 0xF];
    } else if (c >= 0x80) {
      const size_t n = utf8_sequence_length(text, i);
      if (n == 0) {
        out += "\xEF\xBF\xBD";  // U+FFFD
        ++i;
        continue;
      }
      out.append(text.substr(i, n));
      i += n;
      continue;
    } else {
      out += static_cast<char>(c);
    }
    ++i;
  }
  out += '"';
}

std::string to_json(const JsonValue& value) {
  std::string out;
  append_value(out, value);
  return out;
}

}  // namespace canasta
