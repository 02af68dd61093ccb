// A small, strict JSON value with a parser and a compact one-line writer, for
// game records and the text protocol's JSON answers.
//
// Parsing follows RFC 8259 strictly: no comments, no trailing commas, no
// leading zeros, no control characters in strings, only valid UTF-8, no
// duplicate keys in an object, nothing but whitespace after the value. Input
// size and nesting depth are limited (JsonLimits), so hostile input costs
// bounded time and stack and is answered with an error sentence that names
// the byte offset, never with a crash.
//
// Numbers keep the exact text they were written with; as_int/as_uint read it
// as an integer when it is one and fits. Writing a parsed value prints the
// same text back, so no floating-point formatting is ever involved. Objects
// keep their members in insertion order, which the writer follows.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace canasta {

struct JsonMember;

class JsonValue {
 public:
  enum class Type : uint8_t { Null, Bool, Number, String, Array, Object };

  JsonValue() = default;  // null
  // Copies, moves and destruction are out of line: a value holds three
  // containers, and their code inlined at every temporary made the page's
  // module measurably larger (tools/bench web).
  ~JsonValue();
  JsonValue(const JsonValue& other);
  JsonValue(JsonValue&& other) noexcept;
  JsonValue& operator=(const JsonValue& other);
  JsonValue& operator=(JsonValue&& other) noexcept;
  static JsonValue boolean(bool value);
  static JsonValue number(int64_t value);
  static JsonValue number_unsigned(uint64_t value);
  // `value` rounded to `decimals` (0 to 9) digits after the point, halves
  // away from zero, and written with all of them ("12.5", "-0.0", "3.000");
  // not a finite number is written as 0.
  static JsonValue number_fixed(double value, int decimals);
  static JsonValue string(std::string_view text);
  static JsonValue array();
  static JsonValue object();

  Type type() const { return type_; }
  bool is_bool() const { return type_ == Type::Bool; }
  bool is_number() const { return type_ == Type::Number; }
  bool is_string() const { return type_ == Type::String; }
  bool is_array() const { return type_ == Type::Array; }
  bool is_object() const { return type_ == Type::Object; }

  bool as_bool() const { return bool_; }  // false unless a true Bool
  // The integer a Number holds, if it is written as an integer and fits.
  std::optional<int64_t> as_int() const;
  std::optional<uint64_t> as_uint() const;
  // A String's text, or a Number's text as written; empty otherwise.
  const std::string& text() const { return text_; }
  // An Array's elements (empty for other types).
  const std::vector<JsonValue>& items() const { return items_; }
  // An Object's members in order (empty for other types).
  const std::vector<JsonMember>& members() const { return members_; }
  // The member named `key` of an Object, or nullptr.
  const JsonValue* find(std::string_view key) const;

  // Appends to an Array (no effect on other types).
  JsonValue& push(JsonValue value);
  // Sets a member of an Object, replacing one of the same name (no effect on
  // other types).
  JsonValue& set(std::string_view key, JsonValue value);

  friend bool operator==(const JsonValue& a, const JsonValue& b);

 private:
  friend class JsonParser;
  Type type_ = Type::Null;
  bool bool_ = false;
  std::string text_;
  std::vector<JsonValue> items_;
  std::vector<JsonMember> members_;
};

struct JsonMember {
  std::string key;
  JsonValue value;
  friend bool operator==(const JsonMember&, const JsonMember&) = default;
};

struct JsonLimits {
  size_t max_bytes = 1 << 20;  // longest accepted input
  int max_depth = 64;          // deepest nesting of arrays and objects
};

struct Problem;  // engine/problem.h

// Parses one JSON text. On failure returns nothing and sets `error` (when
// given) to why: a Problem (jsonAt, its byte and its cause: jsonColon...),
// or its English, "JSON error at byte 12: expected ':' after an object key."
std::optional<JsonValue> parse_json(std::string_view text, Problem* error, const JsonLimits& limits = JsonLimits());
std::optional<JsonValue> parse_json(std::string_view text, std::string* error,
                                    const JsonLimits& limits = JsonLimits());
// Only whether it parses.
inline std::optional<JsonValue> parse_json(std::string_view text, std::nullptr_t,
                                           const JsonLimits& limits = JsonLimits()) {
  return parse_json(text, static_cast<Problem*>(nullptr), limits);
}

// {"id":"recordUnknownField","field":"colour"}: a problem's id and each value
// as a string member, each part as an object member ("reason": the cause's),
// as the page's answers carry it for the page to word.
JsonValue problem_to_json(const Problem& problem);

// One line of compact JSON (no spaces, no newline). Strings are escaped as
// RFC 8259 requires; bytes that are not valid UTF-8 are written as U+FFFD.
std::string to_json(const JsonValue& value);
// Appends `text` as a quoted JSON string.
void append_json_string(std::string& out, std::string_view text);

}  // namespace canasta
