#include "frontend/words/strings.h"

namespace canasta::frontend {
namespace {

Language g_language = Language::kEnglish;

const StringTable& table(Language l) {
  switch (l) {
    case Language::kSpanish: return kStringsEs;
    case Language::kPortuguese: return kStringsPt;
    case Language::kGerman: return kStringsDe;
    case Language::kItalian: return kStringsIt;
    case Language::kEnglish: break;
  }
  return kStringsEn;
}

}  // namespace

void set_language(Language language) { g_language = language; }
Language language() { return g_language; }

Language language_from_tag(std::string_view tag) {
  const std::string_view two = tag.substr(0, 2);
  if (two == "es") return Language::kSpanish;
  if (two == "pt") return Language::kPortuguese;
  if (two == "de") return Language::kGerman;
  if (two == "it") return Language::kItalian;
  return Language::kEnglish;
}

std::string_view language_tag(Language l) {
  static constexpr std::string_view kTags[] = {"en", "es", "pt", "de", "it"};
  return kTags[static_cast<int>(l)];
}

std::string_view language_name(Language l) {
  static constexpr std::string_view kNames[] = {"English", "Espa\xC3\xB1ol", "Portugu\xC3\xAAs", "Deutsch",
                                                "Italiano"};
  return kNames[static_cast<int>(l)];
}

const char* tr(S id) {
  const char* s = table(g_language)[static_cast<int>(id)];
  return s ? s : kStringsEn[static_cast<int>(id)];
}

std::string number_text(int n) {
  const char* mark = g_language == Language::kEnglish ? "," : ".";
  std::string digits = std::to_string(n < 0 ? -static_cast<long long>(n) : n);
  for (int i = static_cast<int>(digits.size()) - 3; i > 0; i -= 3) digits.insert(static_cast<size_t>(i), mark);
  return (n < 0 ? "-" : "") + digits;
}

S plural_of(S other, S one, int count) {
  const bool singular = count == 1 || (count == 0 && g_language == Language::kPortuguese);
  return singular ? one : other;
}

std::string format(S id, std::string_view a0, std::string_view a1, std::string_view a2, std::string_view a3) {
  const std::string_view pattern = tr(id);
  std::string out;
  out.reserve(pattern.size() + a0.size() + a1.size() + a2.size() + a3.size());
  for (size_t i = 0; i < pattern.size(); ++i) {
    if (pattern[i] == '{' && i + 2 < pattern.size() && pattern[i + 2] == '}' && pattern[i + 1] >= '0' &&
        pattern[i + 1] <= '3') {
      const int k = pattern[i + 1] - '0';
      out += k == 0 ? a0 : k == 1 ? a1 : k == 2 ? a2 : a3;
      i += 2;
    } else {
      out += pattern[i];
    }
  }
  return out;
}

}  // namespace canasta::frontend
