// A move: a small tagged value with no heap storage, and its text form, which
// is the syntax of the text protocol and of game records.
//
//   draw                         draw from the stock (two cards under drawtwo)
//   pickup                       take the pile by adding its top card to a
//                                meld of the side (pile not frozen)
//   pickup 7h 7s                 take the pile by melding its top card with
//                                these two hand cards (a new meld, or added
//                                to the side's meld of that rank)
//   pickup 7h 7s + Ac Ad 2c      ...and, for an initial meld, further groups
//                                from the hand laid in the same act to reach
//                                the minimum count (law 41); a group of the
//                                top card's rank adds to the new meld
//   meld 7c 7d 7h + Ac Ad Ah 2d  one or more groups from the hand, each a new
//                                meld or an addition to the side's meld of
//                                that rank; each rank at most once a move
//   meld 7: 2d Jk                a group of wild cards only is written with
//                                its target rank and a colon first; it may
//                                only add to an existing meld of the side (the
//                                colon form is accepted on any group and must
//                                then agree with the natural cards)
//   meld 2: 2c 2d Jk             "2:" names the side's meld of wild cards
//                                only, where the rules have one (MA-26,
//                                UY-12): a new one of three or more, or an
//                                addition
//   discard 5c
//   ask                          "May I go out?" (then the partner plays)
//   yes / no                     the partner's binding answer
//   pass                         decline the discard when the stock is
//                                exhausted, or end the turn after drawing a
//                                red three as the last card of the stock;
//                                either ends the deal
//   declare straight             lay down a special hand of 14 cards after
//                                drawing (MA-60..63): straight, pairs,
//                                wildpairs or garbage; the deal ends
//   lay 3h                       face a three kept in the hand for a
//                                straight (MA-11) and draw its replacement
//
// Cards within a group print in display order (see card_counts.h), groups in
// the order given (legal_moves gives them aces first). Parsing accepts any
// order and extra spaces. Two moves are equal when they have the same groups
// in any order.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

#include "engine/card.h"
#include "engine/meld.h"
#include "engine/problem.h"

namespace canasta {

enum class MoveKind : uint8_t { Draw, Pickup, Meld, Discard, Ask, Yes, No, Pass, Declare, LayThree, Cut };

// Modern American special hands (MA-61, pagat's set).
enum class SpecialHand : uint8_t { None, Straight, Pairs, WildPairs, Garbage };
inline constexpr std::array<SpecialHand, 4> kSpecialHands = {SpecialHand::Straight, SpecialHand::Pairs,
                                                             SpecialHand::WildPairs, SpecialHand::Garbage};
// "straight", "pairs", "wildpairs", "garbage" ("" for None).
std::string_view special_hand_name(SpecialHand hand);
std::optional<SpecialHand> parse_special_hand(std::string_view name);

// Cards of one rank laid from the hand in one move: naturals of `rank` and
// wild cards.
struct MeldGroup {
  Rank rank = Rank::Four;
  Meld cards;
  // What the group takes from a hand, as suit words (byte s: suit s): the
  // naturals of its rank, and its deuces. A wild meld's group (rank Two)
  // takes deuces only, whichever of its counts holds them, so that checking
  // a group (GameState::lay_group) and laying it (GameState::lay) take the
  // same cards.
  uint32_t natural_suits_taken() const { return rank == Rank::Two ? 0 : cards.natural_suits(); }
  uint32_t two_suits_taken() const { return cards.two_suits() + (rank == Rank::Two ? cards.natural_suits() : 0); }
  friend bool operator==(const MeldGroup&, const MeldGroup&) = default;
};

// At most one group per rank Three..Ace, plus the pickup's extra group of the
// top card's rank.
inline constexpr int kMaxGroups = 13;

struct Move {
  MoveKind kind = MoveKind::Draw;
  Card card;                  // Discard, LayThree: the card
  SpecialHand special = SpecialHand::None;  // Declare: the hand
  int16_t cut_cards = 0;      // Cut: the cards the dealer lifts (UY-50)
  bool has_pair = false;      // Pickup: whether two hand cards are named
  std::array<Card, 2> pair{};  // Pickup: the two hand cards
  uint8_t num_groups = 0;      // Meld: groups; Pickup: extra "+" groups
  std::array<MeldGroup, kMaxGroups> groups{};

  static Move draw() { return of(MoveKind::Draw); }
  static Move pickup() { return of(MoveKind::Pickup); }
  static Move pickup(Card a, Card b) {
    Move m = of(MoveKind::Pickup);
    m.has_pair = true;
    m.pair = {a, b};
    return m;
  }
  static Move meld() { return of(MoveKind::Meld); }
  static Move discard(Card c) {
    Move m = of(MoveKind::Discard);
    m.card = c;
    return m;
  }
  static Move ask() { return of(MoveKind::Ask); }
  static Move yes() { return of(MoveKind::Yes); }
  static Move no() { return of(MoveKind::No); }
  static Move pass() { return of(MoveKind::Pass); }
  static Move declare(SpecialHand hand) {
    Move m = of(MoveKind::Declare);
    m.special = hand;
    return m;
  }
  static Move cut(int cards) {
    Move m = of(MoveKind::Cut);
    m.cut_cards = static_cast<int16_t>(cards);
    return m;
  }
  static Move lay_three(Card three) {
    Move m = of(MoveKind::LayThree);
    m.card = three;
    return m;
  }

  // Appends a group (for Meld and Pickup). Returns false when full.
  bool add_group(const MeldGroup& group) {
    if (num_groups >= kMaxGroups) return false;
    groups[num_groups++] = group;
    return true;
  }
  // Number of hand cards the move lays on the table (pair and groups).
  int cards_from_hand() const {
    int n = has_pair ? 2 : 0;
    for (int i = 0; i < num_groups; ++i) n += groups[i].cards.size();
    return n;
  }

  friend bool operator==(const Move& a, const Move& b) {
    if (a.kind != b.kind || a.num_groups != b.num_groups) return false;
    if ((a.kind == MoveKind::Discard || a.kind == MoveKind::LayThree) && a.card != b.card) return false;
    if (a.kind == MoveKind::Declare && a.special != b.special) return false;
    if (a.kind == MoveKind::Cut && a.cut_cards != b.cut_cards) return false;
    if (a.has_pair != b.has_pair || (a.has_pair && a.pair != b.pair)) return false;
    // Groups are compared as a set: their order does not change the move.
    for (int i = 0; i < a.num_groups; ++i) {
      bool found = false;
      for (int j = 0; j < b.num_groups && !found; ++j) found = a.groups[i] == b.groups[j];
      if (!found) return false;
    }
    return true;
  }

 private:
  // Copied from one blank move: building one field by field loops over
  // the groups, and the loop's exit was one branch misprediction a move.
  static Move of(MoveKind kind);
};

// Result of parsing text: a value, or an English sentence saying what is wrong.
template <typename T>
struct Parsed {
  std::optional<T> value;
  std::string error;
  // The error as a code and its values, where the reader gives one (a move's
  // and the notation's do; an observation's does not yet: empty id).
  Problem problem = {};
  bool ok() const { return value.has_value(); }

  // No value: `why`, and its English as the error.
  static Parsed refused(Problem why) {
    Parsed out;
    out.error = why.text();
    out.problem = std::move(why);
    return out;
  }
};

inline constexpr Move kBlankMove{};
inline Move Move::of(MoveKind kind) {
  // The blank's bytes moved as words: `Move m = kBlankMove` was compiled as
  // a clear by `rep stos` (slow to start, and a loop to a branch predictor)
  // and a store of each group's rank, in every move built this way.
  static_assert(std::is_trivially_copyable_v<Move> && sizeof(Move) >= 8);
  struct Bytes {
    unsigned char b[sizeof(Move)];
  } bytes;
  const auto* blank = reinterpret_cast<const unsigned char*>(&kBlankMove);
  for (std::size_t i = 0; i + 8 <= sizeof(Move); i += 8) std::memcpy(bytes.b + i, blank + i, 8);
  std::memcpy(bytes.b + sizeof(Move) - 8, blank + sizeof(Move) - 8, 8);
#if defined(__cpp_lib_bit_cast)
  Move m = std::bit_cast<Move>(bytes);
#else  // Emscripten 3.1.6's libc++ has no std::bit_cast; its clang has the builtin
  Move m = __builtin_bit_cast(Move, bytes);
#endif
  m.kind = kind;
  return m;
}

std::string to_string(const Move& move);
// Parses the text form. Checks only the syntax and that each group's natural
// cards share one rank; whether the move is legal is GameState::check's job.
Parsed<Move> parse_move(std::string_view text);

}  // namespace canasta
