#include "engine/card.h"

namespace canasta {

namespace {
constexpr char kRankChars[] = "23456789TJQKA";
constexpr char kSuitChars[] = "cdhs";
}  // namespace

char rank_char(Rank rank) {
  if (rank == Rank::Joker) return '*';
  return kRankChars[static_cast<int>(rank) - 2];
}

std::optional<Rank> parse_rank(char c) {
  for (int i = 0; i < kNumRanks; ++i)
    if (kRankChars[i] == c) return static_cast<Rank>(i + 2);
  return std::nullopt;
}

std::string to_string(Card card) {
  if (card.is_joker()) return "Jk";
  return {rank_char(card.rank()), kSuitChars[static_cast<int>(card.suit())]};
}

std::string cards_to_string(const std::vector<Card>& cards, char separator) {
  std::string out;
  for (size_t i = 0; i < cards.size(); ++i) {
    if (i) out += separator;
    out += to_string(cards[i]);
  }
  return out;
}

std::optional<Card> parse_card(std::string_view text) {
  if (text == "Jk") return Card::joker();
  if (text.size() != 2) return std::nullopt;
  auto rank = parse_rank(text[0]);
  if (!rank) return std::nullopt;
  for (int s = 0; s < kNumSuits; ++s)
    if (kSuitChars[s] == text[1]) return Card(*rank, static_cast<Suit>(s));
  return std::nullopt;
}

}  // namespace canasta
