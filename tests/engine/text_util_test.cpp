// The shared text helpers (engine/text_util.h).
#include <doctest/doctest.h>

#include <string>

#include "engine/text_util.h"

namespace text_util_test {

using namespace canasta;

TEST_CASE("Text - numbers are digits only, within range, without overflow") {
  CHECK(parse_uint64("0") == 0u);
  CHECK(parse_uint64("18446744073709551615") == UINT64_MAX);
  CHECK_FALSE(parse_uint64("18446744073709551616"));  // 2^64
  CHECK_FALSE(parse_uint64("99999999999999999999"));
  CHECK_FALSE(parse_uint64("000000000000000000001"));  // 21 characters
  CHECK_FALSE(parse_uint64(""));
  CHECK_FALSE(parse_uint64("-1"));
  CHECK_FALSE(parse_uint64("+1"));
  CHECK_FALSE(parse_uint64(" 1"));
  CHECK_FALSE(parse_uint64("1e3"));
  CHECK(parse_int("-9223372036854775808", INT64_MIN, INT64_MAX) == INT64_MIN);
  CHECK_FALSE(parse_int("-9223372036854775809", INT64_MIN, INT64_MAX));
  CHECK_FALSE(parse_int("9223372036854775808", INT64_MIN, INT64_MAX));
  CHECK(parse_int("6", 2, 6) == 6);
  CHECK_FALSE(parse_int("7", 2, 6));
  CHECK_FALSE(parse_int("4294967298", 2, 6));  // would wrap to 2 in 32 bits
  CHECK_FALSE(parse_int("-", 0, 1));
}

TEST_CASE("Text - words, parts and key=value") {
  CHECK(split_words("  a \tb\r\nc  ").size() == 3);
  CHECK(split("a,,b", ',').size() == 3);
  CHECK(split("", ',').empty());
  std::string_view rest;
  CHECK(first_word("  new classic players=4 ", rest) == "new");
  CHECK(rest == "classic players=4");
  const auto kv = split_key_value("seed=a=b");
  REQUIRE(kv);
  CHECK(kv->key == "seed");
  CHECK(kv->value == "a=b");
  CHECK_FALSE(split_key_value("seed"));
}

TEST_CASE("Text - untrusted text is shown escaped and short") {
  CHECK(quoted("abc") == "\"abc\"");
  CHECK(quoted(std::string_view("a\0b", 3)) == "\"a\\x00b\"");
  CHECK(quoted("say \"hi\"\\") == "\"say \\\"hi\\\"\\\\\"");
  CHECK(quoted("\xC3\xA9t\xC3\xA9") == "\"\xC3\xA9t\xC3\xA9\"");  // valid UTF-8 kept
  CHECK(quoted("\xFF\xC3") == "\"\\xFF\\xC3\"");                  // invalid bytes escaped
  CHECK(quoted("\xED\xA0\x80") == "\"\\xED\\xA0\\x80\"");         // a surrogate is not UTF-8
  CHECK(quoted("abcdef", 3) == "\"abc...\"");
  CHECK(escape_line("line\nbreak \"kept\" \x7F") == "line\\nbreak \"kept\" \\x7F");
}

}  // namespace text_util_test
