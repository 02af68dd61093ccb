#include "frontend/reason_text.h"

#include <array>
#include <optional>

#include "engine/card.h"
#include "frontend/move_text.h"
#include "frontend/strings.h"

namespace canasta::frontend {
namespace {

using Captures = std::array<std::string_view, 3>;

// Matches `text` against a pattern whose {0}..{2} stand for any non-empty
// text; each placeholder takes the shortest text that lets the rest match.
bool match(std::string_view pattern, std::string_view text, Captures& out) {
  const size_t open = pattern.find('{');
  if (open == std::string_view::npos || open + 2 >= pattern.size() || pattern[open + 2] != '}')
    return pattern == text;
  if (text.substr(0, open) != pattern.substr(0, open)) return false;
  const int slot = pattern[open + 1] - '0';
  if (slot < 0 || slot > 2) return false;
  const std::string_view rest = pattern.substr(open + 3);
  for (size_t end = open + 1; end <= text.size(); ++end) {
    if (match(rest, text.substr(end), out)) {
      out[static_cast<size_t>(slot)] = text.substr(open, end - open);
      return true;
    }
  }
  return false;
}

// One piece of an English reason in the current language: a rank in the
// plural, a count of canastas, a card, or (numbers) itself.
std::string translate_part(std::string_view part) {
  for (int i = static_cast<int>(S::kPluralAces); i <= static_cast<int>(S::kPluralJokers); ++i)
    if (part == kStringsEn[static_cast<size_t>(i)]) return tr(static_cast<S>(i));
  if (part == kStringsEn[static_cast<size_t>(S::kOneCanasta)]) return tr(S::kOneCanasta);
  Captures count;
  if (match(kStringsEn[static_cast<size_t>(S::kCanastas)], part, count)) return format(S::kCanastas, count[0]);
  if (const std::optional<Card> card = parse_card(part)) return card_label(*card);
  return std::string(part);
}

}  // namespace

std::string translate_reason(std::string_view sentence) {
  if (language() == Language::kEnglish) return std::string(sentence);
  for (int id = static_cast<int>(S::kWhyGameOver); id <= static_cast<int>(S::kWhyNotAllowed); ++id) {
    Captures parts;
    if (!match(kStringsEn[static_cast<size_t>(id)], sentence, parts)) continue;
    return format(static_cast<S>(id), translate_part(parts[0]), translate_part(parts[1]), translate_part(parts[2]));
  }
  return std::string(sentence);
}

}  // namespace canasta::frontend
