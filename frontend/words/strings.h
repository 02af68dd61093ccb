// Every text the table shows, one table per language, looked up by id. The
// ids (enum S) and the tables are generated at build time from the word
// catalogs, assets/text/<lang>.txt (tools/lib/gen_catalog.mjs): a text is
// added or changed there, never here. Parameters are written {0} to {3} and
// filled by format().
#pragma once

#include <array>
#include <string>
#include <string_view>

#include "generated/words/string_ids.h"

namespace canasta::frontend {

enum class Language { kEnglish, kSpanish, kPortuguese, kGerman, kItalian };
inline constexpr int kLanguageCount = 5;

inline constexpr int kStringCount = static_cast<int>(S::kCount);
// The texts of one language in id order; nullptr where a translation is
// missing (tr() says the English then).
using StringTable = std::array<const char*, kStringCount>;

extern const StringTable kStringsEn, kStringsEs, kStringsPt, kStringsDe, kStringsIt;

void set_language(Language language);
Language language();
// "es-MX" -> Spanish; unknown tags -> English.
Language language_from_tag(std::string_view tag);
std::string_view language_tag(Language language);  // "en", "es", ...
std::string_view language_name(Language language);  // in that language: "Español"

const char* tr(S id);
std::string format(S id, std::string_view a0 = {}, std::string_view a1 = {}, std::string_view a2 = {},
                   std::string_view a3 = {});
// The form of a counted string for `count` in the current language: `one`'s
// singular (English, Spanish, German, Italian: 1; Portuguese: 0 and 1) or
// `other`.
S plural_of(S other, S one, int count);
// A whole number grouped by thousands as the language writes it: 8,500
// (English), 8.500 (Spanish, Portuguese, German, Italian).
std::string number_text(int n);

}  // namespace canasta::frontend
