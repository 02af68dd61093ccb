#include "frontend/words/card_words.h"

#include "frontend/words/strings.h"

namespace canasta::frontend {

std::string rank_text(Rank rank) { return rank == Rank::Ten ? "10" : std::string(1, rank_char(rank)); }

std::string card_label(Card card) {
  if (card.is_joker()) return tr(S::kJoker);
  static constexpr const char* kSuits[] = {"\xE2\x99\xA3", "\xE2\x99\xA6", "\xE2\x99\xA5", "\xE2\x99\xA0"};
  return rank_text(card.rank()) + kSuits[static_cast<int>(card.suit())];
}

std::string rank_plural(Rank rank) {
  // Aces first, as Rank counts down from Ace to Two.
  static constexpr S kPlurals[] = {S::kPluralAces,  S::kPluralKings,  S::kPluralQueens, S::kPluralJacks,
                                   S::kPluralTens,  S::kPluralNines,  S::kPluralEights, S::kPluralSevens,
                                   S::kPluralSixes, S::kPluralFives,  S::kPluralFours,  S::kPluralThrees,
                                   S::kPluralDeuces};
  if (rank == Rank::Joker) return tr(S::kPluralJokers);
  return tr(kPlurals[static_cast<int>(Rank::Ace) - static_cast<int>(rank)]);
}

}  // namespace canasta::frontend
