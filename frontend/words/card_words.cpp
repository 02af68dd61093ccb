#include "frontend/words/card_words.h"

#include "engine/verdict.h"
#include "frontend/words/string_names.h"
#include "frontend/words/strings.h"

namespace canasta::frontend {

std::string rank_text(Rank rank) { return rank == Rank::Ten ? "10" : std::string(1, rank_char(rank)); }

std::string card_label(Card card) {
  if (card.is_joker()) return tr(S::kJoker);
  static constexpr const char* kSuits[] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5", "\xE2\x99\xA0"};
  return rank_text(card.rank()) + kSuits[static_cast<int>(card.suit())];
}

std::string rank_plural(Rank rank) { return tr(string_by_id(rank_plural_id(rank)).value_or(S::kPluralAces)); }

}  // namespace canasta::frontend
