// The engine's English, for the protocol, records and tools: the word
// catalog's English entries shown at [.. engine] (assets/text/en.txt), which
// the build compiles into the engine as a table of constants
// (tools/lib/gen_catalog.mjs), so the engine and the page say a thing in the
// same words and nobody keeps a second copy of them. Readers in another
// language word the same codes from their own catalog.
#pragma once

#include <initializer_list>
#include <span>
#include <string>
#include <string_view>

namespace canasta {

// The English text of a catalog id ("whyPileFrozen"), with its {placeholders}
// unfilled; empty for an id the engine has no text for.
std::string_view english_text(std::string_view id);

// A value for a {key} of a text: {0} to {3} (the table's texts) or {name}
// (the page's).
struct TextValue {
  std::string key;
  std::string value;
  friend bool operator==(const TextValue&, const TextValue&) = default;
};

// `text` with each {key} of `values` replaced by its value; a {key} with no
// value, and any other brace, stays as it is.
std::string fill_text(std::string_view text, std::span<const TextValue> values);
std::string fill_text(std::string_view text, std::initializer_list<TextValue> values = {});

// english_text(id) filled with `values`.
std::string english(std::string_view id, std::initializer_list<TextValue> values = {});

}  // namespace canasta
