// Why a text the engine reads is refused (a game record, its JSON), as a code
// and its values: the code is the catalog id of its sentence
// (assets/text/<lang>.txt, shown at [page engine]) and the values fill its
// {names}. Each reader words it in its own language: the page from its
// catalog, the protocol, tools and the engine's English sentences with
// text(). No sentence is parsed again on the way.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/english.h"
#include "engine/json.h"

namespace canasta {

struct Problem {
  std::string id;                 // "recordUnknownField"
  std::vector<TextValue> values;  // {"field", "colour"}
  // Another reader's problem this one passes on (none or one), which fills
  // its {reason}: a record's "not valid JSON: {reason}" holds the JSON's.
  std::vector<Problem> cause;

  // A problem of `id` with `values` (string values; numbers as their digits).
  static Problem of(std::string id, std::initializer_list<TextValue> values = {});
  // The same, passing `cause` on as its {reason}.
  static Problem because(std::string id, Problem cause, std::initializer_list<TextValue> values = {});
  // The engine's English sentence (english_text(id) filled, the cause's
  // English in {reason}).
  std::string text() const;
  // {"id":"recordUnknownField","field":"colour"}: the id and each value as a
  // string member, the cause as the object "reason", as the page's answers
  // carry it.
  JsonValue to_json() const;
  friend bool operator==(const Problem&, const Problem&) = default;
};

}  // namespace canasta
