// Internal to the notation reader (notation.cpp): a line's key=value
// fields and the reader that finds them and reads their cards. In a header
// of its own, not file-local, because StateAccess::NotationParser (declared
// in state_access.h) holds a Reader.
#pragma once

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card.h"
#include "engine/problem.h"
#include "engine/text_util.h"

namespace canasta {

namespace notation_reading {

struct Field {
  std::string_view key;
  std::string_view value;
  bool used = false;
};

// The fields of a notation line, sorted by key so that a repeated key and
// every lookup cost a logarithm, never a scan: a hostile line with
// thousands of fields is read in n log n.
class Reader {
 public:
  std::vector<Field> fields;
  Problem problem;  // why the line or a card does not read

  // Splits the line; false (with `problem`) for a word without "=" or a key
  // given twice.
  bool read(std::string_view text) {
    for (std::string_view word : split_words(text)) {
      const std::optional<KeyValue> kv = split_key_value(word);
      if (!kv) {
        problem = Problem::of("notationNoEquals", {{"field", quoted(word)}});
        return false;
      }
      fields.push_back({kv->key, kv->value});
    }
    std::stable_sort(fields.begin(), fields.end(),
                     [](const Field& a, const Field& b) { return a.key < b.key; });
    for (size_t i = 1; i < fields.size(); ++i)
      if (fields[i].key == fields[i - 1].key) {
        problem = Problem::of("notationFieldTwice", {{"field", quoted(fields[i].key)}});
        return false;
      }
    return true;
  }
  const Field* find(std::string_view key) {
    const auto at = std::lower_bound(fields.begin(), fields.end(), key,
                                     [](const Field& f, std::string_view k) { return f.key < k; });
    if (at == fields.end() || at->key != key) return nullptr;
    at->used = true;
    return &*at;
  }
  bool cards(std::string_view key, std::string_view value, std::vector<Card>& out) {
    for (std::string_view word : split(value, ',')) {
      const std::optional<Card> c = parse_card(word);
      if (!c) {
        problem = Problem::of("notationBadCard", {{"card", quoted(word)}, {"key", std::string(key)}});
        return false;
      }
      out.push_back(*c);
    }
    return true;
  }
};

}  // namespace notation_reading

}  // namespace canasta
