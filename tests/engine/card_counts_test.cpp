// Card counts: the multiset behind hands. ranks_held() and
// ranks_with_at_least() read their counters eight bytes at a time; these
// cases hold them to the plain rank-by-rank answer.
#include <doctest/doctest.h>

#include "engine/card_counts.h"
#include "engine/rng.h"

namespace card_counts_test {

using namespace canasta;

namespace {

uint16_t ranks_with_at_least_one_by_one(const CardCounts& hand, int n) {
  uint16_t mask = 0;
  for (int i = 0; i < kNumRanks; ++i)
    if (hand.rank_count_by_index(i) >= n) mask = static_cast<uint16_t>(mask | (1u << i));
  return mask;
}

uint16_t ranks_held_one_by_one(const CardCounts& hand) { return ranks_with_at_least_one_by_one(hand, 1); }

}  // namespace

TEST_CASE("Card counts - the ranks held, one bit a rank, never the joker") {
  CardCounts hand;
  CHECK(hand.ranks_held() == 0);
  hand.add(Card::joker(), 8);
  CHECK(hand.ranks_held() == 0);  // the joker's counter sits right after the ace's
  hand.add(Card(Rank::Ace, Suit::Spades));
  CHECK(hand.ranks_held() == 1u << 12);
  hand.add(Card(Rank::Two, Suit::Clubs));
  CHECK(hand.ranks_held() == ((1u << 12) | 1u));
  // Ranks 8 and 9 (bits 6 and 7) are read by both words.
  hand.add(Card(Rank::Eight, Suit::Hearts), 4);
  hand.add(Card(Rank::Nine, Suit::Diamonds));
  CHECK(hand.ranks_held() == ((1u << 12) | (1u << 7) | (1u << 6) | 1u));
  hand.remove(Card(Rank::Eight, Suit::Hearts), 4);
  CHECK(hand.ranks_held() == ((1u << 12) | (1u << 7) | 1u));
  // Four packs' worth of one rank (16 cards) is still one bit.
  CardCounts pack;
  for (int s = 0; s < kNumSuits; ++s) pack.add(Card(Rank::Seven, static_cast<Suit>(s)), 4);
  CHECK(pack.ranks_held() == 1u << 5);
}

TEST_CASE("Card counts - the ranks held agree with counting rank by rank") {
  Rng rng(27);
  for (int round = 0; round < 2000; ++round) {
    CardCounts hand;
    const int cards = static_cast<int>(rng.below(30));
    for (int i = 0; i < cards; ++i) {
      const int code = static_cast<int>(rng.below(kNumCardKinds));
      hand.add(code == kNumCardKinds - 1 ? Card::joker() : Card::from_code(code), 1 + static_cast<int>(rng.below(4)));
    }
    CHECK(hand.ranks_held() == ranks_held_one_by_one(hand));
    // Every threshold the rules use (min_naturals 0 to 3) and past them.
    for (int n = 0; n <= 17; ++n) {
      CAPTURE(n);
      CHECK(hand.ranks_with_at_least(n) == ranks_with_at_least_one_by_one(hand, n));
    }
  }
}

TEST_CASE("Card counts - the ranks with at least n cards, never the joker") {
  CardCounts hand;
  CHECK(hand.ranks_with_at_least(0) == (1u << kNumRanks) - 1);  // every rank has at least none
  CHECK(hand.ranks_with_at_least(1) == 0);
  hand.add(Card::joker(), 8);
  CHECK(hand.ranks_with_at_least(1) == 0);
  hand.add(Card(Rank::Eight, Suit::Hearts), 2);  // bit 6, read by both words
  hand.add(Card(Rank::Nine, Suit::Hearts), 1);
  CHECK(hand.ranks_with_at_least(1) == ((1u << 6) | (1u << 7)));
  CHECK(hand.ranks_with_at_least(2) == 1u << 6);
  CHECK(hand.ranks_with_at_least(3) == 0);
  // Sixteen of a rank, the most four packs hold.
  for (int s = 0; s < kNumSuits; ++s) hand.add(Card(Rank::Ace, static_cast<Suit>(s)), 4);
  CHECK(hand.ranks_with_at_least(16) == 1u << 12);
  CHECK(hand.ranks_with_at_least(17) == 0);
}

TEST_CASE("Card counts - a rank's suit counts as one word, byte s for suit s") {
  CardCounts hand;
  hand.add(Card(Rank::Seven, Suit::Clubs), 2);
  hand.add(Card(Rank::Seven, Suit::Spades), 3);
  hand.add(Card(Rank::Six, Suit::Hearts));    // the ranks either side stay out
  hand.add(Card(Rank::Eight, Suit::Clubs));
  CHECK(hand.suit_counts(Rank::Seven) == 0x03000002u);
  CHECK(hand.suit_counts(Rank::Six) == 0x00010000u);
  CHECK(hand.suit_counts(Rank::Nine) == 0u);
  hand.add(Card(Rank::Two, Suit::Diamonds), 4);
  hand.add(Card(Rank::Ace, Suit::Hearts));
  hand.add(Card::joker(), 2);  // its counter follows the aces'
  CHECK(hand.suit_counts(Rank::Two) == 0x00000400u);
  CHECK(hand.suit_counts(Rank::Ace) == 0x00010000u);
}

TEST_CASE("Card counts - a group's suits are held and removed as one word") {
  CardCounts hand;
  hand.add(Card(Rank::Seven, Suit::Clubs), 2);
  hand.add(Card(Rank::Seven, Suit::Spades));
  hand.add(Card(Rank::Two, Suit::Hearts));
  hand.add(Card(Rank::King, Suit::Diamonds));
  CHECK(hand.holds_suits(Rank::Seven, 0x01000002u));   // both clubs and the spade
  CHECK(hand.holds_suits(Rank::Seven, 0x00000001u));
  CHECK(hand.holds_suits(Rank::Seven, 0u));
  CHECK_FALSE(hand.holds_suits(Rank::Seven, 0x00000003u));  // a third club
  CHECK_FALSE(hand.holds_suits(Rank::Seven, 0x00000100u));  // a diamond
  CHECK_FALSE(hand.holds_suits(Rank::Seven, 0x02000000u));  // a second spade
  CHECK_FALSE(hand.holds_suits(Rank::Seven, 0x00000082u));  // a byte past 127 never borrows its way in
  CHECK(hand.holds_suits(Rank::Two, 0x00010000u));
  CHECK_FALSE(hand.holds_suits(Rank::Two, 0x00000001u));
  hand.remove_suits(Rank::Seven, 0x01000001u);
  CHECK(hand.count(Card(Rank::Seven, Suit::Clubs)) == 1);
  CHECK(hand.count(Card(Rank::Seven, Suit::Spades)) == 0);
  CHECK(hand.naturals(Rank::Seven) == 1);
  CHECK(hand.size() == 3);
  hand.remove_suits(Rank::Two, 0x00010000u);
  CHECK(hand.twos() == 0);
  CHECK(hand.size() == 2);
  CHECK(hand.count(Card(Rank::King, Suit::Diamonds)) == 1);  // other ranks untouched
}
}  // namespace card_counts_test
