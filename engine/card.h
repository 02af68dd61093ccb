// Cards of the Canasta pack: a one-byte value type, its text form and its point value.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace canasta {

enum class Suit : uint8_t { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3 };

// Ranks in play order; Joker sorts last. Values follow the natural rank so that
// `static_cast<int>(Rank::Seven) == 7`.
enum class Rank : uint8_t {
  Two = 2, Three, Four, Five, Six, Seven, Eight, Nine, Ten, Jack, Queen, King, Ace, Joker
};

inline constexpr int kNumSuits = 4;
inline constexpr int kNumRanks = 13;       // Two..Ace, without the joker
inline constexpr int kNumCardKinds = 53;  // 52 suited cards and the joker

// One card, identified by kind only: copies from different decks are equal,
// because no rule of Canasta tells them apart.
class Card {
 public:
  constexpr Card() = default;
  constexpr Card(Rank rank, Suit suit)
      : code_(rank == Rank::Joker ? kJokerCode
                                  : static_cast<uint8_t>((static_cast<int>(rank) - 2) * 4 +
                                                         static_cast<int>(suit))) {}
  static constexpr Card joker() { return from_code(kJokerCode); }
  static constexpr Card from_code(int code) {
    Card c;
    c.code_ = static_cast<uint8_t>(code);
    return c;
  }

  // 0..51 for suited cards (rank-major, then suit), 52 for the joker.
  constexpr int code() const { return code_; }
  constexpr Rank rank() const {
    return code_ == kJokerCode ? Rank::Joker : static_cast<Rank>(code_ / 4 + 2);
  }
  // Meaningless for the joker (reported as Clubs).
  constexpr Suit suit() const {
    return code_ == kJokerCode ? Suit::Clubs : static_cast<Suit>(code_ % 4);
  }
  constexpr bool is_joker() const { return code_ == kJokerCode; }
  constexpr bool is_wild() const { return is_joker() || rank() == Rank::Two; }
  constexpr bool is_red() const {
    return !is_joker() && (suit() == Suit::Diamonds || suit() == Suit::Hearts);
  }
  constexpr bool is_red_three() const { return rank() == Rank::Three && is_red(); }
  constexpr bool is_black_three() const { return rank() == Rank::Three && !is_red(); }
  // A natural card is any card that is not wild (threes included).
  constexpr bool is_natural() const { return !is_wild(); }

  // Point value when melded or caught in the hand (law 32). Red threes are
  // bonus cards scored apart; their face value here is 5 like the black three.
  constexpr int points() const {
    switch (rank()) {
      case Rank::Joker: return 50;
      case Rank::Two:
      case Rank::Ace: return 20;
      case Rank::Eight: case Rank::Nine: case Rank::Ten:
      case Rank::Jack: case Rank::Queen: case Rank::King: return 10;
      default: return 5;
    }
  }

  friend constexpr bool operator==(Card a, Card b) { return a.code_ == b.code_; }
  friend constexpr auto operator<=>(Card a, Card b) { return a.code_ <=> b.code_; }

 private:
  static constexpr uint8_t kJokerCode = 52;
  uint8_t code_ = 0;
};

// "Td", "3s", "Jk".
std::string to_string(Card card);
// Cards in text, separated by `separator`: "Kc,Kd,2s".
std::string cards_to_string(const std::vector<Card>& cards, char separator = ',');
// Parses the two-character form; rank letters are upper case, suits lower case.
// Returns nothing for anything else.
std::optional<Card> parse_card(std::string_view text);

char rank_char(Rank rank);  // 'A','K',...,'2'; 'J' is the jack, the joker has none ('*').
std::optional<Rank> parse_rank(char c);

}  // namespace canasta
