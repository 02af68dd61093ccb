// JSON value, parser and writer (engine/json.h).
#include <doctest/doctest.h>

#include <limits>
#include <string>

#include "engine/json.h"
#include "engine/problem.h"

namespace json_test {

using canasta::JsonLimits;
using canasta::JsonValue;
using canasta::parse_json;
using canasta::Problem;
using canasta::to_json;

namespace {

// The error for `text`, or "" when it parses.
std::string json_error(std::string_view text, const JsonLimits& limits = JsonLimits()) {
  std::string error;
  if (parse_json(text, &error, limits)) return "";
  return error;
}

// Parses and writes back.
std::string round_trip(std::string_view text) {
  std::string error;
  const auto value = parse_json(text, &error);
  REQUIRE_MESSAGE(value, error);
  return to_json(*value);
}

}  // namespace

TEST_CASE("JSON - values parse and print back compactly") {
  CHECK(round_trip("null") == "null");
  CHECK(round_trip(" true ") == "true");
  CHECK(round_trip("false") == "false");
  CHECK(round_trip("[1, 2 ,3]") == "[1,2,3]");
  CHECK(round_trip("{ \"a\" : [ ] , \"b\" : { } }") == "{\"a\":[],\"b\":{}}");
  CHECK(round_trip("-0.5e+10") == "-0.5e+10");
  CHECK(round_trip("\"tab\\there \\u00e9 \\ud83d\\ude00 \\/\"") ==
        "\"tab\\there \xC3\xA9 \xF0\x9F\x98\x80 /\"");
  CHECK(round_trip("\"\\u0001\\b\\f\\n\\r\\\"\\\\\"") == "\"\\u0001\\b\\f\\n\\r\\\"\\\\\"");
  CHECK(round_trip("{\"z\":1,\"a\":2}") == "{\"z\":1,\"a\":2}");  // insertion order kept
}

TEST_CASE("JSON - integers read exactly") {
  const auto v = parse_json(
      "[0, -7, 18446744073709551615, 9223372036854775807, -9223372036854775808, 1.5, 1e3, "
      "18446744073709551616]",
      nullptr);
  REQUIRE(v);
  const auto& items = v->items();
  CHECK(items[0].as_int() == 0);
  CHECK(items[1].as_int() == -7);
  CHECK(!items[1].as_uint());
  CHECK(items[2].as_uint() == UINT64_MAX);
  CHECK(!items[2].as_int());
  CHECK(items[3].as_int() == INT64_MAX);
  CHECK(items[4].as_int() == INT64_MIN);
  CHECK(!items[5].as_int());
  CHECK(!items[6].as_int());
  CHECK(!items[7].as_uint());
}

TEST_CASE("JSON - fixed-point numbers for pixel places") {
  JsonValue a = JsonValue::array();
  a.push(JsonValue::number_fixed(12.26, 1));
  a.push(JsonValue::number_fixed(-0.04, 1));
  a.push(JsonValue::number_fixed(1e300, 0).text().size() == 301 ? JsonValue::boolean(true) : JsonValue());
  a.push(JsonValue::number_fixed(std::numeric_limits<double>::quiet_NaN(), 2));
  a.push(JsonValue::number_fixed(3, 20));
  a.push(JsonValue::number_fixed(0.05, 1));
  a.push(JsonValue::number_fixed(-2.5, 0));
  a.push(JsonValue::number_fixed(1234.5678, 3));
  a.push(JsonValue::number_fixed(-0.007, 2));
  CHECK(to_json(a) == "[12.3,-0.0,true,0.00,3.000000000,0.1,-3,1234.568,-0.01]");
  const auto back = parse_json(to_json(a), nullptr);  // always valid JSON
  REQUIRE(back);
  CHECK(*back == a);
}

TEST_CASE("JSON - objects: find, set, duplicates refused") {
  JsonValue o = JsonValue::object();
  o.set("a", JsonValue::number(1))
      .set("b", JsonValue::string("x"))
      .set("a", JsonValue::boolean(true));
  CHECK(to_json(o) == "{\"a\":true,\"b\":\"x\"}");
  REQUIRE(o.find("b"));
  CHECK(o.find("b")->text() == "x");
  CHECK(o.find("c") == nullptr);
  CHECK(json_error("{\"a\":1,\"a\":2}") == "JSON error at byte 7: duplicate key \"a\".");
}

TEST_CASE("JSON - strict syntax errors name the byte") {
  CHECK(json_error("") == "JSON error at byte 0: unexpected end of text, expected a value.");
  CHECK(json_error("[1,]") == "JSON error at byte 3: unexpected character, expected a value.");
  CHECK(json_error("[1 2]") == "JSON error at byte 3: expected ',' or ']' in an array.");
  CHECK(json_error("{\"a\" 1}") == "JSON error at byte 5: expected ':' after an object key.");
  CHECK(json_error("{a:1}") == "JSON error at byte 1: expected a quoted key in an object.");
  CHECK(json_error("01") == "JSON error at byte 1: a number may not have leading zeros.");
  CHECK(json_error("1.") == "JSON error at byte 2: expected a digit after the decimal point.");
  CHECK(json_error("-") == "JSON error at byte 1: expected a digit.");
  CHECK(json_error("1e") == "JSON error at byte 2: expected a digit in the exponent.");
  CHECK(json_error("tru") == "JSON error at byte 0: unknown word.");
  CHECK(json_error("nul") == "JSON error at byte 0: unknown word.");
  CHECK(json_error("1 2") == "JSON error at byte 2: unexpected text after the value.");
  CHECK(json_error("\"abc") == "JSON error at byte 4: unterminated string.");
  CHECK(json_error("\"a\nb\"") == "JSON error at byte 2: a control character in a string.");
  CHECK(json_error("\"\\x\"") == "JSON error at byte 2: unknown escape in a string.");
  CHECK(json_error("\"\\u12G4\"") == "JSON error at byte 5: a \\u escape needs four hex digits.");
  CHECK(json_error("\"\\udc00\"") == "JSON error at byte 7: a lone low surrogate in a \\u escape.");
  CHECK(json_error("\"\\ud800x\"") ==
        "JSON error at byte 7: a high surrogate without its low half.");
  CHECK(json_error("\"\xC3\"") == "JSON error at byte 1: invalid UTF-8 in a string.");
  CHECK(json_error("\"\xED\xA0\x80\"") ==
        "JSON error at byte 1: invalid UTF-8 in a string.");  // surrogate
  CHECK(json_error("\"\xC0\xAF\"") ==
        "JSON error at byte 1: invalid UTF-8 in a string.");  // overlong
  CHECK(json_error("// x\n1") == "JSON error at byte 0: unexpected character, expected a value.");
}

TEST_CASE("JSON - a syntax error is also a code: the byte, and what was wrong by its own code") {
  Problem problem;
  CHECK_FALSE(parse_json("{\"a\" 1}", &problem));
  CHECK(problem == Problem::because("jsonAt", Problem::of("jsonColon"), {{"byte", "5"}}));
  CHECK(to_json(problem_to_json(problem)) == R"({"id":"jsonAt","byte":"5","reason":{"id":"jsonColon"}})");
  CHECK(problem.text() == "JSON error at byte 5: expected ':' after an object key.");
  JsonLimits limits;
  limits.max_depth = 2;
  CHECK_FALSE(parse_json("[[[1]]]", &problem, limits));
  CHECK(problem == Problem::because("jsonAt", Problem::of("jsonDepth", {{"max", "2"}}), {{"byte", "2"}}));
  CHECK_FALSE(parse_json("{\"a\":1,\"a\":2}", &problem));
  CHECK(*problem.part("reason") == Problem::of("jsonDuplicateKey", {{"key", "\"a\""}}));
  CHECK(parse_json("[1]", nullptr));
}

TEST_CASE("JSON - limits on depth and size") {
  JsonLimits limits;
  limits.max_depth = 3;
  CHECK(json_error("[[[1]]]", limits) == "");
  CHECK(json_error("[[[[1]]]]", limits) == "JSON error at byte 3: nesting deeper than 3 levels.");
  CHECK(json_error(std::string(100000, '['), JsonLimits()) ==
        "JSON error at byte 64: nesting deeper than 64 levels.");
  limits.max_bytes = 4;
  CHECK(json_error("[1,2]", limits) == "JSON error at byte 0: the text is longer than 4 bytes.");
}

TEST_CASE("JSON - the writer escapes and never emits invalid UTF-8") {
  std::string out;
  canasta::append_json_string(out, std::string("a\"\\\x01\x7F\xFF\xC3\xA9", 8));
  CHECK(out == "\"a\\\"\\\\\\u0001\x7F\xEF\xBF\xBD\xC3\xA9\"");
}

// An object of tens of thousands of keys, as a hostile save or import may
// hold, is checked for repeated keys by sorting (n log n), not by asking
// every earlier key (quadratic: an 830 KB object took 15.6 s natively, and
// froze the page longer in WASM). The timeout is a liveness bound ~30
// times the sorted check's time under ASan, not a benchmark
// (./tools/bench parsers prints the figures).
TEST_CASE("JSON - a huge object with a repeated key is refused without freezing" * doctest::timeout(60)) {
  constexpr int kKeys = 90000;
  std::string text = "{";
  for (int i = 0; i < kKeys; ++i) text += "\"k" + std::to_string(i) + "\":0,";
  const size_t repeat_at = text.size();
  text += "\"k4242\":1}";
  REQUIRE(text.size() < JsonLimits().max_bytes);
  CHECK(json_error(text) == "JSON error at byte " + std::to_string(repeat_at) + ": duplicate key \"k4242\".");
  text.replace(repeat_at, 7, "\"z4242\"");
  std::string error;
  const auto value = parse_json(text, &error);
  REQUIRE_MESSAGE(value, error);
  CHECK(value->members().size() == kKeys + 1);
  CHECK(value->members().back().key == "z4242");  // insertion order kept
}

TEST_CASE("JSON - of several repeated keys the first repeat is named") {
  CHECK(json_error("{\"b\":1,\"a\":2,\"a\":3,\"b\":4}") == "JSON error at byte 13: duplicate key \"a\".");
  CHECK(json_error("{\"x\":{\"y\":1,\"y\":2}}") == "JSON error at byte 12: duplicate key \"y\".");
  CHECK(json_error("{\"y\":{\"y\":1},\"x\":2}") == "");
  CHECK(json_error("{\"" + std::string(500, 'q') + "\":1,\"" + std::string(500, 'q') + "\":2}").size() < 120);
}

}  // namespace json_test
