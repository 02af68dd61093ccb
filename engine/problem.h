// Why a text the engine reads is refused (a game record, its JSON), as a code
// and its values: the code is the catalog id of its sentence
// (assets/text/<lang>.txt, shown at [table page engine]) and the values fill
// its {names}. Each reader words it in its own language: the page and the
// table from their catalogs (problemText, problem_text), the protocol, tools
// and the engine's English sentences with text(). No sentence is parsed again
// on the way.
// Below engine/json.h: a problem is written as JSON there (problem_to_json),
// as JSON's own refusals are problems.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/english.h"

namespace canasta {

struct Problem {
  struct Part;

  std::string id;                 // "recordUnknownField"
  std::vector<TextValue> values;  // {"field", "colour"}
  // Values that are words of the catalog themselves, each worded in the
  // reader's language as a problem is: another reader's problem passed on
  // ("reason": a record's "not valid JSON: {reason}" holds the JSON's), a
  // game's title ("game": titleAmerican), a list joined with the language's
  // "and" (listAnd), a rank in the plural (pluralKings).
  std::vector<Part> parts;

  // A problem of `id` with `values` (string values; numbers as their digits).
  static Problem of(std::string id, std::initializer_list<TextValue> values = {});
  // The same, passing `cause` on as its {reason}.
  static Problem because(std::string id, Problem cause, std::initializer_list<TextValue> values = {});
  // Adds `part` as the value of {key}; returns *this.
  Problem& with(std::string key, Problem part);
  // The part that fills {key}, or nothing.
  const Problem* part(std::string_view key) const;
  // The engine's English sentence (english_text(id) filled, each part's
  // English in its {key}).
  std::string text() const;
  friend bool operator==(const Problem&, const Problem&);
};

struct Problem::Part {
  std::string key;
  Problem problem;
  friend bool operator==(const Part&, const Part&) = default;
};

// "a, b and c" (`join` "listAnd") or "2, 3 or 4" ("listOr") as a problem each
// reader words with its language's "and" or "or": listComma "{0}, {1}" for
// every comma, `join` before the last. One item is itself.
Problem list_problem(std::string_view join, const std::vector<std::string>& items);

}  // namespace canasta
