// One meld on the table: the cards of one rank a side has laid down, with the
// wild cards kept by kind so scoring and display can show them.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <vector>

#include "engine/card.h"
#include "engine/rules.h"

namespace canasta {

struct Meld {
  std::array<uint8_t, kNumSuits> naturals{};  // natural cards of the meld's rank, by suit
  std::array<uint8_t, kNumSuits> twos{};      // deuces, by suit
  uint8_t jokers = 0;

  int natural_count() const { return sum4(naturals); }
  // The suit counts as words (byte s: suit s, as CardCounts::suit_counts).
  uint32_t natural_suits() const { return bits4(naturals); }
  uint32_t two_suits() const { return bits4(twos); }
  int two_count() const { return sum4(twos); }
  int wild_count() const { return two_count() + jokers; }
  // Naturals and deuces read as one word (meld sizes are asked for every
  // slot in the going-out checks): its eight byte counters summed by one
  // multiplication, as sum4 does.
  int size() const { return static_cast<int>((bits8() * 0x0101010101010101ull) >> 56) + jokers; }
  bool empty() const { return (bits8() | jokers) == 0; }
  bool is_canasta(const Rules& rules) const { return rules.is_canasta(size()); }
  bool is_natural_canasta(const Rules& rules) const {
    return is_canasta(rules) && wild_count() == 0;
  }
  // Adds up to k more naturals from `available`, the suit counts of the
  // cards to take from as a word (byte s: suit s; it includes the naturals
  // already here), suits in the order clubs, diamonds, hearts, spades: each
  // card is the lowest byte with one left, a loop with no branch on the
  // suits (a loop over suits with early exits was among move listing's
  // most mispredicted branches).
  void take_naturals(uint32_t available, int k) {
    static_assert(std::endian::native == std::endian::little);
    uint32_t taken;
    std::memcpy(&taken, naturals.data(), sizeof taken);
    uint32_t left = available - taken;  // byte by byte: no borrows
    for (; k > 0 && left != 0; --k) {
      const uint32_t one = 1u << (std::countr_zero(left) & ~7);
      taken += one;
      left -= one;
    }
    std::memcpy(naturals.data(), &taken, sizeof taken);
  }
  // Sum of the card values; `rank` is the meld's rank.
  int points(const Rules& rules, Rank rank) const {
    return natural_count() * rules.rank_points[static_cast<int>(rank)] +
           two_count() * rules.rank_points[static_cast<int>(Rank::Two)] +
           jokers * rules.rank_points[static_cast<int>(Rank::Joker)];
  }
  // Adds a card: a natural of the meld's rank (the caller checks the rank) or a
  // wild card.
  void add(Card card) {
    if (card.is_joker()) ++jokers;
    else if (card.rank() == Rank::Two) ++twos[static_cast<int>(card.suit())];
    else ++naturals[static_cast<int>(card.suit())];
  }
  void add(const Meld& other) {
    for (int s = 0; s < kNumSuits; ++s) {
      naturals[s] = static_cast<uint8_t>(naturals[s] + other.naturals[s]);
      twos[s] = static_cast<uint8_t>(twos[s] + other.twos[s]);
    }
    jokers = static_cast<uint8_t>(jokers + other.jokers);
  }
  // The cards in display order (naturals by suit, deuces, jokers).
  std::vector<Card> cards(Rank rank) const {
    std::vector<Card> out;
    for (int s = 0; s < kNumSuits; ++s)
      for (int i = 0; i < naturals[s]; ++i) out.push_back(Card(rank, static_cast<Suit>(s)));
    for (int s = 0; s < kNumSuits; ++s)
      for (int i = 0; i < twos[s]; ++i) out.push_back(Card(Rank::Two, static_cast<Suit>(s)));
    for (int i = 0; i < jokers; ++i) out.push_back(Card::joker());
    return out;
  }

  friend bool operator==(const Meld&, const Meld&) = default;

 private:
  // Four byte counters as one word, and their exact sum: the multiplication
  // adds the four bytes into the top one (a counter never passes 63, so no
  // partial sum carries).
  static uint32_t bits4(const std::array<uint8_t, kNumSuits>& a) {
    uint32_t x;
    std::memcpy(&x, a.data(), sizeof x);
    return x;
  }
  static int sum4(const std::array<uint8_t, kNumSuits>& a) { return static_cast<int>((bits4(a) * 0x01010101u) >> 24); }
  // naturals then twos, as one word (they are adjacent: checked below).
  uint64_t bits8() const {
    uint64_t x;
    std::memcpy(&x, reinterpret_cast<const unsigned char*>(this) + offsetof(Meld, naturals), sizeof x);
    return x;
  }
};
static_assert(offsetof(Meld, twos) == offsetof(Meld, naturals) + kNumSuits && kNumSuits == 4,
              "Meld::bits8 reads naturals and twos as one word");

// Melds are indexed by rank: slot static_cast<int>(rank) - 2, so Two..Ace use
// slots 0..12. Slot 0, the deuces', holds the meld of wild cards only where
// the rules have one (MA-26, UY-12); it stays empty in Classic.
inline constexpr int kMeldSlots = kNumRanks;
inline constexpr int meld_slot(Rank rank) { return static_cast<int>(rank) - 2; }
inline constexpr Rank slot_rank(int slot) { return static_cast<Rank>(slot + 2); }
inline constexpr int kWildSlot = 0;

// A pure meld: a natural-rank meld without wild cards, or a wild meld of
// deuces only or jokers only (UY-14, UY-40).
inline bool is_pure(const Meld& meld, int slot) {
  if (slot == kWildSlot) return meld.two_count() == 0 || meld.jokers == 0;
  return meld.wild_count() == 0;
}

}  // namespace canasta
