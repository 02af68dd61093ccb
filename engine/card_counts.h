// A multiset of cards stored as a count per card kind: the form of hands and
// of the public knowledge about hands. Fixed size, no allocation, cheap to copy.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#include "engine/card.h"
#include "engine/check.h"

namespace canasta {

// Display order used everywhere cards are listed (hands, melds, notation):
// naturals from the ace down to the three, then deuces, then jokers; within a
// rank clubs, diamonds, hearts, spades.
constexpr int display_key(Card card) {
  if (card.is_joker()) return 200;
  if (card.rank() == Rank::Two) return 100 + static_cast<int>(card.suit());
  return (static_cast<int>(Rank::Ace) - static_cast<int>(card.rank())) * 4 +
         static_cast<int>(card.suit());
}

// All 53 card kinds in display order.
constexpr std::array<Card, kNumCardKinds> display_order_kinds() {
  std::array<Card, kNumCardKinds> kinds{};
  int n = 0;
  for (int r = static_cast<int>(Rank::Ace); r >= static_cast<int>(Rank::Three); --r)
    for (int s = 0; s < kNumSuits; ++s) kinds[n++] = Card(static_cast<Rank>(r), static_cast<Suit>(s));
  for (int s = 0; s < kNumSuits; ++s) kinds[n++] = Card(Rank::Two, static_cast<Suit>(s));
  kinds[n++] = Card::joker();
  return kinds;
}
inline constexpr std::array<Card, kNumCardKinds> kDisplayOrder = display_order_kinds();

class CardCounts {
 public:
  int count(Card card) const { return n_[card.code()]; }
  int size() const { return total_; }
  bool empty() const { return total_ == 0; }

  void add(Card card, int k = 1) {
    n_[card.code()] = static_cast<uint8_t>(n_[card.code()] + k);
    by_rank_[card.code() >> 2] = static_cast<uint8_t>(by_rank_[card.code() >> 2] + k);
    total_ = static_cast<int16_t>(total_ + k);
  }
  void remove(Card card, int k = 1) {
    CANASTA_CHECK(n_[card.code()] >= k);
    n_[card.code()] = static_cast<uint8_t>(n_[card.code()] - k);
    by_rank_[card.code() >> 2] = static_cast<uint8_t>(by_rank_[card.code() >> 2] - k);
    total_ = static_cast<int16_t>(total_ - k);
  }
  // Adds every card of `other` (counts byte by byte: the compiler makes it a
  // few vector additions).
  void add(const CardCounts& other) {
    for (int i = 0; i < kNumCardKinds; ++i) n_[i] = static_cast<uint8_t>(n_[i] + other.n_[i]);
    for (int i = 0; i < kNumRanks + 1; ++i) by_rank_[i] = static_cast<uint8_t>(by_rank_[i] + other.by_rank_[i]);
    total_ = static_cast<int16_t>(total_ + other.total_);
  }
  void clear() { *this = CardCounts(); }
  // The first card kind held, by code (the only card of a one-card hand);
  // a default Card when empty.
  Card first() const {
    const uint32_t ranks = ranks_held();
    if (ranks == 0) return n_[kNumCardKinds - 1] > 0 ? Card::joker() : Card();
    const int base = std::countr_zero(ranks) * 4;
    int code = base;
    while (n_[code] == 0) ++code;
    return Card::from_code(code);
  }

  // Natural cards of a rank (Three..Ace), all suits together.
  int naturals(Rank rank) const { return by_rank_[static_cast<int>(rank) - 2]; }
  // Every card of the rank, red threes too (Two..Ace).
  int rank_count(Rank rank) const { return by_rank_[static_cast<int>(rank) - 2]; }
  // The same by index: rank r at r - 2, the joker at kNumRanks.
  int rank_count_by_index(int index) const { return by_rank_[index]; }
  // The counts of a rank's (Two..Ace) four suits as one word: byte s counts
  // suit s, as Meld keeps its suit counts (little-endian).
  uint32_t suit_counts(Rank rank) const {
    static_assert(std::endian::native == std::endian::little);
    uint32_t x;
    std::memcpy(&x, n_.data() + (static_cast<int>(rank) - 2) * 4, sizeof x);
    return x;
  }
  // Whether the hand holds the cards of a rank (Two..Ace) counted by suit
  // in `suits` (byte s: suit s, as suit_counts gives them): each byte's
  // count, with 128 added, minus the byte wanted keeps its top bit exactly
  // when enough are held, and no byte borrows from the next (counts stay
  // below 128; wanted bytes of 128 or more are refused first). One test
  // where a test a suit was a branch the predictor often lost.
  bool holds_suits(Rank rank, uint32_t suits) const {
    constexpr uint32_t kTops = 0x80808080u;
    return (suits & kTops) == 0 && (((suit_counts(rank) | kTops) - suits) & kTops) == kTops;
  }
  // Removes them (they must be held), counts and totals as words.
  void remove_suits(Rank rank, uint32_t suits) {
    CANASTA_CHECK(holds_suits(rank, suits));
    const int index = static_cast<int>(rank) - 2;
    const uint32_t left = suit_counts(rank) - suits;  // byte by byte: no borrows
    std::memcpy(n_.data() + index * 4, &left, sizeof left);
    const int removed = static_cast<int>((suits * 0x01010101u) >> 24);  // bytes below 128, held: no carry
    by_rank_[index] = static_cast<uint8_t>(by_rank_[index] - removed);
    total_ = static_cast<int16_t>(total_ - removed);
  }
  // The first suit held of a rank (Two..Ace), clubs when none.
  Card first_of(Rank rank) const {
    const int base = (static_cast<int>(rank) - 2) * 4;
    for (int code = base; code < base + kNumSuits; ++code)
      if (n_[code] > 0) return Card::from_code(code);
    return Card::from_code(base);
  }
  // Bit r - 2 set for each rank r (Two..Ace) of which the hand holds a
  // card, red threes included.
  // Asked in every hot loop (a byte-by-byte loop was 6% of self-play), so
  // it reads the counters eight at a time: bytes 0-7 and 6-13 (the two words
  // overlap; byte 13, the joker, is masked off).
  uint16_t ranks_held() const {
    uint64_t low, high;
    std::memcpy(&low, by_rank_.data(), sizeof low);
    std::memcpy(&high, by_rank_.data() + 6, sizeof high);
    return static_cast<uint16_t>((nonzero_bytes(low) | nonzero_bytes(high) << 6) & ((1u << kNumRanks) - 1));
  }
  // Bit r - 2 set for each rank r (Two..Ace) of which the hand holds at
  // least n cards (0 <= n <= 128; a count never reaches 128), the same way.
  uint16_t ranks_with_at_least(int n) const {
    uint64_t low, high;
    std::memcpy(&low, by_rank_.data(), sizeof low);
    std::memcpy(&high, by_rank_.data() + 6, sizeof high);
    return static_cast<uint16_t>((at_least_bytes(low, n) | at_least_bytes(high, n) << 6) & ((1u << kNumRanks) - 1));
  }
  int red_threes() const { return n_[Card(Rank::Three, Suit::Diamonds).code()] + n_[Card(Rank::Three, Suit::Hearts).code()]; }
  int black_threes() const { return n_[Card(Rank::Three, Suit::Clubs).code()] + n_[Card(Rank::Three, Suit::Spades).code()]; }
  int twos() const { return naturals(Rank::Two); }
  int jokers() const { return n_[Card::joker().code()]; }
  int wilds() const { return twos() + jokers(); }

  // Calls f(card) once for each card kind held, in display order; the ranks
  // not held cost one test each (the discards of every play phase are
  // listed so).
  template <typename F>
  void for_each_kind(F&& f) const {
    auto rank = [&](int base) {
      if (by_rank_[base >> 2] == 0) return;
      for (int code = base; code < base + kNumSuits; ++code)
        if (n_[code] > 0) f(Card::from_code(code));
    };
    for (int base = (static_cast<int>(Rank::Ace) - 2) * 4; base >= 4; base -= 4) rank(base);
    rank(0);  // deuces
    if (n_[kNumCardKinds - 1] > 0) f(Card::joker());
  }

  // The cards in display order, one entry per copy (for UI and text).
  std::vector<Card> cards() const {
    std::vector<Card> out;
    out.reserve(static_cast<size_t>(total_));
    for (Card c : kDisplayOrder)
      for (int i = 0; i < n_[c.code()]; ++i) out.push_back(c);
    return out;
  }

  // True if every count here is at most the count in `other`.
  bool within(const CardCounts& other) const {
    for (int i = 0; i < kNumCardKinds; ++i)
      if (n_[i] > other.n_[i]) return false;
    return true;
  }

  friend bool operator==(const CardCounts&, const CardCounts&) = default;

 private:
  std::array<uint8_t, kNumCardKinds> n_{};
  // Cards by rank (code / 4: deuces first, the joker last), kept with n_:
  // naturals() is asked in every hot loop of move generation.
  std::array<uint8_t, kNumRanks + 1> by_rank_{};
  int16_t total_ = 0;

  // Bit i set for each nonzero byte i of `x` (little-endian, as natively and
  // in WASM). Adding 0x7F to a byte's low seven bits sets its top bit when
  // they are nonzero and never carries into the next byte (or-ing in the
  // byte's own top bit covers the rest); the multiplication gathers the
  // eight top bits into the highest byte (its partial products never meet).
  static uint32_t nonzero_bytes(uint64_t x) {
    static_assert(std::endian::native == std::endian::little);
    constexpr uint64_t kLow7 = 0x7F7F7F7F7F7F7F7Full;
    const uint64_t tops = (((x & kLow7) + kLow7) | x) & ~kLow7;
    return static_cast<uint32_t>(((tops >> 7) * 0x0102040810204080ull) >> 56);
  }
  // Bit i set for each byte i of `x` that is at least n: a byte below 128
  // plus 128 - n reaches 128 exactly then, and stays below 256, so no byte
  // carries into the next; the top bits are gathered as above.
  static uint32_t at_least_bytes(uint64_t x, int n) {
    const uint64_t tops = (x + static_cast<uint64_t>(128 - n) * 0x0101010101010101ull) & 0x8080808080808080ull;
    return static_cast<uint32_t>(((tops >> 7) * 0x0102040810204080ull) >> 56);
  }
};

}  // namespace canasta
